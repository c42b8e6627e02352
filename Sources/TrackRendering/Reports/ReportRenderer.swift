/// A renderer that writes its report in each `-O` format.
public protocol ReportRenderer {
    func text() -> String
    func csv() -> String
    func json() -> String
}

extension AccountsRenderer: ReportRenderer {}
extension BalanceRenderer: ReportRenderer {}
extension CategoryRenderer: ReportRenderer {}
extension OverviewRenderer: ReportRenderer {}
extension PeriodSummaryRenderer: ReportRenderer {}
extension RatesRenderer: ReportRenderer {}
extension RegisterSummaryRenderer: ReportRenderer {}
extension RequiredIncomeRenderer: ReportRenderer {}
extension StatementRenderer: ReportRenderer {}
extension PlanListRenderer: ReportRenderer {}
extension PlanShowRenderer: ReportRenderer {}
extension PlanDueRenderer: ReportRenderer {}
