import Testing
import TrackModel
@testable import TrackCLI

/// Commands as options plus a run: the options are read once, before the
/// journal, and `report`'s reports are commands of their own.
struct OptionsCommandTests {
    static let today = Day(year: 2026, month: 11, day: 21)!

    @Test func optionsAreTypedValuesWithTheirConflictsRefused() throws {
        let context = OptionContext(today: Self.today, name: "balance")
        let options = try BalanceCommand.Options(
            ParsedArguments(flags: ["historical", "tree"], values: ["depth": ["2"]], positionals: ["expenses"]), context)
        #expect(options.accumulation == .historical)
        #expect(options.depth == 2)
        #expect(options.tree && !options.flat)
        #expect(throws: CLIError.self) {
            try BalanceCommand.Options(ParsedArguments(flags: ["cumulative", "historical"]), context)
        }
    }

    @Test func aPeriodSummaryTakesItsIntervalFromTheNameItWasCalledBy() throws {
        let weekly = try PeriodSummaryCommand.Options(ParsedArguments(), OptionContext(today: Self.today, name: "weekly"))
        #expect(weekly.interval == .weekly)
        let given = try PeriodSummaryCommand.Options(ParsedArguments(values: ["interval": ["yearly"]]),
                                                     OptionContext(today: Self.today, name: "weekly"))
        #expect(given.interval == .yearly)
    }

    @Test func reconcileReadsTheJournalOnlyWhenItWritesNothing() throws {
        let context = OptionContext(today: Self.today, name: "reconcile")
        let show = try ReconcileCommand.Options(ParsedArguments(positionals: ["Assets:Cash", "10"]), context)
        #expect(show.readsJournal)
        let assert = try ReconcileCommand.Options(ParsedArguments(flags: ["assert"], positionals: ["Assets:Cash", "10"]), context)
        #expect(!assert.readsJournal)
    }

    @Test func checkReadsTheJournalStrictlyWhenAsked() throws {
        let context = OptionContext(today: Self.today, name: "check")
        #expect(try CheckCommand.Options(ParsedArguments(flags: ["strict"]), context).strict)
        #expect(try !CheckCommand.Options(ParsedArguments(), context).strict)
    }

    /// The journal is read after the options: an option's error comes first.
    @Test func optionErrorsComeBeforeTheJournals() {
        let result = CLIHarness.run(["-f", "missing.journal", "bal", "--depth", "0"], files: [:])
        #expect(result.status == 1)
        #expect(result.stderr == "track: error: '0' after --depth is not a depth\nhint: give a whole number from 1, such as --depth 2\n")
    }

    @Test func eachReportHasItsOwnHelp() {
        let result = CLIHarness.run(["report", "weekly", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("""
            Usage: track report monthly|daily|weekly|quarterly|yearly [OPTIONS] [QUERY...]

            Income, expenses, net, savings rate, change of expenses and closing balance per period.
            Aliases: daily, weekly, quarterly, yearly

            """))
        #expect(result.stdout.contains("  -O, --output-format FORMAT  text (default), csv or json\n"))
        #expect(!result.stdout.contains("--tax-rate"))
        let statement = CLIHarness.run(["report", "is", "--help"])
        #expect(statement.stdout == CLIHarness.run(["income-statement", "--help"]).stdout)
    }

    @Test func reportsHelpListsEveryReportsOptions() {
        let help = CLIHarness.run(["report", "--help"]).stdout
        for option in ["--interval", "--compare", "--tax-rate", "--equity"] {
            #expect(help.contains(option))
        }
    }
}
