import TrackModel
import TrackRendering
import TrackReports
import TrackSyntax

/// `track report html`: the household reports as one self-contained HTML
/// page with SVG charts, to look at, share or print.
enum HTMLReportCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "html",
        summary: "Write the reports as one self-contained HTML page with charts, light and dark.",
        usage: "track report html [-o FILE] [-p PERIOD] [-X CUR] [--theme light|dark|auto] [--lang en|zh-TW]",
        options: options,
        discussion: discussion,
        acceptsPositionals: false)

    static let defaultFile = "track-report.html"

    private static let options: [OptionSpec] = [
        OptionSpec(names: ["-o", "--output-file"], valueName: "FILE", help: "where to write the page (default \(defaultFile); - is standard output)"),
        OptionSpec(names: ["--theme"], valueName: "THEME", values: .choice(["light", "dark", "auto"]), help: "light, dark, or auto (default: the reader's system setting)"),
        OptionSpec(names: ["--lang"], valueName: "LANG", values: .choice(["en", "zh-TW"]), help: "en or zh-TW (default from $LANG)"),
        OptionSpec(names: ["--gain-colors"], valueName: "STYLE", values: .choice(["standard", "tw"]), help: "standard (green up, red down) or tw (red up, green down)"),
        OptionSpec(names: ["--stamp"], help: "write today's date in the footer (the page is otherwise the same for the same journal)"),
    ] + PeriodOptions.options + [ValuationOptions.options[0]]

    private static let discussion = """
        One file with inline CSS and SVG: no script, no font or request (a
        Content-Security-Policy forbids any), so it opens from disk with the
        network off, and prints on A4. The same journal and options write the
        same bytes, so the page can be committed beside the journal and diffed.
        Sections, each left out when the journal has nothing for it: the
        overview cards (net worth, this month's income, expenses, net, savings
        rate), income and expenses per month with the net, spending by category
        compared with the period before, net worth at the end of each month, and
        the latest transactions. Months: the period (-p, -b, -e), else the
        twelve months up to this one (quarters over five years, years over
        fifteen); categories: the period, else this month.
        Every figure is the one the text reports show with -X: amounts are valued
        in one currency (-X CUR, else the base currency, as the overview's are).
        A line on standard error says what was written.
        """

    struct Options: CommandOptions {
        var file: String
        var selection: ReportSelection
        var valuation: ValuationOptions
        var theme: HTMLTheme
        var language: HTMLLabels.Language?
        var stamp: Bool

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            file = arguments.value("output-file") ?? HTMLReportCommand.defaultFile
            selection = try ReportSelection(arguments, terms: [], today: context.today)
            valuation = ValuationOptions(arguments, today: context.today)
            theme = HTMLTheme(scheme: try Self.choice(arguments, "theme", default: .auto),
                              gainColors: try Self.choice(arguments, "gain-colors", default: .standard))
            language = try arguments.value("lang").map { (text: String) throws(CLIError) -> HTMLLabels.Language in
                guard let language = HTMLLabels.Language.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
                    throw CLIError(.invalidValue(option: "--lang", value: text, expected: "en or zh-TW"))
                }
                return language
            }
            stamp = arguments.has("stamp")
        }

        private static func choice<Value: CaseIterable & RawRepresentable>(
            _ arguments: ParsedArguments, _ key: String, default value: Value
        ) throws(CLIError) -> Value where Value.RawValue == String {
            guard let text = arguments.value(key) else { return value }
            guard let chosen = Value.allCases.first(where: { $0.rawValue == text.lowercased() }) else {
                let names = Value.allCases.map(\.rawValue)
                throw CLIError(.invalidValue(option: "--" + key, value: text,
                                             expected: names.dropLast().joined(separator: ", ") + " or " + names.last!))
            }
            return chosen
        }
    }

    static func run(_ options: Options, _ journal: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let environment = invocation.console.environment
        let language = options.language ?? .fromLocale(environment["LC_ALL"] ?? environment["LC_MESSAGES"] ?? environment["LANG"])
        let labels = HTMLLabels(language)
        // Charts need one currency: without -X, amounts are valued in the base currency, as the overview's are.
        var valuation = options.valuation
        if valuation.exchange == nil, let base = BaseCurrency.of(journal) { valuation.exchange = journal.commodities.symbol(base) }
        let context = HTMLReportContext(journal: journal, today: invocation.today, selection: options.selection,
                                        valuation: valuation, labels: labels)
        var sections: [HTMLSection] = []
        for section in HTMLReportSections.all {
            if let made = try section.section(context) { sections.append(made) }
        }
        let page = HTMLPage(title: labels("Household report"), subtitle: PeriodLabel.text(context.span), sections: sections,
                            theme: options.theme, labels: labels, stamp: options.stamp ? invocation.today.description : nil)
        let bytes = Array(page.html().utf8)
        if options.file == "-" {
            invocation.output.write(bytes)
        } else {
            do {
                try AtomicFile.write(bytes, to: options.file, newFileMode: 0o644)
            } catch {
                throw CLIError(error)
            }
        }
        let size = bytes.count < 1024 ? "\(bytes.count) bytes" : "\((bytes.count + 512) / 1024) KB"
        let shown = options.file == "-" ? "standard output" : PathBytes.display(options.file)
        invocation.errors.write("Wrote \(shown): \(sections.count) sections, \(page.chartCount) charts, \(size).\n")
        return 0
    }
}
