import Testing
import TrackModel
@testable import TrackReports

/// `track stats` counts a large journal in parts on several threads; the
/// figures must be those of one walk, with and without a query.
@Suite struct JournalStatisticsTests {
    static let journal = ReportTestJournal.read("""
        2026-10-01 Corner Market | groceries
            expenses:food      5 USD
            assets:cash

        2026-11-20 Landlord
            expenses:rent    100 EUR
            assets:bank

        2026-11-20 Corner Market | more
            expenses:food      7 USD
            assets:cash

        2026-09-01 Cinema
            expenses:fun:films  9 USD
            assets:cash

        2026-11-02 Landlord | deposit
            assets:deposit   100 EUR
            assets:bank

        """)

    static func figures(_ s: JournalStatistics) -> [String] {
        [s.firstDate.map { "\($0)" } ?? "-", s.lastDate.map { "\($0)" } ?? "-", "\(s.transactionCount)",
         "\(s.postingCount)", "\(s.accountCount)", "\(s.accountDepth)", s.commodities.joined(separator: ","),
         "\(s.payeeCount)", "\(s.transactionsLast30Days)", s.latest.map { "\($0.date) \($0.description)" } ?? "-"]
    }

    @Test(arguments: [[String](), ["food"], ["assets"]])
    func partsGiveTheFiguresOfOneWalk(query: [String]) throws {
        let journal = Self.journal
        let parsed = try Query.parse(query, today: ReportTestJournal.today)
        let filter = query.isEmpty ? nil : PostingFilter(parsed, journal: journal)
        let one = JournalStatistics(journal: journal, today: ReportTestJournal.today, filter: filter, workers: 1)
        for workers in [2, 3, 5] {
            let parted = JournalStatistics(journal: journal, today: ReportTestJournal.today, filter: filter,
                                           workers: workers, minimumPart: 1)
            #expect(Self.figures(parted) == Self.figures(one))
        }
    }

    @Test func figuresOfTheWholeJournal() {
        let s = JournalStatistics(journal: Self.journal, today: ReportTestJournal.today, workers: 3, minimumPart: 1)
        #expect(Self.figures(s) == ["2026-09-01", "2026-11-20", "5", "10", "6", "3", "EUR,USD", "3", "3",
                                    "2026-11-20 Corner Market | more"])
    }
}
