import Testing
import TrackModel

@Suite struct TransactionBalancerTests {
    @Test func balancedTransactionIsLeftAsWritten() {
        var b = JournalBuilder()
        b.transaction(day(11, 2), [
            b.posting("Expenses:Groceries", "84.20 USD"),
            b.posting("Assets:Checking", "-84.20 USD"),
        ])
        #expect(b.balance() == [])
        #expect(b.postings(0) == ["Expenses:Groceries 84.20 USD", "Assets:Checking -84.20 USD"])
        #expect(b.journal.transactions[0].postings.allSatisfy { $0.amountOrigin == .written })
    }

    @Test func infersOneMissingAmount() {
        var b = JournalBuilder()
        b.transaction(day(11, 2), [
            b.posting("Expenses:Groceries", "84.20 USD"),
            b.posting("Assets:Checking", nil),
        ])
        #expect(b.balance() == [])
        #expect(b.postings(0) == ["Expenses:Groceries 84.20 USD", "Assets:Checking -84.20 USD"])
        #expect(b.journal.transactions[0].postings[1].amountOrigin == .inferred)
        #expect(b.journal.transactions[0].postings[0].amountOrigin == .written)
    }

    @Test func infersAMissingAmountInTheMiddle() {
        var b = JournalBuilder()
        b.transaction(day(11, 2), [
            b.posting("Expenses:Food", "10 USD"),
            b.posting("Assets:Cash", nil),
            b.posting("Expenses:Fun", "5.5 USD"),
            b.posting("Expenses:Tax", "-0.25 USD"),
        ])
        #expect(b.balance() == [])
        #expect(b.postings(0)[1] == "Assets:Cash -15.25 USD")
    }

    @Test func inferringFromAZeroSum() {
        var b = JournalBuilder()
        b.transaction(day(11, 2), [
            b.posting("a", "10 USD"), b.posting("b", "-10 USD"), b.posting("c", nil),
        ])
        #expect(b.balance() == [])
        let inferred = b.journal.transactions[0].postings[2]
        #expect(inferred.hasAmount)
        #expect(inferred.amount.isZero)
        #expect(b.journal.transactions[0].postings.count == 3)
    }

    @Test func inferenceIsExactEvenWithADisplayPrecision() {
        var b = JournalBuilder()
        b.commodity("USD", precision: 2)
        b.transaction(day(11, 2), [b.posting("a", "10.0049 USD"), b.posting("b", nil)])
        #expect(b.balance() == [])
        #expect(b.postings(0)[1] == "b -10.0049 USD")
    }

    @Test func multiCommodityInferenceSplitsThePosting() {
        var b = JournalBuilder()
        // USD is interned before EUR; the inferred postings follow the symbols' order.
        b.transaction(day(11, 2), [
            b.posting("Expenses:Food", "10 USD"),
            b.posting("Expenses:Travel", "5 EUR"),
            b.posting("Assets:Wallet", nil),
            b.posting("Expenses:Food", "2 USD"),
        ])
        #expect(b.balance() == [])
        #expect(b.postings(0) == [
            "Expenses:Food 10 USD", "Expenses:Travel 5 EUR", "Assets:Wallet -5 EUR", "Assets:Wallet -12 USD",
            "Expenses:Food 2 USD",
        ])
        let postings = b.journal.transactions[0].postings
        #expect(postings[2].amountOrigin == .inferred && postings[3].amountOrigin == .inferred)
        #expect(postings[2].location == postings[3].location)
    }

    @Test func multiCommodityInferenceCopiesDetails() {
        var b = JournalBuilder()
        let missing = b.posting("Assets:Wallet", nil, date: day(11, 5))
        b.transaction(day(11, 2), [b.posting("a", "10 USD"), b.posting("b", "5 EUR"), missing])
        #expect(b.balance() == [])
        let postings = b.journal.transactions[0].postings
        #expect(postings.count == 4)
        #expect(b.journal.postingDetails.date(of: postings[2]) == day(11, 5))
        #expect(b.journal.postingDetails.date(of: postings[3]) == day(11, 5))
    }

    @Test func twoMissingAmountsAreTooMany() {
        var b = JournalBuilder()
        b.transaction(day(11, 2), [
            b.posting("Expenses:Food", "10 USD"), b.posting("Assets:Cash", nil), b.posting("Assets:Bank", nil),
        ])
        #expect(b.balance() == ["missing 0 real: [1, 2]"])
        #expect(b.postings(0) == ["Expenses:Food 10 USD", "Assets:Cash ?", "Assets:Bank ?"])
    }

    @Test func errorsCarryTheTransactionIndex() {
        var b = JournalBuilder()
        b.transaction(day(11, 1), [b.posting("a", "1 USD"), b.posting("b", "-1 USD")])
        b.transaction(day(11, 2), [b.posting("a", "1 USD"), b.posting("b", "-2 USD")])
        #expect(b.balance(1) == ["unbalanced 1 real: -1 USD"])
    }

    @Test func unbalancedReportsTheResidual() {
        var b = JournalBuilder()
        b.transaction(day(11, 2), [b.posting("a", "10 USD"), b.posting("b", "-9.50 USD")])
        #expect(b.balance() == ["unbalanced 0 real: 0.50 USD"])
    }

    @Test func singlePostingMustBeZero() {
        var b = JournalBuilder()
        b.transaction(day(11, 2), [b.posting("a", "10 USD")])
        #expect(b.balance() == ["unbalanced 0 real: 10 USD"])
        var zero = JournalBuilder()
        zero.transaction(day(11, 2), [zero.posting("a", "0 USD")])
        #expect(zero.balance() == [])
    }

    @Test func unbalancedInSeveralCommoditiesLeavesBalancedOnesOut() {
        var b = JournalBuilder()
        b.transaction(day(11, 2), [
            b.posting("a", "10 USD"), b.posting("b", "-5 EUR"), b.posting("c", "1 GBP"), b.posting("d", "-9 USD"),
            b.posting("e", "4 EUR"), b.posting("f", "2 CHF"), b.posting("g", "-2 CHF"),
        ])
        #expect(b.balance() == ["unbalanced 0 real: 1 USD, -1 EUR, 1 GBP"])
    }

    /// `100 + residual` against `-100`, with USD shown at `precision` places.
    @Test(arguments: [
        (Optional<Int>.some(2), "0.004", true),
        (2, "-0.004", true),
        (2, "0.005", true),  // 0.005 shows as 0.00 (half to even)
        (2, "0.0051", false),
        (2, "0.006", false),
        (2, "0.01", false),
        (2, "-0.01", false),
        (0, "0.4", true),
        (0, "0.5", true),
        (0, "0.6", false),
        (3, "0.004", false),
        (nil, "0.004", false),
        (nil, "0.0000001", false),
        (nil, "0", true),
    ])
    func toleranceIsTheDisplayPrecision(precision: Int?, residual: String, balances: Bool) {
        var b = JournalBuilder()
        b.commodity("USD", precision: precision.map { UInt8($0) })
        let amount = dec("100").adding(dec(residual))!
        b.transaction(day(11, 2), [b.posting("a", "\(amount) USD"), b.posting("b", "-100 USD")])
        let errors = b.balance()
        #expect(errors == (balances ? [] : ["unbalanced 0 real: \(residual) USD"]))
    }

    @Test func toleranceIsPerCommodity() {
        var b = JournalBuilder()
        b.commodity("USD", precision: 2)
        b.commodity("EUR", precision: 2)
        b.transaction(day(11, 2), [
            b.posting("a", "10.004 USD"), b.posting("b", "-10 USD"), b.posting("c", "1.001 EUR"), b.posting("d", "-1 EUR"),
        ])
        #expect(b.balance() == [])
        // GBP has no style, so its residual counts; USD's is within its precision.
        var c = JournalBuilder()
        c.commodity("USD", precision: 2)
        c.transaction(day(11, 2), [
            c.posting("a", "10.004 USD"), c.posting("b", "-10 USD"), c.posting("c", "1.001 GBP"), c.posting("d", "-1 GBP"),
            c.posting("e", "1 EUR"), c.posting("f", "-0.999 EUR"),
        ])
        #expect(c.balance() == ["unbalanced 0 real: 0.004 USD, 0.001 GBP, 0.001 EUR"])
    }

    @Test func toleranceDoesNotInventAConversion() {
        // Two small residuals of the same sign: no conversion between them can balance.
        var b = JournalBuilder()
        b.commodity("USD", precision: 2)
        b.commodity("EUR")
        b.transaction(day(11, 2), [
            b.posting("a", "10.004 USD"), b.posting("b", "-10 USD"), b.posting("c", "1.001 EUR"), b.posting("d", "-1 EUR"),
        ])
        let errors = b.balance()
        #expect(errors == ["unbalanced 0 real: 0.004 USD, 0.001 EUR"])
        #expect(b.cost(0, 0) == nil)
    }

    @Test func conversionIgnoresCommoditiesThatBalance() {
        // Only EUR and GBP are left over, with opposite signs: hledger infers `@ 1 GBP` on both EUR postings.
        var b = JournalBuilder()
        b.transaction(day(11, 2), [
            b.posting("a", "10 USD"), b.posting("b", "-5 EUR"), b.posting("c", "1 GBP"), b.posting("d", "-10 USD"),
            b.posting("e", "4 EUR"),
        ])
        #expect(b.balance() == [])
        #expect(b.cost(0, 0) == nil)
        #expect(b.journal.postingDetails.cost(of: b.journal.transactions[0].postings[1])?.amount.quantity == Quantity(1))
        #expect(b.cost(0, 4) == b.cost(0, 1))
    }

    @Test func perUnitCost() {
        var b = JournalBuilder()
        b.transaction(day(11, 2), [
            b.posting("Assets:EUR", "-5 EUR", cost: (.perUnit, "0.8733 GBP")),
            b.posting("Assets:GBP", "4.3665 GBP"),
        ])
        #expect(b.balance() == [])
        #expect(b.cost(0, 0) == "@ 0.8733 GBP")
        #expect(b.cost(0, 1) == nil)
    }

    @Test func totalCost() {
        var b = JournalBuilder()
        b.transaction(day(11, 2), [
            b.posting("Assets:EUR", "-5 EUR", cost: (.total, "4.3665 GBP")),
            b.posting("Assets:GBP", "4.3665 GBP"),
        ])
        #expect(b.balance() == [])
        var negativeTotal = JournalBuilder()
        negativeTotal.transaction(day(11, 2), [
            // hledger 1.25: a total cost keeps its sign, times the quantity's sign.
            negativeTotal.posting("Assets:EUR", "-5 EUR", cost: (.total, "-4.3665 GBP")),
            negativeTotal.posting("Assets:GBP", "-4.3665 GBP"),
        ])
        #expect(negativeTotal.balance() == [])
    }

    @Test func costWithTheWrongSignIsUnbalanced() {
        var b = JournalBuilder()
        b.transaction(day(11, 2), [
            b.posting("Assets:EUR", "-5 EUR", cost: (.perUnit, "0.8733 GBP")),
            b.posting("Assets:GBP", "-4.3665 GBP"),
        ])
        #expect(b.balance() == ["unbalanced 0 real: -8.7330 GBP"])
    }

    @Test func costResidualUsesTheCostCommodityPrecision() {
        var exact = JournalBuilder()
        exact.transaction(day(11, 2), [
            exact.posting("Assets:EUR", "-5 EUR", cost: (.perUnit, "0.8733 GBP")),
            exact.posting("Assets:GBP", "4.37 GBP"),
        ])
        #expect(exact.balance() == ["unbalanced 0 real: 0.0035 GBP"])
        var rounded = JournalBuilder()
        rounded.commodity("GBP", precision: 2)
        rounded.transaction(day(11, 2), [
            rounded.posting("Assets:EUR", "-5 EUR", cost: (.perUnit, "0.8733 GBP")),
            rounded.posting("Assets:GBP", "4.37 GBP"),
        ])
        #expect(rounded.balance() == [])
    }

    @Test func missingAmountInferredAtCost() {
        var b = JournalBuilder()
        b.transaction(day(11, 2), [
            b.posting("Assets:Broker", "10 AAPL", cost: (.perUnit, "50 $")),
            b.posting("Assets:Broker", "-1 AAPL", cost: (.total, "48 $")),
            b.posting("Assets:Cash", nil),
        ])
        #expect(b.balance() == [])
        #expect(b.postings(0)[2] == "Assets:Cash -452 $")
    }

    @Test func conversionCostIsInferredForTwoCommodities() {
        var b = JournalBuilder()
        b.transaction(day(11, 2), [b.posting("a", "10 A"), b.posting("b", "-20 B")])
        #expect(b.balance() == [])
        #expect(b.cost(0, 0) == "@@ 20 B")
        #expect(b.cost(0, 1) == nil)
        #expect(b.postings(0) == ["a 10 A", "b -20 B"])
    }

    @Test func conversionCostGoesToTheFirstPostingsCommodity() {
        // hledger's test: `a 1.35 USD, b -1 EUR` gives `1.35 USD @@ 1 EUR`.
        var b = JournalBuilder()
        b.transaction(day(11, 2), [b.posting("b", "-1 EUR"), b.posting("a", "1.35 USD")])
        #expect(b.balance() == [])
        #expect(b.cost(0, 0) == "@@ 1.35 USD")
        #expect(b.cost(0, 1) == nil)
    }

    @Test func conversionCostForSeveralPostingsIsAUnitPrice() {
        var b = JournalBuilder()
        b.transaction(day(11, 2), [b.posting("a", "10 A"), b.posting("b", "-30 B"), b.posting("c", "5 A")])
        #expect(b.balance() == [])
        let unit = b.journal.postingDetails.cost(of: b.journal.transactions[0].postings[0])
        #expect(unit?.kind == .perUnit)
        #expect(unit?.amount.quantity == Quantity(2))
        #expect(b.cost(0, 2) == b.cost(0, 0))
        #expect(b.cost(0, 1) == nil)
    }

    @Test func inferredUnitPriceBalancesWithinThePrecision() {
        // 10 B over 3 A is 3.33333333… B per A: rounded, it leaves a residual far below B's precision.
        var b = JournalBuilder()
        b.commodity("A", precision: 0)
        b.commodity("B", precision: 2)
        b.transaction(day(11, 2), [b.posting("a", "1 A"), b.posting("c", "2 A"), b.posting("b", "-10 B")])
        #expect(b.balance() == [])
        let unit = b.journal.postingDetails.cost(of: b.journal.transactions[0].postings[0])
        #expect(unit?.kind == .perUnit)
        #expect(unit.map { $0.amount.quantity.rounded(toScale: 8) == dec("3.33333333") } == true)
    }

    @Test func noConversionCostForThreeCommodities() {
        var b = JournalBuilder()
        b.transaction(day(11, 2), [b.posting("a", "10 A"), b.posting("b", "-20 B"), b.posting("c", "1 C")])
        #expect(b.balance() == ["unbalanced 0 real: 10 A, -20 B, 1 C"])
        #expect(b.cost(0, 0) == nil)
    }

    @Test func noConversionCostWhenACostIsWritten() {
        var b = JournalBuilder()
        b.transaction(day(11, 2), [
            b.posting("a", "10 A", cost: (.perUnit, "1 B")), b.posting("b", "-20 B"), b.posting("c", "1 C"),
            b.posting("d", "-1 C"),
        ])
        #expect(b.balance() == ["unbalanced 0 real: -10 B"])
    }

    @Test func noConversionCostWhenBothSumsHaveTheSameSign() {
        // hledger infers a conversion only between amounts of opposite signs:
        // `10 A, 20 B` is unbalanced as written.
        var b = JournalBuilder()
        b.transaction(day(11, 2), [b.posting("a", "10 A"), b.posting("b", "20 B")])
        let errors = b.balance()
        #expect(errors == ["unbalanced 0 real: 10 A, 20 B"])
        #expect(b.cost(0, 0) == nil)
    }

    @Test func virtualPostingsAreExempt() {
        var b = JournalBuilder()
        b.transaction(day(11, 2), [
            b.posting("Expenses:Food", "10 USD"),
            b.posting("Budget:Food", "-10 USD", kind: .virtual),
            b.posting("Assets:Cash", nil),
            b.posting("Tracking", "99 EUR", kind: .virtual),
        ])
        #expect(b.balance() == [])
        #expect(b.postings(0) == ["Expenses:Food 10 USD", "Budget:Food -10 USD", "Assets:Cash -10 USD", "Tracking 99 EUR"])
        var onlyVirtual = JournalBuilder()
        onlyVirtual.transaction(day(11, 2), [onlyVirtual.posting("Tracking", "5 USD", kind: .virtual)])
        #expect(onlyVirtual.balance() == [])
    }

    @Test func balancedVirtualPostingsBalanceSeparately() {
        var b = JournalBuilder()
        b.transaction(day(11, 2), [
            b.posting("Expenses:Food", "10 USD"),
            b.posting("Assets:Cash", "-10 USD"),
            b.posting("Budget:Food", "-10 USD", kind: .balancedVirtual),
            b.posting("Budget:Available", "7 USD", kind: .balancedVirtual),
        ])
        #expect(b.balance() == ["unbalanced 0 balancedVirtual: -3 USD"])
    }

    @Test func balancedVirtualDoesNotOffsetReal() {
        var b = JournalBuilder()
        b.transaction(day(11, 2), [
            b.posting("Expenses:Food", "10 USD"),
            b.posting("Budget:Food", "-10 USD", kind: .balancedVirtual),
        ])
        #expect(b.balance() == ["unbalanced 0 real: 10 USD", "unbalanced 0 balancedVirtual: -10 USD"])
    }

    @Test func eachGroupInfersItsOwnMissingAmount() {
        var b = JournalBuilder()
        b.transaction(day(11, 2), [
            b.posting("Expenses:Food", "10 USD"),
            b.posting("Budget:Food", "-3 EUR", kind: .balancedVirtual),
            b.posting("Assets:Cash", nil),
            b.posting("Budget:Available", nil, kind: .balancedVirtual),
        ])
        #expect(b.balance() == [])
        #expect(b.postings(0) == [
            "Expenses:Food 10 USD", "Budget:Food -3 EUR", "Assets:Cash -10 USD", "Budget:Available 3 EUR",
        ])
    }

    @Test func twoMissingInTheBalancedVirtualGroup() {
        var b = JournalBuilder()
        b.transaction(day(11, 2), [
            b.posting("Expenses:Food", "10 USD"),
            b.posting("Assets:Cash", nil),
            b.posting("Budget:Food", nil, kind: .balancedVirtual),
            b.posting("Budget:Available", nil, kind: .balancedVirtual),
        ])
        #expect(b.balance() == ["missing 0 balancedVirtual: [2, 3]"])
        #expect(b.postings(0)[1] == "Assets:Cash -10 USD")
    }

    @Test func overflowIsAnErrorNotATrap() {
        var b = JournalBuilder()
        let max = Quantity(mantissa: .max, scale: 0).description
        b.transaction(day(11, 2), [b.posting("a", "\(max) USD"), b.posting("b", "1 USD")])
        #expect(b.balance() == ["overflow 0/-"])
        var missing = JournalBuilder()
        missing.transaction(day(11, 2), [
            missing.posting("a", "\(max) USD"), missing.posting("b", "1 USD"), missing.posting("c", nil),
        ])
        #expect(missing.balance() == ["overflow 0/-"])
        var cost = JournalBuilder()
        cost.transaction(day(11, 2), [
            cost.posting("a", "\(max) USD", cost: (.perUnit, "2 EUR")), cost.posting("b", nil),
        ])
        #expect(cost.balance() == ["overflow 0/-"])
    }
}
