import Testing
import TrackModel
@testable import TrackSyntax

@Suite struct CSVTransactionBuilderTests {
    /// Builds the entries of `csv` into `journal` (read from text), with a tag on each.
    func build(_ csv: String, rules: String, journal text: String = "",
               tag: Bool = true) -> (journal: Journal, transactions: [Transaction], problems: [String]) {
        var journal = load(text).journal
        var sources = journal.sources
        let (ruleSet, entries, diagnostics) = CSVImporter.read(
            csv: "bank.csv", rules: "bank.csv.rules", into: &sources,
            fileSystem: InMemoryFileSystem(files: ["bank.csv": csv, "bank.csv.rules": rules]))
        #expect(diagnostics.isEmpty)
        journal.sources = sources
        let tags = entries.map { tag ? (name: "import", value: ImportFingerprint.of($0)) : nil }
        var transactions = CSVTransactionBuilder(balanceType: ruleSet.balanceType).transactions(entries, tags: tags, into: &journal)
        let problems = CSVImporter.balance(&transactions, entries: entries, in: &journal)
        var renderer = DiagnosticRenderer(sources: journal.sources)
        return (journal, transactions, problems.map { renderer.render($0) })
    }

    @Test func textLivesInTheStoreAndTagsAreRead() {
        let (journal, transactions, problems) = build(
            "2026-11-02,Corner Market,-84.20,C1\n",
            rules: "fields date, description, amount, code\naccount1 assets:bank\ncomment receipt:yes\\nsecond line\ncomment2 aisle:3\n")
        #expect(problems == [])
        let t = transactions[0]
        #expect(journal.string(t.description) == "Corner Market")
        #expect(journal.string(t.code) == "C1")
        #expect(journal.string(t.comment).hasPrefix("; receipt:yes, import:"))
        #expect(journal.string(t.comment).hasSuffix("\n    ; second line"))
        #expect(t.tags.map { journal.string($0.name) } == ["receipt", "import"])
        #expect(journal.string(t.tags[1].value).count == 16)
        let posting = t.postings[1]
        #expect(journal.postingDetails.tags(of: posting).map { journal.string($0.value) } == ["3"])
        #expect(journal.accounts.name(posting.account) == "expenses:unknown")
        #expect(journal.accounts[posting.account].isUsed)
    }

    @Test func aNewCommodityTakesTheStyleItIsWrittenIn() {
        let (journal, _, _) = build("2026-11-02,x,$-1234.5\n2026-11-03,y,$2.25\n", rules: "fields date, description, amount\naccount1 a\n")
        let style = journal.commodities.style(journal.commodities.id(of: "$")!)
        #expect(style == AmountStyle(symbolSide: .left, spaced: false, decimalMark: .period, precision: 2))
    }

    @Test func aKnownCommodityKeepsTheJournalsStyle() {
        let (journal, _, _) = build("2026-11-02,x,-12.50 EUR\n", rules: "fields date, description, amount\naccount1 a\n",
                                     journal: "commodity 1.000,00 EUR\n")
        #expect(journal.commodities.style(journal.commodities.id(of: "EUR")!)?.decimalMark == .comma)
    }

    @Test func amountsLeftOutAreInferredAndAssertionsKept() {
        let (journal, transactions, problems) = build(
            "2026-11-02,x,-12.50,100\n",
            rules: "fields date, description, amount1, balance1\naccount1 assets:bank\naccount2 expenses:misc\nbalance-type ==\n")
        #expect(problems == [])
        let postings = transactions[0].postings
        #expect(postings[1].amountOrigin == .inferred)
        #expect(postings[1].amount.quantity == Quantity(mantissa: 1250, scale: 2))
        let assertion = journal.postingDetails.assertion(of: postings[0])
        #expect(assertion?.isTotal == true)
        #expect(assertion?.amount.quantity == Quantity(100))
    }

    @Test func costsAreKeptAndTheOldAmountFormConvertsPosting2() {
        let (journal, transactions, problems) = build(
            "2026-11-02,x,10 AAPL @ $50\n", rules: "fields date, description, amount\naccount1 assets:broker\naccount2 assets:cash\n")
        #expect(problems == [])
        let postings = transactions[0].postings
        #expect(journal.postingDetails.cost(of: postings[0]) == Cost(.perUnit, Amount(Quantity(50), journal.commodities.id(of: "$")!)))
        #expect(postings[1].amount == Amount(Quantity(-500), journal.commodities.id(of: "$")!))
    }

    @Test func aTransactionThatDoesNotBalanceIsReportedAtItsRecord() {
        let (_, _, problems) = build("2026-11-02,x,5\n", rules: "fields date, description, amount1\naccount1 a\n", tag: false)
        #expect(problems == [
            """
            bank.csv:1:1: error: this transaction does not balance: its postings sum to 5, not 0
              1 | 2026-11-02,x,5
                | ^^^^^^^^^^^^^^
            hint: give the record a posting that balances it: an account with no amount (account2 alone) takes what balances the others

            """,
        ])
    }

    @Test func tooManyPostingsWithoutAmounts() {
        let (_, _, problems) = build("2026-11-02,x\n", rules: "fields date, description\naccount1 a\naccount2 b\n", tag: false)
        #expect(problems.count == 1)
        #expect(problems[0].hasPrefix("bank.csv:1:1: error: 2 postings leave out their amount; at most one may\n"))
        #expect(problems[0].hasSuffix("hint: give all postings but one an amount (amountN), or set no accountN for the postings not wanted\n"))
    }
}
