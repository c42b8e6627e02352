import Testing
import TrackModel
@testable import TrackSyntax

@Suite struct ParserAmountTests {
    /// Reads `amount` as the first posting's amount, the second posting balancing it.
    static func amount(_ amount: String) -> LoadedJournal {
        load("2026-11-02 t\n    a  \(amount)\n    b\n")
    }

    @Test(arguments: [
        ("5", "5"),
        ("0", "0"),
        ("$5", "5 $"),
        ("5 USD", "5 USD"),
        ("5USD", "5 USD"),
        ("USD 5", "5 USD"),
        ("USD5", "5 USD"),
        ("NT$1,000.00", "1000.00 NT$"),
        ("€ 3,50", "3.50 €"),
        ("3,50 €", "3.50 €"),
        ("¥1000", "1000 ¥"),
        ("\"ACME Co\" 10", "10 ACME Co"),
        ("10 \"ACME Co\"", "10 ACME Co"),
        ("\"1st Fund\"12", "12 1st Fund"),
        ("(USD) 5", "5 (USD)"),  // parentheses are symbol characters for hledger too
        ("5 Äpfel", "5 Äpfel"),
        ("12.50 支", "12.50 支"),
        ("-$5", "-5 $"),
        ("$-5", "-5 $"),
        ("- 5 USD", "-5 USD"),
        ("-5 USD", "-5 USD"),
        ("- $5", "-5 $"),
        ("$ -5", "-5 $"),
        ("-USD 5", "-5 USD"),
        ("USD -5", "-5 USD"),
        ("+5 USD", "5 USD"),
        ("$+5", "5 $"),
        (".5 USD", "0.5 USD"),
        ("1.5E3 BTC", "1500 BTC"),
        ("1.5e3", "1500"),
        ("2e-2 BTC", "0.02 BTC"),
        ("1E+2 BTC", "100 BTC"),
        ("-1.25E1 BTC", "-12.5 BTC"),
        ("1,000,000.5 USD", "1000000.5 USD"),
        ("1.000.000,5 EUR", "1000000.5 EUR"),
        ("1 000 000 SEK", "1000000 SEK"),
        ("0.123456789012345678 ETH", "0.123456789012345678 ETH"),
        ("12345678901234567890.123456789012345678 ETH", "12345678901234567890.123456789012345678 ETH"),
    ])
    func amountForms(written: String, expected: String) {
        let loaded = Self.amount(written)
        #expect(loaded.errors.isEmpty)
        #expect(loaded.amount(0, 0) == expected)
    }

    /// Issue 20: signs and commodity placement as hledger 1.25 reads them
    /// (each checked against it): a sign before the symbol and one before the
    /// number, each optional, multiply; spaces may follow a sign.
    @Test(arguments: [
        ("-$20", "-20 $"), ("$-20", "-20 $"), ("+$20", "20 $"), ("$+20", "20 $"),
        ("-$-20", "20 $"), ("+$-20", "-20 $"), ("-$+20", "-20 $"), ("+$+20", "20 $"),
        ("- $20", "-20 $"), ("$ -20", "-20 $"), ("$ - 20", "-20 $"), ("$ +20", "20 $"), ("20 $", "20 $"),
        ("-20 USD", "-20 USD"), ("USD -20", "-20 USD"), ("USD-20", "-20 USD"), ("USD- 20", "-20 USD"),
        ("-USD 20", "-20 USD"), ("+USD 20", "20 USD"), ("-USD20", "-20 USD"), ("-USD-20", "20 USD"),
        ("-20USD", "-20 USD"), ("- 20 USD", "-20 USD"), ("+20", "20"), ("+ 20", "20"),
        ("-\"ACME Co\" 5", "-5 ACME Co"), ("\"ACME\" -5", "-5 ACME"),
    ])
    func signsAndSymbols(written: String, expected: String) {
        let loaded = Self.amount(written)
        #expect(loaded.errors.isEmpty)
        #expect(loaded.amount(0, 0) == expected)
    }

    /// Two signs in a row are refused, as hledger refuses them, with the whole amount underlined.
    @Test(arguments: ["--20", "-+20", "+-20", "- -20", "$-+20", "$--20", "-$+-20", "USD +-5"])
    func twoSignsInARow(written: String) {
        let loaded = Self.amount(written)
        #expect(loaded.ids == [.amountTwoSigns])
        #expect(loaded.rendered.first?.contains("'\(written)' has two signs in a row") == true)
    }

    @Test func theInferredAmountNegatesTheRest() {
        let loaded = load("2026-11-02 t\n    a  $5.25\n    b  $-1\n    c\n")
        #expect(loaded.amount(0, 2) == "-4.25 $")
        #expect(loaded.journal.transactions[0].postings[2].amountOrigin == .inferred)
    }

    @Test(arguments: [
        ("10 AAPL @ $50", Cost.Kind.perUnit, "50 $", "-500 $"),
        ("10 AAPL@$50", .perUnit, "50 $", "-500 $"),
        ("10 AAPL @@ $500", .total, "500 $", "-500 $"),
        ("-5 EUR @ 0.8733 GBP", .perUnit, "0.8733 GBP", "4.3665 GBP"),
        ("-5 EUR @@ 4.37 GBP", .total, "4.37 GBP", "4.37 GBP"),
        ("1 AAPL (@) $5", .perUnit, "5 $", "-5 $"),
        ("2 AAPL (@@) $5", .total, "5 $", "-5 $"),
    ])
    func costs(written: String, kind: Cost.Kind, cost: String, inferred: String) {
        let loaded = Self.amount(written)
        #expect(loaded.diagnostics.isEmpty)
        let written = loaded.details(0, 0).cost
        #expect(written?.kind == kind)
        #expect(written.map { loaded.show($0.amount) } == cost)
        #expect(loaded.amount(0, 1) == inferred, "the transaction balances at cost")
    }

    @Test func aNegativeCostKeepsItsSignAsInHledger() {
        // hledger 1.25: `5 @ $-1` costs $-5 and `5 @@ $-4` costs $-4, so `b` gets $5 and $4.
        let unit = Self.amount("5 @ $-1")
        let total = Self.amount("5 @@ $-4")
        #expect(unit.amount(0, 1) == "5 $")
        #expect(total.amount(0, 1) == "4 $")
    }

    @Test func aCostOnTheOtherSideBalancesTheTransaction() {
        let loaded = load("2026-11-02 t\n    Assets:EUR  100 EUR @ 1.10 USD\n    Assets:USD  -110.00 USD\n")
        #expect(loaded.diagnostics.isEmpty)
    }

    @Test func twoCommoditiesWithoutACostInferOne() {
        let loaded = load("""
            2026-11-02 one posting per commodity
                Assets:EUR  -100 EUR
                Assets:USD  110 USD

            2026-11-03 several postings of the first commodity: a unit price
                Assets:EUR  -50 EUR
                Assets:EUR  -50 EUR
                Assets:USD  110 USD

            """)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.details(0, 0).cost.map { "\($0.kind) \(loaded.show($0.amount))" } == "total 110 USD")
        #expect(loaded.details(0, 1).cost == nil)
        #expect(loaded.details(1, 0).cost.map { "\($0.kind) \($0.amount.quantity.normalized)" } == "perUnit 1.1")
    }

    @Test func threeCommoditiesDoNotBalance() {
        let loaded = load("2026-11-02 t\n    a  -100 EUR\n    b  110 USD\n    c  5 GBP\n")
        #expect(loaded.ids == [.unbalancedTransaction])
    }

    @Test func balancingToleranceIsTheDisplayPrecision() {
        let loaded = load("""
            commodity $1,000.00

            2026-11-02 off by less than half a cent at the declared precision: balances
                a  $10.004
                b  $-10.00

            2026-11-03 off by a cent: does not
                a  $10.01
                b  $-10.00

            2026-11-04 a cost with more digits than GBP shows (cost amounts do not set the precision)
                Assets:EUR  -5 EUR @ 0.8733 GBP
                Assets:GBP  4.37 GBP

            2026-11-05 off by 0.0135 GBP: does not
                Assets:EUR  -5 EUR @ 0.8733 GBP
                Assets:GBP  4.38 GBP

            """)
        #expect(loaded.ids == [.unbalancedTransaction, .unbalancedTransaction])
        #expect(loaded.positions == ["main.journal:7:1", "main.journal:15:1"])
    }

    @Test func lotAnnotationsAreReadAndKept() {
        let loaded = load("""
            2026-11-02 t
                a  3 AAPL {$50}
                a  3 AAPL {{$150}}
                a  3 AAPL {=$50}
                a  3 AAPL { $50 } [2026-01-15] (broker A)
                a  3 AAPL [2026/1/15]
                a  3 AAPL (gift)
                a  3 AAPL {$50} @ $55
                b

            """)
        #expect(loaded.diagnostics.isEmpty)
        let lots = (0..<7).map { loaded.details(0, $0).lot }
        #expect(lots.map { $0.map { loaded.journal.string($0.text) } } == [
            "{$50}", "{{$150}}", "{=$50}", "{ $50 } [2026-01-15] (broker A)", "[2026/1/15]", "(gift)", "{$50}",
        ])
        #expect(lots.map { $0?.price.map { "\($0.kind) \(loaded.show($0.amount))" } } == [
            "perUnit 50 $", "total 150 $", "perUnit 50 $", "perUnit 50 $", nil, nil, "perUnit 50 $",
        ])
        #expect(lots.map { $0?.isFixed } == [false, false, true, false, false, false, false])
        #expect(lots.map { $0?.date } == [nil, nil, nil, day(2026, 1, 15), day(2026, 1, 15), nil, nil])
        #expect(lots.map { $0.map { loaded.journal.string($0.note) } } == ["", "", "", "broker A", "", "gift", ""])
        #expect(loaded.details(0, 6).cost.map { loaded.show($0.amount) } == "55 $")
        // Lots do not take part in balancing (as hledger); the cost does.
        #expect(loaded.amount(0, 7) == "-165 $")
        #expect(loaded.amount(0, 8) == "-18 AAPL")
    }

    @Test func balanceAssertions() {
        let loaded = load("""
            2026-11-01 t
                Assets:Cash  $10 = $10
                Assets:Cash:Wallet  $5 == $5
                Assets:Cash  $1 =* $16
                Assets:Cash  $1 ==* $17
                Assets:Cash  $1=$13
                Income

            """)
        #expect(loaded.diagnostics.isEmpty)
        let assertions = (0..<5).map { loaded.details(0, $0).assertion! }
        #expect(assertions.map { loaded.show($0.amount) } == ["10 $", "5 $", "16 $", "17 $", "13 $"])
        #expect(assertions.map(\.isTotal) == [false, true, false, true, false])
        #expect(assertions.map(\.includesSubaccounts) == [false, false, true, true, false])
        #expect(loaded.journal.transactions[0].postings[0].hasAmount)
    }

    @Test func aBalanceAssertionFailureIsReportedAtTheEqualsSign() {
        let loaded = load("2026-11-01 t\n    Assets:Cash  $10 = $15  ; statement\n    Income\n")
        #expect(loaded.ids == [.balanceAssertionFailed])
        #expect(loaded.positions == ["main.journal:2:22"])
    }

    @Test func balanceAssignmentsSetTheAmount() {
        let loaded = load("""
            2026-11-01 opening
                Assets:Cash  $12
                Equity

            2026-11-02 count the cash
                Assets:Cash  = $100
                Expenses:Unknown

            2026-11-03 assignment with a cost: the balance so far out, the amount in at that cost (as hledger 1.25)
                Assets:Cash  = $90 @ 2 EUR
                Expenses:Unknown

            """)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.amount(1, 0) == "88 $")
        #expect(loaded.journal.transactions[1].postings[0].amountOrigin == .assigned)
        #expect(loaded.amount(1, 1) == "-88 $")
        #expect(loaded.amount(2, 0) == "-100 $")
        #expect(loaded.amount(2, 1) == "90 $")
        #expect(loaded.journal.postingDetails.cost(of: loaded.journal.transactions[2].postings[1])?.amount.quantity == Quantity(2))
        #expect(loaded.amount(2, 2) == "100 $")
        #expect(loaded.amount(2, 3) == "-180 EUR")
    }

    /// hledger 1.25 balances a transaction with assignments after them: an
    /// amount left out counts after the transaction's assertions.
    @Test func anInferredAmountCountsAfterTheAssertionsOfItsTransaction() {
        let loaded = load("""
            2013-01-01 t
                b
                [a]    $1
                (b)     = $14
                [b]
                a      $4

            2013-01-02 t
                [a]      = $5
                b        = $9

            """)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.amount(0, 0) == "-4 $")
        #expect(loaded.amount(0, 2) == "14 $")
        #expect(loaded.amount(1, 1) == "0 $")
    }

    @Test func anAssignmentOnAPostingWithItsOwnDateIsAnError() {
        let loaded = load("2013-01-01 t\n    a    $1  = $1\n    b         = $-1  ; date:2012/1/1\n")
        #expect(loaded.ids == [.assignmentWithDate])
        #expect(loaded.positions == ["main.journal:3:1"])
    }

    @Test func assertionsRunInDateOrderThenFileOrder() {
        let loaded = load("""
            2026-11-05 later in time, first in the file
                Assets:Cash  $1 = $3
                Income

            2026-11-01 earlier in time
                Assets:Cash  $2 = $2
                Income

            2026-11-05 same day, after the first one in file order
                Assets:Cash  $1 = $4
                Income

            """)
        #expect(loaded.diagnostics.isEmpty)
    }

    @Test func assertionsUsePostingDates() {
        let loaded = load("""
            2026-11-01 a payment that clears later
                Assets:Bank  $-5  ; date:2026-11-10
                Expenses

            2026-11-05 statement: the payment has not cleared yet
                Assets:Bank  $0 = $0
                Income

            2026-11-10 after it cleared
                Assets:Bank  $0 = $-5
                Income

            """)
        #expect(loaded.diagnostics.isEmpty)
    }

    @Test func anAssertionSeesEarlierPostingsOfItsOwnTransaction() {
        let loaded = load("2026-11-01 t\n    Assets:Cash  $3\n    Assets:Cash  $4 = $7\n    Income\n")
        #expect(loaded.diagnostics.isEmpty)
    }

    @Test(arguments: [
        ("1234567890123456789012345678901234567890 USD", DiagnosticID.Journal.amountOverflow),
        ("1e99999 USD", .amountOverflow),
        ("1e-40 USD", .amountOverflow),
        ("$", .notAnAmount),
        ("\"ACME 10", .unclosedQuote),
        ("\"\" 10", .notAnAmount),  // an empty symbol, as hledger
        ("10 \"\"", .notAnAmount),
        ("1,000.000,5 USD", .malformedNumber),
        ("10 USD foo", .textAfterAmount),
        ("10 USD @ 1 EUR @ 2 EUR", .textAfterCost),
        ("10 USD @", .expectedAmount),
        ("10 USD @@", .expectedAmount),
        ("10 USD =", .expectedAmount),
        ("10 USD {$5", .unclosedLotPrice),
        ("10 USD {{$5}", .unclosedLotPrice),
        ("10 USD [2026-01-01", .unclosedLotDate),
        ("10 USD [2026-02-30]", .noSuchDate),
        ("10 USD (note", .unclosedLotNote),
        ("10 USD (@ $5", .unclosedVirtualCost),
        ("-", .expectedAmount),
        ("(1 + 2) USD", .valueExpression),
        ("(amount * 2)", .valueExpression),
        ("$ (5 * 2)", .notAnAmount),
        ("($5)", .textAfterAmount),
    ])
    func malformedAmounts(written: String, id: DiagnosticID.Journal) {
        let loaded = Self.amount(written)
        #expect(loaded.ids == [id])
        #expect(loaded.journal.transactions.isEmpty, "a transaction with a bad posting is left out")
    }
}
