import TrackModel
import TrackSyntax

/// The last cell written for each commodity, copied when the next one holds
/// the same amount: a running total in several commodities changes in one
/// of them from row to row (`100 AAPL` stays while the dollars move), and
/// the cells of the others are their bytes again.
struct RecentCells: Sendable {
    private var amounts: [Amount?]
    private var cells: [[UInt8]]

    init(commodities: Int) {
        amounts = Array(repeating: nil, count: commodities)
        cells = Array(repeating: [], count: commodities)
    }

    /// Appends `amount`'s cell: the last one written for its commodity when
    /// that was the same amount at the same scale, else what `write` writes,
    /// which is kept.
    mutating func append(_ amount: Amount, to block: inout ByteBlock, write: (inout ByteBlock) -> Void) {
        let c = Int(amount.commodity.rawValue)
        if let last = amounts[c], TextSpans.identical(last, amount) {
            block.append(cells[c])
            return
        }
        let start = block.count
        write(&block)
        amounts[c] = amount
        cells[c].removeAll(keepingCapacity: true)
        cells[c].append(contentsOf: block.bytes(since: start))
    }
}
