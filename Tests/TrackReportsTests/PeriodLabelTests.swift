import Testing
import TrackModel
import TrackReports

/// Names of spans (hledger's), intervals, and the report span and columns.
@Suite struct PeriodLabelTests {
    static let labels: [(DateSpan, String, String)] = [
        (span(date(2026, 1, 1), date(2027, 1, 1)), "2026", "2026"),
        (span(date(2026, 10, 1), date(2027, 1, 1)), "2026Q4", "2026Q4"),
        (span(date(2026, 11, 1), date(2026, 12, 1)), "2026-11", "Nov"),
        (span(date(2026, 9, 28), date(2026, 10, 5)), "2026-09-28W40", "2026-09-28W40"),
        (span(date(2026, 11, 2), date(2026, 11, 3)), "2026-11-02", "2026-11-02"),
        (span(date(2026, 1, 1), date(2026, 12, 1)), "2026-01-01..2026-11-30", "2026-01-01..2026-11-30"),
        (span(date(2026, 11, 3), date(2026, 11, 10)), "2026-11-03..2026-11-09", "2026-11-03..2026-11-09"),
        (span(date(2026, 6, 1), nil), "2026-06-01..", "2026-06-01.."),
        (span(nil, date(2026, 6, 1)), "..2026-05-31", "..2026-05-31"),
        (.unbounded, "..", ".."),
    ]

    @Test(arguments: labels)
    func names(_ span: DateSpan, _ text: String, _ abbreviated: String) {
        #expect(PeriodLabel.text(span) == text)
        #expect(PeriodLabel.abbreviatingMonth(span) == abbreviated)
    }

    @Test func headingsAbbreviateMonthsWithinOneYear() {
        let months = Interval.monthly.periods(covering: span(date(2026, 11, 1), date(2027, 2, 1)))
        #expect(PeriodLabel.changeHeadings(Array(months.prefix(2))) == ["Nov", "Dec"])
        #expect(PeriodLabel.changeHeadings(months) == ["2026-11", "2026-12", "2027-01"])
        #expect(PeriodLabel.endHeadings(months) == ["2026-11-30", "2026-12-31", "2027-01-31"])
    }

    @Test func intervalsStartOnTheirBoundaries() {
        let day = date(2026, 11, 21)
        #expect(Interval.daily.periodStart(containing: day) == day)
        #expect(Interval.weekly.periodStart(containing: day) == date(2026, 11, 16))
        #expect(Interval.monthly.periodStart(containing: day) == date(2026, 11, 1))
        #expect(Interval.quarterly.periodStart(containing: day) == date(2026, 10, 1))
        #expect(Interval.yearly.periodStart(containing: day) == date(2026, 1, 1))
        #expect(Interval.monthly.next(after: date(2026, 12, 1)) == date(2027, 1, 1))
        #expect(Interval.weekly.periods(covering: span(date(2026, 10, 1), date(2026, 10, 6))) == [
            span(date(2026, 9, 28), date(2026, 10, 5)), span(date(2026, 10, 5), date(2026, 10, 12)),
        ])
        #expect(Interval.quarterly.periods(covering: span(date(2026, 2, 15), date(2026, 4, 2))).count == 2)
        #expect(Interval.monthly.periods(covering: .unbounded) == [])
    }

    @Test func isoWeeks() {
        #expect(date(2026, 1, 1).isoWeek == (2026, 1))
        #expect(date(2027, 1, 3).isoWeek == (2026, 53))
        #expect(date(2024, 12, 30).isoWeek == (2025, 1))
        #expect(Day.isoWeekStart(year: 2026, week: 45) == date(2026, 11, 2))
        #expect(Day.isoWeekStart(year: 2025, week: 53) == nil)
    }
}

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
