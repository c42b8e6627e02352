import TrackModel
import TrackSyntax

/// The CSV of `export` (and `print -O csv`) written as bytes, on every core:
/// each transaction's rows depend on it alone, so parts of the transactions
/// are written at once (`ByteParts`) with names copied from `NameBytes` and
/// numbers written in place. It is exactly the CSV of the rows `table()`
/// builds for JSON (`TableCSVEncoder`), without a cell or a `String` per field.
extension ExportRenderer {
    /// The CSV, the header first, handed to `sink` a part at a time.
    public func writeCSV(to sink: some ByteSink) {
        var header = ByteBlock(capacity: 256)
        for (i, name) in columns.compactMap(\.csvName).enumerated() {
            if i > 0 { header.append(UInt8(ascii: ",")) }
            var name = name
            name.withUTF8 { header.appendCSVField(UnsafeRawBufferPointer($0)) }
        }
        header.append(UInt8(ascii: "\n"))
        header.flush(to: sink)
        header.release()
        let writer = CSVRowWriter(journal: journal, names: NameBytes(journal: journal), hasTags: csvHasTags)
        let transactions = transactions
        let all = journal.transactions
        var window = ReadingWindow(journal.sources, from: 0)
        ByteParts.write(count: transactions.count, size: partSize, to: sink, passed: { n in
            window.reached(all[transactions[n - 1]].source.start)
        }) { range, block in
            for n in range { writer.write(transactions[n], to: &block) }
        }
    }

    /// The whole CSV as text.
    public func csv() -> String { CollectedBytes.text(writeCSV) }
}

/// One transaction's rows of `export`'s CSV, a row per posting.
private struct CSVRowWriter: Sendable {
    let journal: Journal
    let names: NameBytes
    let hasTags: Bool

    func write(_ index: Int, to block: inout ByteBlock) {
        let transaction = journal.transactions[index]
        guard !transaction.postings.isEmpty else { return }
        // The transaction's fields start each of its rows: written once, then copied.
        let start = block.count
        block.append(UInt8(ascii: "\""))
        block.appendPlain(Quantity(index + 1))
        block.append("\",\"")
        block.append(transaction.date)
        block.append("\",\"")
        if let secondaryDate = transaction.secondaryDate { block.append(secondaryDate) }
        block.append("\",")
        appendMark(transaction.status, to: &block)
        block.append(UInt8(ascii: ","))
        block.appendCSVText(journal.bytes(transaction.code))
        block.append(UInt8(ascii: ","))
        block.appendCSVText(journal.bytes(transaction.description))
        block.append(UInt8(ascii: ","))
        appendComment(transaction.comment, to: &block)
        block.append(UInt8(ascii: ","))
        let prefix = start..<block.count
        let postings = transaction.postings
        for n in postings.indices {
            let posting = postings[n]
            if n > 0 { block.appendCopy(of: prefix) }
            names.withName(posting.account, posting.kind) { block.appendCSVField($0) }
            block.append(UInt8(ascii: ","))
            let amount = ExportRenderer.number(posting.amount, journal.commodities)
            appendNumber(amount, to: &block)
            block.append(UInt8(ascii: ","))
            names.withSymbol(posting.amount.commodity) { block.appendCSVField($0) }
            block.append(UInt8(ascii: ","))
            if posting.amount.quantity.isNegative {
                appendNumber(ExportRenderer.number(posting.amount.negated() ?? posting.amount, journal.commodities), to: &block)
                block.append(",\"\",")
            } else {
                block.append("\"\",")
                appendNumber(amount, to: &block)
                block.append(UInt8(ascii: ","))
            }
            appendMark(posting.status, to: &block)
            block.append(UInt8(ascii: ","))
            let hasDetails = posting.parts.contains(.comment)
            appendComment(hasDetails ? journal.postingDetails[posting].comment : .empty, to: &block)
            if hasTags {
                block.append(UInt8(ascii: ","))
                if transaction.tags.isEmpty && !hasDetails {
                    block.append("\"\"")
                } else {
                    appendTags(transaction.tags, hasDetails ? journal.postingDetails.tags(of: posting) : [], to: &block)
                }
            }
            block.append(UInt8(ascii: "\n"))
        }
    }

    private func appendNumber(_ quantity: Quantity, to block: inout ByteBlock) {
        block.append(UInt8(ascii: "\""))
        block.appendPlain(quantity)
        block.append(UInt8(ascii: "\""))
    }

    private func appendMark(_ status: Status, to block: inout ByteBlock) {
        block.append(UInt8(ascii: "\""))
        if status != .unmarked { block.append(status.rawValue) }
        block.append(UInt8(ascii: "\""))
    }

    /// The comment as `CommentText.plain` has it: without its `;` marks, lines joined by `\n`.
    private func appendComment(_ comment: Text, to block: inout ByteBlock) {
        block.append(UInt8(ascii: "\""))
        var first = true
        CommentLines(comment, in: journal).forEach(withoutMarks: true) { line in
            if !first { block.append(UInt8(ascii: "\n")) }
            first = false
            block.appendCSVEscaped(line)
        }
        block.append(UInt8(ascii: "\""))
    }

    /// `name:value` of each tag, the transaction's then the posting's, joined by `, ` (`Cell.tagsText`).
    private func appendTags(_ tags: [Tag], _ postingTags: [Tag], to block: inout ByteBlock) {
        block.append(UInt8(ascii: "\""))
        var first = true
        for list in [tags, postingTags] where !list.isEmpty {
            for tag in list {
                if !first { block.append(", ") }
                first = false
                block.appendCSVText(journal.bytes(tag.name), quoted: false)
                block.append(UInt8(ascii: ":"))
                block.appendCSVText(journal.bytes(tag.value), quoted: false)
            }
        }
        block.append(UInt8(ascii: "\""))
    }
}
