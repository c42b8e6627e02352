import TrackModel
import TrackRendering
import TrackReports

/// What `track income-statement` and `track balance-sheet` share: their
/// options, reading them, and writing the report.
enum StatementCommand {
    static let options: [OptionSpec] = [
        OptionSpec(names: ["-l", "--flat"], help: "full account names, each with only its own postings (the default)"),
        OptionSpec(names: ["-t", "--tree"], help: "an indented tree with subaccounts included"),
        CommonOptions.depth,
        OptionSpec(names: ["-E", "--empty"], help: "also show accounts whose balance is zero"),
        OptionSpec(names: ["-N", "--no-total"], help: "leave out the subtotals and the net row"),
    ] + CommonOptions.intervals + CommonOptions.averageAndTotal + CommonOptions.period + CommonOptions.valuation
        + [CommonOptions.showRates, CommonOptions.outputFormat]

    static let discussion = """
        With -D, -W, -M, -Q or -Y (or -p 'monthly in 2026') there is a column per
        period. Accounts are sorted into sections by type (their type: tag, else
        their top-level name); revenues, liabilities and equity show as positive
        numbers. -X CUR values amounts at each period's end (--value then: at each
        posting's date); amounts with no rate stay in their commodity, marked *.

        \(CommonOptions.periodHelp)

        \(CommonOptions.queryHelp)
        """

    /// A report's inputs, read from the command line and the journal.
    struct Request {
        let journal: Journal
        let filter: PostingFilter
        let options: BalanceReport.Options
        let format: OutputFormat
        let valuationTitle: String?
    }

    static func request(_ invocation: Invocation, accumulation: BalanceReport.Accumulation) throws(CLIError) -> Request {
        let arguments = invocation.arguments
        let format = try invocation.outputFormat()
        let period = try invocation.reportPeriod()
        let interval = try invocation.reportInterval(period: period)
        let query = try invocation.query(period: period, plainWords: .account)
        let depth = try invocation.depth()
        let journal = try invocation.loadJournal()
        let filter = try invocation.filter(query.withoutDates, journal: journal)
        let columns = ReportSpan.columns(query.dateSpan, interval: interval, journal: journal)
        let valuation = interval == nil
            ? try invocation.valuation(in: journal, end: query.dateSpan.lastDay)
            : try invocation.periodValuation(in: journal)
        let options = BalanceReport.Options(flat: !arguments.has("tree"), depth: depth, showEmpty: arguments.has("empty"),
                                            columns: columns, accumulation: accumulation, valuation: valuation)
        return Request(journal: journal, filter: filter, options: options, format: format,
                       valuationTitle: try invocation.valuationTitle(in: journal))
    }

    /// `title` followed by the valuation, as hledger: `Income Statement 2026, valued at period ends`.
    private static func title(_ title: String, _ request: Request) -> String {
        title + (request.valuationTitle.map { ", " + $0 } ?? "")
    }

    /// Writes a statement's sections with the options both commands take.
    static func show(title: String, columns: [DateSpan], sections: [StatementSection], net: [MixedAmount],
                     valuation: ValuationSummary?, accumulation: BalanceReport.Accumulation,
                     _ request: Request, _ invocation: Invocation) {
        let arguments = invocation.arguments
        var renderer = StatementRenderer(
            title: Self.title(title, request), columns: columns, sections: sections, net: net,
            accumulation: accumulation, journal: request.journal, style: invocation.style,
            showTotal: !arguments.has("no-total"), rowTotal: arguments.has("row-total"),
            average: arguments.has("average"), valuation: valuation)
        renderer.showsRates = arguments.has("show-rates")
        invocation.write(renderer, as: request.format)
    }
}
