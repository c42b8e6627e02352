import TrackModel
import TrackRendering
import TrackReports
import TrackSyntax

/// `track overview`, and `track` with no command: the dashboard.
enum OverviewCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "overview",
        summary: "Show the dashboard: balance, this month, top expenses, recent transactions, required income.",
        usage: "track [overview] [-X CUR] [-O text|csv|json]",
        options: [ValuationOptions.options[0], OutputFormatOption.option, OutputFormatOption.csvSafe],
        discussion: """
            What 'track' shows with no command. As of today (--today to choose): the
            balance of assets and liabilities and its change since the end of last
            month (▲ up, ▼ down), this month's income and expenses, the three largest
            expense categories this month, the five latest transactions, and the
            income needed a month to cover the last three full months' expenses (see
            'track report required-income'). Sums are in the base currency (the D
            directive's, else the most used commodity), other commodities valued
            with the journal's P prices; -X CUR chooses another. -O csv writes a row
            per figure: section, date, item, category, amount, share.

            With no journal (none named with -f, and no ./track.journal,
            $TRACK_FILE or $LEDGER_FILE to read), 'track' shows the list of commands
            and how to start one, and exits with status 0.
            """,
        acceptsPositionals: false,
        examples: [
            CommandExample("track", "the dashboard: balances, this month, latest transactions"),
            CommandExample("track -X EUR", "the same, valued in EUR"),
        ])

    /// Read after the journal, as the dashboard always has: a journal's
    /// errors come before an unknown `-O` or `-X`.
    struct Options: CommandOptions {
        var format: OutputFormatOption
        var valuation: ValuationOptions

        init(_ arguments: ParsedArguments, _ context: OptionContext) {
            format = OutputFormatOption(arguments)
            valuation = ValuationOptions(arguments, today: context.today)
        }
    }

    static func run(_ options: Options, _ journal: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        try show(options, journal: journal, invocation)
    }

    /// `track` alone: the dashboard, or, when no journal was named and none
    /// exists where track looks, the general help and how to start one.
    /// `-O` is read before the journal here, so that the help is not written as CSV.
    static func runWithoutCommand(_ options: Options, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let format = try options.format.format()
        let loaded = try LoadedJournal.read(invocation, for: options)
        let missing = loaded.diagnostics.contains { $0.id == .journal(.fileNotFound) }
        if missing && invocation.files.isEmpty {
            guard format == .text else {
                invocation.printDiagnostics(loaded)
                throw .reported
            }
            let path = invocation.journalPaths.first ?? "track.journal"
            invocation.output.write(TrackCLI.generalHelp)
            invocation.output.write("""

                No journal yet: track reads \(path) (or the file -f, $TRACK_FILE or
                $LEDGER_FILE names). Create it with 'track init', or with any text editor:
                see grammar.md. Then 'track' shows the dashboard.

                """)
            return 0
        }
        invocation.printDiagnostics(loaded)
        if loaded.hasErrors { throw .reported }
        return try show(options, journal: loaded.journal, invocation)
    }

    private static func show(_ options: Options, journal: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let format = try options.format.format()
        let currency = try options.valuation.request(in: journal)?.target ?? BaseCurrency.of(journal)
        let report = OverviewReport(journal: journal, today: invocation.today, currency: currency)
        let renderer = OverviewRenderer(report: report, journal: journal, style: invocation.style,
                                        columns: BarChart.columns(invocation.console))
        invocation.write(renderer, as: format)
        return 0
    }
}
