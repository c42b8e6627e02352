import TrackModel
import TrackReports
import TrackSyntax

/// Writes a `RegisterReport` as hledger lays out `register`:
///
/// ```
/// 2026-01-02 Mama's Pizzeria |…  Ex:Leisure:Dining        24.53 USD      24.53 USD
///                                 Li:Cards:Visa           -24.53 USD              0
/// ```
///
/// The date, the description and the account (sharing what the amounts leave
/// of the line, truncated with `…` by display width), then the amount and the
/// running total right-aligned in columns as wide as their widest entry (at
/// least 12); a total in several commodities takes several lines. The date
/// shows on a transaction's first row and where the date changes, the
/// description only on the first row.
///
/// Rows stream straight into the output: walks over the report measure the
/// amounts and totals, the last writes bytes, each on every core, with
/// account names and dates formatted once and amounts written without
/// intermediate strings, so a million-transaction register costs no per-row
/// allocation.
public struct RegisterRenderer: Sendable {
    public let report: RegisterReport
    public let journal: Journal
    /// The whole line's width in columns.
    public let width: Int
    /// The description column's width; by default half of what the amounts leave.
    public let descriptionWidth: Int?
    public let style: TerminalStyle
    /// `--average`: the running average of the amounts instead of their total.
    public var average = false

    public init(report: RegisterReport, journal: Journal, width: Int, descriptionWidth: Int?, style: TerminalStyle, average: Bool = false) {
        self.report = report
        self.journal = journal
        self.width = width
        self.descriptionWidth = descriptionWidth
        self.style = style
        self.average = average
    }

    /// The columns' widths, as hledger's register works them out.
    struct Layout: Equatable {
        static let dateWidth = 10
        var description: Int
        var account: Int
        var amount: Int
        var total: Int

        /// The amount and total columns keep their preferred widths when the
        /// line has room (at least 2 columns each for description and
        /// account), else share what is left in proportion; the description
        /// gets half of the rest unless its width is given.
        init(width: Int, descriptionWidth: Int?, amount preferredAmount: Int, total preferredTotal: Int) {
            (amount, total) = Layout.amountAndTotal(width: width, dateWidth: Layout.dateWidth,
                                                  amount: preferredAmount, total: preferredTotal)
            let remaining = width - (Layout.dateWidth + 1 + 2 + amount + 2 + total)
            let shownDescription = descriptionWidth ?? max(0, remaining - 2) / 2
            description = max(0, shownDescription)
            account = max(0, remaining - 2 - shownDescription)
        }
    }

    /// The report's rows; with `average`, each total divided by the rows so far.
    func forEachRow(_ body: (RegisterReport.Row) -> Void) {
        guard average else { return report.forEachRow(body) }
        var count = 0
        report.forEachRow { row in
            var shown = row
            count += 1
            shown.total = row.total.divided(by: count)
            body(shown)
        }
    }

    /// Walks the rows on every core, in spans (`TextSpans`): one walk
    /// measures the amounts and sums each span, the sums give each span's
    /// starting total, a second walk measures the totals, and a third writes
    /// the lines, each part of the rows from the state the second noted.
    public func writeText(to output: some ByteSink) {
        writeText(to: output, partSize: ByteParts.defaultSize, spans: ParallelMap.workers * 2)
    }

    func writeText(to output: some ByteSink, partSize: Int, spans: Int) {
        let amounts = AmountBytes(commodities: journal.commodities)
        let walk = TextSpans(renderer: self, amounts: amounts, partSize: partSize, spans: spans)
        let (measures, starts) = walk.measureAmounts()
        let (checkpoints, totalWidth) = walk.measureTotals(from: starts)
        var amountWidth = 12
        var shownAccounts = [Bool](repeating: false, count: journal.accounts.count * 3)
        for measure in measures {
            amountWidth = max(amountWidth, measure.amountWidth)
            for key in measure.shownAccounts { shownAccounts[key] = true }
        }
        let layout = Layout(width: width, descriptionWidth: descriptionWidth, amount: amountWidth, total: totalWidth)
        let writer = TextRowWriter(journal: journal, layout: layout, amounts: amounts, color: style.enabled,
                                   cells: AccountCells(journal: journal, width: layout.account, shown: shownAccounts))
        walk.write(with: writer, from: checkpoints, to: output)
    }

    /// hledger's columns `"txnidx","date","code","description","account","amount","total"`:
    /// amounts without digit groups, a multi-commodity total on one line joined by `, `.
    public func writeCSV(to output: some ByteSink) {
        let amounts = AmountBytes(commodities: journal.commodities, showsDigitGroups: false)
        var names = AccountNames(journal: journal)
        var block = ByteBlock()
        var totals: [Amount] = []
        block.append("\"txnidx\",\"date\",\"code\",\"description\",\"account\",\"amount\",\"total\"\n")
        // A mapped journal's pages, which descriptions are read from, are given back behind the rows.
        var window = ReadingWindow(journal.sources, from: 0)
        forEachRow { row in
            let transaction = journal.transactions[row.transactionIndex]
            window.reached(transaction.source.start)
            CSVField.append(Array(String(row.transactionIndex + 1).utf8), to: &block)
            block.append(UInt8(ascii: ","))
            CSVField.append(row.date.isoBytes, to: &block)
            block.append(UInt8(ascii: ","))
            CSVField.append(journal.bytes(transaction.code), to: &block)
            block.append(UInt8(ascii: ","))
            CSVField.append(journal.bytes(transaction.description), to: &block)
            block.append(UInt8(ascii: ","))
            CSVField.append(names.fullName(row.account, row.posting.kind), to: &block)
            block.append(UInt8(ascii: ","))
            block.append(UInt8(ascii: "\""))
            amounts.writeShown(row.amount, to: &block)
            for amount in row.moreAmounts {
                block.append(", ")
                amounts.writeShown(amount, to: &block)
            }
            block.append(UInt8(ascii: "\""))
            block.append(UInt8(ascii: ","))
            amounts.shownAmounts(of: row.total, into: &totals)
            block.append(UInt8(ascii: "\""))
            if totals.isEmpty { block.append(UInt8(ascii: "0")) }
            for (i, total) in totals.enumerated() {
                if i > 0 { block.append(", ") }
                amounts.write(total, to: &block)
            }
            block.append(UInt8(ascii: "\""))
            block.append(UInt8(ascii: "\n"))
            block.flushIfFull(to: output)
        }
        block.flush(to: output)
        block.release()
    }

    /// An array of row objects, written one row at a time as bytes (in
    /// `JSONValue`'s pretty layout: what rendering each row's value gives,
    /// without the value or a `String` per field). A left-out amount
    /// inferred in several commodities is one row: its first amount under
    /// `amount`, the others under `other amounts`. Each amount is an object
    /// (`AmountJSON`): commodity, quantity, its exact digits, and as shown.
    public func writeJSON(to output: some ByteSink) {
        let amounts = AmountBytes(commodities: journal.commodities)
        var names = AccountNames(journal: journal)
        var block = ByteBlock()
        var writer = JSONRowWriter(amounts: amounts, commodities: journal.commodities)
        var first = true
        block.append(UInt8(ascii: "["))
        var window = ReadingWindow(journal.sources, from: 0)
        forEachRow { row in
            let transaction = journal.transactions[row.transactionIndex]
            window.reached(transaction.source.start)
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
            names.fullName(row.account, row.posting.kind).withUnsafeBytes { block.appendJSONString($0, validUTF8: true) }
            JSONRowWriter.key("amount", &block)
            writer.amount(row.amount, depth: 2, &block)
            JSONRowWriter.key("total", &block)
            writer.total(row.total, depth: 2, &block)
            if !row.moreAmounts.isEmpty {
                JSONRowWriter.key("other amounts", &block)
                writer.array(row.moreAmounts[...], depth: 2, &block)
            }
            if !transaction.tags.isEmpty && Forecast.isGenerated(transaction, in: journal) {
                JSONRowWriter.key("generated", &block)
                block.append("true")
            }
            block.append("\n  }")
            block.flushIfFull(to: output)
        }
        block.append(first ? "]\n" : "\n]\n")
        block.flush(to: output)
        block.release()
        writer.release()
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
    mutating func total(_ total: MixedAmount, depth: Int, _ block: inout ByteBlock) {
        var nonzero = totals
        nonzero.removeAll(keepingCapacity: true)
        for amount in total.amounts where !amount.isZero { nonzero.append(amount) }
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

extension RegisterRenderer.Layout {
    /// hledger's widths of the amount and total columns: as preferred when
    /// the line has room (at least 2 columns each left for description and
    /// account), else what is left, shared in proportion. `register -M`'s
    /// table layout uses the same split.
    static func amountAndTotal(width: Int, dateWidth: Int, amount: Int, total: Int) -> (amount: Int, total: Int) {
        let minimumColumn = 2
        let room = max(0, width - (dateWidth + 1 + minimumColumn + 2 + minimumColumn + 2 + 2))
        guard amount + total > room else { return (amount, total) }
        let share = Double(amount) / Double(amount + total) * Double(room)
        let shared = Int(share.rounded(.toNearestOrEven))
        return (shared, room - shared)
    }
}
