import Testing
import TrackModel
import TrackReports
@testable import TrackRendering
import TrackSyntax

/// `aregister` streams its rows into the output: the text, CSV and JSON are
/// exactly those of the table the renderer built before (the oracle here):
/// columns as wide as their widest line, right-aligned amounts a line per
/// commodity, quoted symbols, wide characters, a balance back to zero, spans
/// and an empty register.
@Suite struct AccountRegisterRendererTests {
    static let journal = JournalLoader(options: ParseOptions(today: Day(year: 2026, month: 11, day: 21)!)).load(text: """
        commodity 1,000.00 USD
        commodity 10 "ACME Co"

        2026-01-01 (C-1) Buy "x" 全聯 tab\there
            Assets:Broker  3 "ACME Co" @ 10 USD
            Assets:Cash

        2026-01-02 Two currencies
            Assets:Cash  10 EUR
            Assets:Cash  5,000 USD
            Expenses:中文:餐飲

        2026-01-03 Back to zero
            Assets:Cash  -10 EUR
            Assets:Cash  -4,970 USD
            Income:X  4,970 USD
            Income:X  10 EUR

        2026-01-04 Only an assertion
            Assets:Cash  0 USD = 0 USD
            Assets:Other  0 USD

        2026-01-05 Below the account
            Assets:Bank:Checking:Sub  1 USD
            Equity
        """, path: "t.journal").journal

    /// The table the renderer built before it streamed its rows.
    static func oracle(_ report: AccountRegisterReport, _ journal: Journal) -> ReportDocument {
        var table = Table(columns: [
            .init(header: nil, csv: "txnidx", json: "txnidx"),
            .init(header: "Date", csv: "date", json: "date"),
            .init(header: nil, csv: "code", json: "code"),
            .init(header: "Description", csv: "description", json: "description"),
            .init(header: "Other accounts", csv: "otheraccounts", json: "otherAccounts"),
            .init(header: "Change", alignment: .right, csv: "change", json: "change"),
            .init(header: "Balance", alignment: .right, csv: "balance", json: "balance"),
        ])
        for row in report.rows {
            let transaction = journal.transactions[row.transactionIndex]
            let others = row.otherAccounts.map { AccountRegisterRenderer.abbreviated(journal.accounts.name($0)) }.joined(separator: ", ")
            table.add(Table.Row([
                Cell(.number(Quantity(row.transactionIndex + 1))), .date(row.date), .text(journal.string(transaction.code)),
                .text(journal.string(transaction.description)), .text(others), .amount(row.change), .amount(row.balance),
            ]))
        }
        let title = "Transactions in \(journal.accounts.name(report.account)) and subaccounts:"
        return ReportDocument(title: title, table: table, amounts: ReportAmounts(journal: journal, showing: []))
    }

    @Test(arguments: [
        ("Assets:Cash", DateSpan.unbounded), ("Assets", .unbounded), ("Expenses", .unbounded), ("Assets:Broker", .unbounded),
        ("Assets:Cash", DateSpan(start: Day(year: 2026, month: 1, day: 2)!, end: Day(year: 2026, month: 1, day: 3)!)),
        ("Assets:Cash", DateSpan(start: Day(year: 2027, month: 1, day: 1)!, end: nil)),
        ("Assets:Bank", .unbounded),
    ])
    func rowsStreamAsTheTableEncodesThem(_ name: String, _ span: DateSpan) throws {
        let journal = Self.journal
        let account = try #require(journal.accounts.id(of: name))
        let report = AccountRegisterReport(journal: journal, account: account, span: span,
                                           filter: PostingFilter(.any, journal: journal))
        let renderer = AccountRegisterRenderer(report: report, journal: journal)
        let document = Self.oracle(report, journal)
        #expect(renderer.text() == document.text(TerminalStyle(enabled: false)))
        #expect(renderer.csv() == document.csv())
        #expect(renderer.json() == document.json())
    }

    @Test func theWideColumnsAndTheZeroBalanceShow() throws {
        let journal = Self.journal
        let cash = try #require(journal.accounts.id(of: "Assets:Cash"))
        let report = AccountRegisterReport(journal: journal, account: cash, span: .unbounded, filter: PostingFilter(.any, journal: journal))
        let text = AccountRegisterRenderer(report: report, journal: journal).text()
        #expect(text.contains("Ex:中文:餐飲") && text.contains("Buy \"x\" 全聯 tab\there"))
        #expect(text.split(separator: "\n").contains { $0.hasSuffix("  0") })
        let broker = try #require(journal.accounts.id(of: "Assets:Broker"))
        let csv = AccountRegisterRenderer(report: AccountRegisterReport(journal: journal, account: broker, span: .unbounded,
                                                                        filter: PostingFilter(.any, journal: journal)), journal: journal).csv()
        #expect(csv.contains("\"3 \"\"ACME Co\"\"\""))
    }
}
