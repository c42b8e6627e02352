import Testing
import TrackModel
import TrackReports

/// Issue 12, item 10: a chain of thousands of `P` prices is searched once,
/// each commodity remembering only the step that reached it, and its rate is
/// computed once at the end: a 3,000-step chain is quoted exactly.
@Suite struct SuperLinearWorkTests {
    /// `P` prices X1 → X2 → … → X`n` → USD, each on its own day, at `rate`.
    static func chain(_ n: Int, rate: String) -> String {
        var text = ""
        var day = Day(year: 2000, month: 1, day: 1)!
        for i in 1...n {
            text += "P \(day) X\(Self.letters(i)) \(rate) X\(Self.letters(i + 1))\n"
            day = day.adding(days: 1)
        }
        return text + "P \(day) X\(Self.letters(n + 1)) 1 USD\n\n2000-01-01 t\n    a  2 X\(Self.letters(1))\n    b\n"
    }

    /// A commodity name of letters only: 1 → A, 27 → AA.
    static func letters(_ number: Int) -> String {
        var n = number, name = ""
        while n > 0 {
            let digit = (n - 1) % 26
            name = String(UnicodeScalar(UInt8(65 + digit))) + name
            n = (n - 1) / 26
        }
        return name
    }

    @Test func aLongChainIsQuotedWithEveryStep() throws {
        let journal = ReportTestJournal.read(Self.chain(3000, rate: "1"))
        let usd = try #require(journal.commodities.id(of: "USD"))
        let first = try #require(journal.commodities.id(of: "XA"))
        let converter = CurrencyConverter(journal: journal, target: usd)
        let quote = try #require(converter.quote(from: first, on: Day(year: 2030, month: 1, day: 1)!))
        #expect(quote.steps.count == 3001)
        #expect(quote.rate == Quantity(1))
        #expect(converter.convert(Amount(Quantity(2), first), on: Day(year: 2030, month: 1, day: 1)!) == Amount(Quantity(2), usd))
    }

    @Test func aChainWhoseRateIsTooLargeHasNoQuote() throws {
        // 10^40 does not fit in 38 digits.
        let journal = ReportTestJournal.read(Self.chain(40, rate: "10"))
        let usd = try #require(journal.commodities.id(of: "USD"))
        let first = try #require(journal.commodities.id(of: "XA"))
        #expect(CurrencyConverter(journal: journal, target: usd).quote(from: first, on: Day(year: 2030, month: 1, day: 1)!) == nil)
    }

    @Test func aRegisterTotalHoldsOnlyWhatItHoldsNow() {
        // 2,000 commodities, each booked in and out: the running total was
        // 2,000 entries long by the end (zeros kept), making each row's work grow.
        var text = ""
        for i in 1...2000 {
            text += "2026-01-01 t\n    a  1 X\(Self.letters(i))\n    b\n\n"
        }
        let journal = ReportTestJournal.read(text)
        var largest = 0, rows = 0
        RegisterReport(journal: journal, filter: PostingFilter(.any, journal: journal)).forEachRow { row in
            largest = max(largest, row.total.amounts.count)
            rows += 1
        }
        #expect(rows == 4000)
        #expect(largest == 1)
    }
}
