import Testing
import TrackModel
@testable import TrackSyntax

/// `1,000` and `1.000`: one mark followed by exactly three digits. Decided per
/// commodity by its `commodity` directive, else `decimal-mark`, else the first
/// unambiguous amount of the commodity anywhere in the journal; otherwise read
/// as hledger reads it (the mark as a decimal mark) and warned about in strict mode.
@Suite struct AmbiguousAmountTests {
    @Test func nothingDecidesItReadAsHledgerDoes() {
        let loaded = load("2026-11-02 t\n    a  1,000 USD\n    b\n")
        #expect(loaded.diagnostics.isEmpty, "only strict mode warns")
        #expect(loaded.amount(0, 0) == "1.000 USD")
    }

    @Test func strictModeWarnsWithTheExactMessage() {
        let loaded = load("2026-11-02 t\n    a  1,000 USD\n    b  NT$-2.500\n    c\n", strict: true)
        #expect(loaded.diagnostics.map(\.severity) == [.warning, .warning])
        #expect(!loaded.hasErrors)
        #expect(loaded.rendered == [
            """
            main.journal:2:8: warning: '1,000' is ambiguous: read as 1.000 (with ',' as a decimal mark, as hledger reads it)
              2 |     a  1,000 USD
                |        ^^^^^
            hint: declare the style of 'USD', e.g. 'commodity 1,000.00 USD', or write the number unambiguously

            """,
            """
            main.journal:3:12: warning: '2.500' is ambiguous: read as 2.500 (with '.' as a decimal mark, as hledger reads it)
              3 |     b  NT$-2.500
                |            ^^^^^
            hint: declare the style of 'NT$', e.g. 'commodity NT$1.000,00', or write the number unambiguously

            """,
        ])
    }

    @Test func theWarningNamesAmountsWithNoCommodityAndQuotesSymbols() {
        let loaded = load("2026-11-02 t\n    a  1,000\n    b  \"ACME Co\" 2,000\n    c\n", strict: true)
        #expect(loaded.diagnostics.compactMap(\.hint) == [
            "declare the style of amounts with no commodity, e.g. 'commodity 1,000.00', or write the number unambiguously",
            "declare the style of 'ACME Co', e.g. 'commodity \"ACME Co\" 1,000.00', or write the number unambiguously",
        ])
    }

    @Test func aCommodityDirectiveDecides() {
        let loaded = load("""
            commodity 1,000.00 USD
            commodity 1.000,00 EUR
            2026-11-02 t
                a  1,000 USD
                a  1,000 EUR
                a  1.000 USD
                b

            """, strict: true)
        #expect(loaded.diagnostics.isEmpty)
        #expect((0..<3).map { loaded.amount(0, $0) } == ["1000 USD", "1.000 EUR", "1.000 USD"])
    }

    @Test func aCommodityDirectiveSampleReadsItsSingleMarkAsDigitGrouping() {
        // `commodity NT$1,000` means NT$ has no decimals and ',' groups thousands.
        let loaded = load("""
            commodity NT$1,000
            2026-11-02 t
                a  NT$1,000
                a  NT$25,000
                b

            """, strict: true)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.amount(0, 0) == "1000 NT$")
        #expect(loaded.amount(0, 1) == "25000 NT$")
        #expect(loaded.formatted(0, 2) == "NT$-26,000")
    }

    @Test func aCommodityDirectiveLaterInTheFileStillDecides() {
        let loaded = load("2026-11-02 t\n    a  1,000 USD\n    b\ncommodity 1,000.00 USD\n", strict: true)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.amount(0, 0) == "1000 USD")
    }

    @Test func theFirstUnambiguousAmountAnywhereDecides() {
        let loaded = load("""
            2026-11-01 ambiguous first
                a  1,000 USD
                b

            2026-11-02 unambiguous later: ',' groups digits for USD
                a  2,500.50 USD
                b

            2026-11-03 EUR's first unambiguous amount has a decimal comma
                a  1.000 EUR
                a  3,50 EUR
                b

            """, strict: true)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.amount(0, 0) == "1000 USD")
        #expect(loaded.amount(2, 0) == "1000 EUR")
    }

    @Test func digitGroupsAloneDecideToo() {
        // `1,000,000` has no decimal mark, but its ',' groups digits, so ',' is not USD's decimal mark.
        let loaded = load("2026-11-01 t\n    a  1,000 USD\n    a  1,000,000 USD\n    b\n", strict: true)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.amount(0, 0) == "1000 USD")
    }

    @Test func eachCommodityIsDecidedOnItsOwn() {
        let loaded = load("2026-11-01 t\n    a  1,000 USD\n    a  1,000 EUR\n    a  2.50 EUR\n    b\n", strict: true)
        #expect(loaded.ids == [.ambiguousAmount])
        #expect(loaded.amount(0, 0) == "1.000 USD")
        #expect(loaded.amount(0, 1) == "1000 EUR")
    }

    @Test func decimalMarkDirectiveDecidesForEveryCommodity() {
        let loaded = load("decimal-mark ,\n2026-11-01 t\n    a  1,000 USD\n    a  1.000 EUR\n    b\n", strict: true)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.amount(0, 0) == "1.000 USD")
        #expect(loaded.amount(0, 1) == "1000 EUR")
    }

    @Test func aCommodityDirectiveWinsOverDecimalMark() {
        let loaded = load("commodity 1,000.00 USD\ndecimal-mark ,\n2026-11-01 t\n    a  1,000 USD\n    b\n", strict: true)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.amount(0, 0) == "1000 USD")
    }

    @Test func aDecimalMarkInEffectWinsOverALaterCommodityDirective() {
        let loaded = load("decimal-mark ,\n2026-11-01 t\n    a  1,000 USD\n    b\ncommodity 1,000.00 USD\n", strict: true)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.amount(0, 0) == "1.000 USD")
    }

    @Test func costsAssertionsAndPricesAreSettledToo() {
        let loaded = load("""
            commodity 1,000.00 USD
            P 2026-11-01 EUR 1,000 USD
            2026-11-02 t
                a  2 EUR @ 1,000 USD = 2 EUR
                b  -2,000 USD = -2,000 USD

            """, strict: true)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.details(0, 0).cost.map { loaded.show($0.amount) } == "1000 USD")
        #expect(loaded.amount(0, 1) == "-2000 USD")
        #expect(loaded.details(0, 1).assertion.map { loaded.show($0.amount) } == "-2000 USD")
        #expect(loaded.journal.prices.map { loaded.show($0.price) } == ["1000 USD"])
    }

    @Test func ambiguousCostsAreWarnedAboutButDoNotDecide() {
        // A cost's `1,000` stays ambiguous; an unambiguous cost does decide (it shows a mark).
        let loaded = load("2026-11-02 t\n    a  2 EUR @ 1,000 USD\n    b\n", strict: true)
        #expect(loaded.ids == [.ambiguousAmount])
        #expect(loaded.positions == ["main.journal:2:16"])
    }

    @Test func anUnambiguousCostDecidesItsCommodity() {
        let loaded = load("2026-11-02 t\n    a  2 EUR @ 1,000 USD\n    b\n2026-11-03 u\n    a  1 EUR @ 1.50 USD\n    b\n", strict: true)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.details(0, 0).cost.map { loaded.show($0.amount) } == "1000 USD")
    }

    @Test func periodicAndAutoPostingAmountsAreSettled() {
        let loaded = load("commodity 1,000.00 USD\n~ monthly\n    a  1,000 USD\n    b\n= a\n    c  1,000 USD\n", strict: true)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.show(loaded.journal.periodicTransactions[0].postings[0].amount) == "1000 USD")
        #expect(loaded.show(loaded.journal.autoPostingRules[0].postings[0].amount) == "1000 USD")
    }

    @Test func aSettledAmountStillBalances() {
        let loaded = load("2026-11-01 t\n    a  1,000 USD\n    b  -1,000.00 USD\n")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.amount(0, 0) == "1000 USD")
    }

    @Test func twoDigitsOrFourAreNotAmbiguous() {
        let loaded = load("2026-11-01 t\n    a  1,00 USD\n    a  1,0000 EUR\n    b\n", strict: true)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.amount(0, 0) == "1.00 USD")
        #expect(loaded.amount(0, 1) == "1.0000 EUR")
    }
}
