import Testing
import TrackModel

/// Testing has a `SourceLocation` of its own; in these tests the name means the journal's.
typealias SourceLocation = TrackModel.SourceLocation

/// A quantity from a plain decimal such as `-12.50`, read without
/// `Quantity(String)` so that the parser's own tests do not depend on it.
func dec(_ text: String) -> Quantity {
    var digits = text
    var scale = 0
    if let point = text.firstIndex(of: ".") {
        scale = text.distance(from: point, to: text.endIndex) - 1
        digits.remove(at: point)
    }
    guard let mantissa = Int128(digits) else { fatalError("not a test decimal: \(text)") }
    return Quantity(mantissa: mantissa, scale: UInt8(scale))
}

/// A quantity as `mantissa@scale`, which tells `1.5` from `1.50`.
func exact(_ quantity: Quantity) -> String {
    "\(quantity.mantissa)@\(quantity.scale)"
}

/// Builds journals by hand for the balancer and finalizer tests: accounts and
/// commodities interned by name, each posting at its own source location.
struct JournalBuilder {
    var journal = Journal()
    private var nextOffset: UInt32 = 1

    mutating func account(_ name: String) -> AccountID {
        journal.accounts.intern(name)
    }

    /// Interns `symbol`, giving it a display precision when one is passed.
    @discardableResult
    mutating func commodity(_ symbol: String, precision: UInt8? = nil) -> CommodityID {
        let id = journal.commodities.intern(symbol)
        if let precision {
            journal.commodities[id].style = AmountStyle(precision: precision)
        }
        return id
    }

    /// `"-5 EUR"`, `"10"` (no symbol).
    mutating func amount(_ text: String) -> Amount {
        let parts = text.split(separator: " ", maxSplits: 1)
        let symbol = parts.count > 1 ? String(parts[1]) : ""
        return Amount(dec(String(parts[0])), commodity(symbol))
    }

    mutating func location() -> SourceLocation {
        defer { nextOffset += 10 }
        return SourceLocation(offset: nextOffset)
    }

    enum AssertionKind {
        /// `=`
        case single
        /// `==`
        case total
        /// `=*`
        case inclusive
        /// `==*`
        case totalInclusive
    }

    /// One posting; `amount` nil leaves the amount out. A cost is `(.perUnit, "0.87 GBP")`.
    mutating func posting(
        _ account: String, _ amount: String?, kind: Posting.Kind = .real,
        cost: (Cost.Kind, String)? = nil, assert assertion: (AssertionKind, String)? = nil,
        date: Day? = nil
    ) -> Posting {
        let id = self.account(account)
        let value = amount.map { self.amount($0) }
        var posting = Posting(account: id, amount: value, location: location(), kind: kind)
        journal.accounts[id].isUsed = true
        var details = Posting.Details()
        if let (costKind, text) = cost {
            details.cost = Cost(costKind, self.amount(text))
        }
        if let (assertionKind, text) = assertion {
            details.assertion = BalanceAssertion(
                amount: self.amount(text),
                isTotal: assertionKind == .total || assertionKind == .totalInclusive,
                includesSubaccounts: assertionKind == .inclusive || assertionKind == .totalInclusive,
                location: location())
        }
        details.date = date
        if details.cost != nil || details.assertion != nil || details.date != nil {
            journal.postingDetails.set(details, for: &posting)
        }
        return posting
    }

    /// Appends a transaction and returns its index.
    @discardableResult
    mutating func transaction(_ date: Day, _ postings: [Posting]) -> Int {
        let source = Text(start: location().offset, length: 1)
        journal.transactions.append(Transaction(date: date, postings: PostingList(postings), source: source))
        return journal.transactions.count - 1
    }

    /// The amounts of a posting list as `quantity symbol`, in order.
    func show(_ postings: PostingList) -> [String] {
        postings.map { show($0.amount) }
    }

    func show(_ amount: Amount) -> String {
        let symbol = journal.commodities.symbol(amount.commodity)
        return symbol.isEmpty ? amount.quantity.description : "\(amount.quantity) \(symbol)"
    }

    /// A mixed amount as `quantity symbol` entries, in commodity id order.
    func show(_ mixed: MixedAmount) -> [String] {
        mixed.amounts.map { show($0) }
    }
}

/// `2026-mm-dd`.
func day(_ month: Int, _ dayOfMonth: Int, year: Int = 2026) -> Day {
    guard let day = Day(year: year, month: month, day: dayOfMonth) else { fatalError("bad test date") }
    return day
}

extension JournalBuilder {
    /// An error as one line, so that tests compare errors as strings:
    /// `unbalanced 0 real: 1 USD`, `assertion 1/0 Assets:Cash USD asserted 10 actual 5`.
    func describe(_ error: JournalError) -> String {
        switch error {
        case .unbalanced(let t, let group, let residual):
            return "unbalanced \(t) \(group): " + show(residual).joined(separator: ", ")
        case .tooManyMissingAmounts(let t, let group, let postings):
            return "missing \(t) \(group): \(postings)"
        case .overflow(let t, let p):
            return "overflow \(t)/\(p.map(String.init) ?? "-")"
        case .sumOverflow(let t, let p):
            return "sum overflow \(t)/\(p)"
        case .assignmentWithCost(let t, let p):
            return "assignment with cost \(t)/\(p)"
        case .assignmentWithDate(let t, let p):
            return "assignment with date \(t)/\(p)"
        case .balanceOverflow(let t, let p):
            return "balance overflow \(t)/\(p)"
        case .assertionFailed(let f):
            var line = "assertion \(f.transaction)/\(f.posting) \(journal.accounts.name(f.account))"
            line += " \(journal.commodities.symbol(f.commodity)) asserted \(f.asserted) actual \(f.actual)"
            line += " difference \(f.difference)"
            if !f.unexpected.amounts.isEmpty { line += " unexpected " + show(f.unexpected).joined(separator: ", ") }
            return line
        }
    }

    func describe(_ errors: [JournalError]) -> [String] {
        errors.map(describe)
    }

    /// Balances transaction `t` alone, as the finalizer would.
    mutating func balance(_ t: Int = 0) -> [String] {
        var errors: [JournalError] = []
        let balancer = TransactionBalancer(commodities: journal.commodities)
        balancer.balance(&journal.transactions[t], details: &journal.postingDetails, index: t, errors: &errors)
        return describe(errors)
    }

    /// Finalizes the whole journal.
    mutating func finalize() -> [String] {
        describe(JournalFinalizer().finalize(&journal))
    }

    /// Transaction `t`'s postings as `Account amount`, with `?` for a missing amount.
    func postings(_ t: Int) -> [String] {
        journal.transactions[t].postings.map { p in
            journal.accounts.name(p.account) + " " + (p.hasAmount ? show(p.amount) : "?")
        }
    }

    func cost(_ t: Int, _ p: Int) -> String? {
        journal.postingDetails.cost(of: journal.transactions[t].postings[p]).map { cost in
            (cost.kind == .perUnit ? "@ " : "@@ ") + show(cost.amount)
        }
    }
}
