import TrackModel

/// The postings of a record's transaction, as hledger makes them:
///
/// - posting N exists when `accountN` is set to a name, or when it gets an
///   amount or a balance (then its account is `expenses:unknown`, or
///   `income:unknown` for a negative amount); `accountN` set to nothing
///   makes no posting;
/// - its amount is the one non-empty value among `amountN`, `amountN-in`
///   and `amountN-out` (negated); postings 1 and 2 also take the unnumbered
///   `amount`, `amount-in`, `amount-out` when no numbered one is set for
///   them, posting 2 negated (and converted to its cost), unless posting 1
///   is virtual. Zero amounts give way to a non-zero one; two non-zero
///   amounts are an error;
/// - `currencyN` (else `currency`) is written in front of its amounts.
extension CSVImporter.Evaluation {
    mutating func postings() -> [CSVEntryPosting] {
        var postings: [CSVEntryPosting] = []
        var probe = self  // reads account1 without reporting its problems twice
        let p1IsVirtual = probe.value(.account(1)).map { $0.text.hasPrefix("(") && $0.text.hasSuffix(")") } ?? false
        for n in postingNumbers() {
            if let posting = posting(n, p1IsVirtual: p1IsVirtual) { postings.append(posting) }
        }
        return postings
    }

    /// The posting numbers any effective rule mentions, in order.
    func postingNumbers() -> [Int] {
        var numbers = Set<Int>()
        for field in effective.keys {
            switch field {
            case .amount(0), .amountIn(0), .amountOut(0): numbers.formUnion([1, 2])
            case .balance(0): numbers.insert(1)
            case .currency, .comment: break  // they make no posting by themselves
            default: if field.posting > 0 { numbers.insert(field.posting) }
            }
        }
        return numbers.sorted()
    }

    private mutating func posting(_ n: Int, p1IsVirtual: Bool) -> CSVEntryPosting? {
        let currency = value(.currency(n))?.text ?? value(.currency(0))?.text ?? ""
        let amount = self.amount(n, currency: currency, p1IsVirtual: p1IsVirtual)
        var balance: (CSVAmount, Range<SourceLocation>)?
        if let value = value(.balance(n)) ?? (n == 1 ? value(.balance(0)) : nil) {
            let text = CSVAmountReader.simplifySign(Substring(value.text))
            if !text.isEmpty, let read = read(currency + text, value: value) { balance = (read, value.origin) }
        }
        let comment = value(.comment(n)).map { Self.commentLines($0.text) } ?? ""
        var account: String
        var defaulted = false
        if let value = value(.account(n)) {
            if value.text.isEmpty { return nil }
            guard !value.text.contains("  ") && !value.text.contains("\t") else {
                diagnostics.append(.csvInvalidAccount(value.text, at: value.origin, notes: [ruleNote(value.assignment)]))
                return nil
            }
            account = value.text
        } else {
            guard amount != nil || balance != nil else { return nil }
            account = "expenses:unknown"
            defaulted = true
        }
        if defaulted, let a = amount?.0, a.quantity.isNegative { account = "income:unknown" }
        var kind = Posting.Kind.real
        if account.count >= 2, account.hasPrefix("("), account.hasSuffix(")") {
            kind = .virtual
            account = String(account.dropFirst().dropLast())
        } else if account.count >= 2, account.hasPrefix("["), account.hasSuffix("]") {
            kind = .balancedVirtual
            account = String(account.dropFirst().dropLast())
        }
        return CSVEntryPosting(account: account, kind: kind, amount: amount?.0, balance: balance?.0, comment: comment)
    }

    /// Posting N's amount and where it came from, or nil (with a
    /// diagnostic when the values were wrong).
    private mutating func amount(_ n: Int, currency: String, p1IsVirtual: Bool) -> (CSVAmount, Range<SourceLocation>)? {
        var fields: [CSVTransactionField] = [.amount(n), .amountIn(n), .amountOut(n)]
        if n == 1 || (n == 2 && !p1IsVirtual) { fields += [.amount(0), .amountIn(0), .amountOut(0)] }
        var found: [(field: CSVTransactionField, amount: CSVAmount, origin: Range<SourceLocation>, value: Value)] = []
        for field in fields {
            guard let value = value(field) else { continue }
            let text = CSVAmountReader.simplifySign(Substring(value.text))
            guard !text.isEmpty, var amount = read(currency + text, value: value) else { continue }
            if field.posting == 0 && n == 2 {
                // The old unnumbered form: posting 2 balances posting 1, at its cost.
                guard let converted = Self.negatedCost(amount) else {
                    diagnostics.append(.csvAmountOverflow(value.text, at: value.origin, notes: [ruleNote(value.assignment)]))
                    continue
                }
                amount = converted
            }
            found.append((field, amount, value.origin, value))
        }
        if found.contains(where: { $0.field.posting > 0 }) { found.removeAll { $0.field.posting == 0 } }
        let nonZero = found.filter { !$0.amount.isZero }
        let chosen = nonZero.isEmpty ? Array(found.prefix(1)) : nonZero
        guard chosen.count <= 1 else {
            let first = chosen[0].origin, last = chosen[chosen.count - 1].origin
            let range = min(first.lowerBound, last.lowerBound)..<max(first.upperBound, last.upperBound)
            diagnostics.append(.csvSeveralAmounts(
                posting: n, fields: chosen.map { "\($0.field.name) (\($0.value.text))" }, at: range,
                notes: chosen.map { ruleNote($0.value.assignment) }))
            return nil
        }
        guard let only = chosen.first else { return nil }
        guard case .amountOut = only.field else { return (only.amount, only.origin) }
        guard let negated = only.amount.negated() else {
            diagnostics.append(.csvAmountOverflow(only.value.text, at: only.origin, notes: [ruleNote(only.value.assignment)]))
            return nil
        }
        return (negated, only.origin)
    }

    /// `amount`'s negation, at its cost when it has one (`5 @ 2 EUR` → `-10 EUR`).
    static func negatedCost(_ amount: CSVAmount) -> CSVAmount? {
        guard let cost = amount.cost else { return amount.negated() }
        let kind: Cost.Kind = cost.kind
        guard let total = Cost(kind, Amount(cost.quantity, .none)).total(for: amount.quantity),
              let negated = total.quantity.negated() else { return nil }
        var result = amount
        result.quantity = negated
        result.reading.quantity = negated
        result.symbol = cost.symbol
        result.cost = nil
        result.side = cost.symbol.isEmpty ? nil : (amount.side ?? .right)
        return result
    }

    /// Reads an amount, reporting a bad one at the value's origin.
    private mutating func read(_ text: String, value: Value) -> CSVAmount? {
        switch CSVAmountReader.read(text, decimalMark: rules.decimalMark) {
        case .success(let amount):
            if amount.reading.ambiguousMark != nil { ambiguities.append((amount, value.origin, text)) }
            return amount
        case .failure(.overflow):
            diagnostics.append(.csvAmountOverflow(text, at: value.origin, notes: [ruleNote(value.assignment)]))
        case .failure(.notAnAmount):
            diagnostics.append(.csvInvalidAmount(text, at: value.origin, notes: [ruleNote(value.assignment)]))
        }
        return nil
    }
}
