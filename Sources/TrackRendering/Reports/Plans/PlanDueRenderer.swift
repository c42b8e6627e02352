import TrackModel
import TrackReports

/// Writes `track plan due`: the reminders, a checkpoint that has come
/// and is not covered by deposits (and not marked seen), with each
/// plan's ways back.
public struct PlanDueRenderer {
    public let book: PlanBook
    public let journal: Journal
    public let style: TerminalStyle

    public init(book: PlanBook, journal: Journal, style: TerminalStyle) {
        self.book = book
        self.journal = journal
        self.style = style
    }

    /// Whether any reminder is shown (`--exit-status` exits 3 then).
    public var hasReminders: Bool { book.plans.contains { !$0.reminders.isEmpty } }

    func document() -> ReportDocument {
        let words = PlanText(journal: journal)
        var table = Table(columns: [
            .init(header: "Plan", csv: "plan", json: "plan"),
            .init(header: "Date", csv: "date", json: "date"),
            .init(header: "Amount", alignment: .right, csv: "amount", json: "amount"),
            .init(header: "Status", csv: "status", json: "status"),
            .init(header: "Short by", alignment: .right, csv: "short by", json: "shortBy"),
        ])
        var notes: [String] = []
        for progress in book.plans where !progress.reminders.isEmpty {
            let plan = progress.plan
            for row in progress.reminders {
                let short = row.checkpoint.cumulative.subtracting(progress.saved) ?? .zero
                table.add(Table.Row([
                    .text(plan.name), .date(row.checkpoint.date), .amount(PlanText.money(row.checkpoint.amount, plan)),
                    .text(row.state.rawValue, paint: .negative), .amount(PlanText.money(short, plan)),
                ]))
            }
            let advice = words.advice(progress)
            if !advice.isEmpty { notes.append("\(plan.name): " + advice.joined(separator: "\n  ")) }
        }
        let amounts = ReportAmounts(journal: journal, showing: book.plans.map { PlanText.money($0.plan.target.quantity, $0.plan) })
        var document = ReportDocument(title: "Savings plan reminders" + amounts.currencyNote, table: table, amounts: amounts)
        document.emptyMessage = "Nothing due: every plan is covered."
        if !notes.isEmpty {
            document.notes = "\n" + notes.joined(separator: "\n") + "\nMark reminders seen with 'track plan seen NAME'.\n"
        }
        document.jsonShape = .rowsAlone
        return document
    }

    public func text() -> String { document().text(style) }
    public func csv() -> String { document().csv() }
    public func json() -> String { document().json() }
}
