import Testing
import TrackModel
import TrackReports
@testable import TrackRendering
import TrackSyntax

/// `register` writes its lines a batch of rows at a time, each batch in
/// parts on every core: the text is the same whatever the batch size, with
/// dates shown where they change across a batch's or a part's start, and
/// totals in several commodities on several lines.
@Suite struct RegisterInBatchesTests {
    static let journal: Journal = {
        var text = "commodity 1,000.00 USD\n\n"
        for n in 0..<300 {
            let day = n / 7 % 28 + 1
            text += "2026-01-\(day < 10 ? "0" : "")\(day) * Shop \(n) | a rather long description\n"
            text += "    Expenses:Food:Groceries  \(n).5 USD\n    (Budget:Food)  -\(n) EUR\n"
            text += n % 3 == 0 ? "    Assets:Cash  -\(n).5 USD\n    Liabilities:Card\n" : "    Assets:Cash\n"
            text += "\n"
        }
        return JournalLoader(options: ParseOptions(today: Day(year: 2026, month: 11, day: 21)!)).load(text: text, path: "t.journal").journal
    }()

    static func text(batchSize: Int, average: Bool) -> String {
        let report = RegisterReport(journal: journal, filter: PostingFilter(.any, journal: journal))
        let renderer = RegisterRenderer(report: report, journal: journal, width: 80, descriptionWidth: nil,
                                        style: TerminalStyle(enabled: false), average: average)
        let collected = CollectedBytes()
        renderer.writeText(to: collected, batchSize: batchSize)
        return String(decoding: collected.bytes, as: UTF8.self)
    }

    @Test(arguments: [1, 2, 7, 64, 1000])
    func batchesWriteWhatOneBatchWrites(size: Int) {
        for average in [false, true] {
            let whole = Self.text(batchSize: 100_000, average: average)
            #expect(whole.split(separator: "\n").count > 900)
            #expect(Self.text(batchSize: size, average: average) == whole)
        }
    }
}
