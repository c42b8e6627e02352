import Testing
import TrackModel
@testable import TrackRendering

/// A wide grid (a monthly report over decades) formats its cells in parts
/// of rows on every core; the lines are those of one pass.
@Suite struct GridInPartsTests {
    @Test(arguments: [2, 3, 8])
    func partsGiveTheLinesOfOnePass(workers: Int) {
        let fixture = TableLayoutTests.Fixture()
        let table = TableLayoutTests.statement(fixture)
        let encoder = TableTextEncoder(amounts: fixture.amounts, style: TerminalStyle(enabled: true))
        let values = Array(table.textColumns.dropFirst())
        let one = encoder.cellLines(table, values, workers: 1)
        let parted = encoder.cellLines(table, values, workers: workers, minimumCells: 1)
        #expect(parted.map { $0.map(\.text) } == one.map { $0.map(\.text) })
        #expect(parted.map { $0.map(\.paint) } == one.map { $0.map(\.paint) })
        #expect(one.count == table.rows.count && one.contains { !$0.isEmpty })
    }
}
