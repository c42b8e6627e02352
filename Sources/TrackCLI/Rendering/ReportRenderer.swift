/// A renderer that writes its report in each `-O` format.
protocol ReportRenderer {
    func text() -> String
    func csv() -> String
    func json() -> String
}

extension AccountsRenderer: ReportRenderer {}
extension BalanceRenderer: ReportRenderer {}
extension CategoryRenderer: ReportRenderer {}
extension OverviewRenderer: ReportRenderer {}
extension PeriodSummaryRenderer: ReportRenderer {}
extension RegisterSummaryRenderer: ReportRenderer {}
extension RequiredIncomeRenderer: ReportRenderer {}
extension StatementRenderer: ReportRenderer {}

extension Invocation {
    /// Writes `renderer`'s report as `-O` asked.
    func write(_ renderer: some ReportRenderer, as format: OutputFormat) {
        switch format {
        case .text: output.write(renderer.text())
        case .csv: output.write(renderer.csv())
        case .json: output.write(renderer.json())
        }
    }
}
