/// Why a plan's terms do not make a schedule. The command line words
/// these as messages, the journal reader as diagnostics at the tag.
public enum PlanProblem: Error, Sendable, Equatable {
    case targetNotPositive
    case unitNotPositive
    case percentOutOfRange
    case untilBeforeStart
    case countNotPositive
    /// Both a count and an end date: the plan would not know which to keep.
    case countAndUntil
    case tooManyCheckpoints
    /// A 52-week plan's target is 1,378 × unit; this one says otherwise.
    case fiftyTwoWeekTarget(expected: Quantity)
    /// A 52-week plan has 52 checkpoints, no `--count` or `--until`.
    case fiftyTwoWeekLength
    /// Fixed deposits that cannot reach the target: what they save in all.
    case fixedFallsShort(saves: Quantity)
    /// The method needs a unit (`fixed`, 52-week) or a percentage (`percent`).
    case missingUnit
    case missingPercent
    case missingTarget
    case amountOverflow
}
