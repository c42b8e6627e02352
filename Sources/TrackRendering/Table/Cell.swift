import TrackModel

/// One cell of a report table: a typed value, not text. Each encoder writes
/// it its own way: an amount has digit groups in text, none in CSV, and is
/// an object in JSON; a percentage is rounded for people and exact in JSON.
public struct Cell: Sendable {
    public enum Value: Sendable {
        case text(String)
        /// A row's name, shown one way and written as data another
        /// (`Total` on screen, `total` in CSV and as a JSON key).
        case name(shown: String, data: String)
        case date(Day)
        case amount(MixedAmount)
        /// A change between periods: `▲ 336.12` on screen, the amount as data.
        case change(MixedAmount, increaseIsBad: Bool)
        /// `20.5%`; `+9.1%` when `signed`; empty (null) for nil.
        case percentage(Quantity?, signed: Bool)
        /// A count: `12` everywhere, a number in JSON.
        case integer(Int)
        /// `yes` or `no` in text and CSV, a boolean in JSON.
        case flag(Bool)
        /// A line each in text, `, ` between them in CSV, an array in JSON.
        case list([String])
        /// One amount, never a list: a plain number in the report's
        /// commodity on screen, an object (not an array) in JSON.
        case single(Amount)
        /// A bar (`Charts/Bar.swift`): blocks on screen, its value as data.
        case bar(Bar)
        /// An exact number (a depth, a quantity with all its digits): as
        /// written in text and CSV, a JSON number.
        case number(Quantity)
        /// An account path: `Bills:Rent` as text, an array of names in JSON.
        case path([String])
        /// Tags: `name:value, name:value` as text, objects in JSON.
        case tags([(name: String, value: String)])
    }

    public var value: Value
    /// What the cell means for the eye; amounts add `negative` per line.
    public var paint: Paint

    public init(_ value: Value, paint: Paint = .plain) {
        self.value = value
        self.paint = paint
    }

    public static func text(_ text: String, paint: Paint = .plain) -> Cell { Cell(.text(text), paint: paint) }
    public static func amount(_ amount: MixedAmount) -> Cell { Cell(.amount(amount)) }
    public static func date(_ day: Day) -> Cell { Cell(.date(day)) }
    public static func integer(_ value: Int) -> Cell { Cell(.integer(value)) }
    public static func flag(_ value: Bool) -> Cell { Cell(.flag(value)) }
    public static func list(_ items: [String]) -> Cell { Cell(.list(items)) }

    /// A percentage, painted `negative` below zero when `paintsNegative`.
    public static func percentage(_ value: Quantity?, signed: Bool = false, paintsNegative: Bool = false) -> Cell {
        Cell(.percentage(value, signed: signed), paint: paintsNegative && value?.isNegative == true ? .negative : .plain)
    }
}
