import TrackModel

/// Spending (or income) by category for a period: `track report
/// categories`. Each row is a category (see `Categories`) with its amount
/// and share of the total; with a depth above 1, its subcategories follow
/// it (`Leisure`, then `Dining` for `Expenses:Leisure:Dining`). With a
/// previous period, each row also holds that period's amount and the change.
///
/// Rows are sorted by amount, largest first, subcategories within their
/// category. Income is shown positive (its postings are credits).
/// Postings to expense or income accounts that have no category (the
/// top-level `Expenses` itself) are gathered in a row named
/// `CategoryReport.uncategorized`, so that the rows add up to the total.
public struct CategoryReport: Sendable {
    public enum Kind: String, Sendable {
        case expenses, income

        var role: AccountRole { self == .expenses ? .expense : .income }
        var accountType: AccountType { self == .expenses ? .expense : .revenue }
    }

    public struct Row: Sendable {
        /// The category, then the subcategory names below it: `["Leisure", "Dining"]`.
        public var path: [String]
        public var amount: MixedAmount
        /// The amount as a percentage of the total; nil when they are not in one commodity.
        public var share: Quantity?
        /// The amount in the previous period, when comparing.
        public var previous: MixedAmount?
        public var change: PeriodChange?

        /// 1 for a category, 2 for its subcategories, and so on.
        public var depth: Int { path.count }
        public var name: String { path.last ?? "" }
    }

    public struct Options: Sendable {
        public var kind: Kind
        public var span: DateSpan
        /// The period to compare with, if any (see `previousSpan(of:)`): it
        /// ends on or before `span`'s start.
        public var previousSpan: DateSpan?
        /// 1: categories only; 2: and their subaccounts; and so on.
        public var depth: Int
        /// Only these categories (names as `Categories` has them); all when empty.
        public var categories: [String]
        /// Values every amount in one currency (`-X`): `.periodEnd` values
        /// each period at its last day.
        public var valuation: Valuation?

        public init(kind: Kind = .expenses, span: DateSpan, previousSpan: DateSpan? = nil, depth: Int = 1,
                    categories: [String] = [], valuation: Valuation? = nil) {
            self.kind = kind
            self.span = span
            self.previousSpan = previousSpan
            self.depth = depth
            self.categories = categories
            self.valuation = valuation
        }
    }

    /// The name of the row for expense or income accounts with no category.
    public static let uncategorized = "(uncategorized)"

    public var kind: Kind
    public var span: DateSpan
    public var previousSpan: DateSpan?
    public var rows: [Row]
    public var total: MixedAmount
    public var previousTotal: MixedAmount?
    public var totalChange: PeriodChange?
    /// The valuation used (`-X`): its currency, rates and the commodities
    /// left as they are for want of a rate.
    public var valuation: ValuationSummary?
}

extension CategoryReport {
    public init(journal: Journal, filter: PostingFilter, options: Options) {
        let accounts = journal.accounts
        let role = options.kind.role
        let comparing = options.previousSpan != nil
        let span = options.span
        // One row per account of the report's kind; the previous period's column first, when comparing.
        let columns = options.previousSpan.map { [$0, span] } ?? [span]
        let roles = AccountRole.table(accounts)
        var walk = PeriodicWalk(columns: columns, rows: roles.indices.map { roles[$0] == role ? Int32($0) : PeriodicWalk.skipped },
                                rowCount: accounts.count)
        let perPosting = options.valuation?.moment == .postingDate
        walk.valuesEachPosting = perPosting
        var rates = options.valuation?.cache()
        let sums = walk.sums(of: journal, matching: filter, rates: &rates)
        let current = accounts.allIDs.map { sums.total(row: $0.index, column: comparing ? 1 : 0) }
        let previous = comparing ? accounts.allIDs.map { sums.total(row: $0.index, column: 0) } : []
        func valueAtEnd(_ mixed: inout MixedAmount, _ span: DateSpan) {
            guard !perPosting, let valuation = options.valuation, let last = span.lastDay else { return }
            mixed = rates!.convert(mixed, on: valuation.rateDay(postedOn: last, periodEnd: last))
        }
        let tree = CategoryTree(journal: journal, categories: Categories(journal: journal), kind: options.kind,
                                depth: max(1, options.depth), selected: options.categories)
        var currentRows = tree.sums(of: current, flip: options.kind == .income)
        var previousRows = comparing ? tree.sums(of: previous, flip: options.kind == .income) : [:]
        for key in currentRows.keys { valueAtEnd(&currentRows[key]!, span) }
        if let spanBefore = options.previousSpan {
            for key in previousRows.keys { valueAtEnd(&previousRows[key]!, spanBefore) }
        }

        var total = MixedAmount(), previousTotal = MixedAmount()
        for (key, amount) in currentRows where key.count == 1 { total.add(amount) }
        for (key, amount) in previousRows where key.count == 1 { previousTotal.add(amount) }
        let sortCommodity = ReportMath.commonCommodity([total]) ?? options.valuation?.target ?? BaseCurrency.of(journal)
        let keys = tree.ordered(Set(currentRows.keys).union(previousRows.keys), by: currentRows,
                                sortCommodity: sortCommodity)
        rows = keys.map { key in
            let amount = (currentRows[key] ?? MixedAmount()).removingZeros()
            let before = comparing ? (previousRows[key] ?? MixedAmount()).removingZeros() : nil
            return Row(path: tree.displayPath(key), amount: amount, share: ReportMath.percent(amount, of: total),
                       previous: before, change: before.map { PeriodChange(from: $0, to: amount) })
        }
        kind = options.kind
        self.span = span
        self.previousSpan = options.previousSpan
        self.total = total.removingZeros()
        self.previousTotal = comparing ? previousTotal.removingZeros() : nil
        totalChange = comparing ? PeriodChange(from: previousTotal, to: total) : nil
        valuation = options.valuation.flatMap { v in rates?.summary(moment: v.moment) }
    }

    /// The period before `span`, of the same length: the month before a
    /// month (whole months are counted in months, so March is compared with
    /// February, not with its last 31 days), else as many days before.
    /// nil for a span open on either side.
    public static func previousSpan(of span: DateSpan) -> DateSpan? {
        guard let start = span.start, let end = span.end, start < end else { return nil }
        if start.day == 1 && end.day == 1 {
            let months = (end.year * 12 + end.month) - (start.year * 12 + start.month)
            return DateSpan(start: start.adding(months: -months), end: start)
        }
        return DateSpan(start: start.adding(days: -start.distance(to: end)), end: start)
    }

    /// The categories the user named, as the journal spells them; an
    /// unknown name is an error naming the closest categories.
    public static func resolve(_ names: [String], kind: Kind, in journal: Journal) throws(QueryError) -> [String] {
        let categories = Categories(journal: journal)
        let known = spellings(of: categories, kind: kind, in: journal)
        var resolved: [String] = []
        for name in names {
            guard let match = known.first(where: { $0.lowercased() == name.lowercased() }) else {
                throw unknownCategory(name, kind: kind, known: known, categories: categories)
            }
            resolved.append(match)
        }
        return resolved
    }

    /// Each category of `kind` once, ignoring case, in the journal's order,
    /// named as everywhere else (`Categories.name(of:)`).
    static func spellings(of categories: Categories, kind: Kind, in journal: Journal) -> [String] {
        categories.names(kind.accountType)
    }

    /// `unknown category 'lesure'`, with the closest categories in the hint.
    static func unknownCategory(_ name: String, kind: Kind, known: [String], categories: Categories) -> QueryError {
        if let other = categories.named(name), other.kind != kind.accountType {
            let flag = kind == .expenses ? "add --income to see income categories" : "leave out --income to see expense categories"
            return QueryError(term: name, message: "'\(name)' is not an \(kind == .expenses ? "expense" : "income") category",
                              hint: "'\(categories.name(of: other))' is an \(kind == .expenses ? "income" : "expense") category: \(flag)")
        }
        let hint: String
        if known.isEmpty {
            hint = "the journal has no \(kind == .expenses ? "expense" : "income") categories yet"
                + " (accounts such as Expenses:Leisure:Dining have the category Leisure)"
        } else if let suggestion = Suggestion.closest(to: name, among: known) {
            hint = "did you mean '\(suggestion)'?"
        } else {
            let closest = Suggestion.nearest(to: name, among: known).map { "'\($0)'" }
            hint = "the closest categories are " + Self.list(closest)
        }
        return QueryError(term: name, message: "unknown category '\(name)'", hint: hint)
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " and " + words.last!
    }
}

/// Where each account's sums go in a category report: its category (by
/// lowercased name, so `category: leisure` joins `Expenses:Leisure`) and
/// the names of its subaccounts below the category's own account, cut at
/// the report's depth.
struct CategoryTree {
    /// By `AccountID.index`: the row key of each account of the report's kind, nil for others.
    private var keys: [[String]?]
    /// Lowercased category name → the name shown, and its place in `Categories.all`.
    private var names: [String: (name: String, order: Int)] = [:]

    init(journal: Journal, categories: Categories, kind: CategoryReport.Kind, depth: Int, selected: [String]) {
        let accounts = journal.accounts
        let selectedKeys = Set(selected.map { $0.lowercased() })
        for (order, name) in CategoryReport.spellings(of: categories, kind: kind, in: journal).enumerated() {
            names[name.lowercased()] = (name, order)
        }
        names[CategoryReport.uncategorized] = (CategoryReport.uncategorized, Int.max)
        keys = [[String]?](repeating: nil, count: accounts.count)
        for id in accounts.allIDs where AccountRole(accounts.type(of: id)) == kind.role {
            let category = categories.category(of: id)
            let key = category?.name.lowercased() ?? CategoryReport.uncategorized
            if !selectedKeys.isEmpty && !selectedKeys.contains(key) { continue }
            var path = [key]
            if depth > 1, let category {
                // The category's own account: the highest ancestor still in the category.
                var root = id
                while let parent = accounts[root].parent, categories.category(of: parent) == category { root = parent }
                let below = accounts.name(id).split(separator: ":", omittingEmptySubsequences: false)
                    .dropFirst(accounts[root].depth).prefix(depth - 1)
                path += below.map(String.init)
            }
            keys[id.index] = path
        }
    }

    /// Sums per row key, each account's sum added to its row and the rows above it.
    func sums(of perAccount: [MixedAmount], flip: Bool) -> [[String]: MixedAmount] {
        var result: [[String]: MixedAmount] = [:]
        for (index, sum) in perAccount.enumerated() where !sum.amounts.isEmpty {
            guard let path = keys[index] else { continue }
            let amount = flip ? ReportMath.negated(sum) : sum
            for length in 1...path.count {
                result[Array(path.prefix(length)), default: MixedAmount()].add(amount)
            }
        }
        return result
    }

    /// Keys in report order: each level by amount in `sortCommodity`,
    /// largest first, then in the journal's category order (subcategories
    /// by name); each row followed by the rows below it.
    func ordered(_ keys: Set<[String]>, by amounts: [[String]: MixedAmount], sortCommodity: CommodityID?) -> [[String]] {
        var children: [[String]: [[String]]] = [:]
        for key in keys { children[Array(key.dropLast()), default: []].append(key) }
        func value(_ key: [String]) -> Quantity {
            guard let commodity = sortCommodity else { return Quantity(0) }
            return amounts[key]?.quantity(of: commodity) ?? Quantity(0)
        }
        func precedes(_ a: [String], _ b: [String]) -> Bool {
            let (va, vb) = (value(a), value(b))
            if va != vb { return va > vb }
            if a.count == 1 { return (names[a[0]]?.order ?? Int.max, a[0]) < (names[b[0]]?.order ?? Int.max, b[0]) }
            return a.last!.lowercased() < b.last!.lowercased()
        }
        var result: [[String]] = []
        func walk(_ parent: [String]) {
            for key in (children[parent] ?? []).sorted(by: precedes) {
                result.append(key)
                walk(key)
            }
        }
        walk([])
        return result
    }

    /// The key with the category's name as the journal writes it.
    func displayPath(_ key: [String]) -> [String] {
        guard let first = key.first else { return key }
        return [names[first]?.name ?? first] + key.dropFirst()
    }
}
