/// Golden scenarios for init, add, reconcile, import, export (issue 5).
extension GoldenTests {
    static let writing: [Scenario] = importExport + add
}
