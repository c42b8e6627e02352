import TrackModel
import TrackReports
import TrackSyntax

/// Each shown account's cell, elided to the account column and padded,
/// made once before the rows are written and shared by the threads that write them.
struct AccountCells: Sendable {
    private let bytes: [UInt8]
    /// By `key`; empty for an account no row shows.
    private let cells: [Range<Int>]

    static func key(_ account: AccountID, _ kind: Posting.Kind) -> Int {
        account.index * 3 + AccountNames.slot(kind)
    }

    init(journal: Journal, width: Int, shown: [Bool]) {
        var bytes: [UInt8] = []
        var cells = [Range<Int>](repeating: 0..<0, count: shown.count)
        for id in journal.accounts.allIDs {
            for kind in [Posting.Kind.real, .virtual, .balancedVirtual] where shown[Self.key(id, kind)] {
                let name = journal.accounts.name(id)
                let elided: String
                switch kind {
                case .real: elided = AccountNames.elide(name, toWidth: width)
                case .virtual: elided = "(" + AccountNames.elide(name, toWidth: width - 2) + ")"
                case .balancedVirtual: elided = "[" + AccountNames.elide(name, toWidth: width - 2) + "]"
                }
                let start = bytes.count
                bytes.append(contentsOf: elided.utf8)
                let padding = width - DisplayWidth.of(elided)
                if padding > 0 { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: padding)) }
                cells[Self.key(id, kind)] = start..<bytes.count
            }
        }
        self.bytes = bytes
        self.cells = cells
    }

    func append(_ account: AccountID, _ kind: Posting.Kind, to block: inout ByteBlock) {
        bytes.withUnsafeBytes { block.append(UnsafeRawBufferPointer(rebasing: $0[cells[Self.key(account, kind)]])) }
    }
}

/// The text register's rows as bytes, with what repeats kept: the accounts'
/// cells, the last date written. Each thread writing a part has its own copy.
struct TextRowWriter: Sendable {
    let journal: Journal
    let layout: RegisterRenderer.Layout
    let amounts: AmountBytes
    /// Negative amounts in red.
    let color: Bool
    let cells: AccountCells
    var previousDate: Day?
    private var lastDay: Day?
    private var lastDayBytes: [UInt8] = []
    private var shown: [Amount] = []
    /// The cells of a total in several commodities, most of which stay from row to row.
    private var recentTotals: RecentCells
    /// Columns before the total on a continuation line.
    private let totalIndent: Int

    init(journal: Journal, layout: RegisterRenderer.Layout, amounts: AmountBytes, color: Bool, cells: AccountCells) {
        self.journal = journal
        self.layout = layout
        self.amounts = amounts
        self.color = color
        self.cells = cells
        recentTotals = RecentCells(commodities: journal.commodities.count)
        totalIndent = RegisterRenderer.Layout.dateWidth + 1 + layout.description + 2 + layout.account + 2
            + layout.amount + 2
    }

    /// Writes the row, its total being `totals` (the running average's with `--average`).
    mutating func write(_ row: RegisterReport.Row, totals: ArraySlice<Amount>, to block: inout ByteBlock) {
        let showsDate = row.startsTransaction || row.date != previousDate
        previousDate = row.date
        if showsDate {
            if row.date != lastDay {
                lastDay = row.date
                // Into the same buffer: a register changes dates every few rows.
                lastDayBytes.removeAll(keepingCapacity: true)
                row.date.appendISO(to: &lastDayBytes)
            }
            if lastDayBytes.count <= RegisterRenderer.Layout.dateWidth {
                block.append(lastDayBytes)
            } else {
                // A year past 9999 is cut to the column, as hledger does (`12345-12..`).
                FittedText.appendTruncatingRight(lastDayBytes[...], width: RegisterRenderer.Layout.dateWidth, to: &block)
            }
        } else {
            block.appendSpaces(RegisterRenderer.Layout.dateWidth)
        }
        block.append(UInt8(ascii: " "))
        if row.startsTransaction {
            // Read in place: binding the transaction to a name would copy it.
            let t = row.transactionIndex
            var description = journal.bytes(journal.transactions[t].description)
            // A transaction `--forecast` generated shows as its rule is written: `~ household budget`.
            if !journal.transactions[t].tags.isEmpty && Forecast.isGenerated(journal.transactions[t], in: journal) {
                description = SourceBytes(Array("~ ".utf8) + description)
            }
            FittedText.appendTruncatingRight(description, width: layout.description, to: &block)
        } else {
            block.appendSpaces(layout.description)
        }
        block.appendSpaces(2)
        cells.append(row.account, row.posting.kind, to: &block)
        block.appendSpaces(2)
        if !row.moreAmounts.isEmpty { return writeStacked(row, totals: totals, to: &block) }
        let amountZero = amounts.isZeroWhenShown(row.amount)
        var amountText = 0..<0, amountWidth = 0
        if amountZero {
            block.appendSpaces(layout.amount - 1)
            block.append(UInt8(ascii: "0"))
        } else {
            let start = block.count
            amountWidth = amounts.write(row.amount, rightAlignedTo: layout.amount, color: color, to: &block)
            amountText = start + max(0, layout.amount - amountWidth)..<block.count
        }
        block.appendSpaces(2)
        if totals.count == 1, !amounts.isZeroWhenShown(totals[totals.startIndex]) {
            let total = totals[totals.startIndex]
            if !amountZero && TextSpans.identical(total, row.amount) {
                // The total is the amount (the first row after the total came
                // back to zero, as every transaction of a whole register
                // does): its bytes again.
                block.appendSpaces(layout.total - amountWidth)
                block.appendCopy(of: amountText)
            } else {
                amounts.write(total, rightAlignedTo: layout.total, color: color, to: &block)
            }
            block.append(UInt8(ascii: "\n"))
            return
        }
        amounts.shownAmounts(of: totals, into: &shown)
        if shown.isEmpty {
            block.appendSpaces(layout.total - 1)
            block.append(UInt8(ascii: "0"))
        }
        for (i, total) in shown.enumerated() {
            if i > 0 {
                block.append(UInt8(ascii: "\n"))
                block.appendSpaces(totalIndent)
            }
            recentTotals.append(total, to: &block) { [amounts, layout, color] block in
                amounts.write(total, rightAlignedTo: layout.total, color: color, to: &block)
            }
        }
        block.append(UInt8(ascii: "\n"))
    }

    /// A row of several amounts (one left out, inferred in several
    /// commodities), as hledger 1.25 lays it out: the amounts one per line
    /// from the row's first line, the total's lines ending on its last.
    private mutating func writeStacked(_ row: RegisterReport.Row, totals: ArraySlice<Amount>, to block: inout ByteBlock) {
        let amountLines = ([row.amount] + row.moreAmounts).filter { !amounts.isZeroWhenShown($0) }
        amounts.shownAmounts(of: totals, into: &shown)
        let totalLines = max(1, shown.count)
        let lines = max(max(1, amountLines.count), totalLines)
        for line in 0..<lines {
            if line > 0 {
                block.append(UInt8(ascii: "\n"))
                block.appendSpaces(totalIndent - 2 - layout.amount)
            }
            let totalLine = line - (lines - totalLines)
            if line < amountLines.count {
                amounts.write(amountLines[line], rightAlignedTo: layout.amount, color: color, to: &block)
            } else if line == 0 {
                block.appendSpaces(layout.amount - 1)
                block.append(UInt8(ascii: "0"))
            } else if totalLine >= 0 {
                block.appendSpaces(layout.amount)
            }
            guard totalLine >= 0 else { continue }
            block.appendSpaces(2)
            if shown.isEmpty {
                block.appendSpaces(layout.total - 1)
                block.append(UInt8(ascii: "0"))
            } else {
                amounts.write(shown[totalLine], rightAlignedTo: layout.total, color: color, to: &block)
            }
        }
        block.append(UInt8(ascii: "\n"))
    }
}
