import TrackModel

/// The wording of the errors `JournalFinalizer` finds: one message, and one
/// ID, per kind of error and, where it matters, per group of postings (the
/// real ones, or the balanced virtual `[ones]`).
extension Diagnostic {
    init(_ error: JournalError, in journal: Journal) {
        let formatter = AmountFormatter(commodities: journal.commodities)
        let transaction = journal.transactions[error.transactionIndex]
        let whole = transaction.location..<SourceLocation(offset: transaction.source.end)
        let header = transaction.location..<SourceLocation(offset: lineEnd(of: transaction.location, in: journal))
        switch error {
        case .unbalanced(_, let group, let residual):
            let virtual = group != .real
            self.init(.journal(virtual ? .unbalancedVirtualPostings : .unbalancedTransaction), range: header, context: whole,
                      message: Self.unbalancedMessage(sum: formatter.formatOneLine(residual), virtual: virtual),
                      hint: "correct an amount, or leave one amount out and track will infer it")
        case .tooManyMissingAmounts(_, let group, let postings):
            let lines = postings.map { transaction.postings[$0].location }
            let first = lines.first ?? transaction.location
            let virtual = group != .real
            self.init(.journal(virtual ? .tooManyMissingVirtualAmounts : .tooManyMissingAmounts),
                      range: first..<SourceLocation(offset: lineEnd(of: first, in: journal)), context: whole,
                      message: Self.missingAmountsMessage(postings.count, virtual: virtual),
                      hint: "write the amounts of all but one; an account and its amount are separated by two or more spaces")
        case .overflow(_, let posting):
            let at = posting.map { transaction.postings[$0].location } ?? transaction.location
            self.init(.journal(.transactionOverflow), range: at..<SourceLocation(offset: lineEnd(of: at, in: journal)), context: whole,
                      message: "the amounts of this transaction add up to more digits than track can hold exactly",
                      hint: "amounts may have up to 38 significant digits")
        case .sumOverflow(_, let p):
            let posting = transaction.postings[p]
            let at = posting.location
            let commodity = journal.commodities.symbol(posting.amount.commodity)
            self.init(.journal(.sumOverflow), range: at..<SourceLocation(offset: lineEnd(of: at, in: journal)), context: whole,
                      message: "\(journal.accounts.name(posting.account)) on \(journal.date(of: posting, in: transaction)): "
                          + "the \(commodity.isEmpty ? "unnamed commodity's" : commodity) amounts of the journal add up to more "
                          + "digits than track can hold exactly here, so a total including this posting could be wrong",
                      hint: "the amounts of one commodity, at its finest precision, may add up to 38 significant digits")
        case .assignmentWithCost(_, let posting):
            let at = transaction.postings[posting].location
            self.init(.journal(.assignmentWithCost), range: at..<SourceLocation(offset: lineEnd(of: at, in: journal)), context: whole,
                      message: "a balance assignment cannot have a cost",
                      hint: "write the amount and keep the '=' as an assertion")
        case .assignmentWithDate(_, let posting):
            let at = transaction.postings[posting].location
            self.init(.journal(.assignmentWithDate), range: at..<SourceLocation(offset: lineEnd(of: at, in: journal)), context: whole,
                      message: "a balance assignment cannot be on a posting with its own date",
                      hint: "write the amount and keep the '=' as an assertion, or remove the posting's date")
        case .balanceOverflow(_, let p):
            let posting = transaction.postings[p]
            let at = posting.location
            let account = journal.accounts.name(posting.account)
            self.init(.journal(.balanceOverflow), range: at..<SourceLocation(offset: lineEnd(of: at, in: journal)), context: whole,
                      message: "the running balance of \(account) passes the digits track can hold exactly here "
                          + "(\(journal.date(of: posting, in: transaction))): its balance from here on, and its assertions, cannot be exact",
                      hint: "check the amounts posted to \(account) with 'track register \(account)'; amounts may have up to 38 significant digits")
        case .assertionFailed(let failure):
            let account = journal.accounts.name(failure.account)
            let asserted = formatter.format(Amount(failure.asserted, failure.commodity))
            let actual = formatter.format(Amount(failure.actual, failure.commodity))
            let difference = formatter.format(Amount(failure.difference, failure.commodity))
            let at = failure.assertion.location
            var notes = [
                "account:    \(account)\(failure.assertion.includesSubaccounts ? " (with subaccounts)" : "")",
                "asserted:   \(asserted)",
                "actual:     \(actual)",
                "difference: \(difference)",
            ]
            var id = DiagnosticID.Journal.balanceAssertionFailed
            var message = "balance assertion failed: \(account) is \(actual), not \(asserted)"
            if failure.actual == failure.asserted {
                let others = formatter.formatOneLine(failure.unexpected)
                id = .balanceAssertionAlsoHolds
                message = "balance assertion failed: \(account) also holds \(others), and '==' allows only \(asserted)"
                notes.append("also held: \(others)")
            }
            self.init(.journal(id), range: at..<SourceLocation(offset: assertionEnd(from: at, in: journal)),
                      context: whole, message: message,
                      hint: "find the missing or wrong posting to \(account) up to \(transaction.date), or correct the asserted amount",
                      notes: notes)
        }
    }
}

/// The words of a balancing group's errors, the same in a journal and at a
/// CSV record (`csvRecordUnbalanced`): only the hints differ.
extension Diagnostic {
    /// `sum` is what the group's postings sum to; `virtual`: the balanced virtual `[postings]`.
    static func unbalancedMessage(sum: String, virtual: Bool) -> String {
        "this transaction does not balance: its \(virtual ? "balanced virtual [postings]" : "postings") sum to \(sum), not 0"
    }

    /// `count` postings of the group leave out their amount.
    static func missingAmountsMessage(_ count: Int, virtual: Bool) -> String {
        "\(count) \(virtual ? "balanced virtual " : "")postings leave out their amount; at most one may"
    }
}

/// The end of the line holding `location`, before its line ending.
private func lineEnd(of location: SourceLocation, in journal: Journal) -> UInt32 {
    guard let file = journal.sources.file(of: location) else { return location.offset + 1 }
    var i = Int(location.offset - file.base)
    while i < file.bytes.count && file.bytes[i] != UInt8(ascii: "\n") { i += 1 }
    if i > 0 && i <= file.bytes.count && file.bytes[i - 1] == UInt8(ascii: "\r") { i -= 1 }
    return file.base + UInt32(max(i, Int(location.offset - file.base) + 1))
}

/// The end of an assertion (`= 100 USD`): before its comment or the line's end.
private func assertionEnd(from location: SourceLocation, in journal: Journal) -> UInt32 {
    guard let file = journal.sources.file(of: location) else { return location.offset + 1 }
    let start = Int(location.offset - file.base)
    var i = start
    while i < file.bytes.count, file.bytes[i] != UInt8(ascii: "\n"), file.bytes[i] != UInt8(ascii: ";") { i += 1 }
    while i > start + 1, file.bytes[i - 1] == UInt8(ascii: " ") || file.bytes[i - 1] == UInt8(ascii: "\t")
            || file.bytes[i - 1] == UInt8(ascii: "\r") { i -= 1 }
    return file.base + UInt32(i)
}
