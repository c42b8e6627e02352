extension DiagnosticID {
    /// The diagnostics of savings plans' tags on `account` directives
    /// (grammar.md, "Savings plans"), sorted by name. The `plan` commands
    /// read the tags and report these; other commands ignore the tags, as
    /// hledger does. Each case's message and hint are worded by
    /// `Diagnostic(_: PlanTagError, in:)` in `Diagnostic+Plan.swift`.
    public enum Plan: Sendable, CaseIterable {
        case planBadValue
        case planDuplicateName
        case planMissingTag
        case planMixedCommodities
        case planTerms
        case planUnknownCommodity
        case planUnknownTag
    }
}
