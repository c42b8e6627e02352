import Testing
import TrackModel
import TrackReports
@testable import TrackRendering
import TrackSyntax

/// `register` walks its rows in spans on every core and writes them in
/// parts: the text is the same whatever the part size and the number of
/// spans, with dates shown where they change across a part's start, totals
/// in several commodities on several lines, and the running average.
@Suite struct RegisterInPartsTests {
    static func load(_ text: String) -> Journal {
        JournalLoader(options: ParseOptions(today: Day(year: 2026, month: 11, day: 21)!)).load(text: text, path: "t.journal").journal
    }

    static let journal: Journal = {
        var text = "commodity 1,000.00 USD\n\n"
        for n in 0..<300 {
            let day = n / 7 % 28 + 1
            text += "2026-01-\(day < 10 ? "0" : "")\(day) * Shop \(n) | a rather long description\n"
            text += "    Expenses:Food:Groceries  \(n).5 USD\n    (Budget:Food)  -\(n) EUR\n"
            text += n % 3 == 0 ? "    Assets:Cash  -\(n).5 USD\n    Liabilities:Card\n" : "    Assets:Cash\n"
            // A posting dated apart moves to its own date, among other parts' rows.
            if n % 50 == 7 { text += "    Assets:Later  1 USD  ; date: 2026-01-20\n    Assets:Cash  -1 USD\n" }
            text += "\n"
        }
        return load(text)
    }()

    static func text(_ journal: Journal, partSize: Int, spans: Int, average: Bool = false,
                     report: RegisterReport? = nil) -> String {
        let report = report ?? RegisterReport(journal: journal, filter: PostingFilter(.any, journal: journal))
        let renderer = RegisterRenderer(report: report, journal: journal, width: 80, descriptionWidth: nil,
                                        style: TerminalStyle(enabled: false), average: average)
        let collected = CollectedBytes()
        renderer.writeText(to: collected, partSize: partSize, spans: spans)
        return String(decoding: collected.bytes, as: UTF8.self)
    }

    @Test(arguments: [1, 2, 7, 64, 1000])
    func partsAndSpansWriteWhatOneWalkWrites(partSize: Int) {
        for average in [false, true] {
            let whole = Self.text(Self.journal, partSize: 100_000, spans: 1, average: average)
            #expect(whole.split(separator: "\n").count > 900)
            for spans in [1, 2, 3, 8, 500] {
                #expect(Self.text(Self.journal, partSize: partSize, spans: spans, average: average) == whole)
            }
        }
    }

    static func data(_ journal: Journal, csv: Bool, partSize: Int, spans: Int, average: Bool = false) -> String {
        let report = RegisterReport(journal: journal, filter: PostingFilter(.any, journal: journal))
        let renderer = RegisterRenderer(report: report, journal: journal, width: 80, descriptionWidth: nil,
                                        style: TerminalStyle(enabled: false), average: average)
        let collected = CollectedBytes()
        if csv {
            renderer.writeCSV(to: collected, partSize: partSize, spans: spans)
        } else {
            renderer.writeJSON(to: collected, partSize: partSize, spans: spans)
        }
        return String(decoding: collected.bytes, as: UTF8.self)
    }

    /// CSV and JSON are written in parts on every core too, from the states the text's walks note.
    @Test(arguments: [1, 7, 1000])
    func csvAndJSONInPartsAreWhatOneWalkWrites(partSize: Int) {
        for csv in [true, false] {
            for average in [false, true] {
                let whole = Self.data(Self.journal, csv: csv, partSize: 100_000, spans: 1, average: average)
                #expect(whole.split(separator: "\n").count > 900)
                for spans in [2, 3, 500] {
                    #expect(Self.data(Self.journal, csv: csv, partSize: partSize, spans: spans, average: average) == whole)
                }
            }
        }
        let empty = Self.load("commodity 1.00 USD\n")
        #expect(Self.data(empty, csv: false, partSize: partSize, spans: 3) == "[]\n")
        #expect(Self.data(empty, csv: true, partSize: partSize, spans: 3)
                == "\"txnidx\",\"date\",\"code\",\"description\",\"account\",\"amount\",\"total\"\n")
    }

    /// A total that comes back to zero forgets its decimals (`1.50 - 1.50 + 2`
    /// is `2`), which the spans' sums (`1.50 + 0.50`, spans of two rows) do not: the span after
    /// is walked again from where the one before ended, and every part starts
    /// from the total one walk has there, digit for digit.
    @Test func aSpanStartingFromAnotherTotalIsWalkedAgain() throws {
        var text = ""
        for n in 0..<40 {
            let amount = ["1", "0.50", "-1.50", "2"][n % 4]
            text += "2026-02-\(10 + n / 4) Move \(n)\n    Assets:A  \(amount) USD\n    Equity:B\n\n"
        }
        let journal = Self.load(text)
        let report = RegisterReport(journal: journal, filter: PostingFilter(.account(try TextPattern("Assets")), journal: journal))
        let renderer = RegisterRenderer(report: report, journal: journal, width: 80, descriptionWidth: nil,
                                        style: TerminalStyle(enabled: false))
        let amounts = AmountBytes(commodities: journal.commodities)
        let one = TextSpans(renderer: renderer, amounts: amounts, partSize: 1, spans: 1)
        let serial = one.measureTotals(from: one.measureAmounts().1).checkpoints
        let spans = TextSpans(renderer: renderer, amounts: amounts, partSize: 1, spans: 20)
        let starts = spans.measureAmounts().1
        #expect(starts.indices.contains { !TextSpans.identical(starts[$0].walk.total, serial[$0 * spans.partsPerSpan].walk.total) })
        let checkpoints = spans.measureTotals(from: starts).checkpoints
        #expect(checkpoints.count == serial.count)
        for (a, b) in zip(checkpoints, serial) {
            #expect(TextSpans.identical(a.walk.total, b.walk.total))
            #expect(a.walk.previousTransaction == b.walk.previousTransaction && a.previousDate == b.previousDate && a.rows == b.rows)
        }
        #expect(Self.text(journal, partSize: 1, spans: 20) == Self.text(journal, partSize: 100, spans: 1))
    }
}

/// The filter's answers worked out before the walk (`matchMasks`) give the
/// rows the filter gives, with `--related` too; a transaction of more than
/// 64 postings leaves the walk to ask the filter.
@Suite struct RegisterMatchMaskTests {
    static func rows(_ report: RegisterReport, _ plan: RegisterReport.WalkPlan) -> [String] {
        var rows: [String] = []
        var state = RegisterReport.WalkState()
        report.forEachRow(plan, in: 0..<plan.count, from: &state) { row in
            rows.append("\(row.transactionIndex) \(row.postingIndex) \(row.amount) \(row.total) \(row.startsTransaction)")
        }
        return rows
    }

    @Test(arguments: [false, true])
    func masksGiveTheFilteredRows(related: Bool) throws {
        let journal = RegisterInPartsTests.journal
        let report = RegisterReport(journal: journal, filter: PostingFilter(.account(try TextPattern("cash|budget")), journal: journal),
                                    related: related)
        let masks = try #require(report.matchMasks(0..<journal.transactions.count))
        let filtered = Self.rows(report, report.walkPlan())
        #expect(filtered.count > 100)
        #expect(Self.rows(report, report.walkPlan(matches: masks)) == filtered)
        #expect(RegisterInPartsTests.text(journal, partSize: 7, spans: 5, report: report)
                == RegisterInPartsTests.text(journal, partSize: 100_000, spans: 1, report: report))
    }

    @Test func aTransactionOfManyPostingsLeavesTheFilterToTheWalk() throws {
        var text = "2026-01-02 Split\n"
        for n in 0..<70 { text += "    Expenses:Item\(n)  1 USD\n" }
        text += "    Assets:Cash\n"
        let journal = RegisterInPartsTests.load(text)
        let report = RegisterReport(journal: journal, filter: PostingFilter(.account(try TextPattern("item6")), journal: journal))
        #expect(report.matchMasks(0..<1) == nil)
        #expect(TextSpans.matches(report) == nil)
        #expect(RegisterInPartsTests.text(journal, partSize: 1, spans: 2, report: report).split(separator: "\n").count == 11)
    }
}

extension RegisterInPartsTests {
    /// `register -O json` is written as bytes: the text of each row's value
    /// built as `JSONValue` (the oracle here, as the renderer built it
    /// before), with totals in several commodities in display order, a total
    /// of zero, a quoted symbol, escapes, virtual postings and an amount
    /// inferred in two commodities (`other amounts`).
    @Test func jsonBytesAreTheRowsValues() {
        let journal = Self.load("""
            commodity 1,000.00 USD
            commodity 10 "ACME Co"

            2025-12-31 Open: the total is zero after it
                Assets:Cash  100 USD
                Equity:Opening

            2026-01-01 Buy "shares" \\ back\tslash
                Assets:Broker  3 "ACME Co" @ 10 USD
                Assets:Cash

            2026-01-02 Two currencies, one left out
                Expenses:Trip  10 EUR
                Expenses:Food  5 USD
                (Budget:Trip)  -10 EUR
                Assets:Cash

            2026-01-03 Back to zero
                Assets:Cash  30 USD
                Assets:Broker  -3 "ACME Co" @ 10 USD
            """)
        let report = RegisterReport(journal: journal, filter: PostingFilter(.any, journal: journal))
        let renderer = RegisterRenderer(report: report, journal: journal, width: 80, descriptionWidth: nil,
                                        style: TerminalStyle(enabled: false))
        let collected = CollectedBytes()
        renderer.writeJSON(to: collected)
        let formatter = AmountFormatter(commodities: journal.commodities)
        var names = AccountNames(journal: journal)
        var rows: [JSONValue] = []
        report.forEachRow { row in
            let transaction = journal.transactions[row.transactionIndex]
            rows.append(.object([
                ("transaction", .number(String(row.transactionIndex + 1))),
                ("date", .string(row.date.description)),
                ("code", .string(journal.string(transaction.code))),
                ("description", .string(journal.string(transaction.description))),
                ("account", .string(String(decoding: names.fullName(row.account, row.posting.kind), as: UTF8.self))),
                ("amount", AmountJSON.amount(row.amount, formatter)),
                ("total", AmountJSON.mixed(row.total, formatter)),
            ] + (row.moreAmounts.isEmpty ? [] : [("other amounts", .array(row.moreAmounts.map { AmountJSON.amount($0, formatter) }))])))
        }
        let text = String(decoding: collected.bytes, as: UTF8.self)
        #expect(text == JSONValue.array(rows).rendered(pretty: true) + "\n")
        let inParts = CollectedBytes()
        renderer.writeJSON(to: inParts, partSize: 1, spans: 3)
        #expect(String(decoding: inParts.bytes, as: UTF8.self) == text)
        #expect(text.contains("\"other amounts\"") && text.contains("\\\"ACME Co\\\"") && text.contains("\"total\": []"))
    }

    /// `print -O json` writes each transaction as bytes: the text of its value
    /// (`TransactionJSON.json`, the oracle), with every field a transaction or
    /// posting can have.
    @Test func printJSONBytesAreTheTransactionsValues() {
        let journal = Self.load("""
            commodity 1,000.00 USD
            commodity 10 "ACME Co"

            2026-01-01=2026-01-03 * (C-1) Buy "shares" \\ back\tslash  ; trip: 全聯
                ; a second line of comment
                Assets:Broker  3 "ACME Co" {9 USD} @ 10 USD  ; lot bought
                ! Assets:Cash  = -30 USD

            2026-01-02 ! Two currencies
                Expenses:Trip  10 EUR @@ 11 USD
                (Budget:Trip)  -10 EUR
                [Assets:Reserve]  5 USD
                [Equity:Reserve]  -5 USD
                Assets:Cash  ; date: 2026-01-05, receipt:

            12345-12-31 Far ahead
                Assets:Cash  1,234.5678 USD ==* 1,204.5678 USD
                Income
            """)
        let json = TransactionJSON(journal: journal)
        let shown = Array(journal.transactions.indices)
        let collected = CollectedBytes()
        json.write(shown, to: collected, partSize: 2)
        let whole = JSONValue.array(shown.map { json.json(journal.transactions[$0], index: $0) }).rendered(pretty: true)
        let text = String(decoding: collected.bytes, as: UTF8.self)
        #expect(text == whole)
        for part in ["\"lot\": \"{9 USD}\"", "\"assertion\": {", "\"date2\": \"2026-01-03\"", "\"kind\": \"balanced virtual\"",
                     "\"name\": \"receipt\"", "12345-12-31", "\"formatted\": \"1,234.5678 USD\""] {
            #expect(text.contains(part), "\(part)")
        }
    }

    /// `print -O json` streams its array in parts: the text of the array rendered whole.
    @Test(arguments: [1, 2, 3])
    func printJSONInPartsIsTheWholeArray(partSize: Int) {
        let json = TransactionJSON(journal: Self.journal)
        let shown = Array(0..<7)
        let collected = CollectedBytes()
        json.write(shown, to: collected, partSize: partSize)
        let whole = JSONValue.array(shown.map { json.json(Self.journal.transactions[$0], index: $0) })
        #expect(String(decoding: collected.bytes, as: UTF8.self) == whole.rendered(pretty: true))
        let empty = CollectedBytes()
        json.write([], to: empty)
        #expect(String(decoding: empty.bytes, as: UTF8.self) == "[]")
    }
}
