import TrackModel
import TrackReports

/// The figures of the dashboard's labelled sections (balance, this month,
/// required income), declared once for CSV and JSON: the text writes them
/// into sentences of its own (`block(_:_:)`).
extension OverviewRenderer {
    /// One figure: a member of its section's JSON object, and a row of the
    /// CSV when it has an item. An absent value is JSON null and no CSV row;
    /// a percentage goes in CSV's `share` column, anything else in `amount`.
    struct Figure {
        var key: String
        /// The CSV row's `item`; nil keeps the figure out of CSV (a date the JSON adds).
        var item: String?
        /// The day the figure is as of, in CSV.
        var date: Day?
        var value: Cell?
    }

    /// What a section holds: figures, or a list of rows.
    enum Part {
        case figures([Figure])
        case table(Table)
    }

    /// Each section's name in CSV's `section` column and its key in JSON.
    static func name(_ section: OverviewReport.Section) -> (csv: String, json: String) {
        switch section {
        case .balance: return ("balance", "balance")
        case .month: return ("this month", "month")
        case .topExpenses: return ("top expenses", "topExpenses")
        case .recentTransactions: return ("recent transactions", "recentTransactions")
        case .requiredIncome: return ("required income", "requiredIncome")
        case .goals: return ("goals", "goals")
        case .budget: return ("budget", "budget")
        }
    }

    func part(_ section: OverviewReport.Section, _ amounts: ReportAmounts) -> Part {
        let today = report.today
        switch section {
        case .balance:
            return .figures([
                Figure(key: "amount", item: "assets and liabilities", date: today, value: .amount(report.balance)),
                Figure(key: "previousMonthEnd", item: nil, date: nil, value: .date(report.previousMonthEnd)),
                Figure(key: "previousAmount", item: "assets and liabilities", date: report.previousMonthEnd,
                       value: .amount(report.previousBalance)),
                Figure(key: "change", item: "change since \(report.previousMonthEnd)", date: today,
                       value: .amount(report.balanceChange.amount)),
            ])
        case .month:
            let f = report.monthFigures
            return .figures([
                Figure(key: "start", item: nil, date: nil, value: report.month.start.map(Cell.date)),
                Figure(key: "end", item: nil, date: nil, value: report.month.lastDay.map(Cell.date)),
                Figure(key: "income", item: "income", date: today, value: .amount(f.income)),
                Figure(key: "expenses", item: "expenses", date: today, value: .amount(f.expenses)),
                Figure(key: "net", item: "net", date: today, value: .amount(f.net)),
                Figure(key: "savingsRate", item: "savings rate", date: today, value: .percentage(f.savingsRate)),
            ])
        case .topExpenses:
            return .table(topExpensesTable(amounts))
        case .recentTransactions:
            return .table(recentTransactionsTable(amounts))
        case .goals, .budget:
            return planPart(section, amounts)
        case .requiredIncome:
            let r = report.requiredIncome
            let month = r.row(.month), end = r.window.lastDay
            func perMonth(_ quantity: (RequiredIncomeReport.Row) -> Quantity) -> Cell? {
                // An overflowed report holds zeros in place of its figures: no figure, not a zero.
                r.overflowed ? nil : month.map { Cell(.single(Amount(quantity($0), r.currency))) }
            }
            return .figures([
                Figure(key: "start", item: nil, date: nil, value: r.window.start.map(Cell.date)),
                Figure(key: "end", item: nil, date: nil, value: end.map(Cell.date)),
                Figure(key: "perMonth", item: "needed a month", date: end, value: perMonth(\.needed)),
                Figure(key: "actualPerMonth", item: "earned a month", date: end, value: perMonth(\.actual)),
                Figure(key: "surplusPerMonth", item: "surplus a month", date: end, value: perMonth(\.surplus)),
            ])
        }
    }

    /// The figures as CSV rows of the dashboard's columns.
    func csvRows(_ figures: [Figure], section: String, _ amounts: ReportAmounts) -> [[String]] {
        let encoder = TableCSVEncoder(amounts: amounts)
        return figures.compactMap { figure in
            guard let item = figure.item, let value = figure.value else { return nil }
            let field = encoder.field(value)
            if case .percentage = value.value { return [section, figure.date?.description ?? "", item, "", "", field] }
            return [section, figure.date?.description ?? "", item, "", field, ""]
        }
    }

    /// The figures as the members of their section's JSON object.
    func json(_ figures: [Figure], _ amounts: ReportAmounts) -> JSONValue {
        let encoder = TableJSONEncoder(amounts: amounts)
        return .object(figures.map { ($0.key, $0.value.map(encoder.value) ?? .null) })
    }
}
