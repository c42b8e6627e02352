import Testing
import TrackModel
import TrackReports

/// Net worth per period end on the period engine, valued with the rates of
/// each period's last day by the freshest chain, and its breakdown.
@Suite struct NetWorthReportTests {
    static let journal = ReportTestJournal.read("""
        account Assets:Broker      ; institution: Fubon, class: stocks
        account Liabilities:Card   ; institution: Cathay

        P 2020-01-01 EUR 2 USD
        P 2026-01-15 EUR 0.5 GBP
        P 2026-01-15 GBP 2 USD
        P 2026-02-15 EUR 0.6 GBP
        P 2026-02-01 TSMC 100 USD

        2026-01-01 Opening
            Assets:Bank:Checking     1000 USD
            Assets:Bank:Euro          100 EUR
            Equity:Opening

        2026-01-20 Card
            Expenses:Food              50 USD
            Liabilities:Card

        2026-02-10 Shares
            Assets:Broker              3 TSMC @ 100 USD
            Assets:Bank:Checking     -300 USD

        2026-02-12 Coins
            Assets:Wallet              1 BTC
            Equity:Opening

        """)

    static func report(_ columns: [DateSpan]) -> NetWorthReport {
        let usd = ReportTestJournal.id("USD", in: journal)
        return NetWorthReport(journal: journal, filter: PostingFilter(try! Query.parse([], today: ReportTestJournal.today), journal: journal), columns: columns,
                              converter: CurrencyConverter(journal: journal, target: usd, choice: .freshest), lastDay: date(2026, 2, 28))
    }

    static let months = [span(date(2026, 1, 1), date(2026, 2, 1)), span(date(2026, 2, 1), date(2026, 3, 1))]

    func show(_ mixed: MixedAmount) -> [String] { ReportTestJournal.show(mixed, in: Self.journal) }

    /// Balances are summed by commodity before they are valued: two accounts
    /// of a commodity reached by an inverted price are worth what their sum
    /// is worth, rounded once, and each still shows in the breakdown.
    @Test func accountsOfOneCommodityAreValuedTogether() {
        let journal = ReportTestJournal.read("""
            P 2026-01-01 USD 3 EUR

            2026-01-02 Opening
                Assets:One      1 EUR
                Assets:Two      1 EUR
                Assets:Three    1 EUR
                Equity:Opening

            """)
        let usd = ReportTestJournal.id("USD", in: journal)
        let converter = CurrencyConverter(journal: journal, target: usd, choice: .freshest)
        let report = NetWorthReport(journal: journal, filter: PostingFilter(try! Query.parse([], today: ReportTestJournal.today), journal: journal),
                                    columns: [span(date(2026, 1, 1), date(2026, 2, 1))], converter: converter, lastDay: date(2026, 1, 31))
        // 3 EUR at 1/3 USD each: exactly 1 USD, where three values of 0.333… would not add up to it.
        #expect(report.columns[0].assets.quantity(of: usd).normalized.description == "1")
        #expect(report.accounts.count == 3)
        for account in report.accounts {
            #expect(ReportTestJournal.show(report.closingBalance(of: account), in: journal) == ["1 EUR"])
        }
    }

    @Test func eachPeriodEndIsValuedWithItsOwnRates() {
        let report = Self.report(Self.months)
        // January: 100 EUR by EUR → GBP → USD (fresh, 1.0), not the 2020 price (2).
        #expect(report.columns.map(\.day) == [date(2026, 1, 31), date(2026, 2, 28)])
        #expect(show(report.columns[0].assets) == ["1100 USD"])
        #expect(show(report.columns[0].liabilities) == ["50 USD"])
        #expect(show(report.columns[0].net) == ["1050 USD"])
        #expect(report.columns[0].change == nil)
        // February: 700 USD, 100 EUR at 1.2, 3 TSMC at 100; BTC has no rate and stays as it is.
        #expect(show(report.columns[1].assets) == ["1120 USD", "1 BTC"])
        #expect(show(report.columns[1].net) == ["1070 USD", "1 BTC"])
        #expect(report.valuation.unpriced.map { Self.journal.commodities.symbol($0) } == ["BTC"])
    }

    @Test func theChangeIsFromThePeriodBefore() throws {
        // On January 14th only the price of 2020 reaches USD (100 EUR = 200 USD); at the month's end the fresh chain (100 USD).
        let report = Self.report([span(date(2026, 1, 1), date(2026, 1, 15)), span(date(2026, 1, 15), date(2026, 2, 1))])
        let change = try #require(report.columns[1].change)
        #expect(show(change.amount) == ["-150 USD"])
        #expect(change.percent?.normalized.description == "-12.5")
    }

    @Test func aBreakdownByTypeUsesTheClassTagThenTheCommodityKind() {
        let report = Self.report(Self.months)
        let usd = ReportTestJournal.id("USD", in: Self.journal)
        let breakdown = NetWorthBreakdown(report, journal: Self.journal,
                                          converter: CurrencyConverter(journal: Self.journal, target: usd, choice: .freshest), by: .type)
        #expect(breakdown.rows.map(\.group) == ["currency", "currency", "stocks", "crypto", "liabilities"])
        #expect(breakdown.rows.map { ReportTestJournal.show($0.balance, in: Self.journal) } == ["700 USD", "100 EUR", "3 TSMC", "1 BTC", "-50 USD"])
        #expect(breakdown.rows.map { $0.value.map { ReportTestJournal.show($0, in: Self.journal) } } == ["700 USD", "120 USD", "300 USD", nil, "-50 USD"])
        #expect(breakdown.rows[1].quote?.chain.map { Self.journal.commodities.symbol($0) } == ["EUR", "GBP", "USD"])
        #expect(ReportTestJournal.show(breakdown.total, in: Self.journal) == "1070 USD")
        #expect(breakdown.rows[0].share?.description.hasPrefix("65.42") == true)
    }

    @Test func aBreakdownByInstitutionUsesTheTagThenTheSecondNamePart() {
        let report = Self.report(Self.months)
        let usd = ReportTestJournal.id("USD", in: Self.journal)
        let breakdown = NetWorthBreakdown(report, journal: Self.journal,
                                          converter: CurrencyConverter(journal: Self.journal, target: usd, choice: .freshest), by: .institution)
        #expect(breakdown.rows.map(\.group) == ["Bank", "Bank", "Fubon", "Wallet", "Cathay"])
    }
}
