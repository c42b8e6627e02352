/// Reads a pattern in the syntax hledger users write: POSIX extended regular
/// expressions (literals, `.`, `[...]` with ranges, negation and `[:alpha:]`
/// classes, `^`, `$`, groups, `|`, `*`, `+`, `?`, `{m}`, `{m,}`, `{m,n}`),
/// with `\d`, `\w`, `\s` (and their negations), `\b`, `\B`, GNU's `\<`, `\>`,
/// and a backslash before any other character taking it literally.
///
/// Lazy quantifiers, back-references, look-around and other inline options are
/// refused: they either need backtracking or are not in hledger's syntax.
struct RegexParser {
    /// Deeper nesting than this is refused rather than risking the stack.
    static let maxDepth = 500
    /// The largest count in `{m,n}`.
    static let maxCount = 1000

    private let scalars: [UInt32]
    private let ignoresCase: Bool
    private var i = 0
    private var depth = 0
    private(set) var groupCount = 0

    /// A leading `(?i)`, which CSV rules written for other tools carry, asks
    /// for what hledger's patterns do anyway: ignoring case.
    init(_ pattern: String, ignoresCase: Bool) {
        let flag = "(?i)"
        let caseless = pattern.hasPrefix(flag)
        scalars = (caseless ? pattern.dropFirst(flag.count) : pattern[...]).unicodeScalars.map(\.value)
        self.ignoresCase = ignoresCase || caseless
    }

    mutating func parse() throws(RegexError) -> RegexNode {
        let node = try parseAlternation()
        guard i == scalars.count else { throw .invalid }  // an unopened ')'
        return node
    }

    private func peek(_ offset: Int = 0) -> UInt32? {
        i + offset < scalars.count ? scalars[i + offset] : nil
    }

    private mutating func parseAlternation() throws(RegexError) -> RegexNode {
        var branches = [try parseConcatenation()]
        while peek() == ascii("|") {
            i += 1
            branches.append(try parseConcatenation())
        }
        guard branches.count > 1 else { return branches[0] }
        // hledger refuses an empty alternative, as in `a|` or `(|a)`.
        for branch in branches { if case .empty = branch { throw .invalid } }
        return .alternation(branches)
    }

    private mutating func parseConcatenation() throws(RegexError) -> RegexNode {
        var items: [RegexNode] = []
        while let c = peek(), c != ascii("|"), c != ascii(")") {
            let atom = try parseAtom()
            items.append(try parseQuantifiers(atom))
        }
        switch items.count {
        case 0: return .empty
        case 1: return items[0]
        default: return .concatenation(items)
        }
    }

    private mutating func parseQuantifiers(_ atom: RegexNode) throws(RegexError) -> RegexNode {
        guard let bounds = try parseQuantifier() else { return atom }
        if case .assertion = atom { throw .invalid }
        // A second quantifier (`a**`, `a+?`, `a{2}{3}`) is refused, as hledger does.
        if try parseQuantifier() != nil { throw .invalid }
        return .repetition(atom, min: bounds.min, max: bounds.max)
    }

    private mutating func parseQuantifier() throws(RegexError) -> (min: Int, max: Int?)? {
        switch peek() {
        case ascii("*"): i += 1; return (0, nil)
        case ascii("+"): i += 1; return (1, nil)
        case ascii("?"): i += 1; return (0, 1)
        case ascii("{"):
            guard let next = peek(1), isDigit(next) else { return nil }  // `{` alone is a literal
            i += 1
            let min = try parseCount()
            var max: Int? = min
            if peek() == ascii(",") {
                i += 1
                max = peek() == ascii("}") ? nil : try parseCount()
            }
            guard peek() == ascii("}") else { throw .invalid }
            i += 1
            if let max, max < min { throw .invalid }
            return (min, max)
        default: return nil
        }
    }

    private mutating func parseCount() throws(RegexError) -> Int {
        var n = 0
        var digits = 0
        while let c = peek(), isDigit(c) {
            n = n * 10 + Int(c - 0x30)
            digits += 1
            i += 1
            if n > Self.maxCount { throw .tooLarge(limit: RegexProgram.maxInstructions) }
        }
        guard digits > 0 else { throw .invalid }
        return n
    }

    private mutating func parseAtom() throws(RegexError) -> RegexNode {
        let c = scalars[i]
        i += 1
        switch c {
        case ascii("("):
            if peek() == ascii("?") { throw .invalid }  // (?i), (?:…), look-around
            depth += 1
            guard depth <= Self.maxDepth else { throw .tooLarge(limit: RegexProgram.maxInstructions) }
            groupCount += 1
            let index = groupCount
            let inner = try parseAlternation()
            guard peek() == ascii(")") else { throw .invalid }
            i += 1
            depth -= 1
            return .group(inner, index: index)
        case ascii("["): return .scalars(try parseBracket())
        case ascii("."): return .scalars(.dot)
        case ascii("^"): return .assertion(.textStart)
        case ascii("$"): return .assertion(.textEnd)
        case ascii("*"), ascii("+"), ascii("?"): throw .invalid  // nothing to repeat
        case ascii("\\"): return try parseEscape()
        default: return .scalars(literal(c))
        }
    }

    private mutating func parseEscape() throws(RegexError) -> RegexNode {
        guard let c = peek() else { throw .invalid }  // a trailing backslash
        i += 1
        switch c {
        case ascii("b"): return .assertion(.wordBoundary)
        case ascii("B"): return .assertion(.notWordBoundary)
        case ascii("<"): return .assertion(.wordStart)
        case ascii(">"): return .assertion(.wordEnd)
        default: return .scalars(classEscape(c) ?? literal(c))
        }
    }

    /// `\d`, `\w`, `\s`, their negations and `\t`, `\n`, `\r`; nil for others.
    private func classEscape(_ c: UInt32) -> ScalarSet? {
        switch c {
        case ascii("d"): return .digit
        case ascii("D"): return ScalarSet.digit.inverted()
        case ascii("w"): return .word
        case ascii("W"): return ScalarSet.word.inverted()
        case ascii("s"): return .space
        case ascii("S"): return ScalarSet.space.inverted()
        case ascii("t"): return .of(0x09)
        case ascii("n"): return .of(0x0A)
        case ascii("r"): return .of(0x0D)
        default: return nil
        }
    }

    private func literal(_ c: UInt32) -> ScalarSet {
        ignoresCase ? ScalarSet.of(c).caseClosed() : .of(c)
    }

    /// After `[`: `^` negates, a `]` first is literal, `a-z` is a range, `-`
    /// first or last is literal, `[:name:]` is a class, `\` escapes.
    private mutating func parseBracket() throws(RegexError) -> ScalarSet {
        var set = ScalarSet()
        var negated = false
        if peek() == ascii("^") {
            negated = true
            i += 1
        }
        var first = true
        while true {
            guard let c = peek() else { throw .invalid }  // unclosed
            if c == ascii("]") && !first { i += 1; break }
            first = false
            if c == ascii("["), peek(1) == ascii(":") {
                set.formUnion(try parsePosixClass())
                continue
            }
            i += 1
            var low = c
            if c == ascii("\\") {
                guard let e = peek() else { throw .invalid }
                i += 1
                switch e {
                case ascii("t"): low = 0x09
                case ascii("n"): low = 0x0A
                case ascii("r"): low = 0x0D
                default:
                    if let escaped = classEscape(e) {
                        set.formUnion(escaped)
                        continue
                    }
                    low = e
                }
            }
            if peek() == ascii("-"), let high = peek(1), high != ascii("]") {
                i += 2
                var top = high
                if high == ascii("\\") {
                    guard let e = peek() else { throw .invalid }
                    i += 1
                    top = e
                }
                guard low <= top else { throw .invalid }
                set.insert(low...top)
            } else {
                set.insert(low...low)
            }
        }
        if ignoresCase { set = set.caseClosed() }
        return negated ? set.inverted() : set
    }

    private mutating func parsePosixClass() throws(RegexError) -> ScalarSet {
        i += 2
        var name = ""
        while let c = peek(), c != ascii(":") {
            guard let scalar = Unicode.Scalar(c) else { throw .invalid }
            name.unicodeScalars.append(scalar)
            i += 1
        }
        guard peek() == ascii(":"), peek(1) == ascii("]"), let set = ScalarSet.posixClass(name) else { throw .invalid }
        i += 2
        return set
    }

    private func isDigit(_ c: UInt32) -> Bool { c >= 0x30 && c <= 0x39 }
}

@inline(__always)
private func ascii(_ c: Unicode.Scalar) -> UInt32 { c.value }
