import TrackModel
import TrackReports

/// `track report REPORT …`: the household reports, and hledger's
/// `income-statement` and `balance-sheet` (`is`, `bs`), which it hands to
/// their own commands.
///
/// Each report is a command of its own, with its spec, its options, its
/// help (`track report monthly --help`) and its run; this parent only finds
/// it. To find the report's name wherever it comes (`track report -p 2026
/// monthly`), the parent reads the command line with every report's options
/// together; an option of another report is then an error naming the
/// closest of the report's own, and the report reads its options from what
/// is left.
enum ReportCommand: TrackCommand {
    /// The household reports, listed in this command's help.
    static let subreports: [any OptionsCommand.Type] = [PeriodSummaryCommand.self, CategoryReportCommand.self,
                                                        RequiredIncomeCommand.self, HTMLReportCommand.self]

    /// Reports that are commands of their own (`track income-statement`).
    static let forwarded: [any OptionsCommand.Type] = [IncomeStatementCommand.self, BalanceSheetCommand.self]

    private static var reports: [any OptionsCommand.Type] { subreports + forwarded }

    static var subcommands: [any TrackCommand.Type] { reports }

    static let spec = CommandSpec(
        name: "report",
        summary: "Show a report: monthly (or daily…yearly), categories, required-income, income-statement, balance-sheet.",
        usage: "track report REPORT [OPTIONS] [QUERY...]",
        options: unionOfOptions,
        discussion: reportList,
        examples: [
            CommandExample("track report monthly", "a row per month: income, expenses, savings rate"),
            CommandExample("track report categories -p 'last month'", "last month's expenses by category"),
            CommandExample("track report required-income", "the income needed to cover the last three months' expenses"),
        ])

    /// Every report's options, each name once, global options left out.
    private static var unionOfOptions: [OptionSpec] {
        var names = Set(TrackCLI.globalOptions.flatMap(\.names))
        var result: [OptionSpec] = []
        for option in reports.flatMap({ $0.spec.options }) where !option.names.contains(where: names.contains) {
            result.append(option)
            names.formUnion(option.names)
        }
        return result
    }

    private static var reportList: String {
        var sections = ["Reports (each takes only its own options, listed with it):"]
        for report in subreports {
            let spec = report.spec
            let options = spec.options.map { $0.names.last! }.joined(separator: " ")
            sections.append("""
                \(spec.usage)
                  \(spec.summary)
                \(spec.discussion.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n"))
                  Options: \(options)
                """)
        }
        sections.append("""
            track report income-statement|is …, track report balance-sheet|bs …
              The same as 'track income-statement' and 'track balance-sheet' (see their --help).
            """)
        sections.append(CommonOptions.reportQueryHelp)
        return sections.joined(separator: "\n\n")
    }

    static func execute(_ arguments: [String], calledAs name: String, _ console: Console) throws(CLIError) -> Int32 {
        let parsed = try TrackCLI.parse(arguments, with: spec.parser(globalOptions: TrackCLI.globalOptions))
        let reportName = parsed.positionals.first
        let report = reportName.flatMap(Self.report(named:))
        if parsed.has("help") {
            console.output.write((report?.spec ?? spec).helpText(globalOptions: TrackCLI.globalOptions))
            return 0
        }
        let invocation = try Invocation(console, parsed)
        guard let reportName else {
            throw .message(.noReportName())
        }
        guard let report else {
            let suggestion = Suggestion.closest(to: reportName, among: allNames)
            throw .message(.unknownReport(reportName, suggestion: suggestion, names: allNames))
        }
        let rest = ParsedArguments(flags: parsed.flags, values: parsed.values, positionals: Array(parsed.positionals.dropFirst()))
        try check(rest, against: report.spec.options, report: "report \(reportName)")
        return try report.execute(rest, calledAs: reportName, invocation)
    }

    /// The spec of the report named `name`, for `track help report NAME`.
    static func spec(ofReport name: String) -> CommandSpec? {
        report(named: name)?.spec
    }

    private static func report(named name: String) -> (any OptionsCommand.Type)? {
        reports.first { $0.spec.name == name || $0.spec.aliases.contains(name) }
    }

    private static var allNames: [String] {
        reports.flatMap { [$0.spec.name] + $0.spec.aliases }
    }

    /// Each option given must be one of `options` (or a global one).
    private static func check(_ arguments: ParsedArguments, against options: [OptionSpec], report: String) throws(CLIError) {
        let allowed = Set((options + TrackCLI.globalOptions).map(\.key))
        let given = arguments.flags.union(arguments.values.keys).sorted()
        for key in given where !allowed.contains(key) {
            let spelled = spec.options.first { $0.key == key }?.names.last ?? "--" + key
            let names = options.flatMap(\.names)
            let bare = names.map { String($0.drop { $0 == "-" }) }
            let suggestion = Suggestion.closest(to: String(spelled.drop { $0 == "-" }), among: bare)
                .flatMap { match in bare.firstIndex(of: match).map { names[$0] } }
            throw .message(.optionOfAnotherReport(report, option: spelled, suggestion: suggestion))
        }
    }
}
