import Testing
import TrackModel
import TrackReports

/// Rates from `P` prices: direct, inverted, chained, latest on or before the
/// day, and none; the cache a report values through; the base currency.
@Suite struct CurrencyConverterTests {
    static let journal = ReportTestJournal.read("""
        P 2026-01-01 EUR 2 USD
        P 2026-02-01 EUR 3 USD
        P 2026-03-01 USD 0.25 EUR
        P 2026-01-01 JPY 0.01 EUR
        P 2026-01-05 GBP 1.5 USD
        P 2026-01-05 USD 0.5 GBP
        P 2026-01-01 BTC 100 XAU

        2026-01-10 Holdings
            Assets:EUR        10 EUR
            Assets:JPY      1000 JPY
            Assets:CHF         1 CHF
            Assets:BTC         1 BTC
            Equity

        """)

    func converter(to symbol: String, _ choice: ChainChoice = .shortest) -> CurrencyConverter {
        CurrencyConverter(journal: Self.journal, target: ReportTestJournal.id(symbol, in: Self.journal), choice: choice)
    }

    func rate(_ from: String, _ to: String, on day: Day, _ choice: ChainChoice = .shortest) -> String? {
        converter(to: to, choice).rate(from: ReportTestJournal.id(from, in: Self.journal), on: day).map { $0.normalized.description }
    }

    @Test func directRatesAreTheLatestOnOrBeforeTheDay() {
        #expect(rate("EUR", "USD", on: date(2025, 12, 31)) == nil)
        #expect(rate("EUR", "USD", on: date(2026, 1, 1)) == "2")
        #expect(rate("EUR", "USD", on: date(2026, 1, 31)) == "2")
        #expect(rate("EUR", "USD", on: date(2026, 2, 1)) == "3")
        #expect(rate("USD", "USD", on: date(2020, 1, 1)) == "1")
    }

    @Test func theFreshestTakesALaterPriceWrittenTheOtherWayInverted() {
        // On March 1st USD 0.25 EUR is newer than EUR 3 USD: one euro is 4 dollars.
        #expect(rate("EUR", "USD", on: date(2026, 3, 1), .freshest) == "4")
        #expect(rate("USD", "EUR", on: date(2026, 2, 15), .freshest) == "0.333333333333333333")
        #expect(rate("USD", "EUR", on: date(2026, 3, 1), .freshest) == "0.25")
    }

    @Test func exchangeKeepsThePriceWrittenThatWayAsHledgerDoes() {
        // hledger 1.25's -X: EUR 3 USD values a euro at 3 dollars even after USD 0.25 EUR;
        // a pair priced only the other way is inverted.
        #expect(rate("EUR", "USD", on: date(2026, 3, 1)) == "3")
        #expect(rate("USD", "EUR", on: date(2026, 2, 15)) == "0.333333333333333333")
        #expect(rate("USD", "EUR", on: date(2026, 3, 1)) == "0.25")
    }

    @Test func onTheSameDayThePriceWrittenFromToWins() {
        // GBP 1.5 USD and USD 0.5 GBP on the same day: each way uses its own.
        #expect(rate("GBP", "USD", on: date(2026, 1, 5)) == "1.5")
        #expect(rate("USD", "GBP", on: date(2026, 1, 5)) == "0.5")
    }

    @Test func chainsTakeTheFewestSteps() throws {
        let usd = converter(to: "USD")
        let jpy = ReportTestJournal.id("JPY", in: Self.journal)
        let quote = try #require(usd.quote(from: jpy, on: date(2026, 1, 10)))
        #expect(quote.rate.description == "0.02")
        #expect(quote.chain.map { Self.journal.commodities.symbol($0) } == ["JPY", "EUR", "USD"])
        #expect(quote.steps.map(\.date) == [date(2026, 1, 1), date(2026, 1, 1)])
        #expect(quote.date == date(2026, 1, 1))
        // GBP → EUR: GBP → USD → EUR, the second step inverted from EUR 2 USD.
        let eur = converter(to: "EUR")
        let gbp = try #require(eur.quote(from: ReportTestJournal.id("GBP", in: Self.journal), on: date(2026, 1, 10)))
        #expect(gbp.rate.description == "0.75")
        #expect(gbp.steps.map(\.inverted) == [false, true])
        // JPY in GBP: three steps.
        #expect(rate("JPY", "GBP", on: date(2026, 1, 10)) == "0.01")
    }

    @Test func noChainNoRate() {
        #expect(rate("CHF", "USD", on: date(2026, 6, 1)) == nil)
        #expect(rate("BTC", "USD", on: date(2026, 6, 1)) == nil)
        let usd = converter(to: "USD")
        let holdings = Self.journal.transactions[0].postings
            .filter { Self.journal.accounts.name($0.account).hasPrefix("Assets") }.map(\.amount)
        let (converted, unconverted) = usd.convert(MixedAmount(holdings), on: date(2026, 1, 10))
        #expect(ReportTestJournal.show(converted, in: Self.journal) == ["40 USD", "1 BTC", "1 CHF"])
        #expect(unconverted.map { Self.journal.commodities.symbol($0) } == ["BTC", "CHF"])
    }

    @Test func convertedAmountsKeepTwelvePlacesAtMost() throws {
        let eur = converter(to: "EUR")
        let amount = Amount(Quantity("10.00")!, ReportTestJournal.id("USD", in: Self.journal))
        let value = try #require(eur.convert(amount, on: date(2026, 2, 15)))
        #expect(value.quantity.description == "3.333333333333")
    }

    @Test func theCacheRemembersRatesAndWhatHadNone() {
        var cache = RateCache(converter(to: "USD"))
        let eur = ReportTestJournal.id("EUR", in: Self.journal)
        let chf = ReportTestJournal.id("CHF", in: Self.journal)
        let tenEuros = Amount(Quantity(10), eur)
        #expect(ReportTestJournal.show(cache.convert(tenEuros, on: date(2026, 1, 20)), in: Self.journal) == "20 USD")
        #expect(ReportTestJournal.show(cache.convert(tenEuros, on: date(2026, 1, 25)), in: Self.journal) == "20 USD")
        #expect(ReportTestJournal.show(cache.convert(tenEuros, on: date(2026, 2, 2)), in: Self.journal) == "30 USD")
        #expect(ReportTestJournal.show(cache.convert(Amount(Quantity(1), chf), on: date(2026, 2, 2)), in: Self.journal) == "1 CHF")
        #expect(cache.rates.map { $0.rate.description } == ["2", "3"])
        #expect(cache.unpriced.map(\.commodity) == [chf])
        let summary = cache.summary(moment: .postingDate)
        #expect(summary.rates.count == 2)
        #expect(summary.unpriced == [chf])
    }

    @Test func theCacheAgreesWithTheConverterOnEveryDay() {
        let usd = converter(to: "USD")
        var cache = RateCache(usd)
        for symbol in ["EUR", "JPY", "GBP", "CHF"] {
            let id = ReportTestJournal.id(symbol, in: Self.journal)
            var day = date(2025, 12, 30)
            while day < date(2026, 3, 5) {
                #expect(cache.quote(from: id, on: day)?.rate == usd.rate(from: id, on: day), "\(symbol) on \(day)")
                day = day.adding(days: 1)
            }
        }
    }

    @Test func valuationMoments() {
        let valuation = { (moment: Valuation.Moment) in Valuation(converter: self.converter(to: "USD"), moment: moment) }
        #expect(valuation(.on(date(2026, 2, 1))).rateDay(postedOn: date(2026, 1, 10)) == date(2026, 2, 1))
        #expect(valuation(.postingDate).rateDay(postedOn: date(2026, 1, 10)) == date(2026, 1, 10))
        #expect(valuation(.periodEnd).rateDay(postedOn: date(2026, 1, 10), periodEnd: date(2026, 1, 31)) == date(2026, 1, 31))
        let eur = Amount(Quantity(10), ReportTestJournal.id("EUR", in: Self.journal))
        #expect(valuation(.postingDate).value(eur, postedOn: date(2026, 2, 10)).map { ReportTestJournal.show($0, in: Self.journal) } == "30 USD")
    }
}

@Suite struct BaseCurrencyTests {
    @Test func theDefaultCommodityDirectiveDecides() {
        let journal = ReportTestJournal.read("""
            D 1,000.00 EUR

            2026-01-01 t
                a   5 USD
                b   -5 USD

            """)
        #expect(BaseCurrency.of(journal) == ReportTestJournal.id("EUR", in: journal))
    }

    @Test func elseTheMostUsedCommodityThenTheFirstSeen() {
        let journal = ReportTestJournal.read("""
            2026-01-01 t
                a   5 JPY
                b   -5 JPY

            2026-01-02 t
                a   5 USD
                b   -5 USD

            2026-01-03 t
                a   5 USD
                b

            """)
        #expect(BaseCurrency.of(journal) == ReportTestJournal.id("USD", in: journal))
        let tie = ReportTestJournal.read("""
            2026-01-01 t
                a   5 JPY
                b   -5 JPY

            2026-01-02 t
                a   5 USD
                b   -5 USD

            """)
        #expect(BaseCurrency.of(tie) == ReportTestJournal.id("JPY", in: tie))
    }

    @Test func amountsWithoutASymbolOnlyWhenNothingElse() {
        let journal = ReportTestJournal.read("""
            2026-01-01 t
                a   5
                b   -5

            """)
        #expect(BaseCurrency.of(journal) == CommodityID.none)
        #expect(BaseCurrency.of(ReportTestJournal.read("; empty\n")) == nil)
    }
}
