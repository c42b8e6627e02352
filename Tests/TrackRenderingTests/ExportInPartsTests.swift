import Testing
import TrackModel
import TrackRendering
import TrackSyntax

/// `track export` builds and writes its rows a part at a time, so that a
/// million transactions are never one table in memory: the text is the same
/// as the whole table's, in CSV and JSON, whatever the part size.
@Suite struct ExportInPartsTests {
    static let journal: Journal = {
        var text = "commodity 1,000.00 USD\n\n"
        for day in 1...9 {
            text += "2026-01-0\(day) * Shop \(day)  ; receipt: yes\n    Expenses:Food  \(day).5 USD  ; note\n    Assets:Cash\n\n"
        }
        return JournalLoader(options: ParseOptions(today: Day(year: 2026, month: 11, day: 21)!)).load(text: text, path: "t.journal").journal
    }()

    @Test(arguments: [1, 2, 4, 9, 100])
    func partsWriteWhatTheWholeTableWrites(size: Int) {
        var renderer = ExportRenderer(journal: Self.journal, transactions: Array(0..<9))
        let whole = renderer.json().rendered(pretty: true)
        renderer.partSize = size
        var json = ""
        renderer.writeJSON { json += $0 }
        let collected = CollectedBytes()
        renderer.writeCSV(to: collected)
        let csv = String(decoding: collected.bytes, as: UTF8.self)
        #expect(json == whole)
        #expect(csv == ExportRenderer(journal: Self.journal, transactions: Array(0..<9)).csv())
        #expect(csv.split(separator: "\n").count == 1 + 18)
        #expect(csv.hasPrefix("\"txnidx\",\"date\""))
    }

    @Test func noTransactionsIsAHeaderOrAnEmptyArray() {
        let renderer = ExportRenderer(journal: Self.journal, transactions: [])
        var json = ""
        renderer.writeJSON { json += $0 }
        let csv = renderer.csv()
        #expect(json == "[]")
        #expect(csv.split(separator: "\n").count == 1)
    }

    @Test(arguments: [0, 1, 3])
    func anArrayWrittenInPartsIsTheArrayRenderedWhole(count: Int) {
        let elements: [JSONValue] = (0..<count).map { .object([("n", .number(String($0))), ("s", .array([.string("x")]))]) }
        for pretty in [true, false] {
            var writer = JSONArrayWriter(pretty: pretty)
            let text = elements.map { writer.text(for: $0) }.joined() + writer.end()
            #expect(text == JSONValue.array(elements).rendered(pretty: pretty))
        }
    }
}
