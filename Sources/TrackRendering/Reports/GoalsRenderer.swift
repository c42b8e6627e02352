import TrackModel
import TrackReports
import TrackSyntax

/// Writes a `GoalsReport` (`track goals`): a card per goal, due soonest
/// first, as a section of labelled figures:
///
/// ```
///  Vacation                  ||
/// ---------------------------++------------------------------------------
///  kind                      ||                      saving
///  target                    ||                3,000.00 USD
///  saved                     ||                1,250.00 USD
///  progress                  ||                       41.7%  ████████▎
/// ```
///
/// Amounts are rounded to their commodity's precision here, once. CSV has
/// a row of the goal's name before its figures; JSON a section per goal.
public struct GoalsRenderer {
    public let report: GoalsReport
    public let journal: Journal
    public let style: TerminalStyle

    static let barWidth = 20

    public init(report: GoalsReport, journal: Journal, style: TerminalStyle) {
        self.report = report
        self.journal = journal
        self.style = style
    }

    private static let columns: [Table.Column] = [
        .textOnly(""),
        .init(header: nil, csv: "field", json: "field", isKey: true),
        .init(header: "", alignment: .right, csv: "value", json: "value"),
        .textOnly(""),
    ]

    private func amount(_ quantity: Quantity?, _ goal: GoalsReport.Goal) -> Cell? {
        quantity.map { .amount(MixedAmount(Amount($0, goal.commodity))) }
    }

    static func verdict(_ goal: GoalsReport.Goal, _ format: (Quantity) -> String) -> (String, Paint) {
        switch goal.verdict {
        case .done: return ("done", .gain)
        case .overdue: return ("overdue", .overBudget)
        case .onTrack: return ("on track", .gain)
        case .behind(let shortfall): return ("behind by " + format(shortfall) + " a month", .loss)
        case .noPace: return (goal.due == nil ? "no due date" : "no payments to judge by", .muted)
        }
    }

    public func document() -> ReportDocument {
        let formatter = AmountFormatter(commodities: journal.commodities)
        var table = Table(columns: Self.columns, textLayout: .grid)
        for goal in report.goals {
            func add(_ label: String, _ value: Cell?, bar: Cell? = nil) {
                table.add(Table.Row([.text(label), .text(label), value, bar]))
            }
            table.add(Table.Row([], emphasis: .section(title: goal.name)))
            add("kind", .text(goal.kind == .loan ? "loan payoff" : "saving"))
            add("account", .text(journal.accounts.name(goal.account)))
            add("target", amount(goal.target, goal))
            if goal.kind == .loan {
                add("principal", amount(goal.principal, goal))
                add("paid", amount(goal.paid, goal))
                add("remaining", amount(goal.current, goal))
            } else {
                add("saved", amount(goal.current, goal))
            }
            let bar = goal.progress.map { progress -> Cell in
                let shown = min(max(progress, Quantity(0)), Quantity(100))
                return .text(Bar(shown, maximum: Quantity(100), length: .columns(Self.barWidth)).blocks, paint: .share)
            }
            add("progress", .percentage(goal.progress), bar: bar)
            add("due", goal.due.map { .date($0) } ?? .text("none"))
            if let months = goal.monthsLeft { add("months left", .integer(months)) }
            if let rate = goal.rate { add("rate", .text(rate.normalized.description + "% a year")) }
            if let needed = goal.monthlyNeeded {
                add(goal.kind == .loan ? "payment a month" : "needed a month", amount(needed, goal))
            }
            add("pace, last 3 months", amount(goal.pace, goal))
            if let interest = goal.nextInterest, let principal = goal.nextPrincipal {
                add("next payment: interest", amount(interest, goal))
                add("next payment: principal", amount(principal, goal))
            }
            if let payoff = goal.payoffAtPace { add("paid off at this pace", .date(payoff)) }
            if let projected = goal.projected {
                add(goal.kind == .loan ? "owed on the due date" : "saved by the due date", amount(projected, goal))
            }
            let (text, paint) = Self.verdict(goal) { formatter.format(Amount($0, goal.commodity)) }
            add("verdict", .text(text, paint: paint))
        }
        var document = ReportDocument(title: "Goals on \(report.today)", table: table,
                                      amounts: ReportAmounts(formatter: formatter, commodity: nil))
        document.emptyMessage = """
            No goals yet. A goal is a tag on an account directive, for example
                account Assets:Savings:Vacation   ; goal: 3000 USD, due: 2027-06-30
                account Liabilities:Loans:Car     ; goal: 0 USD, due: 2028-12-31, rate: 4.9%
            or 'track goal add Vacation --target "3000 USD" --due 2027-06-30'.
            """
        document.jsonMembers = [("today", .string(report.today.description))]
        return document
    }

    public func text() -> String { document().text(style) }
    public func csv() -> String { document().csv() }
    public func json() -> String { document().json() }
}

extension GoalsRenderer: ReportRenderer {}
