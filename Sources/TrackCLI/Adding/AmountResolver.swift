import TrackModel
import TrackReports

/// Reads the amounts of `track add` in the journal's commodities: an amount
/// written with a symbol (or `--commodity`) is in that commodity; a plain
/// number is in the commodity of the account it moves money in or out of,
/// else in the journal's base currency (`D`, else the most used).
struct AmountResolver {
    let journal: Journal
    /// `--commodity`.
    let commodity: String?
    /// `--new-commodity`: a symbol the journal does not use is accepted.
    let allowNew: Bool

    /// A commodity: its symbol, and its id when the journal knows it.
    struct Resolved: Hashable {
        var symbol: String
        var id: CommodityID?
    }

    /// Reads `text` (an amount as typed) as an amount posted to `account`.
    func amount(_ text: String, account: String, purpose: String) throws(CLIError) -> (Quantity, Resolved) {
        let written = AmountText(text)?.symbol
        let resolved: Resolved
        if let written {
            // `12,5O`: a letter typed for a digit is a malformed amount, not a commodity named O.
            if journal.commodities.id(of: written) == nil, !allowNew, !AmountArgument.looksLikeACommodity(written) {
                let fallback = commodity.flatMap { try? self.commodity(named: $0, from: "--commodity") }
                    ?? defaultCommodity(for: account)
                let style = fallback.id.flatMap { journal.commodities.style($0) } ?? .plain
                throw AmountArgument(symbol: fallback.symbol, aliases: [], style: style, purpose: purpose).notAnAmount(text)
            }
            resolved = try commodity(named: written, from: "'\(text)'")
        } else if let commodity {
            resolved = try self.commodity(named: commodity, from: "--commodity")
        } else {
            resolved = defaultCommodity(for: account)
        }
        let style = resolved.id.flatMap { journal.commodities.style($0) } ?? .plain
        let reader = AmountArgument(symbol: resolved.symbol, aliases: written.map { [$0] } ?? [], style: style, purpose: purpose)
        return (try reader.parse(text), resolved)
    }

    /// The amount as the journal writes it: in the commodity's style, with all its digits.
    func format(_ quantity: Quantity, _ commodity: Resolved) -> String {
        guard let id = commodity.id else {
            let symbol = Commodity(symbol: commodity.symbol).quotedSymbol
            return symbol.isEmpty ? quantity.description : quantity.description + " " + symbol
        }
        var commodities = journal.commodities
        let precision = commodities.style(id)?.precision
        for other in commodities.allIDs { commodities[other].style?.precision = nil }
        var shown = quantity
        if let precision, quantity.scale < precision, let padded = quantity.rescaled(to: precision) { shown = padded }
        return AmountFormatter(commodities: commodities).format(shown, commodity: id)
    }

    /// The commodity `name` (typed in `place`) stands for.
    func commodity(named name: String, from place: String) throws(CLIError) -> Resolved {
        let commodities = journal.commodities
        if let id = commodities.id(of: name), id != .none { return Resolved(symbol: name, id: id) }
        let known = journal.usedCommodities.filter { $0 != .none }.map { commodities.symbol($0) }
        let sameCase = known.filter { $0.uppercased() == name.uppercased() }
        if sameCase.count == 1 { return Resolved(symbol: sameCase[0], id: commodities.id(of: sameCase[0])) }
        // `USD` for a journal in `$`, `$` for one in `USD`.
        if let currency = CurrencyTable.known.first(where: { $0.isNamed(name) }),
           let symbol = known.first(where: { currency.isNamed($0) }) {
            return Resolved(symbol: symbol, id: commodities.id(of: symbol))
        }
        if allowNew { return Resolved(symbol: name, id: nil) }
        let suggestion = Suggestion.closest(to: name, among: known).map { "did you mean \($0)? " } ?? ""
        let list = known.isEmpty ? "the journal has no commodities yet" : "the journal's are " + CLIMessage.alternatives(known)
        throw .message(.unknownAddCommodity(name, place: place, suggestion: suggestion, list: list))
    }

    /// The commodity `account` is kept in (the one most of its postings
    /// use), else the base currency, else none.
    func defaultCommodity(for account: String) -> Resolved {
        var uses: [CommodityID: Int] = [:]
        if let id = journal.accounts.id(of: account) {
            let journal = journal
            // Counted in ranges on every core, then added up.
            let partial = TransactionScan.ranges(journal.transactions.count) { range in
                var uses: [CommodityID: Int] = [:]
                // Read where they lie: a `for transaction in` loop would copy each one.
                journal.transactions.withUnsafeBufferPointer { transactions in
                    for t in range {
                        for posting in transactions[t].postings where posting.account == id && posting.hasAmount {
                            uses[posting.amount.commodity, default: 0] += 1
                        }
                    }
                }
                return uses
            }
            for counted in partial { uses.merge(counted, uniquingKeysWith: +) }
        }
        let id = uses.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? BaseCurrency.of(journal) ?? .none
        return Resolved(symbol: journal.commodities.symbol(id), id: id == .none ? nil : id)
    }
}
