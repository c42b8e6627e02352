/// A regular expression compiled for a Pike VM (a Thompson NFA simulation
/// that carries capture positions, as RE2 does): every match runs in time
/// proportional to the text's length times the program's size, never more,
/// because the machine follows all alternatives at once instead of
/// backtracking. `(a+)+$` costs the same per byte as `a+$`.
struct RegexProgram: Sendable {
    /// Larger programs are refused: each byte of text may visit every
    /// instruction, so the size bounds the work per byte.
    static let maxInstructions = 10_000

    enum Instruction: Sendable {
        /// Consume one scalar from `sets[index]`.
        case scalars(Int)
        /// Try both; the first is preferred.
        case split(Int, Int)
        case jump(Int)
        /// Record the position in a capture slot.
        case save(Int)
        case assert(RegexAssertion)
        case match
    }

    private(set) var instructions: [Instruction] = []
    private(set) var sets: [ScalarSet] = []
    /// Capture groups, the whole match (group 0) included.
    let groupCount: Int

    init(_ node: RegexNode, groupCount: Int) throws(RegexError) {
        self.groupCount = groupCount + 1
        guard Self.size(of: node) + 3 <= Self.maxInstructions else { throw .tooLarge(limit: Self.maxInstructions) }
        instructions.reserveCapacity(Self.size(of: node) + 3)
        instructions.append(.save(0))
        emit(node)
        instructions.append(.save(1))
        instructions.append(.match)
    }

    /// The number of instructions `node` compiles to, saturating at the limit.
    static func size(of node: RegexNode) -> Int {
        let limit = maxInstructions + 1
        switch node {
        case .empty: return 0
        case .scalars, .assertion: return 1
        case .group(let inner, _): return min(limit, size(of: inner) + 2)
        case .concatenation(let items):
            return items.reduce(0) { min(limit, $0 + size(of: $1)) }
        case .alternation(let branches):
            return branches.reduce(2 * (branches.count - 1)) { min(limit, $0 + size(of: $1)) }
        case .repetition(let inner, let lower, let upper):
            let one = size(of: inner)
            let copies = upper.map { lower * one + ($0 - lower) * (one + 1) } ?? (lower == 0 ? one + 2 : lower * one + 1)
            return min(limit, copies)
        }
    }

    private mutating func emit(_ node: RegexNode) {
        switch node {
        case .empty:
            break
        case .scalars(let set):
            if let index = sets.firstIndex(of: set) {
                instructions.append(.scalars(index))
            } else {
                sets.append(set)
                instructions.append(.scalars(sets.count - 1))
            }
        case .assertion(let assertion):
            instructions.append(.assert(assertion))
        case .group(let inner, let index):
            instructions.append(.save(2 * index))
            emit(inner)
            instructions.append(.save(2 * index + 1))
        case .concatenation(let items):
            for item in items { emit(item) }
        case .alternation(let branches):
            var jumps: [Int] = []
            for (n, branch) in branches.enumerated() {
                if n == branches.count - 1 {
                    emit(branch)
                } else {
                    let split = instructions.count
                    instructions.append(.split(split + 1, 0))
                    emit(branch)
                    jumps.append(instructions.count)
                    instructions.append(.jump(0))
                    instructions[split] = .split(split + 1, instructions.count)
                }
            }
            for jump in jumps { instructions[jump] = .jump(instructions.count) }
        case .repetition(let inner, let lower, let upper):
            emitRepetition(inner, lower: lower, upper: upper)
        }
    }

    private mutating func emitRepetition(_ inner: RegexNode, lower: Int, upper: Int?) {
        for n in 0..<lower {
            let start = instructions.count
            emit(inner)
            if n == lower - 1 && upper == nil {
                instructions.append(.split(start, instructions.count + 1))  // x+: once more, or on
            }
        }
        if let upper {
            // x{0,k}: k nested optional copies, each leaving to the end when refused.
            var splits: [Int] = []
            for _ in lower..<upper {
                splits.append(instructions.count)
                instructions.append(.split(instructions.count + 1, 0))
                emit(inner)
            }
            for split in splits { instructions[split] = .split(split + 1, instructions.count) }
        } else if lower == 0 {
            let split = instructions.count
            instructions.append(.split(split + 1, 0))
            emit(inner)
            instructions.append(.jump(split))
            instructions[split] = .split(split + 1, instructions.count)
        }
    }
}
