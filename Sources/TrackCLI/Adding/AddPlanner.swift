import TrackModel
import TrackReports

/// Decides what `track add` writes: the accounts (given, from the template,
/// or the defaults), the amounts in their commodities, the date, and every
/// check on them. It reads the journal and writes nothing.
///
/// Defaults, for an expense (an income is the mirror image):
/// - the expense account: `--category` (a category, or an account name),
///   else the template's, else `Expenses:Other` (the journal's own name
///   for expenses);
/// - the account paid from: `--account`, else the template's, else the
///   asset or liability account most expenses are paid from, else the
///   first `Cash` account;
/// - the commodity: the amount's symbol or `--commodity`, else the
///   commodity of the account paid from, else the base currency.
struct AddPlanner {
    let journal: Journal
    let today: Day

    func plan(_ request: AddRequest) throws(CLIError) -> AddEntry {
        let request = try takingCommodityWord(request)
        let date = try self.date(request)
        let amounts = AmountResolver(journal: journal, commodity: request.commodity, allowNew: request.newCommodity)
        let accounts = AccountResolver(journal: journal)
        var comment = request.note.map { [ArgumentText.trimmed($0)] } ?? []
        comment += request.tags
        var entry = AddEntry(date: date, description: request.description,
                             comment: comment.filter { !$0.isEmpty }.joined(separator: ", "), lines: [], balanceAccounts: [])
        switch request.kind {
        case .expense, .income:
            try planSpending(request, into: &entry, amounts: amounts, accounts: accounts)
        case .transfer:
            try planTransfer(request, into: &entry, amounts: amounts, accounts: accounts)
        case .general:
            try planPostings(request, into: &entry, amounts: amounts, accounts: accounts)
        }
        return entry
    }

    /// `--date` (default today); a future date only with `--future`.
    func date(_ request: AddRequest) throws(CLIError) -> Day {
        guard let text = request.date else { return today }
        let day = try DateArgument.parse(text, option: "--date", today: today)
        if day > today && !request.future {
            throw .message(.dateInTheFuture(day, today: today))
        }
        return day
    }

    // MARK: Expense and income

    private func planSpending(_ request: AddRequest, into entry: inout AddEntry,
                              amounts: AmountResolver, accounts: AccountResolver) throws(CLIError) {
        let isExpense = request.kind == .expense
        let template = findTemplate(request)
        let side: String
        if let category = request.category {
            side = try account(forCategory: category, request: request, template: template, accounts: accounts)
        } else if let template {
            side = template.side
        } else {
            side = OtherCategory.account(for: isExpense ? .expense : .revenue, in: journal,
                                         fallbackRoot: isExpense ? "Expenses" : "Income")
        }
        let money: String
        if let account = request.account {
            money = try accounts.resolve(account, option: "--account", allowNew: request.newAccount)
        } else if let template {
            money = template.money
        } else if let usual = usualMoneyAccount(isExpense ? .expense : .revenue) ?? firstCashAccount() {
            money = usual
        } else {
            throw .message(.noMoneyAccount(request.kind, isExpense: isExpense))
        }
        let amount = try self.amount(request, template: template, account: money, amounts: amounts)
        entry.lines = isExpense
            ? [AddEntry.Line(account: side, amount: amount), AddEntry.Line(account: money)]
            : [AddEntry.Line(account: money, amount: amount), AddEntry.Line(account: side)]
        entry.balanceAccounts = [money]
    }

    /// The account `--category` names: a category of the journal (its
    /// template's account when that is in it), or an account name.
    private func account(forCategory typed: String, request: AddRequest, template: Template?,
                         accounts: AccountResolver) throws(CLIError) -> String {
        if typed.contains(":") { return try accounts.resolve(typed, option: "--category", allowNew: request.newAccount) }
        let kind: AccountType = request.kind == .expense ? .expense : .revenue
        let categories = Categories(journal: journal)
        let names = categories.names(kind)
        let rootName = root(of: kind, default: kind == .expense ? "Expenses" : "Income")
        guard let category = categories.named(typed), category.kind == kind else {
            if request.newAccount { return rootName + ":" + typed }
            let closest = Suggestion.nearest(to: typed, among: names, within: max(2, typed.count / 2))
            let known = closest.isEmpty
                ? (names.isEmpty ? "the journal has no \(request.kind.rawValue) categories yet"
                                 : "the \(request.kind.rawValue) categories are " + CLIMessage.alternatives(names))
                : CLIMessage.closest(closest)
            throw .message(.unknownAddCategory(request.kind, typed, known: known, root: rootName))
        }
        let table = journal.accounts
        if let template, let id = table.id(of: template.side), categories.category(of: id) == category {
            return template.side
        }
        // The category's own account: the shallowest in it.
        let inCategory = table.allIDs.filter { categories.category(of: $0) == category }
        let home = inCategory.min { (table[$0].depth, $0) < (table[$1].depth, $1) }!
        return table.name(home)
    }

    // MARK: Transfer

    private func planTransfer(_ request: AddRequest, into entry: inout AddEntry,
                              amounts: AmountResolver, accounts: AccountResolver) throws(CLIError) {
        let template = request.from == nil || request.to == nil || request.same ? findTemplate(request) : nil
        func account(_ given: String?, option: String, fromTemplate: String?) throws(CLIError) -> String {
            if let given { return try accounts.resolve(given, option: option, allowNew: request.newAccount) }
            if let fromTemplate { return fromTemplate }
            throw .message(.transferNeedsAccounts())
        }
        let from = try account(request.from, option: "--from", fromTemplate: template?.money)
        let to = try account(request.to, option: "--to", fromTemplate: template?.side)
        if from == to {
            throw .message(.transferToItself(from))
        }
        let amount = try self.amount(request, template: template, account: from, amounts: amounts)
        entry.lines = [AddEntry.Line(account: to, amount: amount), AddEntry.Line(account: from)]
        entry.balanceAccounts = [from, to]
    }

    // MARK: Explicit postings

    private func planPostings(_ request: AddRequest, into entry: inout AddEntry,
                              amounts: AmountResolver, accounts: AccountResolver) throws(CLIError) {
        var sums: [AmountResolver.Resolved: Quantity] = [:]
        var previous: AmountResolver.Resolved?
        for (i, posting) in request.postings.enumerated() {
            let account = try accounts.resolve(posting.account, option: "posting \(i + 1)", allowNew: request.newAccount)
            var line = AddEntry.Line(account: account)
            if let text = posting.amount {
                var reader = amounts
                // A plain number after a posting in another commodity is in that commodity, as in `10 EUR … -11`.
                if AmountText(text)?.symbol == nil, request.commodity == nil, journal.accounts.id(of: account) == nil,
                   let previous { reader = AmountResolver(journal: journal, commodity: previous.symbol, allowNew: true) }
                let (quantity, commodity) = try reader.amount(text, account: account, purpose: account)
                line.amount = amounts.format(quantity, commodity)
                sums[commodity] = (sums[commodity] ?? .zero).adding(quantity)
                previous = commodity
            }
            entry.lines.append(line)
        }
        if entry.lines.allSatisfy({ $0.amount != nil }), sums.count == 1, let (commodity, sum) = sums.first, !sum.isZero {
            throw .message(.unbalancedAmounts(amounts.format(sum, commodity)))
        }
        let holdings = entry.lines.map(\.account).filter { name in
            journal.accounts.id(of: name).flatMap { journal.accounts.type(of: $0)?.basic }.map { $0 == .asset || $0 == .liability } ?? false
        }
        entry.balanceAccounts = holdings.isEmpty ? [entry.lines.last!.account] : holdings
    }

    // MARK: Shared

    /// `add expense 12.50 EUR Lunch`: a word after a plain amount that names
    /// one of the journal's commodities is the amount's commodity, not the
    /// description's first word. A currency the journal does not use yet is
    /// ambiguous, and refused with how to write either meaning.
    func takingCommodityWord(_ request: AddRequest) throws(CLIError) -> AddRequest {
        guard request.kind != .general, let amount = request.amount, AmountText(amount)?.symbol == nil,
              request.commodity == nil, let word = request.descriptionWords.first else { return request }
        let rest = request.descriptionWords.dropFirst()
        let commodities = journal.commodities
        // Which commodities are used takes a walk over every posting: only when a symbol could be the word.
        let named = CurrencyTable.known.filter { $0.isNamed(word) }
        let couldName = commodities.allIDs.contains { id in
            let symbol = commodities.symbol(id)
            return id != .none && (symbol == word || symbol.uppercased() == word.uppercased() || named.contains { $0.isNamed(symbol) })
        }
        let known = couldName ? journal.usedCommodities.filter { $0 != .none }.map { commodities.symbol($0) } : []
        let names = known.contains(word) || known.contains { $0.uppercased() == word.uppercased() }
            || CurrencyTable.known.contains { $0.isNamed(word) && (request.newCommodity || known.contains(where: $0.isNamed)) }
        guard names else {
            if CurrencyTable.known.contains(where: { $0.isNamed(word) }) && !request.newCommodity {
                throw .message(.commodityWordAmbiguous(amount: amount, word: word, kind: request.kind))
            }
            return request
        }
        if rest.isEmpty && request.kind != .transfer {
            throw .message(.addNeedsDescription(request.kind, amount: amount + " " + word))
        }
        var taken = request
        taken.amount = amount + " " + word
        taken.descriptionWords = Array(rest)
        taken.description = rest.isEmpty ? "Transfer" : rest.joined(separator: " ")
        return taken
    }

    /// The amount typed, or with `--same` the template's. An expense or an
    /// income is positive; `--refund` books it the other way (money back).
    private func amount(_ request: AddRequest, template: Template?, account: String,
                        amounts: AmountResolver) throws(CLIError) -> String {
        if let text = request.amount {
            var (quantity, commodity) = try amounts.amount(text, account: account, purpose: "the \(request.kind.rawValue)")
            if request.kind == .expense || request.kind == .income {
                if quantity.isNegative && !request.refund {
                    throw .message(.negativeSpending(text, kind: request.kind))
                }
                if request.refund, !quantity.isNegative, let negated = quantity.negated() { quantity = negated }
            }
            return amounts.format(quantity, commodity)
        }
        guard let template else {
            throw .message(.nothingSimilar(request.kind, request.description))
        }
        let commodity = template.amount.commodity
        return amounts.format(template.amount.quantity,
                              AmountResolver.Resolved(symbol: journal.commodities.symbol(commodity),
                                                      id: commodity == .none ? nil : commodity))
    }

    /// The top-level name the journal gives accounts of `type`.
    private func root(of type: AccountType, default name: String) -> String {
        let table = journal.accounts
        guard let id = table.allIDs.first(where: { table[$0].depth == 1 && table.type(of: $0)?.basic == type }) else {
            return name
        }
        return table.name(id)
    }

    /// The asset or liability account most transactions with a posting of `type` use.
    private func usualMoneyAccount(_ type: AccountType) -> String? {
        let types = Template.basicTypes(journal)
        let journal = journal
        // Counted in ranges on every core, then added up.
        let partial = TransactionScan.ranges(journal.transactions.count) { range in
            var uses = [Int](repeating: 0, count: types.count)
            // Read where they lie: a `for transaction in` loop would copy each one.
            journal.transactions.withUnsafeBufferPointer { transactions in
                for t in range {
                    guard let roles = Template.roles(transactions[t], type: type, types: types) else { continue }
                    uses[roles.money.account.index] += 1
                }
            }
            return uses
        }
        var uses = [Int](repeating: 0, count: types.count)
        for counted in partial {
            for k in uses.indices { uses[k] += counted[k] }
        }
        // The most used; between equals, the account interned first (the lower id).
        guard let most = uses.indices.max(by: { (uses[$0], $1) < (uses[$1], $0) }), uses[most] > 0 else { return nil }
        return journal.accounts.name(AccountID(rawValue: UInt32(most)))
    }

    /// In a journal with no spending yet (just after `track init`): the first
    /// declared `Cash` account that has no subaccounts, such as the checking account.
    private func firstCashAccount() -> String? {
        let table = journal.accounts
        let parents = Set(table.allIDs.compactMap { table[$0].parent })
        return table.allIDs.first { !parents.contains($0) && table.type(of: $0) == .cash }.map { table.name($0) }
    }

    private func findTemplate(_ request: AddRequest) -> Template? {
        Template.find(for: request.description, kind: request.kind, in: journal)
    }
}
