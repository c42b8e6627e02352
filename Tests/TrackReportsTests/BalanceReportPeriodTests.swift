import Testing
import TrackModel
import TrackReports

/// Multi-period balances as data: columns, accumulation, averages,
/// valuation, and the income statement and balance sheet built on them.
@Suite struct BalanceReportPeriodTests {
    static let journal = ReportTestJournal.read("""
        commodity 1,000.00 USD
        account Assets:Checking   ; type: Cash
        account Liabilities:Visa  ; type: Liability
        account Equity:Opening    ; type: Equity

        P 2026-01-31 EUR 2.00 USD
        P 2026-02-28 EUR 3.00 USD

        2025-12-31 Opening
            Assets:Checking         1000.00 USD
            Equity:Opening

        2026-01-05 Salary
            Assets:Checking         3000.00 USD
            Income:Salary

        2026-01-20 Rent
            Expenses:Rent           1200.00 USD
            Assets:Checking

        2026-02-10 Trip
            Expenses:Travel           100 EUR
            Liabilities:Visa

        2026-03-05 Salary
            Assets:Checking         3000.00 USD
            Income:Salary

        """)

    static var months: [DateSpan] {
        Interval.monthly.periods(covering: span(date(2026, 1, 1), date(2026, 4, 1)))
    }

    func report(_ accumulation: BalanceReport.Accumulation = .change, flat: Bool = true, valuation: Valuation? = nil,
                terms: [String] = []) throws -> BalanceReport {
        let query = try Query.parse(terms, today: ReportTestJournal.today)
        return BalanceReport(journal: Self.journal, filter: PostingFilter(query, journal: Self.journal),
                             options: .init(flat: flat, columns: Self.months, accumulation: accumulation, valuation: valuation))
    }

    func rows(_ report: BalanceReport) -> [String: [[String]]] {
        Dictionary(uniqueKeysWithValues: report.rows.map { row in
            (Self.journal.accounts.name(row.account), row.amounts.map { ReportTestJournal.show($0, in: Self.journal) })
        })
    }

    @Test func changesPerPeriod() throws {
        let report = try report()
        #expect(report.columns == Self.months)
        let rows = rows(report)
        #expect(rows["Assets:Checking"] == [["1800 USD"], [], ["3000 USD"]])
        #expect(rows["Expenses:Travel"] == [[], ["100 EUR"], []])
        #expect(rows["Equity:Opening"] == nil, "the opening is before the columns")
        #expect(report.totals.map { ReportTestJournal.show($0, in: Self.journal) } == [[], [], []])
        let checking = try #require(report.rows.first { Self.journal.accounts.name($0.account) == "Assets:Checking" })
        #expect(ReportTestJournal.show(checking.total, in: Self.journal) == ["4800 USD"])
        #expect(ReportTestJournal.show(checking.average, in: Self.journal) == ["1600 USD"])
    }

    @Test func cumulativeAndHistoricalBalances() throws {
        let cumulative = rows(try report(.cumulative))
        #expect(cumulative["Assets:Checking"] == [["1800 USD"], ["1800 USD"], ["4800 USD"]])
        let historical = rows(try report(.historical))
        #expect(historical["Assets:Checking"] == [["2800 USD"], ["2800 USD"], ["5800 USD"]])
        #expect(historical["Equity:Opening"] == [["-1000 USD"], ["-1000 USD"], ["-1000 USD"]])
        #expect(historical["Liabilities:Visa"] == [[], ["-100 EUR"], ["-100 EUR"]])
    }

    @Test func averagesDivideByTheColumnsAndKeepTheirDigits() throws {
        let report = try report(terms: ["expenses"])
        let rent = try #require(report.rows.first { Self.journal.accounts.name($0.account) == "Expenses:Rent" })
        #expect(ReportTestJournal.show(rent.average, in: Self.journal) == ["400 USD"])
        let travel = MixedAmount(Amount(Quantity(100), ReportTestJournal.id("EUR", in: Self.journal)))
        #expect(ReportTestJournal.show(travel.divided(by: 3), in: Self.journal) == ["33.333333333333 EUR"])
        #expect(ReportTestJournal.formatted(report.totalsAverage, in: Self.journal) == ["33 EUR", "400.00 USD"])
    }

    @Test func treeRowsHoldTheirSubaccounts() throws {
        let report = try report(flat: false, terms: ["expenses"])
        #expect(report.rows.map(\.displayName) == ["Expenses", "Rent", "Travel"])
        #expect(report.rows.map(\.indent) == [0, 1, 1])
        #expect(ReportTestJournal.show(report.rows[0].amounts[1], in: Self.journal) == ["100 EUR"])
    }

    @Test func valuedAtEachPeriodsEnd() throws {
        let usd = ReportTestJournal.id("USD", in: Self.journal)
        let valuation = Valuation(converter: CurrencyConverter(journal: Self.journal, target: usd), moment: .periodEnd)
        let historical = try report(.historical, valuation: valuation)
        // The card's 100 EUR: 300 USD at the end of February, still 300 at the end of March.
        #expect(rows(historical)["Liabilities:Visa"] == [[], ["-300 USD"], ["-300 USD"]])
        let summary = try #require(historical.valuation)
        #expect(summary.target == usd)
        #expect(summary.rates.map { $0.rate.description } == ["3"])
        #expect(summary.unpriced == [])
        let thenValued = try report(valuation: Valuation(converter: valuation.converter, moment: .postingDate))
        // Posted on February 10th, when the latest rate was January's 2.00.
        #expect(rows(thenValued)["Expenses:Travel"] == [[], ["200 USD"], []])
        let fixed = try report(valuation: Valuation(converter: valuation.converter, moment: .on(date(2026, 1, 1))))
        #expect(rows(fixed)["Expenses:Travel"] == [[], ["100 EUR"], []])
        #expect(fixed.valuation?.unpriced.map { Self.journal.commodities.symbol($0) } == ["EUR"])
    }

    @Test func incomeStatementSectionsAndNet() throws {
        let query = try Query.parse([], today: ReportTestJournal.today)
        let report = IncomeStatementReport(journal: Self.journal, filter: PostingFilter(query, journal: Self.journal),
                                           options: .init(flat: true, columns: Self.months))
        #expect(report.sections.map(\.title) == ["Revenues", "Expenses"])
        #expect(report.revenues.report.rows.map { Self.journal.accounts.name($0.account) } == ["Income:Salary"])
        #expect(report.revenues.report.totals.map { ReportTestJournal.show($0, in: Self.journal) }
            == [["3000 USD"], [], ["3000 USD"]])
        #expect(report.expenses.report.rows.map { Self.journal.accounts.name($0.account) } == ["Expenses:Rent", "Expenses:Travel"])
        #expect(report.net.map { ReportTestJournal.show($0, in: Self.journal) } == [["1800 USD"], ["-100 EUR"], ["3000 USD"]])
    }

    @Test func balanceSheetSectionsAndNetWorth() throws {
        let query = try Query.parse([], today: ReportTestJournal.today)
        let filter = PostingFilter(query, journal: Self.journal)
        let options = BalanceReport.Options(flat: true, columns: Self.months, accumulation: .historical)
        let report = BalanceSheetReport(journal: Self.journal, filter: filter, options: options)
        #expect(report.sections.map(\.title) == ["Assets", "Liabilities"])
        #expect(report.sections[1].report.rows.map { row in row.amounts.map { ReportTestJournal.show($0, in: Self.journal) } }
            == [[[], ["100 EUR"], ["100 EUR"]]])
        #expect(report.net.map { ReportTestJournal.show($0, in: Self.journal) }
            == [["2800 USD"], ["2800 USD", "-100 EUR"], ["5800 USD", "-100 EUR"]])
        let withEquity = BalanceSheetReport(journal: Self.journal, filter: filter, options: options, includesEquity: true)
        #expect(withEquity.sections.map(\.title) == ["Assets", "Liabilities", "Equity"])
        #expect(withEquity.net.map { ReportTestJournal.show($0, in: Self.journal) }
            == [["1800 USD"], ["1800 USD", "-100 EUR"], ["4800 USD", "-100 EUR"]])
    }

    @Test func registerSummariesPerAccountAndPeriod() throws {
        let query = try Query.parse(["checking", "expenses"], today: ReportTestJournal.today)
        let filter = PostingFilter(query, journal: Self.journal)
        let summary = RegisterSummaryReport(journal: Self.journal, filter: filter, columns: Self.months)
        #expect(summary.rows.map { row in
            "\(PeriodLabel.text(row.period)) \(row.startsPeriod ? "*" : " ") \(row.account.map { Self.journal.accounts.name($0) } ?? "-") "
                + ReportTestJournal.show(row.amount, in: Self.journal).joined(separator: ",") + " = "
                + ReportTestJournal.show(row.total, in: Self.journal).joined(separator: ",")
        } == [
            "2026-01 * Assets:Checking 1800 USD = 1800 USD",
            "2026-01   Expenses:Rent 1200 USD = 3000 USD",
            "2026-02 * Expenses:Travel 100 EUR = 3000 USD,100 EUR",
            "2026-03 * Assets:Checking 3000 USD = 6000 USD,100 EUR",
        ])
        let averaged = RegisterSummaryReport(journal: Self.journal, filter: PostingFilter(try Query.parse(["rent"], today: ReportTestJournal.today), journal: Self.journal),
                                             columns: Self.months, average: true)
        #expect(averaged.rows.map { ReportTestJournal.show($0.total, in: Self.journal) } == [["1200 USD"], ["600 USD"], ["400 USD"]])
        #expect(averaged.rows.map { $0.account == nil } == [false, true, true])
        // As hledger's: the running average of the lines shown, not of the periods (two lines in January).
        let lines = RegisterSummaryReport(journal: Self.journal, filter: PostingFilter(try Query.parse(["checking", "rent"], today: ReportTestJournal.today), journal: Self.journal),
                                          columns: Self.months, average: true)
        #expect(lines.rows.map { ReportTestJournal.show($0.total, in: Self.journal) }
                == [["1800 USD"], ["1500 USD"], ["1000 USD"], ["1500 USD"]])
    }
}
