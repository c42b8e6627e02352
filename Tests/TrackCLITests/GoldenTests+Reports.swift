/// Golden scenarios for report monthly, categories, required-income, overview (issue 4).
extension GoldenTests {
    static let reports: [Scenario] = []
}
