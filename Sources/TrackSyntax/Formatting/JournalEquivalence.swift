import TrackModel

/// Whether two journals say the same thing, ignoring where they say it:
/// the same transactions, postings, amounts (by value: `1.5` and `1.50` are
/// equal), costs, assertions, lots, comments (line by line, without their
/// indentation), tags, periodic transactions, auto posting rules, prices
/// and directives, and the same comment and directive lines in each file.
///
/// `track fmt -i` checks every rewrite with it before writing, and the
/// formatter's tests check it over every journal they have.
public struct JournalEquivalence {
    let a: Journal
    let b: Journal
    /// `b`'s id of each of `a`'s accounts and commodities (by name), or nil.
    private let accounts: [AccountID?]
    private let commodities: [CommodityID?]

    private init(a: Journal, b: Journal) {
        self.a = a
        self.b = b
        accounts = a.accounts.allIDs.map { b.accounts.id(of: a.accounts.name($0)) }
        commodities = a.commodities.allIDs.map { b.commodities.id(of: a.commodities.symbol($0)) }
    }

    /// The first difference between `a` and `b`, in words, or nil. With
    /// `transactionOrderMatters` false, transactions are compared in date
    /// order (stably), as `track fmt --sort` may reorder them.
    public static func firstDifference(_ a: Journal, _ b: Journal, transactionOrderMatters: Bool = true) -> String? {
        JournalEquivalence(a: a, b: b).firstDifference(transactionOrderMatters: transactionOrderMatters)
    }

    /// The first difference in what `a` and `b` record (transactions,
    /// periodic transactions and auto posting rules), in words, or nil;
    /// directives and comments between entries may differ. An edit of an
    /// `account` directive's tags is checked with it (`JournalWriter.rewrite`).
    public static func firstDifferenceInEntries(_ a: Journal, _ b: Journal) -> String? {
        JournalEquivalence(a: a, b: b).firstDifferenceInEntries(transactionOrderMatters: true)
    }

    private func firstDifference(transactionOrderMatters: Bool) -> String? {
        firstDifferenceInEntries(transactionOrderMatters: transactionOrderMatters)
            ?? compareDirectives() ?? compareFileText(ordered: transactionOrderMatters)
    }

    private func firstDifferenceInEntries(transactionOrderMatters: Bool) -> String? {
        if let d = compareTransactions(ordered: transactionOrderMatters) { return d }
        if a.periodicTransactions.count != b.periodicTransactions.count {
            return "periodic transactions: \(a.periodicTransactions.count) and \(b.periodicTransactions.count)"
        }
        for (x, y) in zip(a.periodicTransactions, b.periodicTransactions) {
            var at: String { "periodic transaction '~ \(a.string(x.period))'" }
            if !same(x.period, y.period) || !same(x.description, y.description) { return at + ": period or description" }
            if let d = compareComments(x.comment, y.comment) ?? compareTags(x.tags, y.tags) { return at + ": " + d }
            if let d = comparePostings(x.postings, y.postings) { return at + ": " + d }
        }
        if a.autoPostingRules.count != b.autoPostingRules.count {
            return "auto posting rules: \(a.autoPostingRules.count) and \(b.autoPostingRules.count)"
        }
        for (x, y) in zip(a.autoPostingRules, b.autoPostingRules) {
            var at: String { "auto posting rule '= \(a.string(x.query))'" }
            if !same(x.query, y.query) { return at + ": query" }
            if let d = compareComments(x.comment, y.comment) { return at + ": " + d }
            if let d = comparePostings(x.postings, y.postings) { return at + ": " + d }
        }
        return nil
    }

    private func compareTransactions(ordered: Bool) -> String? {
        guard a.transactions.count == b.transactions.count else {
            return "transactions: \(a.transactions.count) and \(b.transactions.count)"
        }
        var orderA = Array(a.transactions.indices)
        var orderB = Array(b.transactions.indices)
        if !ordered {
            orderA.sort { (a.transactions[$0].date, $0) < (a.transactions[$1].date, $1) }
            orderB.sort { (b.transactions[$0].date, $0) < (b.transactions[$1].date, $1) }
        }
        for (i, j) in zip(orderA, orderB) {
            let x = a.transactions[i], y = b.transactions[j]
            var at: String { "transaction \(x.date) '\(a.string(x.description))'" }
            if x.date != y.date || x.secondaryDate != y.secondaryDate || x.status != y.status {
                return at + ": date or status"
            }
            if !same(x.code, y.code) || !same(x.description, y.description) { return at + ": code or description" }
            if let d = compareComments(x.comment, y.comment) ?? compareTags(x.tags, y.tags) { return at + ": " + d }
            if let d = comparePostings(x.postings, y.postings) { return at + ": " + d }
        }
        return nil
    }

    private func comparePostings(_ x: PostingList, _ y: PostingList) -> String? {
        guard x.count == y.count else { return "\(x.count) and \(y.count) postings" }
        for (p, q) in zip(x, y) {
            var at: String { "posting \(a.accounts.name(p.account))" }
            if accounts[p.account.index] != q.account || p.kind != q.kind || p.status != q.status {
                return at + ": account, kind or status"
            }
            if p.amountOrigin != q.amountOrigin || (p.hasAmount && !same(p.amount, q.amount)) {
                return at + ": amount"
            }
            guard p.parts != [] || q.parts != [] else { continue }
            let dp = a.postingDetails[p], dq = b.postingDetails[q]
            if (dp.costLocation == nil) != (dq.costLocation == nil) || !same(dp.cost, dq.cost) { return at + ": cost" }
            if let d = compareAssertions(dp.assertion, dq.assertion) { return at + ": " + d }
            if !sameLot(dp.lot, dq.lot) { return at + ": lot" }
            if dp.date != dq.date || dp.secondaryDate != dq.secondaryDate { return at + ": posting date" }
            if let d = compareComments(dp.comment, dq.comment) ?? compareTags(dp.tags, dq.tags) { return at + ": " + d }
        }
        return nil
    }

    private func compareAssertions(_ x: BalanceAssertion?, _ y: BalanceAssertion?) -> String? {
        guard let x, let y else { return (x == nil) == (y == nil) ? nil : "balance assertion" }
        if x.isTotal != y.isTotal || x.includesSubaccounts != y.includesSubaccounts || !same(x.amount, y.amount)
            || !same(x.cost, y.cost) {
            return "balance assertion"
        }
        return nil
    }

    private func sameLot(_ x: LotAnnotation?, _ y: LotAnnotation?) -> Bool {
        guard let x, let y else { return (x == nil) == (y == nil) }
        return same(x.price, y.price) && x.isFixed == y.isFixed && x.date == y.date && same(x.note, y.note)
            && same(x.text, y.text)
    }

    private func compareDirectives() -> String? {
        guard a.prices.count == b.prices.count else { return "P directives: \(a.prices.count) and \(b.prices.count)" }
        for (x, y) in zip(a.prices, b.prices)
        where x.date != y.date || symbol(x.commodity, a) != symbol(y.commodity, b) || !same(x.price, y.price) {
            return "P directive of \(x.date) \(symbol(x.commodity, a))"
        }
        let namesA = a.namedAccounts.map { a.accounts.name($0) }
        let namesB = b.namedAccounts.map { b.accounts.name($0) }
        guard Set(namesA) == Set(namesB) else {
            return "accounts: " + Set(namesA).symmetricDifference(namesB).sorted().prefix(3).joined(separator: ", ")
        }
        for id in a.accounts.allIDs {
            let account = a.accounts[id]
            guard let other = b.accounts.id(of: account.name).map({ b.accounts[$0] }) else { continue }
            let x = account.declaration, y = other.declaration
            guard let x, let y else {
                if (x == nil) != (y == nil) { return "account directive of \(account.name)" }
                continue
            }
            if x.order != y.order || x.type != y.type || compareComments(x.comment, y.comment) != nil
                || compareTags(x.tags, y.tags) != nil {
                return "account directive of \(account.name)"
            }
        }
        for id in a.commodities.allIDs {
            let commodity = a.commodities[id]
            guard let other = b.commodities.id(of: commodity.symbol).map({ b.commodities[$0] }) else {
                if a.usedCommodities.contains(id) { return "commodity \(commodity.symbol)" }
                continue
            }
            if !sameStyle(commodity.style, other.style) || (commodity.declaration == nil) != (other.declaration == nil) {
                return "the style of commodity \(commodity.symbol)"
            }
        }
        if a.defaultCommodity.map({ symbol($0, a) }) != b.defaultCommodity.map({ symbol($0, b) }) {
            return "the D directive's commodity"
        }
        if !sameNames(a.payees, b.payees) { return "payee directives" }
        if !sameNames(a.tagDeclarations, b.tagDeclarations) { return "tag directives" }
        return nil
    }

    /// Styles as their amounts show them. With no decimals and no digit
    /// groups the decimal mark never shows (`5,` is written `5`); digit
    /// groups show only on amounts of four digits and more, so a style
    /// inferred from `,54.50` alone has groups that no amount shows.
    private func sameStyle(_ x: AmountStyle?, _ y: AmountStyle?) -> Bool {
        guard var x, var y else { return (x == nil) == (y == nil) }
        if (x.digitGroups == nil) != (y.digitGroups == nil) {
            x.digitGroups = nil
            y.digitGroups = nil
        }
        if x.precision == 0 && x.digitGroups == nil && y.precision == 0 && y.digitGroups == nil {
            x.decimalMark = .period
            y.decimalMark = .period
        }
        return x == y
    }

    private func sameNames(_ x: [NameDeclaration], _ y: [NameDeclaration]) -> Bool {
        x.count == y.count && zip(x, y).allSatisfy { same($0.name, $1.name) }
    }

    /// The comment lines, block comments and directive lines of each file,
    /// in order (or as a multiset when transactions may have moved).
    private func compareFileText(ordered: Bool) -> String? {
        let filesA = a.sources.files, filesB = b.sources.files
        guard filesA.count == filesB.count else { return "files: \(filesA.count) and \(filesB.count)" }
        for f in filesA.indices {
            var x = textLines(a, f), y = textLines(b, f)
            if !ordered {
                x.sort { $0.lexicographicallyPrecedes($1) }
                y.sort { $0.lexicographicallyPrecedes($1) }
            }
            guard x != y else { continue }
            let missing = x.first { !y.contains($0) } ?? y.first { !x.contains($0) } ?? []
            return "comments or directives of \(filesA[f].path): '\(String(decoding: missing, as: UTF8.self))'"
        }
        return nil
    }

    private func textLines(_ journal: Journal, _ file: Int) -> [[UInt8]] {
        let bytes = journal.sources.files[file].bytes
        var lines: [[UInt8]] = []
        for item in JournalLayout.items(of: journal, fileAt: file) {
            switch item.kind {
            case .comment, .blockComment, .directive, .unread:
                for line in bytes[item.start..<item.end].split(separator: .newline, omittingEmptySubsequences: false) {
                    lines.append(Array(trimmed(line, leading: false)))
                }
            default:
                break
            }
        }
        return lines
    }

    private func same(_ x: Text, _ y: Text) -> Bool {
        a.bytes(x).elementsEqual(b.bytes(y))
    }

    private func same(_ x: Amount, _ y: Amount) -> Bool {
        x.quantity == y.quantity && commodities[Int(x.commodity.rawValue)] == y.commodity
    }

    private func same(_ x: Cost?, _ y: Cost?) -> Bool {
        guard let x, let y else { return (x == nil) == (y == nil) }
        return x.kind == y.kind && same(x.amount, y.amount)
    }

    private func symbol(_ id: CommodityID, _ journal: Journal) -> String {
        journal.commodities.symbol(id)
    }

    /// Comments line by line, each without leading and trailing whitespace.
    private func compareComments(_ x: Text, _ y: Text) -> String? {
        let lx = a.bytes(x).split(separator: .newline, omittingEmptySubsequences: false).map { trimmed($0, leading: true) }
        let ly = b.bytes(y).split(separator: .newline, omittingEmptySubsequences: false).map { trimmed($0, leading: true) }
        guard lx.count == ly.count, zip(lx, ly).allSatisfy({ $0.elementsEqual($1) }) else {
            return "comment '\(a.string(x))'"
        }
        return nil
    }

    private func compareTags(_ x: [Tag], _ y: [Tag]) -> String? {
        guard x.count == y.count, zip(x, y).allSatisfy({ same($0.name, $1.name) && same($0.value, $1.value) }) else {
            return "tags"
        }
        return nil
    }

    private func trimmed(_ line: SourceBytes, leading: Bool) -> SourceBytes {
        var line = line
        while let last = line.last, last == .space || last == .tab || last == .carriageReturn { line.removeLast() }
        if leading {
            while let first = line.first, first == .space || first == .tab { line.removeFirst() }
        }
        return line
    }
}
