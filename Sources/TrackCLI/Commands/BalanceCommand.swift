import TrackModel
import TrackRendering
import TrackReports

/// `track balance` (`bal`): account balances, as a tree or a flat list, in
/// one column or one column per period.
enum BalanceCommand: TrackCommand {
    static let spec = CommandSpec(
        name: "balance",
        aliases: ["bal"],
        summary: "Show account balances, as a tree or a flat list.",
        usage: "track balance [OPTIONS] [QUERY...]",
        options: [
            OptionSpec(names: ["-l", "--flat"], help: "a flat list of full account names, each with only its own postings"),
            OptionSpec(names: ["-t", "--tree"], help: "an indented tree with subaccounts included (the default for one period)"),
            CommonOptions.depth,
            OptionSpec(names: ["-E", "--empty"], help: "also show accounts whose balance is zero"),
            OptionSpec(names: ["-N", "--no-total"], help: "leave out the total line"),
        ] + CommonOptions.intervals + CommonOptions.averageAndTotal + [
            OptionSpec(names: ["--cumulative"], help: "each column: the change from the report's start to the period's end"),
            OptionSpec(names: ["-H", "--historical"], help: "each column: the balance at the period's end, everything before included"),
            OptionSpec(names: ["--transpose"], help: "with an interval: periods as rows, accounts as columns"),
        ] + CommonOptions.period + CommonOptions.valuation + [CommonOptions.showRates, CommonOptions.outputFormat],
        discussion: """
            With -D, -W, -M, -Q or -Y (or -p 'monthly in 2026') the balances are shown
            per period, in hledger's 'bal -M' table: a flat list by default (--tree for
            the tree), headings such as Jan or 2026Q1 for changes and end dates for
            --cumulative and --historical balances. The CSV has hledger's columns
            "account","2026-01",…, then "total" and "average" when asked.

            -X CUR values every amount in CUR with the journal's P prices (inverted or
            chained through other commodities when needed): a multi-period report at
            each period's end, else at the report's end (--value then: each posting at
            its date). Amounts with no rate stay in their commodity, marked *.

            \(CommonOptions.periodHelp)

            \(CommonOptions.queryHelp)
            """)

    static func run(_ invocation: Invocation) throws(CLIError) -> Int32 {
        let arguments = invocation.arguments
        let format = try invocation.outputFormat()
        let period = try invocation.reportPeriod()
        let interval = try invocation.reportInterval(period: period)
        let query = try invocation.query(period: period, plainWords: .account)
        let accumulation = try accumulation(arguments)
        let depth = try invocation.depth()
        let journal = try invocation.loadJournal()
        let filter = try invocation.filter(query.withoutDates, journal: journal)
        let columns: [DateSpan] = interval == nil
            ? [query.dateSpan]
            : ReportSpan.columns(query.dateSpan, interval: interval, journal: journal)
        let valuation = interval == nil
            ? try invocation.valuation(in: journal, end: query.dateSpan.lastDay)
            : try invocation.periodValuation(in: journal)
        let options = BalanceReport.Options(
            flat: interval == nil ? arguments.has("flat") && !arguments.has("tree") : !arguments.has("tree"),
            depth: depth, showEmpty: arguments.has("empty"), columns: columns, accumulation: accumulation,
            valuation: valuation)
        let report = BalanceReport(journal: journal, filter: filter, options: options)
        var renderer = BalanceRenderer(report: report, journal: journal, style: invocation.style,
                                       showTotal: !arguments.has("no-total"))
        if interval != nil {
            renderer.periods = BalanceRenderer.PeriodLayout(
                accumulation: accumulation, rowTotal: arguments.has("row-total"), average: arguments.has("average"),
                transpose: arguments.has("transpose"))
            renderer.valuationTitle = try invocation.valuationTitle(in: journal)
        }
        renderer.showsRates = arguments.has("show-rates")
        invocation.write(renderer, as: format)
        return 0
    }

    /// `--cumulative` or `--historical`, else changes.
    static func accumulation(_ arguments: ParsedArguments) throws(CLIError) -> BalanceReport.Accumulation {
        switch (arguments.has("cumulative"), arguments.has("historical")) {
        case (true, true):
            throw .invalid("--cumulative and --historical exclude each other",
                           hint: "--cumulative starts from zero at the report's start; --historical includes everything before")
        case (true, false): return .cumulative
        case (false, true): return .historical
        case (false, false): return .change
        }
    }
}
