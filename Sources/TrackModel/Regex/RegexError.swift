/// Why a pattern cannot be used as a regular expression.
public enum RegexError: Error, Sendable, Equatable {
    /// The pattern is malformed: an unclosed bracket or group, a quantifier
    /// with nothing to repeat, a reversed range.
    case invalid
    /// The pattern would compile to more than `limit` instructions, which
    /// would make every match slow (such as a 20,000-way alternation).
    case tooLarge(limit: Int)
}
