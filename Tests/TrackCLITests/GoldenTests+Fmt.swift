/// Golden scenarios for track fmt (issue 3).
extension GoldenTests {
    static let fmt: [Scenario] = []
}
