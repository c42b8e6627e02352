import Testing
import TrackModel
@testable import TrackReports

/// The one walk of the periodic reports: rows, columns, what comes before
/// them, valuation and empty periods.
@Suite struct PeriodicWalkTests {
    static let journal = ReportTestJournal.read("""
        P 2026-01-15 EUR 1.10 USD
        P 2026-02-15 EUR 1.20 USD

        2025-12-20 before
            expenses:food      5 USD
            assets:cash

        2026-01-05 a
            expenses:food     10 USD
            expenses:rent    100 USD
            assets:cash

        2026-01-31 b
            expenses:food     20 EUR
            assets:cash      -22 USD

        2026-02-01 c
            expenses:food      1 USD  ; date:2026-04-02
            assets:cash

        2026-03-10 d
            expenses:food      3 USD
            assets:cash

        """)

    static let months = Interval.monthly.periods(covering: span(date(2026, 1, 1), date(2026, 4, 1)))

    /// One row per account, as `BalanceReport`'s.
    func walk(_ columns: [DateSpan] = months) -> PeriodicWalk {
        let accounts = Self.journal.accounts
        return PeriodicWalk(columns: columns, rows: accounts.allIDs.map { Int32($0.index) }, rowCount: accounts.count)
    }

    func row(_ name: String) -> Int { Self.journal.accounts.id(of: name)!.index }

    func show(_ sums: PeriodicSums, _ name: String) -> [[String]] {
        (0..<sums.columns.count).map { ReportTestJournal.show(sums.total(row: row(name), column: $0), in: Self.journal) }
    }

    @Test func bucketsByRowAndColumn() {
        var rates: RateCache?
        let sums = walk().sums(of: Self.journal, matching: PostingFilter(.any, journal: Self.journal), rates: &rates)
        #expect(show(sums, "expenses:food") == [["20 EUR", "10 USD"], [], ["3 USD"]])
        #expect(show(sums, "expenses:rent") == [["100 USD"], [], []])
        #expect(sums.opening.isEmpty)
        #expect(sums.hasPostings[row("expenses:food")])
    }

    /// A day belongs to the column it starts or lies in; a posting's own date decides, and
    /// what falls after the last column (2026-04-02) counts nowhere.
    @Test func boundariesAndPostingDates() {
        var rates: RateCache?
        let sums = walk([span(date(2026, 1, 31), date(2026, 2, 1)), span(date(2026, 2, 1), date(2026, 3, 11))])
            .sums(of: Self.journal, matching: PostingFilter(.any, journal: Self.journal), rates: &rates)
        #expect(show(sums, "expenses:food") == [["20 EUR"], ["3 USD"]])
    }

    @Test func openingAndRunningBalances() {
        var walk = walk()
        walk.keepsOpening = true
        var rates: RateCache?
        let sums = walk.sums(of: Self.journal, matching: PostingFilter(.any, journal: Self.journal), rates: &rates)
        let food = row("expenses:food"), width = sums.columns.count
        #expect(ReportTestJournal.show(sums.opening[food].total, in: Self.journal) == ["5 USD"])
        let historical = sums.balances(fromOpening: true)[(food * width)..<(food * width + width)]
        #expect(historical.map { ReportTestJournal.show($0, in: Self.journal) }
            == [["20 EUR", "15 USD"], ["20 EUR", "15 USD"], ["20 EUR", "18 USD"]])
        let cumulative = sums.balances(fromOpening: false)[(food * width)..<(food * width + width)]
        #expect(cumulative.map { ReportTestJournal.show($0, in: Self.journal) }
            == [["20 EUR", "10 USD"], ["20 EUR", "10 USD"], ["20 EUR", "13 USD"]])
    }

    /// Rows group accounts, and a skipped account's postings count nowhere.
    @Test func rowsGroupAccounts() {
        let accounts = Self.journal.accounts
        let rows = accounts.allIDs.map { id -> Int32 in
            accounts.name(id).hasPrefix("expenses") ? 0 : PeriodicWalk.skipped
        }
        var rates: RateCache?
        let sums = PeriodicWalk(columns: [.unbounded], rows: rows, rowCount: 1)
            .sums(of: Self.journal, matching: PostingFilter(.any, journal: Self.journal), rates: &rates)
        #expect(ReportTestJournal.show(sums.total(row: 0, column: 0), in: Self.journal) == ["20 EUR", "119 USD"])
    }

    @Test func valuesEachPostingAtItsDate() {
        var walk = walk()
        walk.valuesEachPosting = true
        let usd = ReportTestJournal.id("USD", in: Self.journal)
        var rates: RateCache? = Valuation(converter: CurrencyConverter(journal: Self.journal, target: usd),
                                          moment: .postingDate).cache()
        let sums = walk.sums(of: Self.journal, matching: PostingFilter(.any, journal: Self.journal), rates: &rates)
        // 20 EUR on 2026-01-31 at the rate of 2026-01-15.
        #expect(show(sums, "expenses:food") == [["32 USD"], [], ["3 USD"]])
        #expect(rates!.summary(moment: .postingDate).rates.count == 1)
    }

    @Test func filtersAndEmptyPeriods() throws {
        let query = try Query.parse(["desc:a"], today: ReportTestJournal.today)
        var rates: RateCache?
        let sums = walk(Interval.monthly.periods(covering: span(date(2030, 1, 1), date(2030, 3, 1))))
            .sums(of: Self.journal, matching: PostingFilter(query, journal: Self.journal), rates: &rates)
        #expect(sums.changes().allSatisfy { $0.amounts.isEmpty })
        #expect(!sums.hasPostings.contains(true))
        let filtered = walk().sums(of: Self.journal, matching: PostingFilter(query, journal: Self.journal), rates: &rates)
        #expect(show(filtered, "expenses:food") == [["10 USD"], [], []])
        let none = walk([]).sums(of: Self.journal, matching: PostingFilter(.any, journal: Self.journal), rates: &rates)
        #expect(none.cells.isEmpty)
    }

    /// A large journal is walked in parts on several threads; the sums are the ones one walk gives.
    @Test(arguments: [false, true])
    func partsAddUpToOneWalk(keepsOpening: Bool) throws {
        var whole = walk()
        whole.keepsOpening = keepsOpening
        whole.atCost = true
        var parted = whole
        parted.workers = 3
        parted.minimumPart = 1
        // The test journal's grid has more cells than it has transactions.
        parted.cellsPerTransactionInParts = 1_000
        for query in [Query.any, try Query.parse(["food"], today: ReportTestJournal.today)] {
            var rates: RateCache?
            let filter = PostingFilter(query, journal: Self.journal)
            let one = whole.sums(of: Self.journal, matching: filter, rates: &rates)
            let three = parted.sums(of: Self.journal, matching: filter, rates: &rates)
            #expect(three.changes() == one.changes())
            #expect(three.opening.map(\.total) == one.opening.map(\.total))
            #expect(three.hasPostings == one.hasPostings)
        }
    }
}

