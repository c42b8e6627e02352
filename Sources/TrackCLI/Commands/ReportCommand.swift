import TrackModel
import TrackReports

/// One report of `track report`: `monthly`, `categories`, `required-income`.
protocol Subreport: Sendable {
    /// The names it answers to; the first is how help lists it.
    static var names: [String] { get }
    /// `monthly|weekly|… [OPTIONS] [QUERY...]`: what follows `track report`.
    static var usage: String { get }
    static var summary: String { get }
    static var options: [OptionSpec] { get }
    /// What help says about it beyond the summary.
    static var discussion: String { get }
    /// Runs it; `name` is the name it was called by.
    static func run(_ invocation: Invocation, name: String) throws(CLIError) -> Int32
}

/// `track report REPORT …`: the household reports, and hledger's
/// `income-statement` and `balance-sheet` (`is`, `bs`), which it hands to
/// their own commands.
///
/// The command line is parsed once with every report's options together;
/// then the options given must be ones the named report takes, or it is an
/// error naming the closest of its own.
enum ReportCommand: TrackCommand {
    static let subreports: [any Subreport.Type] = [PeriodSummaryCommand.self, CategoryReportCommand.self,
                                                   RequiredIncomeCommand.self]

    /// Reports that are commands of their own, by every name they answer to.
    static let forwarded = ["income-statement", "is", "balance-sheet", "bs"]

    /// The commands `forwarded` names, looked up without `command(named:)`,
    /// which would read this command's spec while it is being made.
    private static var forwardedCommands: [any TrackCommand.Type] {
        TrackCLI.commands.filter { command in
            let id = ObjectIdentifier(command)
            guard id != ObjectIdentifier(ReportCommand.self), id != ObjectIdentifier(OverviewCommand.self) else { return false }
            return ([command.spec.name] + command.spec.aliases).contains { forwarded.contains($0) }
        }
    }

    static let spec = CommandSpec(
        name: "report",
        summary: "Show a report: monthly (or daily…yearly), categories, required-income, income-statement, balance-sheet.",
        usage: "track report REPORT [OPTIONS] [QUERY...]",
        options: unionOfOptions,
        discussion: reportList)

    /// Every report's options, each name once, global options left out.
    private static var unionOfOptions: [OptionSpec] {
        var names = Set(TrackCLI.globalOptions.flatMap(\.names))
        var result: [OptionSpec] = []
        var lists: [[OptionSpec]] = subreports.map { $0.options }
        for command in forwardedCommands { lists.append(command.spec.options) }
        for option in lists.joined() where !option.names.contains(where: names.contains) {
            result.append(option)
            names.formUnion(option.names)
        }
        return result
    }

    private static var reportList: String {
        var sections = ["Reports (each takes only its own options, listed with it):"]
        for report in subreports {
            let options = report.options.map { $0.names.last! }.joined(separator: " ")
            sections.append("""
                track report \(report.usage)
                  \(report.summary)
                \(report.discussion.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n"))
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

    static func run(_ invocation: Invocation) throws(CLIError) -> Int32 {
        guard let name = invocation.arguments.positionals.first else {
            throw .invalid("which report? track report needs a report's name",
                           hint: "name one: monthly (or daily, weekly, quarterly, yearly), categories, required-income, "
                               + "income-statement or balance-sheet")
        }
        let rest = ParsedArguments(flags: invocation.arguments.flags, values: invocation.arguments.values,
                                   positionals: Array(invocation.arguments.positionals.dropFirst()))
        if let report = subreports.first(where: { $0.names.contains(name) }) {
            try check(rest, against: report.options, report: "report \(name)")
            return try report.run(invocation.with(rest), name: name)
        }
        if forwarded.contains(name), let command = TrackCLI.command(named: name) {
            try check(rest, against: command.spec.options, report: "report \(name)")
            return try command.run(invocation.with(rest))
        }
        let suggestion = Suggestion.closest(to: name, among: allNames)
        throw .invalid("unknown report '\(name)'",
                       hint: suggestion.map { "did you mean '\($0)'?" } ?? "the reports are " + Invocation.alternatives(allNames))
    }

    private static var allNames: [String] {
        subreports.flatMap { $0.names } + forwarded.filter { TrackCLI.command(named: $0) != nil }
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
            throw .invalid("'\(report)' takes no option '\(spelled)'",
                           hint: suggestion.map { "did you mean '\($0)'?" } ?? "run 'track report --help' for each report's options")
        }
    }
}

extension Invocation {
    /// The same invocation with other arguments.
    fileprivate func with(_ arguments: ParsedArguments) -> Invocation {
        Invocation(console: console, arguments: arguments, today: today, style: style)
    }
}
