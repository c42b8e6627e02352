import Testing
import TrackModel
import TrackReports

/// IRR and TWR in exact decimals: the hand case, a single deposit
/// (both equal the plain growth), and nothing invested.
@Suite struct InvestmentReturnsTests {
    static let handCase = ReportTestJournal.read("""
        2026-01-01 Buy
            Assets:Broker      10 ACME @ 100 USD
            Assets:Cash

        2026-04-01 Buy
            Assets:Broker      10 ACME @ 110 USD
            Assets:Cash

        2026-07-01 Sell
            Assets:Broker      -5 ACME @ 95 USD
            Assets:Cash

        P 2026-12-31 ACME 130 USD

        """)

    static func returns(_ journal: Journal, start: Day = date(2026, 1, 1), end: Day = date(2026, 12, 31)) -> InvestmentReturns {
        let usd = ReportTestJournal.id("USD", in: journal)
        let broker = journal.accounts.id(of: "Assets:Broker").map { Set([$0]) } ?? []
        return InvestmentReturns(journal: journal, accounts: broker, start: start, end: end,
                                 converter: CurrencyConverter(journal: journal, target: usd, choice: .freshest, inferringPrices: true))
    }

    static func rounded(_ value: Quantity?, _ places: UInt8 = 2) -> String? {
        value.flatMap { $0.rounded(toScale: places) }.map(\.description)
    }

    @Test func theTimeWeightedReturnChainsTheSubPeriods() {
        let returns = Self.returns(Self.handCase)
        // Sub-periods +10%, −13.64%, +36.84%: 1.1 × 0.863636… × 1.368421… = 1.3.
        #expect(returns.subPeriods.map { Self.rounded($0.percent) } == ["10.00", "-13.64", "36.84"])
        #expect(Self.rounded(returns.twr) == "30.00")
        #expect(returns.flows.map { $0.amount.normalized.description } == ["1000", "1100", "-475"])
        #expect(returns.flows.map { $0.valueBefore.normalized.description } == ["0", "1100", "1900"])
        #expect(returns.valueAtEnd == Quantity(1950))
    }

    @Test func theMoneyWeightedReturnIsHledgerRois() {
        // hledger 1.25's roi prints 20.56% for this journal.
        let irr = Self.returns(Self.handCase).irr
        #expect(Self.rounded(irr) == "20.56")
    }

    @Test func oneDepositGrowsAtOneRate() {
        let journal = ReportTestJournal.read("""
            2025-01-01 Buy
                Assets:Broker      10 ACME @ 100 USD
                Assets:Cash

            P 2025-12-31 ACME 110 USD

            """)
        let returns = Self.returns(journal, start: date(2025, 1, 1), end: date(2025, 12, 31))
        #expect(Self.rounded(returns.twr) == "10.00")
        #expect(Self.rounded(returns.twrYearly) == "10.00")
        #expect(Self.rounded(returns.irr) == "10.00")
    }

    @Test func nothingInvestedHasNoRate() {
        let journal = ReportTestJournal.read("""
            2026-01-01 Cash
                Assets:Cash      10 USD
                Equity

            """)
        let returns = Self.returns(journal)
        #expect(returns.irr == nil)
        #expect(returns.twr == nil)
    }
}
