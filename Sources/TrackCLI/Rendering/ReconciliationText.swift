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
enum ReconciliationText {
    /// The entry as `AppendedEntries` puts it in the file. (It is aligned
    /// but not formatted alone: its assertion holds only in the file.)
    static func entries(_ report: ReconciliationReport, assert: Bool, adjustTo counterpart: String?,
                        to base: JournalWriter.Base) -> AppendedEntries {
        let journal = base.journal
        let formatter = AmountFormatter(commodities: journal.commodities)
        let account = journal.accounts.name(report.account)
        let amount = { (quantity: Quantity) in Self.exact(quantity, report.commodity, formatter) }
        let header = EntryText.header(date: report.date, description: "Reconciliation" + (counterpart == nil ? "" : " adjustment"))
        var postings = [EntryText.Posting(account: account, amount: amount(counterpart == nil ? .zero : report.difference))]
        if assert { postings[0].assertion = (report.includesSubaccounts ? "=* " : "= ") + amount(report.statementBalance) }
        if let counterpart { postings.append(EntryText.Posting(account: counterpart)) }
        let draft = EntryText(header: header, postings: postings).text(.draft(accountsAligned: false))
        return AppendedEntries(draft: Array(draft.utf8), to: base, formattedAlone: false)
    }

    /// The amount in its commodity's style, with all its digits (a style
    /// with fewer decimals would round it, and the journal must say it exactly).
    static func exact(_ quantity: Quantity, _ commodity: CommodityID, _ formatter: AmountFormatter) -> String {
        let style = formatter.style(of: commodity)
        let shown = quantity.rescaled(to: max(quantity.scale, style.precision ?? 0)) ?? quantity
        let number = formatter.formatNumber(shown, style: style)
        let symbol = formatter.commodities[commodity].quotedSymbol
        if symbol.isEmpty { return number }
        let space = style.spaced ? " " : ""
        return style.symbolSide == .left ? symbol + space + number : number + space + symbol
    }
}
