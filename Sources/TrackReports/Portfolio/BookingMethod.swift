/// Which lots a sale reduces (`--booking`, or a `booking:` tag on the
/// account directive, else on the commodity directive): the first bought (FIFO, the default), the last
/// (LIFO), the dearest (HIFO), or the pool at its moving average cost
/// (AVERAGE: what French, Brazilian and UK pooling rules require). A sale
/// that names its lot (`{63.10 USD}`, `[2026-01-15]`) reduces that lot
/// whatever the method.
public enum BookingMethod: String, Sendable, CaseIterable {
    case fifo, lifo, hifo, average

    /// `FIFO`, `lifo`, ` Average ` (any case, spaces around ignored).
    public init?(text: String) {
        self.init(rawValue: text.lowercased().filter { $0 != " " && $0 != "\t" })
    }
}
