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
        forEachRow { row in
            let transaction = journal.transactions[row.transactionIndex]
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

    /// An array of row objects, written one row at a time. A left-out amount
    /// inferred in several commodities is one row: its first amount under
    /// `amount`, the others under `other amounts`.
    public func writeJSON(to output: some ByteSink) {
        let formatter = AmountFormatter(commodities: journal.commodities)
        var names = AccountNames(journal: journal)
        var first = true
        output.take("[")
        forEachRow { row in
            let transaction = journal.transactions[row.transactionIndex]
            let object = JSONValue.object([
                ("transaction", .number(String(row.transactionIndex + 1))),
                ("date", .string(row.date.description)),
                ("code", .string(journal.string(transaction.code))),
                ("description", .string(journal.string(transaction.description))),
                ("account", .string(String(decoding: names.fullName(row.account, row.posting.kind), as: UTF8.self))),
                ("amount", AmountJSON.amount(row.amount, formatter)),
                ("total", AmountJSON.mixed(row.total, formatter)),
            ] + (row.moreAmounts.isEmpty ? [] : [("other amounts", .array(row.moreAmounts.map { AmountJSON.amount($0, formatter) }))])
              + (transaction.tags.isEmpty || !Forecast.isGenerated(transaction, in: journal) ? [] : [("generated", .bool(true))]))
            let indented = object.rendered(pretty: true).split(separator: "\n", omittingEmptySubsequences: false)
                .joined(separator: "\n  ")
            output.take((first ? "\n  " : ",\n  ") + indented)
            first = false
        }
        output.take(first ? "]\n" : "\n]\n")
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
