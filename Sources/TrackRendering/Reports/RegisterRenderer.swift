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
/// Rows stream straight into the output: a first pass over the report only
/// measures the amounts, the second writes bytes, with account names and
/// dates formatted once and amounts written without intermediate strings, so
/// a million-transaction register costs no per-row allocation.
public struct RegisterRenderer {
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

    public func writeText(to output: some ByteSink) {
        let amounts = AmountBytes(commodities: journal.commodities)
        var amountWidth = 12
        var totalWidth = 12
        forEachRow { row in
            amountWidth = max(amountWidth, amounts.shownWidth(row.amount))
            for amount in row.total.amounts where !amounts.isZeroWhenShown(amount) {
                totalWidth = max(totalWidth, amounts.width(of: amount))
            }
        }
        let layout = Layout(width: width, descriptionWidth: descriptionWidth, amount: amountWidth, total: totalWidth)
        var writer = TextRowWriter(journal: journal, layout: layout, amounts: amounts, color: style.enabled,
                                   block: ByteBlock())
        forEachRow { row in
            writer.write(row)
            writer.block.flushIfFull(to: output)
        }
        writer.block.flush(to: output)
        writer.block.release()
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
            CSVField.append(DayBytes.iso(row.date), to: &block)
            block.append(UInt8(ascii: ","))
            CSVField.append(journal.bytes(transaction.code), to: &block)
            block.append(UInt8(ascii: ","))
            CSVField.append(journal.bytes(transaction.description), to: &block)
            block.append(UInt8(ascii: ","))
            CSVField.append(names.fullName(row.account, row.posting.kind), to: &block)
            block.append(UInt8(ascii: ","))
            block.append(UInt8(ascii: "\""))
            amounts.writeShown(row.amount, to: &block)
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

    /// An array of row objects, written one row at a time.
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
            ] + (transaction.tags.isEmpty || !Forecast.isGenerated(transaction, in: journal) ? [] : [("generated", .bool(true))]))
            let indented = object.rendered(pretty: true).split(separator: "\n", omittingEmptySubsequences: false)
                .joined(separator: "\n  ")
            output.take((first ? "\n  " : ",\n  ") + indented)
            first = false
        }
        output.take(first ? "]\n" : "\n]\n")
    }
}

/// The text register's rows as bytes, with what repeats kept: each
/// account's fitted cell, the last date written.
private struct TextRowWriter {
    let journal: Journal
    let layout: RegisterRenderer.Layout
    let amounts: AmountBytes
    /// Negative amounts in red.
    let color: Bool
    var block: ByteBlock
    /// Fitted and padded account cells, one after another, by `AccountID` and posting kind.
    private var accountCellBytes: [UInt8] = []
    private var accountCells: [Range<Int>?]
    private var lastDay: Day?
    private var lastDayBytes: [UInt8] = []
    private var previousDate: Day?
    private var totals: [Amount] = []
    /// Columns before the total on a continuation line.
    private let totalIndent: Int

    init(journal: Journal, layout: RegisterRenderer.Layout, amounts: AmountBytes, color: Bool, block: ByteBlock) {
        self.journal = journal
        self.layout = layout
        self.amounts = amounts
        self.color = color
        self.block = block
        accountCells = Array(repeating: nil, count: journal.accounts.count * 3)
        totalIndent = RegisterRenderer.Layout.dateWidth + 1 + layout.description + 2 + layout.account + 2
            + layout.amount + 2
    }

    mutating func write(_ row: RegisterReport.Row) {
        let showsDate = row.startsTransaction || row.date != previousDate
        previousDate = row.date
        if showsDate {
            if row.date != lastDay {
                lastDay = row.date
                lastDayBytes = DayBytes.iso(row.date)
            }
            block.append(lastDayBytes)
        } else {
            block.appendSpaces(RegisterRenderer.Layout.dateWidth)
        }
        block.append(UInt8(ascii: " "))
        if row.startsTransaction {
            let transaction = journal.transactions[row.transactionIndex]
            var description = journal.bytes(transaction.description)
            // A transaction `--forecast` generated shows as its rule is written: `~ household budget`.
            if !transaction.tags.isEmpty && Forecast.isGenerated(transaction, in: journal) {
                description = ArraySlice(Array("~ ".utf8) + description)
            }
            FittedText.appendTruncatingRight(description, width: layout.description, to: &block)
        } else {
            block.appendSpaces(layout.description)
        }
        block.appendSpaces(2)
        appendAccountCell(row.account, row.posting.kind)
        block.appendSpaces(2)
        if amounts.isZeroWhenShown(row.amount) {
            block.appendSpaces(layout.amount - 1)
            block.append(UInt8(ascii: "0"))
        } else {
            amounts.write(row.amount, rightAlignedTo: layout.amount, color: color, to: &block)
        }
        block.appendSpaces(2)
        if row.total.amounts.count == 1, !amounts.isZeroWhenShown(row.total.amounts[0]) {
            amounts.write(row.total.amounts[0], rightAlignedTo: layout.total, color: color, to: &block)
            block.append(UInt8(ascii: "\n"))
            return
        }
        amounts.shownAmounts(of: row.total, into: &totals)
        if totals.isEmpty {
            block.appendSpaces(layout.total - 1)
            block.append(UInt8(ascii: "0"))
        }
        for (i, total) in totals.enumerated() {
            if i > 0 {
                block.append(UInt8(ascii: "\n"))
                block.appendSpaces(totalIndent)
            }
            amounts.write(total, rightAlignedTo: layout.total, color: color, to: &block)
        }
        block.append(UInt8(ascii: "\n"))
    }

    private mutating func appendAccountCell(_ account: AccountID, _ kind: Posting.Kind) {
        let key = account.index * 3 + AccountNames.slot(kind)
        if let range = accountCells[key] {
            accountCellBytes.withUnsafeBytes { block.append(UnsafeRawBufferPointer(rebasing: $0[range])) }
            return
        }
        let name = journal.accounts.name(account)
        let elided: String
        switch kind {
        case .real: elided = AccountNames.elide(name, toWidth: layout.account)
        case .virtual: elided = "(" + AccountNames.elide(name, toWidth: layout.account - 2) + ")"
        case .balancedVirtual: elided = "[" + AccountNames.elide(name, toWidth: layout.account - 2) + "]"
        }
        let start = accountCellBytes.count
        accountCellBytes.append(contentsOf: elided.utf8)
        let padding = layout.account - DisplayWidth.of(elided)
        if padding > 0 { accountCellBytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: padding)) }
        accountCells[key] = start..<accountCellBytes.count
        appendAccountCell(account, kind)
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
