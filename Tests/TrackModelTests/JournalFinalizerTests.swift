import Testing
import TrackModel

@Suite struct JournalFinalizerTests {
    /// Cash and an opening balance on 2026-01-01: 100 USD and 5 EUR.
    static func opening() -> JournalBuilder {
        var b = JournalBuilder()
        b.transaction(day(1, 1), [
            b.posting("Assets:Cash", "100 USD"), b.posting("Assets:Cash", "5 EUR"),
            b.posting("Equity:Opening", "-100 USD"), b.posting("Equity:Opening", "-5 EUR"),
        ])
        return b
    }

    /// Each account's total over transaction `t`, as `Account: amounts`.
    static func totals(_ b: JournalBuilder, _ t: Int) -> [String] {
        var sums: [AccountID: MixedAmount] = [:]
        for p in b.journal.transactions[t].postings where p.hasAmount {
            sums[p.account, default: MixedAmount()].add(p.amount)
        }
        return sums.keys.sorted().map { id in
            b.journal.accounts.name(id) + ": " + b.show(sums[id]!.removingZeros()).joined(separator: ", ")
        }
    }

    @Test func balancesEveryTransaction() {
        var b = JournalBuilder()
        b.transaction(day(1, 1), [b.posting("Expenses:Food", "10 USD"), b.posting("Assets:Cash", nil)])
        b.transaction(day(1, 2), [b.posting("a", "1 USD"), b.posting("b", "-2 USD")])
        b.transaction(day(1, 3), [b.posting("a", "1 USD"), b.posting("b", nil), b.posting("c", nil)])
        #expect(b.finalize() == ["unbalanced 1 real: -1 USD", "missing 2 real: [1, 2]"])
        #expect(b.postings(0) == ["Expenses:Food 10 USD", "Assets:Cash -10 USD"])
    }

    @Test func emptyJournal() {
        var b = JournalBuilder()
        #expect(b.finalize() == [])
    }

    @Test func singleCommodityAssertionIgnoresOtherCommodities() {
        var b = Self.opening()
        b.transaction(day(1, 2), [
            b.posting("Assets:Cash", "10 USD", assert: (.single, "110 USD")),
            b.posting("Assets:Cash", "0 USD", assert: (.single, "5 EUR")),
            b.posting("Assets:Cash", "0 USD", assert: (.single, "0 GBP")),
            b.posting("Income", "-10 USD"),
        ])
        #expect(b.finalize() == [])
    }

    @Test func assertedAmountsCompareByValue() {
        var b = Self.opening()
        b.transaction(day(1, 2), [
            b.posting("Assets:Cash", "0.00 USD", assert: (.single, "100.000 USD")),
            b.posting("Income", "0 USD"),
        ])
        #expect(b.finalize() == [])
    }

    @Test func totalAssertionRequiresOtherCommoditiesToBeZero() {
        var b = Self.opening()
        b.transaction(day(1, 2), [
            b.posting("Assets:Cash", "10 USD", assert: (.total, "110 USD")),
            b.posting("Income", "-10 USD"),
        ])
        #expect(b.finalize() == ["assertion 1/0 Assets:Cash USD asserted 110 actual 110 difference 0 unexpected 5 EUR"])

        var zeroed = Self.opening()
        zeroed.transaction(day(1, 2), [
            zeroed.posting("Assets:Cash", "-5 EUR"),
            zeroed.posting("Assets:Cash", "10 USD", assert: (.total, "110 USD")),
            zeroed.posting("Income", "-10 USD"), zeroed.posting("Income", "5 EUR"),
        ])
        #expect(zeroed.finalize() == [])
    }

    @Test func inclusiveAssertionCountsSubaccounts() {
        var b = JournalBuilder()
        b.transaction(day(1, 1), [
            b.posting("Assets:Bank:Checking", "100 USD"), b.posting("Assets:Bank:Savings:Goal", "50 USD"),
            b.posting("Assets:BankOther", "7 USD"), b.posting("Equity", "-157 USD"),
        ])
        b.transaction(day(1, 2), [
            b.posting("Assets:Bank", "0 USD", assert: (.inclusive, "150 USD")),
            b.posting("Assets:Bank", "0 USD", assert: (.single, "0 USD")),
            b.posting("Assets", "0 USD", assert: (.inclusive, "157 USD")),
            b.posting("Assets:Bank", "0 USD", assert: (.single, "150 USD")),
        ])
        #expect(b.finalize() == ["assertion 1/3 Assets:Bank USD asserted 150 actual 0 difference 150"])
    }

    @Test func totalInclusiveAssertion() {
        var b = JournalBuilder()
        b.transaction(day(1, 1), [
            b.posting("Assets:Bank:Checking", "100 USD"), b.posting("Assets:Bank:Travel", "20 EUR"),
            b.posting("Equity", "-100 USD"), b.posting("Equity", "-20 EUR"),
        ])
        b.transaction(day(1, 2), [
            b.posting("Assets:Bank", "0 USD", assert: (.totalInclusive, "100 USD")),
            b.posting("Assets:Bank:Checking", "0 USD", assert: (.totalInclusive, "100 USD")),
        ])
        #expect(b.finalize() == ["assertion 1/0 Assets:Bank USD asserted 100 actual 100 difference 0 unexpected 20 EUR"])
    }

    @Test func assertionsRunInDateOrder() {
        // The later transaction in the file is earlier in time.
        var b = JournalBuilder()
        b.transaction(day(1, 5), [
            b.posting("Assets:Cash", "10 USD", assert: (.single, "30 USD")), b.posting("Equity", "-10 USD"),
        ])
        b.transaction(day(1, 1), [b.posting("Assets:Cash", "20 USD"), b.posting("Equity", "-20 USD")])
        #expect(b.finalize() == [])
    }

    @Test func sameDayAssertionsRunInFileOrder() {
        var b = JournalBuilder()
        b.transaction(day(1, 1), [
            b.posting("Assets:Cash", "10 USD", assert: (.single, "30 USD")), b.posting("Equity", "-10 USD"),
        ])
        b.transaction(day(1, 1), [
            b.posting("Assets:Cash", "20 USD", assert: (.single, "30 USD")), b.posting("Equity", "-20 USD"),
        ])
        #expect(b.finalize() == ["assertion 0/0 Assets:Cash USD asserted 30 actual 10 difference 20"])
    }

    @Test func postingDatesDecideTheOrder() {
        var b = JournalBuilder()
        b.transaction(day(1, 1), [
            b.posting("Assets:Cash", "10 USD", assert: (.single, "15 USD")), b.posting("Equity", "-10 USD"),
        ])
        // Entered later, but this posting happened in December.
        b.transaction(day(1, 5), [
            b.posting("Assets:Cash", "5 USD", date: day(12, 31, year: 2025)), b.posting("Equity", "-5 USD"),
        ])
        // And this one after the assertion.
        b.transaction(day(1, 1), [
            b.posting("Assets:Cash", "1 USD", date: day(1, 2)), b.posting("Equity", "-1 USD"),
        ])
        #expect(b.finalize() == [])
    }

    @Test func assertionSeesEarlierPostingsOfItsTransactionOnly() {
        var b = JournalBuilder()
        b.transaction(day(1, 1), [
            b.posting("Assets:Cash", "10 USD", assert: (.single, "10 USD")),
            b.posting("Assets:Cash", "5 USD", assert: (.single, "15 USD")),
            b.posting("Assets:Cash", "1 USD"),
            b.posting("Assets:Cash", "0 USD", assert: (.single, "16 USD")),
            b.posting("Equity", nil),
        ])
        #expect(b.finalize() == [])
    }

    @Test func failuresCarryAssertedActualAndDifference() throws {
        var b = JournalBuilder()
        b.transaction(day(1, 1), [b.posting("Assets:Cash", "10 USD"), b.posting("Equity", nil)])
        b.transaction(day(1, 2), [
            b.posting("Equity", "0 USD"),
            b.posting("Assets:Cash", "0.00 USD", assert: (.single, "12.50 USD")),
        ])
        let errors = JournalFinalizer().finalize(&b.journal)
        #expect(errors.count == 1)
        guard case .assertionFailed(let failure) = try #require(errors.first) else {
            Issue.record("expected an assertion failure")
            return
        }
        #expect(failure.transaction == 1)
        #expect(failure.posting == 1)
        #expect(failure.account == b.journal.accounts.id(of: "Assets:Cash"))
        #expect(failure.commodity == b.journal.commodities.id(of: "USD"))
        #expect(failure.asserted == dec("12.50"))
        #expect(failure.actual == dec("10"))
        #expect(failure.difference == dec("2.5"))
        #expect(failure.difference.description == "2.50")
        #expect(failure.unexpected.amounts.isEmpty)
        #expect(!failure.assertion.isTotal && !failure.assertion.includesSubaccounts)
        #expect(errors.first?.transactionIndex == 1)
    }

    @Test func everyFailureIsReported() {
        var b = JournalBuilder()
        b.transaction(day(1, 1), [
            b.posting("Assets:Cash", "10 USD", assert: (.single, "11 USD")),
            b.posting("Equity", "-10 USD", assert: (.single, "-9 USD")),
        ])
        b.transaction(day(1, 2), [b.posting("Assets:Cash", "1 USD", assert: (.single, "12 USD")), b.posting("x", "2 USD")])
        // Balancing runs first, then the assertions in date order.
        #expect(b.finalize() == [
            "unbalanced 1 real: 3 USD",
            "assertion 0/0 Assets:Cash USD asserted 11 actual 10 difference 1",
            "assertion 0/1 Equity USD asserted -9 actual -10 difference 1",
            "assertion 1/0 Assets:Cash USD asserted 12 actual 11 difference 1",
        ])
    }

    @Test func virtualPostingsCountInAssertions() {
        var b = JournalBuilder()
        b.transaction(day(1, 1), [
            b.posting("Budget:Food", "10 USD", kind: .virtual),
            b.posting("Budget:Food", "5 USD", kind: .virtual, assert: (.single, "15 USD")),
        ])
        #expect(b.finalize() == [])
    }

    @Test func balanceAssignmentGetsTheDifference() {
        var b = JournalBuilder()
        b.transaction(day(1, 1), [b.posting("Assets:Cash", "100 USD"), b.posting("Equity", nil)])
        b.transaction(day(1, 5), [b.posting("Assets:Cash", nil, assert: (.single, "150 USD")), b.posting("Income", nil)])
        b.transaction(day(1, 6), [
            b.posting("Assets:Cash", "0 USD", assert: (.single, "150 USD")), b.posting("Income", "0 USD", assert: (.single, "-50 USD")),
        ])
        #expect(b.finalize() == [])
        #expect(b.postings(1) == ["Assets:Cash 50 USD", "Income -50 USD"])
        #expect(b.journal.transactions[1].postings[0].amountOrigin == .assigned)
        #expect(b.journal.transactions[1].postings[1].amountOrigin == .inferred)
    }

    @Test func assignmentToZeroAndNegative() {
        var b = JournalBuilder()
        b.transaction(day(1, 1), [b.posting("Assets:Cash", "100 USD"), b.posting("Equity", nil)])
        b.transaction(day(1, 2), [b.posting("Assets:Cash", nil, assert: (.single, "0 USD")), b.posting("Expenses", nil)])
        b.transaction(day(1, 3), [b.posting("Liabilities:Card", nil, assert: (.single, "-20.5 USD")), b.posting("Expenses", nil)])
        #expect(b.finalize() == [])
        #expect(b.postings(1) == ["Assets:Cash -100 USD", "Expenses 100 USD"])
        #expect(b.postings(2) == ["Liabilities:Card -20.5 USD", "Expenses 20.5 USD"])
    }

    @Test func assignmentRunsInDateOrder() {
        var b = JournalBuilder()
        b.transaction(day(1, 10), [b.posting("Assets:Cash", "100 USD"), b.posting("Equity", nil)])
        b.transaction(day(1, 5), [b.posting("Assets:Cash", nil, assert: (.single, "30 USD")), b.posting("Equity", nil)])
        b.transaction(day(1, 11), [b.posting("Assets:Cash", "0 USD", assert: (.single, "130 USD")), b.posting("Equity", "0 USD")])
        #expect(b.finalize() == [])
        #expect(b.postings(1) == ["Assets:Cash 30 USD", "Equity -30 USD"])
    }

    @Test func singleCommodityAssignmentLeavesOtherCommodities() {
        var b = Self.opening()
        b.transaction(day(1, 2), [b.posting("Assets:Cash", nil, assert: (.single, "150 USD")), b.posting("Income", nil)])
        #expect(b.finalize() == [])
        #expect(b.postings(1) == ["Assets:Cash 50 USD", "Income -50 USD"])
    }

    @Test func totalAssignmentClearsOtherCommodities() {
        var b = Self.opening()
        b.transaction(day(1, 2), [b.posting("Assets:Cash", nil, assert: (.total, "150 USD")), b.posting("Income", nil)])
        b.transaction(day(1, 3), [b.posting("Assets:Cash", "0 USD", assert: (.total, "150 USD")), b.posting("x", "0 USD")])
        #expect(b.finalize() == [])
        #expect(Self.totals(b, 1) == ["Assets:Cash: 50 USD, -5 EUR", "Income: -50 USD, 5 EUR"])
    }

    @Test func inclusiveAssignment() {
        var b = JournalBuilder()
        b.transaction(day(1, 1), [b.posting("Assets:Bank:Checking", "100 USD"), b.posting("Equity", nil)])
        b.transaction(day(1, 2), [
            b.posting("Assets:Bank:Savings", "10 USD"),
            b.posting("Assets:Bank", nil, assert: (.inclusive, "150 USD")),
            b.posting("Equity", nil),
        ])
        #expect(b.finalize() == [])
        #expect(b.postings(1) == ["Assets:Bank:Savings 10 USD", "Assets:Bank 40 USD", "Equity -50 USD"])
    }

    @Test func totalInclusiveAssignmentToZero() {
        var b = JournalBuilder()
        b.transaction(day(1, 1), [b.posting("Income:Random", "-20 EUR"), b.posting("Assets:Cash", "20 EUR")])
        b.transaction(day(1, 31), [
            b.posting("Income", nil, assert: (.totalInclusive, "0")),
            b.posting("Equity:Closing", nil),
        ])
        b.transaction(day(2, 1), [b.posting("Income", "0 EUR", assert: (.totalInclusive, "0 EUR")), b.posting("x", "0 EUR")])
        #expect(b.finalize() == [])
        #expect(Self.totals(b, 1) == ["Income: 20 EUR", "Equity:Closing: -20 EUR"])
    }

    @Test func totalInclusiveAssignmentAddsNoZeroPosting() {
        // hledger drops zero amounts from an assigned difference: `Income ==* 0`
        // with Income:Random at -20 EUR gives Income one posting, 20 EUR.
        var b = JournalBuilder()
        b.transaction(day(1, 1), [b.posting("Income:Random", "-20 EUR"), b.posting("Assets:Cash", "20 EUR")])
        b.transaction(day(1, 31), [
            b.posting("Income", nil, assert: (.totalInclusive, "0")),
            b.posting("Equity:Closing", nil),
        ])
        #expect(b.finalize() == [])
        #expect(b.postings(1) == ["Income 20 EUR", "Equity:Closing -20 EUR"])
    }

    @Test func assignmentSeesEarlierPostingsOfItsTransaction() {
        var b = JournalBuilder()
        b.transaction(day(1, 1), [b.posting("Assets:Cash", "100 USD"), b.posting("Equity", nil)])
        b.transaction(day(1, 2), [
            b.posting("Assets:Cash", "10 USD"),
            b.posting("Assets:Cash", nil, assert: (.single, "150 USD")),
            b.posting("Assets:Cash", "1 USD", assert: (.single, "151 USD")),
            b.posting("Income", nil),
        ])
        #expect(b.finalize() == [])
        #expect(b.postings(1) == ["Assets:Cash 10 USD", "Assets:Cash 40 USD", "Assets:Cash 1 USD", "Income -51 USD"])
    }

    @Test func assertionAfterAnAssignmentInTheSameTransactionCanFail() {
        var b = JournalBuilder()
        b.transaction(day(1, 1), [
            b.posting("Assets:Cash", nil, assert: (.single, "50 USD")),
            b.posting("Assets:Cash", "5 USD", assert: (.single, "50 USD")),
            b.posting("Equity", nil),
        ])
        #expect(b.finalize() == ["assertion 0/1 Assets:Cash USD asserted 50 actual 55 difference -5"])
        #expect(b.postings(0) == ["Assets:Cash 50 USD", "Assets:Cash 5 USD", "Equity -55 USD"])
    }

    @Test func assignmentWithCostIsAnError() {
        var b = JournalBuilder()
        b.transaction(day(1, 1), [
            b.posting("Assets:Cash", nil, cost: (.perUnit, "1 EUR"), assert: (.single, "10 USD")),
            b.posting("Equity", "-10 EUR"),
        ])
        let errors = b.finalize()
        #expect(errors.first == "assignment with cost 0/0")
    }

    @Test func transactionsWithAssignmentsAreStillBalanced() {
        var b = JournalBuilder()
        b.transaction(day(1, 1), [
            b.posting("Assets:Cash", nil, assert: (.single, "10 USD")),
            b.posting("Equity", "-9 USD"),
        ])
        #expect(b.finalize() == ["unbalanced 0 real: 1 USD"])
    }
}
