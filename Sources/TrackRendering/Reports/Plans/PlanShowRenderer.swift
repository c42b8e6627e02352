import TrackModel
import TrackReports

/// Writes `track plan show NAME`: every checkpoint, planned against
/// deposited, its state, the advice when the plan is behind, and (in
/// text) a chart of planned and actual totals at each checkpoint so far.
public struct PlanShowRenderer {
    public let progress: PlanProgress
    public let journal: Journal
    /// The line width the chart fills.
    public let columns: Int
    public let style: TerminalStyle

    public init(progress: PlanProgress, journal: Journal, style: TerminalStyle, columns: Int) {
        self.progress = progress
        self.journal = journal
        self.style = style
        self.columns = columns
    }

    func document() -> ReportDocument {
        let plan = progress.plan
        let words = PlanText(journal: journal)
        var table = Table(columns: [
            .init(header: "#", alignment: .right, csv: "checkpoint", json: "checkpoint"),
            .init(header: "Date", csv: "date", json: "date"),
            .init(header: "Planned", alignment: .right, csv: "planned", json: "planned"),
            .init(header: "Planned total", alignment: .right, csv: "planned total", json: "plannedTotal"),
            .init(header: "Actual total", alignment: .right, csv: "actual total", json: "actualTotal"),
            .init(header: "Status", csv: "status", json: "status"),
        ])
        for row in progress.rows {
            let checkpoint = row.checkpoint
            let paint: Paint = switch row.state {
            case .missed, .due: .negative
            case .met: .gain
            case .upcoming: .muted
            }
            table.add(Table.Row([
                .integer(checkpoint.number), .date(checkpoint.date), .amount(PlanText.money(checkpoint.amount, plan)),
                .amount(PlanText.money(checkpoint.cumulative, plan)),
                .amount(PlanText.money(row.actual, plan)), .text(row.state.rawValue, paint: paint),
            ]))
        }
        let amounts = ReportAmounts(journal: journal, showing: [PlanText.money(plan.target.quantity, plan)])
        let title = "Plan \(plan.name): \(plan.method.rawValue), \(words.amount(plan.target.quantity, of: plan)) into "
            + "\(journal.accounts.name(progress.account)), every \(plan.every.text) from \(plan.start)" + amounts.currencyNote
        var document = ReportDocument(title: title, table: table, amounts: amounts)
        var notes = ["", "Saved \(words.amount(progress.saved, of: plan)) of \(words.amount(plan.target.quantity, of: plan)) "
                     + "(\(progress.progress)%) by \(progress.today): \(words.status(progress))."]
        notes += words.advice(progress)
        document.notes = notes.joined(separator: "\n") + "\n"
        document.charts = [chart(words)]
        document.lineWidth = columns
        document.jsonMembers = [
            ("plan", .string(plan.name)), ("account", .string(journal.accounts.name(progress.account))),
            ("method", .string(plan.method.rawValue)), ("target", amounts.json(PlanText.money(plan.target.quantity, plan))),
            ("saved", amounts.json(PlanText.money(progress.saved, plan))), ("status", .string(words.status(progress))),
        ]
        document.jsonTrailingMembers = [
            ("catchUp", progress.catchUp.map { amounts.json(PlanText.money($0, plan)) } ?? .null),
            ("respread", progress.respread.map { amounts.json(PlanText.money($0.amount, plan)) } ?? .null),
        ]
        return document
    }

    /// Planned and actual totals at each checkpoint that has come (and the next one).
    private func chart(_ words: PlanText) -> Chart {
        let plan = progress.plan
        var chart = Chart(title: "Planned and actual savings at each checkpoint",
                          series: [.init(name: "planned", paint: .muted), .init(name: "actual", paint: .income)])
        let shown = progress.rows.prefix { $0.checkpoint.date <= progress.today }.count
        for row in progress.rows.prefix(min(progress.rows.count, shown + 1)) {
            chart.add(Chart.Group(label: row.checkpoint.date.description, values: [
                .init(row.checkpoint.cumulative, text: words.amount(row.checkpoint.cumulative, of: plan)),
                .init(row.actual, text: words.amount(row.actual, of: plan)),
            ]))
        }
        return chart
    }

    public func text() -> String { document().text(style) }
    public func csv() -> String { document().csv() }
    public func json() -> String { document().json() }
}
