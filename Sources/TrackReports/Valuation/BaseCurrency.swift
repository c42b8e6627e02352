import TrackModel

/// The currency reports sum across commodities in: the journal's `D`
/// directive, else the commodity most postings use.
public enum BaseCurrency {
    public static func of(_ journal: Journal) -> CommodityID? {
        if let declared = journal.defaultCommodity, declared != .none { return declared }
        var uses = [Int](repeating: 0, count: journal.commodities.count)
        for transaction in journal.transactions {
            for posting in transaction.postings where posting.hasAmount {
                uses[Int(posting.amount.commodity.rawValue)] += 1
            }
        }
        // Ties go to the commodity seen first; the symbol-less commodity only when it is all there is.
        let best = uses.indices.dropFirst().max { uses[$0] < uses[$1] || (uses[$0] == uses[$1] && $0 > $1) }
        if let best, uses[best] > 0 { return CommodityID(rawValue: UInt32(best)) }
        return uses[0] > 0 ? CommodityID.none : nil
    }
}
