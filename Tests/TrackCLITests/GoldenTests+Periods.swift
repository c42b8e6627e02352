/// Golden scenarios for multi-period balance and register, income statement, balance sheet, -X (issue 4).
extension GoldenTests {
    static let periods: [Scenario] = []
}
