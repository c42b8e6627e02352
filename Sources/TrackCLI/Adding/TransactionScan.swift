import TrackModel

/// A walk over every transaction of a journal split into consecutive
/// ranges walked on every core: `track add` looks at all of them (the
/// template search, the usual account, the account's commodity) and would
/// otherwise use one core of two for it. Each range gives a partial result;
/// the caller combines them in range order, so the outcome is the one a
/// single walk in order gives.
enum TransactionScan {
    /// Fewer transactions than this per range are walked on one thread: starting threads costs more.
    static let minimumPerRange = 20_000

    /// `work` on consecutive ranges covering `0..<count`, in order: one
    /// range when `count` is small (`minimumPerRange`) or there is one core.
    static func ranges<Partial: Sendable>(
        _ count: Int, minimumPerRange: Int = minimumPerRange, _ work: @Sendable (Range<Int>) -> Partial
    ) -> [Partial] {
        Parts.map(Parts.ranges(count: count, workers: min(Processors.count, 8), minimum: minimumPerRange), work)
    }
}
