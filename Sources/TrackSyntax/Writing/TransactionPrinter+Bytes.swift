import TrackModel

extension TransactionPrinter {
    /// Where an entry's amount texts are written before its lines, which
    /// need the widest of them to align the amount column. One is kept for
    /// many entries (a part of `print`'s output) and released after them.
    struct Scratch {
        var block = ByteBlock(capacity: 1024)
        /// Each shown posting's amount text in `block`, and its display width.
        var amounts: [(range: Range<Int>, width: Int)] = []
        /// The entry's shown postings, each with the one it was written as (`shownPostings`).
        var postings: [(posting: Posting, head: Posting)] = []

        mutating func release() {
            block.release()
        }
    }

    /// Appends the entry in `print` layout (as `EntryText.text(.print)`
    /// spells it), ending with a newline.
    func write(_ transaction: Transaction, to block: inout ByteBlock, scratch: inout Scratch) {
        block.append(transaction.date)
        if let secondaryDate = transaction.secondaryDate {
            block.append(UInt8(ascii: "="))
            block.append(secondaryDate)
        }
        JournalText.appendHeader(status: transaction.status, code: journal.bytes(transaction.code),
                                 description: transaction.description.isEmpty ? nil : journal.bytes(transaction.description),
                                 to: &block)
        let headerStart = block.count
        appendComment(transaction.comment, from: transaction.source.location, lineStart: headerStart, trimmed: false, to: &block)

        shownPostings(transaction, into: &scratch.postings)
        scratch.block.removeAll()
        scratch.amounts.removeAll(keepingCapacity: true)
        var accountWidth = 0
        var amountWidth = 12
        for (posting, _) in scratch.postings {
            accountWidth = max(accountWidth, names.width(of: posting.account, posting.kind))
            let start = scratch.block.count
            appendAmount(posting, to: &scratch.block)
            let width = DisplayWidth.of(utf8: scratch.block.bytes(since: start))
            amountWidth = max(amountWidth, width)
            scratch.amounts.append((start..<scratch.block.count, width))
        }

        for (shown, (posting, head)) in scratch.postings.enumerated() {
            let lineStart = block.count
            block.append("    ")
            var used = 0
            if posting.status != .unmarked {
                block.append(posting.status.rawValue)
                block.append(UInt8(ascii: " "))
                used = 2
            }
            names.append(posting.account, posting.kind, to: &block)
            used += names.width(of: posting.account, posting.kind)
            block.appendSpaces(accountWidth + 2 - used)
            block.appendSpaces(2)
            let amount = scratch.amounts[shown]
            block.appendSpaces(amountWidth - amount.width)
            block.append(scratch.block.bytes(in: amount.range))
            if head.hasAssertion, let assertion = journal.postingDetails.assertion(of: head) {
                block.append(UInt8(ascii: " "))
                block.append(JournalText.assertionOperator(assertion))
                block.append(UInt8(ascii: " "))
                amounts.write(self.shown(assertion.amount), to: &block)
                // A cost keeps its own digits.
                if let cost = assertion.cost { appendCost(cost.kind, cost.amount, to: &block) }
            }
            let comment = head.parts.contains(.comment) ? journal.postingDetails[head].comment : .empty
            appendComment(comment, from: head.location, lineStart: lineStart, trimmed: true, to: &block)
        }
    }

    /// The amount with its lot annotation and cost, or nothing when it stays left out.
    private func appendAmount(_ posting: Posting, to block: inout ByteBlock) {
        let shown = explicit ? posting.hasAmount : posting.amountOrigin == .written
        guard shown else { return }
        if showsZeroBare && posting.amount.quantity.isZero {
            block.append(UInt8(ascii: "0"))
        } else {
            amounts.write(self.shown(posting.amount, inferred: posting.amountOrigin != .written), to: &block)
        }
        guard posting.parts.contains(.lot) || posting.parts.contains(.cost) else { return }
        let details = journal.postingDetails[posting]
        if let lot = details.lot, !lot.text.isEmpty {
            block.append(UInt8(ascii: " "))
            block.appendText(journal.bytes(lot.text))
        }
        if let cost = details.cost, explicit || details.costLocation != nil {
            // A cost written between lot parts is already in the lot's text.
            let insideLot = details.lot.map { lot in
                details.costLocation.map { $0.offset >= lot.text.start && $0.offset < lot.text.end } ?? false
            } ?? false
            if !insideLot {
                // As hledger, a cost keeps its own digits: `@@ 2 C` where C shows two.
                appendCost(cost.kind, details.costLocation == nil ? inferredCost(cost, of: posting.amount) : cost.amount, to: &block)
            }
        }
    }

    /// ` @ AMOUNT` or ` @@ AMOUNT`.
    private func appendCost(_ kind: Cost.Kind, _ amount: Amount, to block: inout ByteBlock) {
        block.append(UInt8(ascii: " "))
        block.append(JournalText.costOperator(kind))
        block.append(UInt8(ascii: " "))
        amounts.write(amount, to: &block)
    }

    /// Ends the line that started at `lineStart` (the header or a posting)
    /// with the comment's first line when it is on that line, trimmed of
    /// trailing spaces when `trimmed`, then writes the comment's other lines
    /// indented by four spaces; each line ends with a newline.
    private func appendComment(_ comment: Text, from line: SourceLocation, lineStart: Int, trimmed: Bool,
                               to block: inout ByteBlock) {
        var onOwnerLine = false
        if !comment.isEmpty {
            let before = comment.start >= line.offset
                ? journal.bytes(Text(start: line.offset, length: comment.start - line.offset)) : .empty
            onOwnerLine = !before.contains(UInt8(ascii: "\n"))
        }
        var first = true
        // The owner's line ends (trimmed) where the comment's next line starts, or at the end.
        var lineOpen = true
        CommentLines(comment, in: journal).forEach { text in
            if first && onOwnerLine {
                block.append("  ")
            } else {
                if lineOpen && trimmed { block.trimTrailingSpaces(downTo: lineStart) }
                lineOpen = false
                block.append(UInt8(ascii: "\n"))
                block.append("    ")
            }
            first = false
            block.append(text)
        }
        if lineOpen && trimmed { block.trimTrailingSpaces(downTo: lineStart) }
        block.append(UInt8(ascii: "\n"))
    }
}
