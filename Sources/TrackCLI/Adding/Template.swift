import TrackModel

/// An earlier transaction that a new one copies (`TemplateFinder` chooses
/// it): the account of its category side, the account the money moved in
/// or out of, and the amount.
struct Template: Equatable {
    /// The expense or income account; for a transfer, the account money went to.
    var side: String
    /// The asset or liability account paid from or into; for a transfer, the one money left.
    var money: String
    /// The expense, the income received, or the amount transferred.
    var amount: Amount

    /// The best template for `description` among the journal's transactions of `kind`.
    ///
    /// Only descriptions that `TemplatePrefilter` says could qualify are
    /// considered, and those only when a bound on their bytes says they
    /// could beat the best so far (`TemplateFinder.Search`): the choice of
    /// `TemplateFinder.best` over every transaction. The transactions are
    /// walked in ranges on every core (`TransactionScan`), each from its
    /// end, so that the latest similar one (usually the answer) is met first
    /// and turns away most others; the best of the ranges wins.
    static func find(for description: String, kind: AddRequest.Kind, in journal: Journal,
                     minimumPerRange: Int = TransactionScan.minimumPerRange) -> Template? {
        let types = basicTypes(journal)
        let filter = TemplatePrefilter(description)
        let partial = TransactionScan.ranges(journal.transactions.count, minimumPerRange: minimumPerRange) { range in
            var scratch: [Int] = []
            var search = TemplateFinder.Search(for: description)
            // Transactions are read where they lie: a `for transaction in` loop would copy each one.
            journal.transactions.withUnsafeBufferPointer { transactions in
                // A mapped journal's pages are given back behind the search.
                var window = ReadingWindow(journal.sources, from: range.last.map { transactions[$0].source.end } ?? 0,
                                           backward: true)
                journal.withTextBytes { texts in
                    for index in range.reversed() {
                        window.reached(transactions[index].description.start)
                        let description = texts[transactions[index].description]
                        // The description first: it turns away nearly all, and costs less than the postings.
                        guard filter.mayQualify(description, scratch: &scratch),
                              isKind(transactions.baseAddress! + index, kind, types) else { continue }
                        search.consider(description, date: transactions[index].date, index: index)
                    }
                }
            }
            return search.best
        }
        return partial.reduce(nil, TemplateFinder.Search.better)
            .flatMap { template(journal.transactions[$0.index], kind: kind, journal: journal) }
    }

    /// Whether `transaction` would give a template of `kind` (as `template` decides), by the accounts' basic types.
    /// Its postings are read in place, by index: an iterator or a copy of the
    /// transaction would retain their storage, a count both cores share.
    private static func isKind(_ transaction: UnsafePointer<Transaction>, _ kind: AddRequest.Kind,
                               _ types: [AccountType?]) -> Bool {
        let isMoney = { (type: AccountType?) in type == .asset || type == .liability }
        let count = transaction.pointee.postings.count
        switch kind {
        case .expense, .income:
            let wanted: AccountType = kind == .expense ? .expense : .revenue
            var side: Posting?, money = false
            for p in 0..<count {
                let posting = transaction.pointee.postings[p]
                guard posting.kind == .real else { continue }
                let type = types[posting.account.index]
                if side == nil, type == wanted { side = posting }
                money = money || isMoney(type)
            }
            guard let side, money else { return false }
            return kind == .expense || side.amount.negated() != nil
        case .transfer:
            guard count == 2 else { return false }
            let a = transaction.pointee.postings[0], b = transaction.pointee.postings[1]
            return isMoney(types[a.account.index]) && isMoney(types[b.account.index])
                && (a.amount.quantity.isPositive || b.amount.quantity.isPositive)
                && (a.amount.quantity.isNegative || b.amount.quantity.isNegative)
        case .general:
            return false
        }
    }

    /// What `transaction` gives a new entry of `kind`, if it is one of that kind.
    static func template(_ transaction: Transaction, kind: AddRequest.Kind, journal: Journal) -> Template? {
        let name = { (posting: Posting) in journal.accounts.name(posting.account) }
        switch kind {
        case .expense:
            guard let roles = roles(transaction, type: .expense, journal: journal) else { return nil }
            return Template(side: name(roles.side), money: name(roles.money), amount: roles.side.amount)
        case .income:
            guard let roles = roles(transaction, type: .revenue, journal: journal),
                  let received = roles.side.amount.negated() else { return nil }
            return Template(side: name(roles.side), money: name(roles.money), amount: received)
        case .transfer:
            let postings = Array(transaction.postings)
            guard postings.count == 2, postings.allSatisfy({ isMoney($0.account, journal) }),
                  let to = postings.first(where: { $0.amount.quantity.isPositive }),
                  let from = postings.first(where: { $0.amount.quantity.isNegative }) else { return nil }
            return Template(side: name(to), money: name(from), amount: to.amount)
        case .general:
            return nil
        }
    }

    /// Each account's basic type, by `AccountID.index`: looked up once, not per posting.
    static func basicTypes(_ journal: Journal) -> [AccountType?] {
        journal.accounts.allIDs.map { journal.accounts.type(of: $0)?.basic }
    }

    /// The first posting to an account of `type` and the first to an asset or liability.
    static func roles(_ transaction: Transaction, type: AccountType, journal: Journal) -> (side: Posting, money: Posting)? {
        roles(transaction, type: type, types: basicTypes(journal))
    }

    /// As above, with the accounts' basic types (`basicTypes`) given.
    static func roles(_ transaction: Transaction, type: AccountType, types: [AccountType?]) -> (side: Posting, money: Posting)? {
        var side: Posting?, money: Posting?
        for posting in transaction.postings where posting.kind == .real {
            let postingType = types[posting.account.index]
            if side == nil, postingType == type { side = posting }
            if money == nil, postingType == .asset || postingType == .liability { money = posting }
        }
        guard let side, let money else { return nil }
        return (side, money)
    }

    private static func isMoney(_ account: AccountID, _ journal: Journal) -> Bool {
        let type = journal.accounts.type(of: account)?.basic
        return type == .asset || type == .liability
    }
}
