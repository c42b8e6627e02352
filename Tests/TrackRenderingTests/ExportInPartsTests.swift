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
        let json = Self.writtenJSON(renderer)
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
        let json = Self.writtenJSON(renderer)
        let csv = renderer.csv()
        #expect(json == "[]")
        #expect(csv.split(separator: "\n").count == 1)
    }

    static func writtenJSON(_ renderer: ExportRenderer) -> String {
        let collected = CollectedBytes()
        renderer.writeJSON(to: collected)
        return String(decoding: collected.bytes, as: UTF8.self)
    }

    /// The JSON written as bytes is the text `JSONValue` renders, for every
    /// kind of field: quotes, backslashes and control characters escaped,
    /// text that is not ASCII kept (a byte that is not UTF-8 read as U+FFFD,
    /// as a `String` reads it), comments of several lines, tags of the
    /// transaction and the posting, codes, marks, secondary dates, virtual
    /// postings, credits and debits, and a transaction with no posting.
    @Test(arguments: [1, 2, 100])
    func bytesWriteWhatJSONValueRenders(size: Int) throws {
        var text = Array("""
            commodity 1,000.00 USD
            commodity NT$1,000

            2026-01-01=2026-01-03 * (A-1) Caf\u{E9} "quoted" \\ back\tslash | 全聯  ; trip:japan, kind:\u{1}odd
                ; a second line; with a mark
                Expenses:Food  1,234.5 USD  ; posting note, paid:card
                ; and another
                (Budget:Food)  -2 USD
                [Assets:Saved]  0 USD
                Assets:Cash

            2026-01-02 ! plain
                Expenses:Gifts  NT$300
                Assets:Cash  NT$-300

            2026-01-03 no postings

            2026-01-04 bad byte 
            """.utf8)
        // A description with a byte that is not UTF-8, then its postings.
        text.append(0xFF)
        text += Array("\n    Expenses:Food  1 USD\n    Assets:Cash\n".utf8)
        let journal = JournalLoader(options: ParseOptions(today: Day(year: 2026, month: 11, day: 21)!))
            .load(bytes: text, path: "t.journal").journal
        #expect(journal.transactions.count == 4)
        var renderer = ExportRenderer(journal: journal, transactions: Array(journal.transactions.indices))
        renderer.partSize = size
        let json = Self.writtenJSON(renderer)
        #expect(json == renderer.json().rendered(pretty: true))
        #expect(json.contains("\"description\": \"Caf\u{E9} \\\"quoted\\\" \\\\ back\\tslash | 全聯\""))
        #expect(json.contains("\"value\": \"\\u0001odd\""))
        #expect(json.contains("bad byte \u{FFFD}"))
    }
}
