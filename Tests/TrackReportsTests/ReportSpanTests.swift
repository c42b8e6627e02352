import Testing
import TrackModel
import TrackReports

/// The report span and columns: the requested sides, the journal's, widened to whole periods.
@Suite struct ReportSpanTests {
    static let journal = ReportTestJournal.read("""
        2026-01-10 a
            expenses:x      10 EUR  ; date:2026-03-05
            assets

        2026-02-10 b
            expenses:x      10 EUR
            assets

        P 2026-06-01 EUR 1.1 USD

        """)

    @Test func theJournalSpanCountsPostingDates() {
        #expect(ReportSpan.dates(of: Self.journal) == span(date(2026, 1, 10), date(2026, 3, 6)))
        #expect(ReportSpan.dates(of: ReportTestJournal.read("; empty\n")) == nil)
        #expect(ReportSpan.lastDay(of: Self.journal) == date(2026, 6, 1))
    }

    @Test func requestedSidesWinAndIntervalsWiden() {
        let journal = Self.journal
        #expect(ReportSpan.resolve(.unbounded, interval: nil, journal: journal) == span(date(2026, 1, 10), date(2026, 3, 6)))
        #expect(ReportSpan.resolve(.unbounded, interval: .monthly, journal: journal) == span(date(2026, 1, 1), date(2026, 4, 1)))
        #expect(ReportSpan.resolve(span(date(2026, 2, 15), nil), interval: .monthly, journal: journal)
            == span(date(2026, 2, 1), date(2026, 4, 1)))
        #expect(ReportSpan.resolve(span(nil, date(2026, 2, 15)), interval: .quarterly, journal: journal)
            == span(date(2026, 1, 1), date(2026, 4, 1)))
        #expect(ReportSpan.columns(span(date(2026, 2, 15), date(2026, 4, 10)), interval: .monthly, journal: journal).count == 3)
        #expect(ReportSpan.columns(span(date(2030, 1, 1), date(2031, 1, 1)), interval: .monthly, journal: journal).count == 12)
    }

    @Test func edgeCases() {
        let empty = ReportTestJournal.read("; empty\n")
        #expect(ReportSpan.columns(.unbounded, interval: .monthly, journal: empty) == [.unbounded])
        #expect(ReportSpan.columns(span(date(2026, 1, 1), nil), interval: .monthly, journal: empty) == [span(date(2026, 1, 1), nil)])
        #expect(ReportSpan.columns(span(date(2026, 5, 1), date(2026, 3, 1)), interval: .monthly, journal: Self.journal) == [])
        #expect(ReportSpan.columns(span(date(2026, 3, 1), date(2026, 5, 1)), interval: nil, journal: Self.journal)
            == [span(date(2026, 3, 1), date(2026, 5, 1))])
    }
}
