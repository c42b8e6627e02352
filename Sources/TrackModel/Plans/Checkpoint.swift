/// One date of a plan's schedule and what it saves.
public struct Checkpoint: Sendable, Hashable {
    /// 1 for the first checkpoint (the start date).
    public let number: Int
    /// Start + (number − 1) intervals, by calendar arithmetic from the start.
    public let nominal: Day
    /// `nominal` moved by the plan's weekend rule: the day shown, reminded and put in the calendar.
    public let date: Day
    /// What this checkpoint saves.
    public let amount: Quantity
    /// What the plan has saved by the end of this checkpoint.
    public let cumulative: Quantity

    public init(number: Int, nominal: Day, date: Day, amount: Quantity, cumulative: Quantity) {
        self.number = number
        self.nominal = nominal
        self.date = date
        self.amount = amount
        self.cumulative = cumulative
    }
}
