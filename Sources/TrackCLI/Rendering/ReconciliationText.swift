import TrackModel
import TrackReports
import TrackSyntax

/// The transaction `track reconcile` appends, in canonical form, and the
/// journal read with it (which must have no errors to be written):
///
/// ```journal
/// 2026-11-21 Reconciliation                        ; --assert
///     Assets:Bank:Checking          $0.00 = $1,300.00
///
/// 2026-11-21 Reconciliation adjustment             ; --adjust (with --assert: `$65.44 = $1,300.00`)
///     Assets:Bank:Checking         $65.44
///     Expenses:Other
/// ```
struct ReconciliationText {
    var bytes: [UInt8]
    var check: LoadedJournal

    init(_ report: ReconciliationReport, assert: Bool, adjustTo counterpart: String?, journal: Journal,
         target: String, original: [UInt8], invocation: Invocation) {
        let formatter = AmountFormatter(commodities: journal.commodities)
        let account = journal.accounts.name(report.account)
        let amount = { (quantity: Quantity) in Self.exact(quantity, report.commodity, formatter) }
        var lines = ["\(report.date.description) Reconciliation\(counterpart == nil ? "" : " adjustment")"]
        var posting = "    \(account)  \(amount(counterpart == nil ? .zero : report.difference))"
        if assert { posting += (report.includesSubaccounts ? " =* " : " = ") + amount(report.statementBalance) }
        lines.append(posting)
        if let counterpart { lines.append("    \(counterpart)") }
        let raw = Array((lines.joined(separator: "\n") + "\n").utf8)
        let options = ParseOptions(today: invocation.today, homeDirectory: invocation.console.environment["HOME"])
        let fileSystem = OverlayFileSystem(base: invocation.console.fileSystem,
                                           files: [target: JournalAppend.appending(raw, to: original)])
        check = JournalLoader(options: options, fileSystem: fileSystem).load(paths: [target])
        bytes = raw
        guard !check.hasErrors else { return }
        // The file formatted whole ends with the new transaction in the file's amount column. (Unlike
        // `ImportedText`, the transaction is not formatted alone: its assertion holds only in the file.)
        let whole = JournalFormatter(journal: check.journal, options: FormatOptions(lineEnding: .lf)).format(fileAt: 0)
        if let tail = ImportedText.lastLines(lines.count, of: whole), ImportedText.sameBesidesSpacing(tail, raw) {
            bytes = tail
        }
    }

    /// The amount in its commodity's style, with all its digits (a style
    /// with fewer decimals would round it, and the journal must say it exactly).
    static func exact(_ quantity: Quantity, _ commodity: CommodityID, _ formatter: AmountFormatter) -> String {
        formatter.formatExact(quantity, commodity: commodity)
    }
}
