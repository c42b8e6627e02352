import TrackModel
import TrackReports
import TrackSyntax

/// Writes a `LoanSchedule` (`track goal schedule NAME`): a row per month
/// (date, payment, interest, principal, balance), the total interest, and
/// with `--extra` the months and interest it saves.
public struct LoanScheduleRenderer {
    public let schedule: LoanSchedule
    public let journal: Journal
    public let style: TerminalStyle

    public init(schedule: LoanSchedule, journal: Journal, style: TerminalStyle) {
        self.schedule = schedule
        self.journal = journal
        self.style = style
    }

    private static let columns: [Table.Column] = [
        .init(header: "Date", csv: "date", json: "date", isKey: true),
        .init(header: "Payment", alignment: .right, csv: "payment", json: "payment"),
        .init(header: "Interest", alignment: .right, csv: "interest", json: "interest"),
        .init(header: "Principal", alignment: .right, csv: "principal", json: "principal"),
        .init(header: "Balance", alignment: .right, csv: "balance", json: "balance"),
    ]

    public func document() -> ReportDocument {
        let commodity = schedule.goal.commodity
        func amount(_ q: Quantity) -> Cell { .amount(MixedAmount(Amount(q, commodity))) }
        var table = Table(columns: Self.columns)
        for month in schedule.months {
            table.add(Table.Row([.date(month.date), amount(month.payment), amount(month.interest), amount(month.principal),
                                 amount(month.balance)]))
        }
        let formatter = AmountFormatter(commodities: journal.commodities)
        let amounts = ReportAmounts(formatter: formatter, commodity: commodity)
        var document = ReportDocument(title: "Schedule of \(schedule.goal.name)" + amounts.currencyNote, table: table, amounts: amounts)
        let show = { (q: Quantity) in formatter.format(Amount(q, commodity)) }
        var notes = "\n\(schedule.months.count) payments, \(show(schedule.interest)) of interest in all.\n"
        var members: [(String, JSONValue)] = [("months", .number(String(schedule.months.count))),
                                              ("interest", amounts.json(MixedAmount(Amount(schedule.interest, commodity))))]
        if let extra = schedule.extra {
            let months = schedule.months.count - extra.months
            let saved = schedule.interest.subtracting(extra.interest) ?? .zero
            notes += "Paying \(show(extra.amount)) more each month: \(extra.months) payments, "
                + "\(months) months sooner, \(show(saved)) less interest.\n"
            members.append(("extra", .object([("amount", amounts.json(MixedAmount(Amount(extra.amount, commodity)))),
                                              ("months", .number(String(extra.months))), ("monthsSooner", .number(String(months))),
                                              ("interestSaved", amounts.json(MixedAmount(Amount(saved, commodity))))])))
        }
        if !schedule.drifts.isEmpty, let payment = schedule.months.first?.payment {
            notes += "Recorded payments off the schedule's \(show(payment)): "
                + schedule.drifts.map { "\($0.date) \(show($0.paid))" }.joined(separator: ", ") + ".\n"
        }
        members.append(("offSchedule", .array(schedule.drifts.map { drift in
            .object([("date", .string(drift.date.description)), ("paid", amounts.json(MixedAmount(Amount(drift.paid, commodity))))])
        })))
        document.notes = notes
        document.emptyMessage = "\(schedule.goal.name) is paid off."
        document.jsonMembers = [("goal", .string(schedule.goal.name))]
        document.jsonTrailingMembers = members
        return document
    }

    public func text() -> String { document().text(style) }
    public func csv() -> String { document().csv() }
    public func json() -> String { document().json() }
}

extension LoanScheduleRenderer: ReportRenderer {}
