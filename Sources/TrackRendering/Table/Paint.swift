/// What a piece of a report means, for the eye: encoders and themes decide
/// how it looks (a colour on a terminal, a class in HTML), so no report
/// names a colour. `plain` is never decorated.
public enum Paint: Sendable, Hashable {
    case plain
    /// A negative amount or rate.
    case negative
    /// A change for the better (`▼ 12.00` of expenses, a surplus).
    case gain
    /// A change for the worse (`▲ 336.12` of expenses, a deficit).
    case loss
    /// Spending past its budget or an amount past a limit.
    case overBudget
    /// Less important text (a transfer, its category).
    case muted
    /// A total row's label, or a top-level account.
    case total
    /// A column heading.
    case heading
    /// An income bar in a chart.
    case income
    /// An expenses bar in a chart.
    case expenses
    /// A bar showing a share of a whole.
    case share
}
