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
        walk.write(from: checkpoints, to: output) { start, rows, block in
            var writer = writer
            writer.previousDate = start.previousDate
            rows { row, totals in writer.write(row, totals: totals, to: &block) }
        }
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
