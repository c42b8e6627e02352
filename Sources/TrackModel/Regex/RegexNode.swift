/// A parsed regular expression, before it is compiled to a `RegexProgram`.
indirect enum RegexNode: Sendable {
    /// Matches the empty text (`()`).
    case empty
    /// One scalar from the set: a literal, `.`, `[...]`, `\d`.
    case scalars(ScalarSet)
    case assertion(RegexAssertion)
    /// `( ... )`, numbered from 1 in the order of their `(`.
    case group(RegexNode, index: Int)
    case concatenation([RegexNode])
    case alternation([RegexNode])
    /// `*`, `+`, `?`, `{m}`, `{m,}`, `{m,n}`; `max` nil is unbounded.
    case repetition(RegexNode, min: Int, max: Int?)
}

/// A condition on the position between two scalars, which consumes nothing.
enum RegexAssertion: Sendable, Equatable {
    /// `^`: the start of the text.
    case textStart
    /// `$`: the end of the text.
    case textEnd
    /// `\b`
    case wordBoundary
    /// `\B`
    case notWordBoundary
    /// `\<`
    case wordStart
    /// `\>`
    case wordEnd
}
