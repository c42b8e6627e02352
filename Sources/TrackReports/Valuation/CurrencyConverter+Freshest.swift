import TrackModel

extension CurrencyConverter {
    /// The newest date the oldest price of a chain from `from` to the target
    /// can have on `day`; nil when no chain exists.
    ///
    /// A chain is as fresh as its oldest price, so this is a widest-path
    /// search (Dijkstra with the minimum date in place of the sum): each
    /// commodity is settled once, with the freshest chain that reaches it,
    /// so cycles end and long chains cost no more than short ones. The
    /// chain itself is then the shortest among those no older than this
    /// date (`shortestChain(from:on:notBefore:)`).
    func freshestOldestHop(from: CommodityID, on day: Day) -> Day? {
        // The best oldest-hop date known for each commodity reached; `from` needs no price.
        var best: [CommodityID: Day] = [:]
        var settled: Set<CommodityID> = [from]
        var current = from
        var currentDate = Day.afterLast
        while true {
            if current == target { return currentDate }
            for next in neighbours[current] ?? [] where !settled.contains(next) {
                guard let hop = directHop(from: current, to: next, on: day) else { continue }
                let oldest = min(currentDate, hop.date)
                if best[next].map({ oldest > $0 }) ?? true { best[next] = oldest }
            }
            // The unsettled commodity with the freshest chain; on a tie, the lowest ID, for a stable answer.
            guard let (next, date) = best.filter({ !settled.contains($0.key) })
                .max(by: { ($0.value, $1.key.rawValue) < ($1.value, $0.key.rawValue) }) else { return nil }
            settled.insert(next)
            current = next
            currentDate = date
        }
    }
}
