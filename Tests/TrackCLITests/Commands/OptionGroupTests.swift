import Testing
import TrackModel
import TrackReports
import TrackSyntax
@testable import TrackCLI

/// The option groups several commands share: each reads its options into a
/// typed value, with its errors worded once.
struct OptionGroupTests {
    static let today = Day(year: 2026, month: 11, day: 21)!

    static func parsed(_ values: [String: String] = [:], flags: Set<String> = [], _ positionals: [String] = []) -> ParsedArguments {
        ParsedArguments(flags: flags, values: values.mapValues { [$0] }, positionals: positionals)
    }

    @Test func periodOptionsLetBeginAndEndReplaceThePeriodsSides() throws {
        let options = try PeriodOptions(Self.parsed(["period": "2026", "end": "2026-07"]), today: Self.today)
        #expect(options.period.span == DateSpan(start: Day(year: 2026, month: 1, day: 1), end: Day(year: 2026, month: 7, day: 1)))
        #expect(try PeriodOptions(Self.parsed(), today: Self.today).period.span.isUnbounded)
    }

    @Test func periodOptionsNameTheOptionOfABadDate() {
        #expect(wordsThrown {
            try PeriodOptions(Self.parsed(["begin": "2026-02-30"]), today: Self.today)
        } == .message("'2026-02-30' after -b is not a date",
                      hint: "write a date such as 2026-11-02, 2026-11 or 2026"))
    }

    @Test func intervalFlagWinsOverThePeriodsAndTwoFlagsConflict() throws {
        let period = try PeriodOptions(Self.parsed(["period": "monthly in 2026"]), today: Self.today).period
        #expect(try IntervalOption(Self.parsed(), period: period).interval == .monthly)
        #expect(try IntervalOption(Self.parsed(flags: ["weekly"]), period: period).interval == .weekly)
        #expect(wordsThrown {
            try IntervalOption(Self.parsed(flags: ["daily", "yearly"]), period: period)
        } == .message("--daily and --yearly exclude each other", hint: "give one interval"))
    }

    @Test func intervalAndQueryAreReadWithThePeriod() throws {
        let monthly = try IntervalOption.intervalAndQuery(Self.parsed(["period": "monthly in 2026"], ["food"]), today: Self.today)
        #expect(monthly.interval == .monthly)
        #expect(monthly.query.dateSpan == DateSpan(start: Day(year: 2026, month: 1, day: 1), end: Day(year: 2027, month: 1, day: 1)))
        let plain = try IntervalOption.intervalAndQuery(Self.parsed(flags: ["quarterly"]), plainWords: .accountOrDescription,
                                                        today: Self.today)
        #expect(plain.interval == .quarterly)
        #expect(plain.query.isAny)
        // The period's error comes before the intervals' conflict.
        let periodError = wordsThrown { try PeriodOptions(Self.parsed(["period": "2026-13"]), today: Self.today) }
        #expect(periodError != nil)
        #expect(wordsThrown {
            try IntervalOption.intervalAndQuery(Self.parsed(["period": "2026-13"], flags: ["daily", "yearly"]), today: Self.today)
        } == periodError)
    }

    @Test func depthIsAWholeNumberFromOne() throws {
        #expect(try DepthOption(Self.parsed()).depth() == nil)
        #expect(try DepthOption(Self.parsed(["depth": "2"])).depth() == 2)
        #expect(wordsThrown {
            try DepthOption(Self.parsed(["depth": "0"])).depth()
        } == .message("'0' after --depth is not a depth", hint: "give a whole number from 1, such as --depth 2"))
    }

    @Test func outputFormatIsReadWithTheFormatsACommandWrites() throws {
        #expect(try OutputFormatOption(Self.parsed()).format() == .text)
        #expect(try OutputFormatOption(Self.parsed(["output-format": "JSON"])).format(allowed: [.text, .json]) == .json)
        #expect(wordsThrown {
            try OutputFormatOption(Self.parsed(["output-format": "csv"])).format(allowed: [.text, .json])
        } == .message("unknown output format 'csv'", hint: "this command writes text or json"))
    }

    @Test func valuationIsReadWithTheJournalsCommodities() throws {
        let journal = JournalLoader(options: ParseOptions(today: Self.today)).load(text: """
            2026-01-01 Coffee
                Expenses:Food  5 EUR
                Assets:Cash  -5 EUR

            P 2026-01-01 EUR 1.10 USD

            """).journal
        let none = ValuationOptions(Self.parsed(), today: Self.today)
        #expect(try none.request(in: journal) == nil)
        let then = ValuationOptions(Self.parsed(["value": "then,USD"]), today: Self.today)
        #expect(try then.request(in: journal)?.kind == .then)
        #expect(try then.title(in: journal) == "valued at posting date")
        let end = ValuationOptions(Self.parsed(["exchange": "USD"]), today: Self.today)
        let day = Day(year: 2026, month: 3, day: 31)!
        #expect(try end.valuation(in: journal, end: day, interval: nil)?.moment == .on(day))
        #expect(try end.valuation(in: journal, end: day, interval: .monthly)?.moment == .periodEnd)
        #expect(try end.valuation(in: journal)?.moment == .on(Day(year: 2026, month: 1, day: 1)!))
        #expect(try then.valuation(in: journal, end: day, interval: .monthly)?.moment == .postingDate)
        #expect(wordsThrown {
            try ValuationOptions(Self.parsed(["value": "end"]), today: Self.today).request(in: journal)
        } == .message("--value needs -X CUR to say which currency to value in",
                      hint: "add -X and a commodity, such as -X USD"))
    }

    @Test func queryArgumentRestrictsTheQueryToThePeriod() throws {
        let period = try PeriodOptions(Self.parsed(["period": "2026-03"]), today: Self.today).period
        let query = try QueryArgument.query(["food"], period: period, today: Self.today)
        #expect(query.dateSpan == period.span)
        #expect(try QueryArgument.query([], period: Period(span: .unbounded), today: Self.today).isAny)
        let fromOptions = try QueryArgument.query(Self.parsed(["period": "2026-03"], ["food"]), today: Self.today)
        #expect(fromOptions.dateSpan == period.span)
        #expect(!fromOptions.isAny)
    }
}
