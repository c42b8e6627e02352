import TrackModel

/// A bar chart as data: named series (`income`, `expenses`), and groups of
/// one value per series (a period), each value with the text that labels
/// it. Built once from a report; the terminal's block drawing
/// (`ChartTextEncoder`) is one encoding of it, an SVG drawing another.
///
/// ```
/// Income and expenses per month in USD      <- title
/// 2026-01  income    █████████▋  4,623.96   <- group "2026-01", series "income"
///          expenses  ███████▊    3,677.51
/// ```
public struct Chart: Sendable {
    public struct Series: Sendable, Equatable {
        /// How a series is drawn.
        public enum Mark: Sendable, Equatable {
            case bar
            /// A line through the groups over the bars (the net of income
            /// and expenses): drawn in SVG, left out of the terminal's bars.
            case line
        }

        public var name: String
        /// How the series' bars look: `income`, `expenses`, `share`.
        public var paint: Paint
        public var mark: Mark

        public init(name: String, paint: Paint, mark: Mark = .bar) {
            self.name = name
            self.paint = paint
            self.mark = mark
        }
    }

    public struct Value: Sendable, Equatable {
        /// The length of the bar, against the chart's largest value.
        public var quantity: Quantity
        /// The value as the report shows it (`4,623.96`).
        public var text: String

        public init(_ quantity: Quantity, text: String) {
            self.quantity = quantity
            self.text = text
        }
    }

    public struct Group: Sendable, Equatable {
        public var label: String
        /// One per series, in the order of the chart's series.
        public var values: [Value]

        public init(label: String, values: [Value]) {
            self.label = label
            self.values = values
        }
    }

    public var title: String
    public var series: [Series]
    public private(set) var groups: [Group] = []

    public init(title: String, series: [Series]) {
        self.title = title
        self.series = series
    }

    public mutating func add(_ group: Group) {
        precondition(group.values.count == series.count, "one value per series")
        groups.append(group)
    }

    /// The value that draws the longest bar; every other bar is drawn to its scale.
    public var maximum: Quantity {
        groups.flatMap { group in zip(series, group.values).filter { $0.0.mark == .bar }.map(\.1.quantity) }.max() ?? Quantity(0)
    }

    /// Every value, of bars and lines: what an SVG axis must hold.
    var allQuantities: [Quantity] {
        groups.flatMap { $0.values.map(\.quantity) }
    }
}
