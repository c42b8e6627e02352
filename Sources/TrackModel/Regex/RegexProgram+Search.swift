extension RegexProgram {
    /// What a search looks for: any match at all (cheapest: no captures,
    /// stops at the first), or the leftmost-longest match with its groups,
    /// as hledger's POSIX engine (regex-tdfa) chooses it.
    enum SearchMode {
        case any
        case captures
    }

    /// Searches `text` from byte `start` (earlier bytes are context for `^`
    /// and `\b` only). Returns the capture slots, two per group (-1 for a
    /// group that took no part; empty in `.any` mode), or nil.
    /// `steps` counts the machine's work, for tests that check it is linear.
    func search(_ text: UnsafeBufferPointer<UInt8>, from start: Int, anchored: Bool, mode: SearchMode,
                steps: inout Int) -> [Int]? {
        let slots = mode == .captures ? 2 * groupCount : 0
        var current = ThreadList(size: instructions.count, slots: slots)
        var next = ThreadList(size: instructions.count, slots: slots)
        var work = [Int](repeating: -1, count: slots)
        var stack: [Frame] = []
        var matched: [Int]?
        let end = text.count
        var pos = start
        var previous = start > 0 ? UTF8Scalars.scalar(before: start, in: text) : nil
        var (scalar, length) = UTF8Scalars.scalar(at: pos, in: text)
        while true {
            let here = Context(position: pos, atStart: pos == 0, atEnd: pos == end,
                               wordBefore: previous.map(Self.isWord) ?? false, wordAfter: scalar.map(Self.isWord) ?? false)
            if matched == nil && (!anchored || pos == start) {
                for k in work.indices { work[k] = -1 }
                add(0, to: &current, here, &work, &stack, &steps)
            }
            if current.count == 0 && (matched != nil || anchored || pos == end) { break }
            let nextPosition = pos + length
            let (following, followingLength) = UTF8Scalars.scalar(at: nextPosition, in: text)
            let there = Context(position: nextPosition, atStart: false, atEnd: nextPosition == end,
                                wordBefore: scalar.map(Self.isWord) ?? false, wordAfter: following.map(Self.isWord) ?? false)
            next.removeAll()
            for t in 0..<current.count {
                steps += 1
                let pc = current.dense[t]
                switch instructions[pc] {
                case .match:
                    if mode == .any { return [] }
                    let startOfThread = current.caps[pc * slots]
                    if let m = matched, !(startOfThread < m[0] || (startOfThread == m[0] && pos > m[1])) { continue }
                    matched = Array(current.caps[(pc * slots)..<(pc * slots + slots)])
                case .scalars(let index):
                    guard let scalar, sets[index].contains(scalar) else { continue }
                    if slots > 0 {
                        if let m = matched, current.caps[pc * slots] > m[0] { continue }
                        for k in 0..<slots { work[k] = current.caps[pc * slots + k] }
                    }
                    add(pc + 1, to: &next, there, &work, &stack, &steps)
                default:
                    continue
                }
            }
            if pos == end { break }
            swap(&current, &next)
            previous = scalar
            pos = nextPosition
            (scalar, length) = (following, followingLength)
        }
        return matched
    }

    /// Where a thread is being added: what `^`, `$` and `\b` need to know.
    struct Context {
        let position: Int
        let atStart: Bool
        let atEnd: Bool
        let wordBefore: Bool
        let wordAfter: Bool

        func holds(_ assertion: RegexAssertion) -> Bool {
            switch assertion {
            case .textStart: return atStart
            case .textEnd: return atEnd
            case .wordBoundary: return wordBefore != wordAfter
            case .notWordBoundary: return wordBefore == wordAfter
            case .wordStart: return !wordBefore && wordAfter
            case .wordEnd: return wordBefore && !wordAfter
            }
        }
    }

    /// Work left while following jumps, splits and saves without recursion
    /// (a 10,000-way alternation would otherwise be 10,000 frames deep).
    enum Frame {
        case explore(Int)
        case restore(slot: Int, value: Int)
    }

    /// Adds the thread at `pc` and everything it reaches without consuming,
    /// each instruction at most once per position: this is what keeps the
    /// work linear. A thread that reaches an instruction first keeps it,
    /// so earlier alternatives win among equally long matches.
    private func add(_ pc: Int, to list: inout ThreadList, _ context: Context, _ work: inout [Int],
                     _ stack: inout [Frame], _ steps: inout Int) {
        stack.append(.explore(pc))
        while let frame = stack.popLast() {
            switch frame {
            case .restore(let slot, let value):
                work[slot] = value
            case .explore(let pc):
                guard !list.contains(pc) else { continue }
                list.insert(pc)
                steps += 1
                switch instructions[pc] {
                case .jump(let target):
                    stack.append(.explore(target))
                case .split(let first, let second):
                    stack.append(.explore(second))
                    stack.append(.explore(first))
                case .save(let slot):
                    if slot < work.count {
                        stack.append(.restore(slot: slot, value: work[slot]))
                        work[slot] = context.position
                    }
                    stack.append(.explore(pc + 1))
                case .assert(let assertion):
                    if context.holds(assertion) { stack.append(.explore(pc + 1)) }
                case .scalars, .match:
                    list.setCaps(pc, work)
                }
            }
        }
    }

    @inline(__always)
    static func isWord(_ scalar: UInt32) -> Bool { ScalarSet.word.contains(scalar) }
}

/// The threads alive at one position: a sparse set of instruction indexes
/// (in the order they were added, which is their priority) and their captures.
struct ThreadList {
    private var sparse: [Int]
    private(set) var dense: [Int]
    private(set) var count = 0
    private(set) var caps: [Int]
    private let slots: Int

    init(size: Int, slots: Int) {
        sparse = [Int](repeating: 0, count: size)
        dense = [Int](repeating: 0, count: size)
        caps = [Int](repeating: -1, count: size * slots)
        self.slots = slots
    }

    @inline(__always)
    func contains(_ pc: Int) -> Bool {
        let d = sparse[pc]
        return d < count && dense[d] == pc
    }

    @inline(__always)
    mutating func insert(_ pc: Int) {
        sparse[pc] = count
        dense[count] = pc
        count += 1
    }

    mutating func setCaps(_ pc: Int, _ values: [Int]) {
        for k in 0..<slots { caps[pc * slots + k] = values[k] }
    }

    mutating func removeAll() { count = 0 }
}
