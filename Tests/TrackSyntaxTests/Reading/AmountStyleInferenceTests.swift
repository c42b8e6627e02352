import Testing
import TrackModel
@testable import TrackSyntax

/// A commodity's display style, inferred from the amounts a journal writes as
/// hledger infers it, unless a `commodity` directive declares it.
@Suite struct AmountStyleInferenceTests {
    static func style(of symbol: String, in postings: [String], prefix: String = "") -> AmountStyle? {
        let body = postings.map { "    a  \($0)\n" }.joined()
        return load(prefix + "2026-11-02 t\n" + body + "    b\n").style(symbol)
    }

    @Test(arguments: [
        ("$5", AmountStyle.SymbolSide.left, false),
        ("$ 5", .left, true),
        ("5 USD", .right, true),
        ("5USD", .right, false),
        ("-$5", .left, false),
        ("$-5", .left, false),
        ("USD 5", .left, true),
    ])
    func theFirstAmountDecidesSideAndSpacing(first: String, side: AmountStyle.SymbolSide, spaced: Bool) {
        let symbol = first.contains("$") ? "$" : "USD"
        let later = symbol == "$" ? "7 $" : "USD7"
        let style = Self.style(of: symbol, in: [first, later])
        #expect(style?.symbolSide == side)
        #expect(style?.spaced == spaced)
    }

    @Test func theLargestPrecisionWins() {
        #expect(Self.style(of: "USD", in: ["5 USD", "5.125 USD", "5.5 USD"])?.precision == 3)
    }

    @Test func theFirstDecimalMarkAndDigitGroupsSeenAreUsed() {
        let style = Self.style(of: "EUR", in: ["5 EUR", "3,50 EUR", "1.234.567,00 EUR", "1 000,00 EUR"])
        #expect(style?.decimalMark == .comma)
        #expect(style?.digitGroups == AmountStyle.DigitGroups(mark: ".", sizes: [3]))
    }

    @Test func digitGroupsWithoutADecimalMarkImplyTheOtherMark() {
        let style = Self.style(of: "JPY", in: ["1.000.000 JPY"])
        #expect(style?.decimalMark == .comma)
        #expect(style?.digitGroups?.mark == ".")
    }

    @Test func costsAndAssertionsDoNotCount() {
        let loaded = load("""
            2026-11-02 t
                a  10 AAPL @ 1.23456 USD = 10 AAPL
                b  -12.35 USD = USD -12.35

            """)
        #expect(loaded.style("USD")?.precision == 2)
        #expect(loaded.style("USD")?.symbolSide == .right)
    }

    @Test func aCommodityOnlyInCostsIsShownAsItsCostIsWritten() {
        let loaded = load("2026-11-02 t\n    a  10 AAPL @ $1.50\n    b\n")
        #expect(loaded.style("AAPL") != nil)
        // hledger 1.25 shows `$-15.00`: an amount of a commodity with no inferred
        // style keeps the style it was written with, here the cost's.
        #expect(loaded.formatted(0, 1) == "$-15.00")
    }

    @Test func aCommodityOnlyInAssignmentsIsShownAsItsAssertionIsWritten() {
        let loaded = load("2026-11-01 t\n    a  = $5\n    b\n")
        #expect(loaded.formatted(0, 0) == "$5")
    }

    @Test func priceDirectivesAndTheDefaultCommodityCount() {
        let loaded = load("P 2026-11-01 EUR $1.0812\nD 1,000.0 GBP\n")
        #expect(loaded.style("$") == AmountStyle(symbolSide: .left, spaced: false, decimalMark: .period, digitGroups: nil, precision: 4))
        #expect(loaded.style("GBP")?.precision == 1)
        #expect(loaded.style("GBP")?.digitGroups?.mark == ",")
    }

    @Test func aCommodityDirectiveReplacesTheInferredStyle() {
        let loaded = load("2026-11-02 t\n    a  USD 5.12345\n    b\ncommodity 1,000.00 USD\n")
        #expect(loaded.style("USD") == AmountStyle(symbolSide: .right, spaced: true, decimalMark: .period,
                                                   digitGroups: .init(mark: ",", sizes: [3]), precision: 2))
        #expect(loaded.formatted(0, 0) == "5.12 USD", "display rounds to the declared precision")
    }

    @Test func ambiguousAmountsCountOnceSettled() {
        let loaded = load("2026-11-02 t\n    a  1,000 USD\n    b  -1,000.00 USD\n")
        #expect(loaded.style("USD")?.precision == 2)
        #expect(loaded.style("USD")?.digitGroups?.mark == ",")
        let undecided = load("2026-11-02 t\n    a  1,000 USD\n    b\n")
        #expect(undecided.style("USD")?.precision == 3)
        #expect(undecided.style("USD")?.decimalMark == .comma)
    }

    @Test func periodicTransactionsAndAutoPostingsDoNotCount() {
        // As hledger: their amounts neither set the precision nor the symbol's place.
        let loaded = load("""
            ~ monthly
                a  5.12 USD
                b
            = a
                c  EUR5.1234
            2026-11-02 t
                a  USD 5
                b  -5 USD
                c  1 EUR
                d

            """)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.style("USD") == AmountStyle(symbolSide: .left, spaced: true, decimalMark: .period, precision: 0))
        #expect(loaded.style("EUR") == AmountStyle(symbolSide: .right, spaced: true, decimalMark: .period, precision: 0))
    }

    @Test func unitTest() {
        var inference = AmountStyleInference()
        let usd = CommodityID(rawValue: 1)
        #expect(inference.style(of: usd) == nil)
        var reading = NumberReading(quantity: Quantity(mantissa: 1250, scale: 2))
        reading.decimalMark = .period
        inference.observe(usd, reading: reading, side: nil, spaced: false, influencesStyle: false)
        #expect(inference.style(of: usd) == nil, "amounts that do not count give no style")
        #expect(inference.decidedMark(for: usd, declared: nil) == .period, "but they do decide the decimal mark")
        inference.observe(usd, reading: reading, side: .left, spaced: false, influencesStyle: true)
        #expect(inference.style(of: usd) == AmountStyle(symbolSide: .left, spaced: false, decimalMark: .period, precision: 2))
        #expect(inference.decidedMark(for: usd, declared: AmountStyle(decimalMark: .comma)) == .comma)
    }
}
