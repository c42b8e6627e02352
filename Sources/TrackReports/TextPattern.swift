import TrackModel

/// A case-insensitive text pattern, as hledger's query terms take them:
/// `food` matches any text containing "food"; a pattern with regular
/// expression characters (`^assets`, `coffee|tea`) is a regular expression.
///
/// Plain patterns, the common case, are matched on bytes with no allocation;
/// regular expressions run on bytes too, in linear time (`RegexPattern`).
public struct TextPattern: Sendable {
    public let source: String
    private let folded: [UInt8]
    private let regex: RegexPattern?
    private let isASCII: Bool

    public init(_ source: String) throws(QueryError) {
        self.source = source
        let hasRegexCharacters = source.contains { "^$.*+?()[]{}|\\".contains($0) }
        if hasRegexCharacters {
            do {
                regex = try RegexPattern(source)
            } catch {
                switch error {
                case .invalid:
                    throw QueryError(term: source, message: "'\(source)' is not a valid regular expression",
                                     hint: "escape special characters with a backslash, such as \\. or \\(")
                case .tooLarge(let limit):
                    throw Self.tooLarge(source, limit: limit)
                }
            }
        } else {
            regex = nil
        }
        isASCII = source.utf8.allSatisfy { $0 < 0x80 }
        folded = isASCII ? source.utf8.map(TextPattern.fold) : Array(source.lowercased().utf8)
    }

    @inline(__always)
    static func fold(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b | 0x20 : b }

    public func matches(_ text: String) -> Bool {
        if let regex { return regex.matches(text) }
        if isASCII { return matches(bytes: Array(text.utf8)[...]) }
        return text.lowercased().utf8.firstRange(of: folded) != nil
    }

    /// Whether `bytes` (UTF-8) contain the pattern.
    public func matches(bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { matches(bytes: $0) }
    }

    /// Whether `bytes` (UTF-8) contain the pattern.
    public func matches(bytes: SourceBytes) -> Bool {
        bytes.withUnsafeBufferPointer { matches(bytes: $0) }
    }

    /// Whether `bytes` (UTF-8) contain the pattern.
    public func matches(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if let regex { return regex.matches(bytes) }
        guard isASCII else { return matches(String(decoding: bytes, as: UTF8.self)) }
        let n = folded.count
        guard n > 0 else { return true }
        guard bytes.count >= n else { return false }
        let first = folded[0]
        var i = 0
        let last = bytes.count - n
        while i <= last {
            if TextPattern.fold(bytes[i]) == first {
                var j = 1
                while j < n && TextPattern.fold(bytes[i + j]) == folded[j] { j += 1 }
                if j == n { return true }
            }
            i += 1
        }
        return false
    }

    /// Whole-text match, for exact values such as `tag:receipt=yes`.
    public func matchesWhole(_ text: String) -> Bool {
        if let regex { return regex.matchesWhole(text) }
        return text.lowercased() == source.lowercased()
    }
}

extension TextPattern {
    /// A pattern too large to match quickly; the message shows its start only.
    static func tooLarge(_ source: String, limit: Int) -> QueryError {
        let shown = source.count > 40 ? source.prefix(40) + "…" : source[...]
        return QueryError(term: source, message: "'\(shown)' is too large a regular expression (over \(limit) instructions)",
                          hint: "split it into several terms, such as desc:a desc:b, which match as alternatives")
    }
}

/// A query term that cannot be understood.
public struct QueryError: Error, Sendable, Equatable {
    public let term: String
    public let message: String
    public let hint: String

    public init(term: String, message: String, hint: String) {
        self.term = term
        self.message = message
        self.hint = hint
    }
}
