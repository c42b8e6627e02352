import TrackModel
import TrackSyntax

/// `print -O json`'s objects written straight as bytes, in `JSONValue`'s
/// pretty layout: the text `TransactionJSON.json(_:index:)` renders (the
/// oracle its tests hold it to), without a value, a `String` per field and
/// a dictionary of members for each of a million transactions.
struct TransactionJSONWriter {
    let journal: Journal
    /// Every digit, as `TransactionPrinter.allDigits` formats them.
    let amounts: AmountBytes
    private var shown = ByteBlock(capacity: 256)

    init(journal: Journal, amounts: AmountBytes) {
        self.journal = journal
        self.amounts = amounts
    }

    mutating func release() { shown.release() }

    /// The transaction's object, its members at `indent` + 1.
    mutating func write(_ transaction: Transaction, index: Int, indent: Int, to block: inout ByteBlock) {
        var members = Members(indent: indent)
        members.open(&block)
        members.key("index", &block)
        block.appendPlain(Quantity(index + 1))
        members.key("date", &block)
        Self.string(&block) { $0.append(transaction.date) }
        members.key("date2", &block)
        if let date = transaction.secondaryDate { Self.string(&block) { $0.append(date) } } else { block.append("null") }
        members.key("status", &block)
        Self.string(&block) { $0.append(contentsOf: transaction.status.mark) }
        members.key("code", &block)
        journal.bytes(transaction.code).withUnsafeBytes { block.appendJSONString($0) }
        members.key("description", &block)
        journal.bytes(transaction.description).withUnsafeBytes { block.appendJSONString($0) }
        members.key("comment", &block)
        comment(transaction.comment, &block)
        members.key("tags", &block)
        tags(transaction.tags, indent: indent + 1, &block)
        members.key("postings", &block)
        let postings = transaction.postings
        if postings.count == 0 {
            block.append("[]")
        } else {
            block.append(UInt8(ascii: "["))
            for n in 0..<postings.count {
                if n > 0 { block.append(UInt8(ascii: ",")) }
                Members.newline(indent + 2, &block)
                posting(postings[n], indent: indent + 2, &block)
            }
            Members.newline(indent + 1, &block)
            block.append(UInt8(ascii: "]"))
        }
        members.close(&block)
    }

    private mutating func posting(_ posting: Posting, indent: Int, _ block: inout ByteBlock) {
        let details = journal.postingDetails[posting]
        var members = Members(indent: indent)
        members.open(&block)
        members.key("account", &block)
        Self.text(journal.accounts.name(posting.account), &block)
        members.key("kind", &block)
        switch posting.kind {
        case .real: block.append("\"real\"")
        case .virtual: block.append("\"virtual\"")
        case .balancedVirtual: block.append("\"balanced virtual\"")
        }
        members.key("status", &block)
        Self.string(&block) { $0.append(contentsOf: posting.status.mark) }
        members.key("amount", &block)
        if posting.hasAmount { amount(posting.amount, indent: indent + 1, &block) } else { block.append("null") }
        members.key("inferred", &block)
        block.append(posting.amountOrigin != .written ? "true" : "false")
        members.key("cost", &block)
        if let cost = details.cost {
            var inner = Members(indent: indent + 1)
            inner.open(&block)
            inner.key("kind", &block)
            block.append(cost.kind == .perUnit ? "\"unit\"" : "\"total\"")
            inner.key("amount", &block)
            amount(cost.amount, indent: indent + 2, &block)
            inner.key("inferred", &block)
            block.append(details.costLocation == nil ? "true" : "false")
            inner.close(&block)
        } else {
            block.append("null")
        }
        members.key("lot", &block)
        if let lot = details.lot {
            journal.bytes(lot.text).withUnsafeBytes { block.appendJSONString($0) }
        } else {
            block.append("null")
        }
        members.key("assertion", &block)
        if let assertion = details.assertion {
            var inner = Members(indent: indent + 1)
            inner.open(&block)
            inner.key("amount", &block)
            amount(assertion.amount, indent: indent + 2, &block)
            inner.key("total", &block)
            block.append(assertion.isTotal ? "true" : "false")
            inner.key("subaccounts", &block)
            block.append(assertion.includesSubaccounts ? "true" : "false")
            inner.close(&block)
        } else {
            block.append("null")
        }
        members.key("date", &block)
        if let date = details.date { Self.string(&block) { $0.append(date) } } else { block.append("null") }
        members.key("comment", &block)
        comment(details.comment, &block)
        members.key("tags", &block)
        tags(details.tags, indent: indent + 1, &block)
        members.close(&block)
    }

    /// `AmountJSON.amount`: the commodity, the quantity as a number and as its exact digits, as shown.
    private mutating func amount(_ amount: Amount, indent: Int, _ block: inout ByteBlock) {
        var members = Members(indent: indent)
        members.open(&block)
        members.key("commodity", &block)
        Self.text(journal.commodities.symbol(amount.commodity), &block)
        members.key("quantity", &block)
        block.appendPlain(amount.quantity)
        members.key("exact", &block)
        Self.string(&block) { $0.appendPlain(amount.quantity) }
        members.key("formatted", &block)
        shown.removeAll()
        amounts.write(amount, to: &shown)
        block.appendJSONString(UnsafeRawBufferPointer(shown.bytes(since: 0)), validUTF8: true)
        members.close(&block)
    }

    private func tags(_ tags: [Tag], indent: Int, _ block: inout ByteBlock) {
        guard !tags.isEmpty else { return block.append("[]") }
        block.append(UInt8(ascii: "["))
        for (n, tag) in tags.enumerated() {
            if n > 0 { block.append(UInt8(ascii: ",")) }
            Members.newline(indent + 1, &block)
            var members = Members(indent: indent + 1)
            members.open(&block)
            members.key("name", &block)
            journal.bytes(tag.name).withUnsafeBytes { block.appendJSONString($0) }
            members.key("value", &block)
            journal.bytes(tag.value).withUnsafeBytes { block.appendJSONString($0) }
            members.close(&block)
        }
        Members.newline(indent, &block)
        block.append(UInt8(ascii: "]"))
    }

    private func comment(_ comment: Text, _ block: inout ByteBlock) {
        guard !comment.isEmpty else { return block.append("\"\"") }
        Self.text(CommentText.plain(comment, in: journal), &block)
    }

    /// A string's text, quoted and escaped.
    private static func text(_ text: String, _ block: inout ByteBlock) {
        var text = text
        text.withUTF8 { block.appendJSONString(UnsafeRawBufferPointer($0), validUTF8: true) }
    }

    /// Bytes made by `write`, quoted; they need no escapes (dates, digits, status marks).
    private static func string(_ block: inout ByteBlock, _ write: (inout ByteBlock) -> Void) {
        block.append(UInt8(ascii: "\""))
        write(&block)
        block.append(UInt8(ascii: "\""))
    }

    /// An object's members in the pretty layout: each on a line of its own
    /// at `indent` + 1, the closing brace at `indent`. Never empty here.
    private struct Members {
        let indent: Int
        private var first = true

        init(indent: Int) { self.indent = indent }

        static func newline(_ depth: Int, _ block: inout ByteBlock) {
            block.append(UInt8(ascii: "\n"))
            block.appendSpaces(2 * depth)
        }

        func open(_ block: inout ByteBlock) { block.append(UInt8(ascii: "{")) }

        mutating func key(_ key: StaticString, _ block: inout ByteBlock) {
            if !first { block.append(UInt8(ascii: ",")) }
            first = false
            Self.newline(indent + 1, &block)
            block.append(UInt8(ascii: "\""))
            block.append(key)
            block.append("\": ")
        }

        func close(_ block: inout ByteBlock) {
            Self.newline(indent, &block)
            block.append(UInt8(ascii: "}"))
        }
    }
}
