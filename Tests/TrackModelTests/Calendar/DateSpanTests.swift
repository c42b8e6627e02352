import Testing
import TrackModel

@Suite struct DateSpanTests {
    @Test func endIsExclusive() {
        let span = DateSpan(start: Day(year: 2026, month: 11, day: 1), end: Day(year: 2026, month: 12, day: 1))
        #expect(span.contains(Day(year: 2026, month: 11, day: 30)!))
        #expect(!span.contains(Day(year: 2026, month: 12, day: 1)!))
    }
}
