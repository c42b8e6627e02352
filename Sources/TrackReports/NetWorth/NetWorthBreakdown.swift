import TrackModel

/// Net worth at a report's last day broken down (`networth --by`): each
/// row a group and a commodity, with the balance in that commodity, the
/// rate used, the value in the report's currency and its share of the net
/// worth. Liabilities count negative.
public struct NetWorthBreakdown: Sendable {
    public enum Grouping: String, Sendable, CaseIterable {
        /// The account's `class:` tag (its own or its nearest parent's); else
        /// `liabilities` for a liability, or the commodity's kind (`CommodityKind`).
        case type
        /// The account's `institution:` tag; else its second name part (`Assets:Bank:Checking` → `Bank`).
        case institution
        case account
        case commodity
    }

    public struct Row: Sendable {
        public let group: String
        public let balance: Amount
        /// nil when no chain of prices reaches the currency: then `value` is nil too.
        public let quote: RateQuote?
        public let value: Amount?
        /// The value as a percentage of the net worth; nil with no value, or a net worth of zero.
        public let share: Quantity?
    }

    public let grouping: Grouping
    public let day: Day
    /// By group in order of largest value, then by value within a group.
    public let rows: [Row]
    /// The sum of the valued rows.
    public let total: Amount

    public init(_ report: NetWorthReport, journal: Journal, converter: CurrencyConverter, by grouping: Grouping) {
        self.grouping = grouping
        let column = report.columns.count - 1
        day = report.columns.last?.day ?? Day.first
        var sums: [String: [CommodityID: Quantity]] = [:]
        var order: [String] = []
        if column >= 0 {
            for account in report.accounts {
                for amount in report.closingBalance(of: account).amounts where !amount.isZero {
                    let group = Self.group(of: account, commodity: amount.commodity, by: grouping, in: journal)
                    if sums[group] == nil { order.append(group) }
                    let sum = sums[group, default: [:]][amount.commodity, default: Quantity(0)]
                    sums[group, default: [:]][amount.commodity] = sum.adding(amount.quantity) ?? sum
                }
            }
        }
        var rows: [Row] = []
        var total = Quantity(0)
        for group in order {
            for (commodity, quantity) in sums[group, default: [:]].sorted(by: { $0.key.rawValue < $1.key.rawValue }) where !quantity.isZero {
                let balance = Amount(quantity, commodity)
                let quote = converter.quote(from: commodity, on: day)
                let value = quote.flatMap { commodity == converter.target ? balance : converter.value(balance, at: $0) }
                if let value { total = total.adding(value.quantity) ?? total }
                rows.append(Row(group: group, balance: balance, quote: quote, value: value, share: nil))
            }
        }
        let groupValue = Dictionary(grouping: rows, by: \.group).mapValues { rows in
            rows.reduce(Quantity(0)) { $0.adding($1.value?.quantity ?? Quantity(0)) ?? $0 }
        }
        self.rows = rows.map { row in
            Row(group: row.group, balance: row.balance, quote: row.quote, value: row.value,
                share: row.value.flatMap { ReportMath.percent($0.quantity, of: total) })
        }.enumerated().sorted { a, b in
            let ga = groupValue[a.element.group] ?? Quantity(0), gb = groupValue[b.element.group] ?? Quantity(0)
            if a.element.group != b.element.group { return ga != gb ? ga > gb : a.offset < b.offset }
            let va = a.element.value?.quantity ?? Quantity(0), vb = b.element.value?.quantity ?? Quantity(0)
            return va != vb ? va > vb : a.offset < b.offset
        }.map(\.element)
        self.total = Amount(total, converter.target)
    }

    static func group(of account: AccountID, commodity: CommodityID, by grouping: Grouping, in journal: Journal) -> String {
        let accounts = journal.accounts
        switch grouping {
        case .account:
            return accounts.name(account)
        case .commodity:
            return journal.commodities.symbol(commodity)
        case .institution:
            if let tag = tag("institution", of: account, in: journal) { return tag }
            let parts = accounts.name(account).split(separator: ":")
            return String(parts.count > 1 ? parts[1] : parts[0])
        case .type:
            if let tag = tag("class", of: account, in: journal) { return tag }
            if accounts.type(of: account)?.basic == .liability { return "liabilities" }
            return CommodityKind(symbol: journal.commodities.symbol(commodity)).rawValue
        }
    }

    /// The value of the account's `name:` tag, or its nearest declared parent's.
    static func tag(_ name: String, of account: AccountID, in journal: Journal) -> String? {
        for id in journal.accounts.lineage(of: account) {
            for tag in journal.accounts[id].declaration?.tags ?? [] where journal.string(tag.name) == name {
                let value = journal.string(tag.value).trimmingSpaces
                if !value.isEmpty { return value }
            }
        }
        return nil
    }
}

private extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
