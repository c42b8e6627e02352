/// A plan tag on an `account` directive that does not make a plan, at the
/// tag's place in the journal (the syntax layer words it as a diagnostic
/// with the line and a caret).
public struct PlanTagError: Error, Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// The value is not what the tag holds.
        case badValue(PlanTag, value: String)
        /// A tag starting with `plan-` that track does not know.
        case unknownTag(String, suggestion: String?)
        /// The directive has `plan:` but not the tags every plan needs
        /// (or `plan-…` tags and no `plan:`).
        case missing([PlanTag], plan: String)
        /// The amount's commodity is used nowhere in the journal.
        case unknownCommodity(String)
        /// The plan's amounts are in different commodities.
        case mixedCommodities(PlanTag, expected: String)
        /// The tags read, but their terms make no schedule.
        case terms(PlanProblem, plan: String)
        /// Another directive already holds a plan of this name.
        case duplicateName(String)
    }

    public let kind: Kind
    /// What the caret underlines: the tag, or the directive's `plan:` tag.
    public let range: Range<SourceLocation>

    public init(_ kind: Kind, at range: Range<SourceLocation>) {
        self.kind = kind
        self.range = range
    }
}
