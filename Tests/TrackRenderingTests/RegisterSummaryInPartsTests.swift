import Testing
import TrackModel
import TrackReports
@testable import TrackRendering
import TrackSyntax

/// `register -M` writes its rows a part at a time (`DocumentParts`): the
/// text, CSV and JSON are exactly those of the whole table in one document
/// (the oracle), for parts of one row, of a few and of all, in colour, with
/// amounts of several commodities, wide names elided, a valuation's notes
/// and rates, and no rows at all.
@Suite struct RegisterSummaryInPartsTests {
    static let journal = JournalLoader(options: ParseOptions(today: Day(year: 2026, month: 11, day: 21)!)).load(text: """
        commodity 1,000.00 USD
        commodity 10 "ACME Co"
        P 2026-01-15 EUR 1.10 USD
        P 2026-03-01 "ACME Co" 12 USD

        2026-01-01 Opening
            Assets:Cash  5,000 USD
            Assets:Cash  10 EUR
            Equity:Opening Balances

        2026-01-20 Buy
            Assets:Broker:A very long account name that a narrow register cuts  3 "ACME Co" @ 10 USD
            Assets:Cash

        2026-02-03 全聯 groceries
            Expenses:中文:餐飲  123.45 USD
            Assets:Cash

        2026-04-10 Refund
            Assets:Cash  23.45 USD
            Expenses:中文:餐飲
        """, path: "t.journal").journal

    static func renderer(_ interval: Interval, width: Int = 80, valued: Bool = false, average: Bool = false,
                         showEmpty: Bool = false, span: DateSpan = .unbounded, color: Bool = false) -> RegisterSummaryRenderer {
        let journal = journal
        let valuation = valued ? Valuation(converter: CurrencyConverter(journal: journal, target: journal.commodities.id(of: "USD")!),
                                           moment: .periodEnd) : nil
        let report = RegisterSummaryReport(journal: journal, filter: PostingFilter(.any, journal: journal),
                                           columns: ReportSpan.columns(span, interval: interval, journal: journal),
                                           showEmpty: showEmpty, average: average, valuation: valuation)
        return RegisterSummaryRenderer(report: report, journal: journal, width: width,
                                       style: TerminalStyle(enabled: color), showsRates: valued)
    }

    /// The document with every row in its one table, as the renderer made it before it wrote in parts.
    static func whole(_ renderer: RegisterSummaryRenderer) -> ReportDocument {
        var document = renderer.document()
        renderer.parts(size: Int.max).forEach { document.table = $0 }
        return document
    }

    static func cases() -> [RegisterSummaryRenderer] { [
        renderer(.monthly), renderer(.daily, width: 50), renderer(.quarterly, average: true), renderer(.weekly, showEmpty: true),
        renderer(.monthly, valued: true), renderer(.yearly, width: 120, color: true), renderer(.monthly, valued: true, color: true),
        renderer(.monthly, span: DateSpan(start: Day(year: 2030, month: 1, day: 1)!, end: Day(year: 2031, month: 1, day: 1)!)),
    ] }

    @Test(arguments: 0..<8)
    func partsEncodeAsTheWholeTable(_ index: Int) {
        let renderer = Self.cases()[index]
        let whole = Self.whole(renderer)
        for size in [1, 2, 3, 4_096] {
            let parts = renderer.parts(size: size)
            let document = renderer.document()
            #expect(CollectedBytes.text { document.writeText(renderer.style, parts: parts, to: $0) } == whole.text(renderer.style))
            #expect(CollectedBytes.text { document.writeCSV(parts: parts, to: $0) } == whole.csv())
            #expect(CollectedBytes.text { document.writeJSON(parts: parts, to: $0) } == whole.json())
        }
        #expect(renderer.text() == whole.text(renderer.style))
    }

    @Test func theOracleHoldsRows() {
        let renderer = Self.renderer(.monthly, valued: true)
        let text = renderer.text(), json = renderer.json()
        #expect(text.hasPrefix("2026-01   …account name that a narrow register cuts") && text.contains("          Assets:Cash"))
        #expect(text.contains("Expenses:中文:餐飲"))
        #expect(json.hasPrefix("{\n  \"rows\": [\n    {\n      \"period\": \"2026-01\""))
        #expect(json.contains("\"valuation\""))
        #expect(renderer.csv().hasPrefix("\"txnidx\",\"date\",\"code\",\"description\",\"account\",\"amount\",\"total\"\n\"0\",\"2026-01-01\""))
        let none = Self.renderer(.monthly, span: DateSpan(start: Day(year: 2030, month: 1, day: 1)!, end: Day(year: 2031, month: 1, day: 1)!))
        #expect(none.text() == "")
        #expect(none.json() == "[]\n")
    }
}
