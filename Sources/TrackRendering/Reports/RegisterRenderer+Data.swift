import TrackModel
import TrackReports
import TrackSyntax

/// `register -O csv` and `-O json`: the rows written in parts on every core
/// from the states the text's first two walks note (`TextSpans`), as the
/// text's lines are; the same bytes as one walk writes.
extension RegisterRenderer {
    /// The state at the start of every part of the rows, for a writer that
    /// needs no widths (CSV, JSON): the text's first two walks, on every core.
    private func dataWalk(_ amounts: AmountBytes, partSize: Int, spans: Int)
        -> (walk: TextSpans, checkpoints: [TextWalkState], rows: Int) {
        let walk = TextSpans(renderer: self, amounts: amounts, partSize: partSize, spans: spans)
        let (measures, starts) = walk.measureAmounts()
        return (walk, walk.measureTotals(from: starts).checkpoints, measures.reduce(0) { $0 + $1.rows })
    }

    /// hledger's columns `"txnidx","date","code","description","account","amount","total"`:
    /// amounts without digit groups, a multi-commodity total on one line joined by `, `.
    /// The rows are written in parts on every core, as the text's are.
    public func writeCSV(to output: some ByteSink) {
        writeCSV(to: output, partSize: ByteParts.defaultSize, spans: ParallelMap.workers * 2)
    }

    func writeCSV(to output: some ByteSink, partSize: Int, spans: Int) {
        let amounts = AmountBytes(commodities: journal.commodities, showsDigitGroups: false)
        let names = NameBytes(journal: journal)
        let journal = journal
        var header = ByteBlock()
        header.append("\"txnidx\",\"date\",\"code\",\"description\",\"account\",\"amount\",\"total\"\n")
        header.flush(to: output)
        header.release()
        let (walk, checkpoints, _) = dataWalk(amounts, partSize: partSize, spans: spans)
        walk.write(from: checkpoints, to: output) { _, rows, block in
            var shown: [Amount] = []
            rows { row, totals in
                let transaction = journal.transactions[row.transactionIndex]
                CSVField.append(Array(String(row.transactionIndex + 1).utf8), to: &block)
                block.append(UInt8(ascii: ","))
                CSVField.append(row.date.isoBytes, to: &block)
                block.append(UInt8(ascii: ","))
                CSVField.append(journal.bytes(transaction.code), to: &block)
                block.append(UInt8(ascii: ","))
                CSVField.append(journal.bytes(transaction.description), to: &block)
                block.append(UInt8(ascii: ","))
                names.withName(row.account, row.posting.kind) { CSVField.append($0, to: &block) }
                block.append(UInt8(ascii: ","))
                block.append(UInt8(ascii: "\""))
                amounts.writeShown(row.amount, to: &block)
                for amount in row.moreAmounts {
                    block.append(", ")
                    amounts.writeShown(amount, to: &block)
                }
                block.append(UInt8(ascii: "\""))
                block.append(UInt8(ascii: ","))
                amounts.shownAmounts(of: totals, into: &shown)
                block.append(UInt8(ascii: "\""))
                if shown.isEmpty { block.append(UInt8(ascii: "0")) }
                for (i, total) in shown.enumerated() {
                    if i > 0 { block.append(", ") }
                    amounts.write(total, to: &block)
                }
                block.append(UInt8(ascii: "\""))
                block.append(UInt8(ascii: "\n"))
            }
        }
    }

    /// An array of row objects, written one row at a time as bytes (in
    /// `JSONValue`'s pretty layout: what rendering each row's value gives,
    /// without the value or a `String` per field). A left-out amount
    /// inferred in several commodities is one row: its first amount under
    /// `amount`, the others under `other amounts`. Each amount is an object
    /// (`AmountJSON`): commodity, quantity, its exact digits, and as shown.
    public func writeJSON(to output: some ByteSink) {
        writeJSON(to: output, partSize: ByteParts.defaultSize, spans: ParallelMap.workers * 2)
    }

    func writeJSON(to output: some ByteSink, partSize: Int, spans: Int) {
        let amounts = AmountBytes(commodities: journal.commodities)
        let names = NameBytes(journal: journal)
        let journal = journal
        let (walk, checkpoints, rowCount) = dataWalk(amounts, partSize: partSize, spans: spans)
        var open = ByteBlock()
        open.append(UInt8(ascii: "["))
        open.flush(to: output)
        open.release()
        walk.write(from: checkpoints, to: output) { start, rows, block in
            var writer = JSONRowWriter(amounts: amounts, commodities: journal.commodities)
            defer { writer.release() }
            // Only the first row of all has no comma before it.
            var first = start.rows == 0
            rows { row, totals in
                let transaction = journal.transactions[row.transactionIndex]
                block.append(first ? "\n  {" : ",\n  {")
                first = false
                JSONRowWriter.key("transaction", first: true, &block)
                block.appendPlain(Quantity(row.transactionIndex + 1))
                JSONRowWriter.key("date", &block)
                block.append(UInt8(ascii: "\""))
                block.append(row.date)
                block.append(UInt8(ascii: "\""))
                JSONRowWriter.key("code", &block)
                journal.bytes(transaction.code).withUnsafeBytes { block.appendJSONString($0) }
                JSONRowWriter.key("description", &block)
                journal.bytes(transaction.description).withUnsafeBytes { block.appendJSONString($0) }
                JSONRowWriter.key("account", &block)
                names.withName(row.account, row.posting.kind) { block.appendJSONString($0, validUTF8: true) }
                JSONRowWriter.key("amount", &block)
                writer.amount(row.amount, depth: 2, &block)
                JSONRowWriter.key("total", &block)
                writer.total(totals, depth: 2, &block)
                if !row.moreAmounts.isEmpty {
                    JSONRowWriter.key("other amounts", &block)
                    writer.array(row.moreAmounts[...], depth: 2, &block)
                }
                if !transaction.tags.isEmpty && Forecast.isGenerated(transaction, in: journal) {
                    JSONRowWriter.key("generated", &block)
                    block.append("true")
                }
                block.append("\n  }")
            }
        }
        var close = ByteBlock()
        close.append(rowCount > 0 ? "\n]\n" : "]\n")
        close.flush(to: output)
        close.release()
    }
}

/// The members of `register`'s JSON rows, in `JSONValue`'s pretty layout.
private struct JSONRowWriter {
    let amounts: AmountBytes
    let commodities: CommodityTable
    /// An amount as shown, before it is escaped as a JSON string.
    private var shown = ByteBlock(capacity: 256)
    private var totals: [Amount] = []

    init(amounts: AmountBytes, commodities: CommodityTable) {
        self.amounts = amounts
        self.commodities = commodities
    }

    mutating func release() { shown.release() }

    /// A row's member key (the row at depth one, its members at two), after a comma unless `first`.
    static func key(_ key: StaticString, first: Bool = false, _ block: inout ByteBlock) {
        block.append(first ? "\n    \"" : ",\n    \"")
        block.append(key)
        block.append("\": ")
    }

    private static func newline(depth: Int, _ block: inout ByteBlock) {
        block.append(UInt8(ascii: "\n"))
        block.appendSpaces(2 * depth)
    }

    /// `AmountJSON.amount`: an object whose members are at `depth` + 1.
    mutating func amount(_ amount: Amount, depth: Int, _ block: inout ByteBlock) {
        block.append(UInt8(ascii: "{"))
        Self.newline(depth: depth + 1, &block)
        block.append("\"commodity\": ")
        commodities.symbol(amount.commodity).utf8.withContiguousStorageIfAvailable { symbol in
            block.appendJSONString(UnsafeRawBufferPointer(symbol), validUTF8: true)
        } ?? {
            var symbol = commodities.symbol(amount.commodity)
            symbol.withUTF8 { block.appendJSONString(UnsafeRawBufferPointer($0), validUTF8: true) }
        }()
        block.append(UInt8(ascii: ","))
        Self.newline(depth: depth + 1, &block)
        block.append("\"quantity\": ")
        block.appendPlain(amount.quantity)
        block.append(UInt8(ascii: ","))
        Self.newline(depth: depth + 1, &block)
        block.append("\"exact\": \"")
        block.appendPlain(amount.quantity)
        block.append("\",")
        Self.newline(depth: depth + 1, &block)
        block.append("\"formatted\": ")
        shown.removeAll()
        amounts.write(amount, to: &shown)
        block.appendJSONString(UnsafeRawBufferPointer(shown.bytes(since: 0)), validUTF8: true)
        Self.newline(depth: depth, &block)
        block.append(UInt8(ascii: "}"))
    }

    /// `AmountJSON.mixed`: the amounts that are not zero, in display order.
    mutating func total(_ total: ArraySlice<Amount>, depth: Int, _ block: inout ByteBlock) {
        var nonzero = totals
        nonzero.removeAll(keepingCapacity: true)
        for amount in total where !amount.isZero { nonzero.append(amount) }
        if nonzero.count > 1 { nonzero.sort { commodities.areInDisplayOrder($0.commodity, $1.commodity) } }
        array(nonzero[...], depth: depth, &block)
        totals = nonzero
    }

    /// An array of amount objects, its elements at `depth` + 1.
    mutating func array(_ list: ArraySlice<Amount>, depth: Int, _ block: inout ByteBlock) {
        guard !list.isEmpty else {
            block.append("[]")
            return
        }
        block.append(UInt8(ascii: "["))
        for (i, amount) in list.enumerated() {
            if i > 0 { block.append(UInt8(ascii: ",")) }
            Self.newline(depth: depth + 1, &block)
            self.amount(amount, depth: depth + 1, &block)
        }
        Self.newline(depth: depth, &block)
        block.append(UInt8(ascii: "]"))
    }
}

