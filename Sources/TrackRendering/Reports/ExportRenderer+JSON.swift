import TrackModel
import TrackSyntax

/// The JSON of `export` written as bytes, on every core, as its CSV is:
/// exactly the text `json()` renders (pretty, an object a posting) for the
/// rows `table()` builds, without a `JSONValue` or a `String` per field (a
/// million transactions took 44 s so).
extension ExportRenderer {
    /// The JSON array of rows, handed to `sink` a part at a time.
    public func writeJSON(to sink: some ByteSink) {
        let writer = JSONRowWriter(journal: journal, names: NameBytes(journal: journal))
        let transactions = transactions
        let all = journal.transactions
        // The first row opens the array; every later one follows a comma.
        let first = transactions.firstIndex { !all[$0].postings.isEmpty }
        var window = ReadingWindow(journal.sources, from: 0)
        ByteParts.write(count: transactions.count, size: partSize, to: sink, passed: { n in
            window.reached(all[transactions[n - 1]].source.start)
        }) { range, block in
            for n in range { writer.write(transactions[n], opensArray: n == first, to: &block) }
        }
        var end = ByteBlock(capacity: 16)
        end.append(first == nil ? "[]" : "\n]")
        end.flush(to: sink)
        end.release()
    }
}

/// One transaction's objects of `export`'s JSON, an object per posting, in
/// `JSONValue`'s pretty layout at depth one (the array's elements).
private struct JSONRowWriter: Sendable {
    let journal: Journal
    let names: NameBytes

    func write(_ index: Int, opensArray: Bool, to block: inout ByteBlock) {
        let transaction = journal.transactions[index]
        guard !transaction.postings.isEmpty else { return }
        // The transaction's members start each of its objects: written once, in the first, then copied.
        block.append(opensArray ? "[\n  {" : ",\n  {")
        let start = block.count
        member("txnidx", first: true, &block)
        block.appendPlain(Quantity(index + 1))
        member("date", &block)
        string(&block) { $0.append(transaction.date) }
        member("date2", &block)
        if let secondaryDate = transaction.secondaryDate { string(&block) { $0.append(secondaryDate) } } else { block.append("null") }
        member("status", &block)
        mark(transaction.status, &block)
        member("code", &block)
        journal.bytes(transaction.code).withUnsafeBytes { block.appendJSONString($0) }
        member("description", &block)
        journal.bytes(transaction.description).withUnsafeBytes { block.appendJSONString($0) }
        member("comment", &block)
        comment(transaction.comment, &block)
        let prefix = start..<block.count
        let postings = transaction.postings
        for n in postings.indices {
            let posting = postings[n]
            if n > 0 {
                block.append(",\n  {")
                block.appendCopy(of: prefix)
            }
            member("account", &block)
            names.withName(posting.account, posting.kind) { block.appendJSONString($0, validUTF8: true) }
            let amount = ExportRenderer.number(posting.amount, journal.commodities)
            member("amount", &block)
            block.appendPlain(amount)
            member("amount-exact", &block)
            string(&block) { $0.appendPlain(amount) }
            member("commodity", &block)
            names.withSymbol(posting.amount.commodity) { block.appendJSONString($0, validUTF8: true) }
            let credit = posting.amount.quantity.isNegative
                ? ExportRenderer.number(posting.amount.negated() ?? posting.amount, journal.commodities) : nil
            number("credit", "credit-exact", credit, &block)
            number("debit", "debit-exact", credit == nil ? amount : nil, &block)
            member("posting-status", &block)
            mark(posting.status, &block)
            let hasDetails = posting.parts.contains(.comment)
            member("posting-comment", &block)
            comment(hasDetails ? journal.postingDetails[posting].comment : .empty, &block)
            member("tags", &block)
            tags(transaction.tags, hasDetails ? journal.postingDetails.tags(of: posting) : [], &block)
            block.append("\n  }")
        }
    }

    /// A member's key at depth two, after a comma unless `first`.
    private func member(_ key: StaticString, first: Bool = false, _ block: inout ByteBlock) {
        block.append(first ? "\n    \"" : ",\n    \"")
        block.append(key)
        block.append("\": ")
    }

    /// A number and its digits as a string, each null when there is none.
    private func number(_ key: StaticString, _ exactKey: StaticString, _ value: Quantity?, _ block: inout ByteBlock) {
        member(key, &block)
        if let value { block.appendPlain(value) } else { block.append("null") }
        member(exactKey, &block)
        if let value { string(&block) { $0.appendPlain(value) } } else { block.append("null") }
    }

    private func string(_ block: inout ByteBlock, _ body: (inout ByteBlock) -> Void) {
        block.append(UInt8(ascii: "\""))
        body(&block)
        block.append(UInt8(ascii: "\""))
    }

    private func mark(_ status: Status, _ block: inout ByteBlock) {
        string(&block) { if status != .unmarked { $0.append(status.rawValue) } }
    }

    /// The comment as `CommentText.plain` has it: without its `;` marks, lines joined by `\n`.
    private func comment(_ comment: Text, _ block: inout ByteBlock) {
        string(&block) { block in
            var first = true
            CommentLines(comment, in: journal).forEach(withoutMarks: true) { line in
                if !first { block.append("\\n") }
                first = false
                block.appendJSONEscaped(line, validUTF8: true)
            }
        }
    }

    /// The transaction's tags then the posting's, each `{"name": …, "value": …}` at depth three.
    private func tags(_ tags: [Tag], _ postingTags: [Tag], _ block: inout ByteBlock) {
        guard !tags.isEmpty || !postingTags.isEmpty else {
            block.append("[]")
            return
        }
        block.append(UInt8(ascii: "["))
        var first = true
        for tag in tags + postingTags {
            block.append(first ? "\n      {\n        \"name\": " : ",\n      {\n        \"name\": ")
            first = false
            journal.bytes(tag.name).withUnsafeBytes { block.appendJSONString($0) }
            block.append(",\n        \"value\": ")
            journal.bytes(tag.value).withUnsafeBytes { block.appendJSONString($0) }
            block.append("\n      }")
        }
        block.append("\n    ]")
    }
}
