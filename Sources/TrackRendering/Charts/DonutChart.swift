import TrackModel

/// Shares of a whole as data, for a donut (the pie of spending by
/// category): each slice a label, its share in percent and the text that
/// shows its amount. Built once from a report; `DonutSVGEncoder` draws it,
/// the terminal has the same shares as bars (`report categories --chart`).
public struct DonutChart: Sendable, Equatable {
    public struct Slice: Sendable, Equatable {
        public var label: String
        /// Percent of the whole, 0 to 100.
        public var share: Quantity
        /// The amount as the report shows it.
        public var text: String

        public init(label: String, share: Quantity, text: String) {
            self.label = label
            self.share = share
            self.text = text
        }
    }

    public var title: String
    public var slices: [Slice]

    public init(title: String, slices: [Slice]) {
        self.title = title
        self.slices = slices
    }
}
