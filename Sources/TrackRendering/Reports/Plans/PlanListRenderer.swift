import TrackModel
import TrackReports

/// Writes `track plan list`: every plan, active then completed, with what it
/// has saved and what comes next.
///
/// ```
/// Plan       Method   Target     Saved  Progress  Next        Amount  Status
/// challenge  52-week  $13,780.00 $60.00   0.4%    2027-01-25  $40.00  behind by $40.00
/// ```
public struct PlanListRenderer {
    public let book: PlanBook
    public let journal: Journal
    public let style: TerminalStyle

    public init(book: PlanBook, journal: Journal, style: TerminalStyle) {
        self.book = book
        self.journal = journal
        self.style = style
    }

    func document() -> ReportDocument {
        let words = PlanText(journal: journal)
        let ordered = book.plans.filter { $0.state != .completed } + book.plans.filter { $0.state == .completed }
        var table = Table(columns: [
            .init(header: "Plan", csv: "plan", json: "plan"),
            .init(header: "Account", csv: "account", json: "account"),
            .init(header: "Method", csv: "method", json: "method"),
            .init(header: "Target", alignment: .right, csv: "target", json: "target"),
            .init(header: "Saved", alignment: .right, csv: "saved", json: "saved"),
            .init(header: "Progress", alignment: .right, csv: "progress", json: "progress"),
            .init(header: "Next", csv: "next", json: "next"),
            .init(header: "Amount", alignment: .right, csv: "next amount", json: "nextAmount"),
            .init(header: "Status", csv: "status", json: "status"),
        ])
        var shown: [MixedAmount] = []
        for progress in ordered {
            let plan = progress.plan
            let next = progress.next
            let paint: Paint = progress.catchUp != nil ? .negative : (progress.state == .completed ? .muted : .plain)
            table.add(Table.Row([
                .text(plan.name), .text(journal.accounts.name(progress.account)), .text(plan.method.rawValue),
                .amount(PlanText.money(plan.target.quantity, plan)), .amount(PlanText.money(progress.saved, plan)),
                .percentage(progress.progress), next.map { .date($0.checkpoint.date) },
                next.map { .amount(PlanText.money($0.checkpoint.amount, plan)) }, .text(words.status(progress), paint: paint),
            ]))
            shown += [PlanText.money(plan.target.quantity, plan), PlanText.money(progress.saved, plan)]
        }
        let amounts = ReportAmounts(journal: journal, showing: shown)
        var document = ReportDocument(title: "Savings plans" + amounts.currencyNote, table: table, amounts: amounts)
        document.emptyMessage = "No savings plans yet: start one with 'track plan new NAME --method M …' (see 'track plan methods')."
        document.jsonShape = .rowsAlone
        return document
    }

    public func text() -> String { document().text(style) }
    public func csv() -> String { document().csv() }
    public func json() -> String { document().json() }
}
