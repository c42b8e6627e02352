import Testing
import TrackModel
import TrackReports

/// `track rates` and `track convert`: the freshest chain (oldest price
/// newest, then fewest steps) beside `-X`'s shortest, prices inferred from
/// transactions, cycles, long chains, future prices, stale rates.
@Suite struct RatesReportTests {
    static let journal = ReportTestJournal.read("""
        P 2020-01-01 EUR 1.10 USD
        P 2026-10-01 EUR 0.85 GBP
        P 2026-10-02 GBP 1.30 USD
        P 2026-10-01 EUR 10 SEK
        P 2026-10-01 SEK 0.5 CHF
        P 2026-10-03 CHF 0.2 USD
        P 2026-01-01 AAA 2 BBB
        P 2026-01-01 BBB 3 CCC
        P 2026-01-01 CCC 0.5 AAA
        P 2026-01-01 HA 2 HB
        P 2026-01-02 HB 2 HC
        P 2026-01-03 HC 2 HD
        P 2026-01-04 HD 2 HE
        P 2026-01-05 HE 2 USD
        P 2026-12-01 FUT 5 USD

        2026-10-05 Shares
            Assets:Broker     10 TSMC @ 580 TWD
            Assets:Bank    -5800 TWD

        2026-10-06 Cash
            Assets:Bank       100 EUR
            Assets:Bank        10 FUT
            Equity

        """)

    static func id(_ symbol: String) -> CommodityID { ReportTestJournal.id(symbol, in: journal) }

    static func converter(_ target: String, _ choice: ChainChoice, inferring: Bool = false) -> CurrencyConverter {
        CurrencyConverter(journal: journal, target: id(target), choice: choice, inferringPrices: inferring)
    }

    static func chain(_ quote: RateQuote?) -> [String] {
        quote?.chain.map { journal.commodities.symbol($0) } ?? []
    }

    @Test func minusXKeepsTheShortestChainEvenWhenStale() throws {
        let quote = try #require(Self.converter("USD", .shortest).quote(from: Self.id("EUR"), on: date(2026, 10, 10)))
        #expect(Self.chain(quote) == ["EUR", "USD"])
        #expect(quote.rate.normalized.description == "1.1")
        #expect(quote.oldestDate == date(2020, 1, 1))
    }

    @Test func ratesTakeTheFreshestChainThenTheShortest() throws {
        // EUR → GBP → USD (oldest 2026-10-01) and EUR → SEK → CHF → USD (oldest
        // 2026-10-01) are as fresh: the shorter wins; the direct price of 2020 loses.
        let quote = try #require(Self.converter("USD", .freshest).quote(from: Self.id("EUR"), on: date(2026, 10, 10)))
        #expect(Self.chain(quote) == ["EUR", "GBP", "USD"])
        #expect(quote.rate.normalized.description == "1.105")
        #expect(quote.oldestDate == date(2026, 10, 1))
        #expect(quote.date == date(2026, 10, 2))
    }

    @Test func beforeTheFreshPricesTheOldOneIsAllThereIs() throws {
        let quote = try #require(Self.converter("USD", .freshest).quote(from: Self.id("EUR"), on: date(2026, 9, 30)))
        #expect(Self.chain(quote) == ["EUR", "USD"])
    }

    @Test func aCycleEndsWithNoRate() {
        for choice in [ChainChoice.shortest, .freshest] {
            #expect(Self.converter("USD", choice).quote(from: Self.id("AAA"), on: date(2026, 10, 10)) == nil)
            // Around the cycle to a commodity on it: `-X`, as hledger 1.25, takes the
            // prices as written (AAA → BBB → CCC); the freshest, the direct price inverted.
            let quote = Self.converter("CCC", choice).quote(from: Self.id("AAA"), on: date(2026, 10, 10))
            #expect(Self.chain(quote) == (choice == .shortest ? ["AAA", "BBB", "CCC"] : ["AAA", "CCC"]))
            #expect(quote?.rate.normalized.description == (choice == .shortest ? "6" : "2"))
        }
    }

    @Test func aChainOfFiveStepsIsFound() throws {
        for choice in [ChainChoice.shortest, .freshest] {
            let quote = try #require(Self.converter("USD", choice).quote(from: Self.id("HA"), on: date(2026, 2, 1)))
            #expect(Self.chain(quote) == ["HA", "HB", "HC", "HD", "HE", "USD"])
            #expect(quote.rate.normalized.description == "32")
            #expect(quote.oldestDate == date(2026, 1, 1))
        }
        // The day before its last price, the chain is not there yet.
        #expect(Self.converter("USD", .freshest).quote(from: Self.id("HA"), on: date(2026, 1, 4)) == nil)
    }

    @Test func aPriceDatedAfterTheDayIsNotUsed() {
        #expect(Self.converter("USD", .freshest).quote(from: Self.id("FUT"), on: date(2026, 11, 30)) == nil)
        #expect(Self.converter("USD", .freshest).quote(from: Self.id("FUT"), on: date(2026, 12, 1))?.rate == Quantity(5))
    }

    @Test func transactionPricesCountOnlyWhenInferred() throws {
        #expect(Self.converter("TWD", .freshest).quote(from: Self.id("TSMC"), on: date(2026, 10, 5)) == nil)
        let quote = try #require(Self.converter("TWD", .freshest, inferring: true).quote(from: Self.id("TSMC"), on: date(2026, 10, 5)))
        #expect(quote.rate.normalized.description == "580")
        #expect(quote.date == date(2026, 10, 5))
    }

    @Test func aDeclaredPriceWinsOverAnInferredOneOnTheSameDay() throws {
        let journal = ReportTestJournal.read("""
            P 2026-10-05 TSMC 600 TWD

            2026-10-05 Shares
                Assets:Broker     10 TSMC @@ 5800 TWD
                Assets:Bank

            2026-10-06 More
                Assets:Broker     10 TSMC @@ 6100 TWD
                Assets:Bank

            """)
        let converter = CurrencyConverter(journal: journal, target: ReportTestJournal.id("TWD", in: journal),
                                          choice: .freshest, inferringPrices: true)
        let tsmc = ReportTestJournal.id("TSMC", in: journal)
        #expect(converter.quote(from: tsmc, on: date(2026, 10, 5))?.rate.normalized.description == "600")
        #expect(converter.quote(from: tsmc, on: date(2026, 10, 6))?.rate.normalized.description == "610")
    }

    @Test func theReportShowsAgeAndFlagsStaleRates() {
        let report = RatesReport(converter: Self.converter("USD", .freshest),
                                 commodities: [Self.id("EUR"), Self.id("HA"), Self.id("FUT")], on: date(2026, 10, 10), maxAge: 30)
        #expect(report.rows.map(\.age) == [9, 282, nil])
        #expect(report.rows.map(\.isStale) == [false, true, true])
        #expect(report.staleRows.map(\.commodity) == [Self.id("HA"), Self.id("FUT")])
    }

    @Test func heldCommoditiesAreTheBalancesOfAssetsAndLiabilities() {
        #expect(RatesReport.held(in: Self.journal, on: date(2026, 10, 5)).map { Self.journal.commodities.symbol($0) } == ["TSMC", "TWD"])
        #expect(Set(RatesReport.held(in: Self.journal, on: date(2026, 10, 6)).map { Self.journal.commodities.symbol($0) })
            == ["TSMC", "TWD", "EUR", "FUT"])
    }

    @Test func aConversionKeepsItsQuote() throws {
        let amount = Amount(Quantity(100), Self.id("EUR"))
        let conversion = try Conversion(amount, converter: Self.converter("USD", .freshest), on: date(2026, 10, 10))
        #expect(ReportTestJournal.show(conversion.value, in: Self.journal) == "110.5 USD")
        #expect(Self.chain(conversion.quote) == ["EUR", "GBP", "USD"])
        #expect(throws: Conversion.Failure.noRate) {
            try Conversion(Amount(Quantity(1), Self.id("FUT")), converter: Self.converter("USD", .freshest), on: date(2026, 10, 10))
        }
    }
}
