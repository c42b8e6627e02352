import TrackModel
import TrackReports
import TrackSyntax

/// The transaction `track reconcile` appends, drafted as `EntryText` and
/// put in the file's form by `AppendedEntries` (which must read without
/// errors for it to be written):
///
/// ```journal
/// 2026-11-21 Reconciliation                        ; --assert
///     Assets:Bank:Checking          $0.00 = $1,300.00
///
/// 2026-11-21 Reconciliation adjustment             ; --adjust (with --assert: `$65.44 = $1,300.00`)
///     Assets:Bank:Checking         $65.44
///     Expenses:Other
/// ```
enum ReconciliationEntry {
    /// The entry as it would be appended. (It is aligned but not formatted
    /// alone: its assertion holds only in the file.)
    static func appended(_ report: ReconciliationReport, assert: Bool, adjustTo counterpart: String?,
                         to base: JournalWriter.Base) -> AppendedEntries {
        let journal = base.journal
        let formatter = AmountFormatter(commodities: journal.commodities)
        // In the commodity's style: zeros past its decimals (a sum of NT$-2,132.0000) are no digits.
        let amount = { (quantity: Quantity) in formatter.formatExact(quantity.normalized, commodity: report.commodity) }
        let header = EntryText.header(date: report.date, description: "Reconciliation" + (counterpart == nil ? "" : " adjustment"))
        var posting = EntryText.Posting(account: journal.accounts.name(report.account),
                                        amount: amount(counterpart == nil ? .zero : report.difference))
        if assert { posting.assertion = (report.includesSubaccounts ? "=* " : "= ") + amount(report.statementBalance) }
        let postings = [posting] + (counterpart.map { [EntryText.Posting(account: $0)] } ?? [])
        let draft = EntryText(header: header, postings: postings).text(.draft(accountsAligned: false))
        return AppendedEntries(draft: Array(draft.utf8), to: base, formattedAlone: false)
    }
}
