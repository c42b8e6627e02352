import TrackModel

/// A bar in a table cell: a value drawn against the largest of its column
/// (`Bills  2,184.02  70.4%  ████████████████`). In text it is block
/// characters; CSV and JSON, which carry the figures, write the value.
public struct Bar: Sendable, Equatable {
    public enum Length: Sendable, Equatable {
        /// The largest value's bar takes this many columns.
        case columns(Int)
        /// The largest value's bar takes what the table's other columns
        /// leave of a line this wide (with two spaces before it), at least ten.
        case fillingLine(Int)
    }

    public var value: Quantity
    public var maximum: Quantity
    public var length: Length

    public init(_ value: Quantity, maximum: Quantity, length: Length) {
        self.value = value
        self.maximum = maximum
        self.length = length
    }

    /// The blocks of the bar; a bar filling its line, drawn outside a
    /// table, takes the whole line.
    public var blocks: String {
        switch length {
        case .columns(let width), .fillingLine(let width): return BarChart.bar(value, maximum: maximum, width: width)
        }
    }
}
