import TrackModel
import TrackRendering
import TrackReports

/// `track rates [COMMODITY...]`: each commodity's rate in one currency on a
/// day, with the date and chain of the prices it comes from.
enum RatesCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "rates",
        summary: "Show exchange rates from P prices: rate, date, age and the chain of prices behind each.",
        usage: "track rates [COMMODITY...] [--date DATE] [-X CUR] [--max-age DAYS] [--stale DAYS] [OPTIONS]\n"
            + "       track rates import FILE.csv [--rules FILE]",
        options: [
            OptionSpec(names: ["-X", "--exchange"], valueName: "CUR", help: "the currency rates are in (default: the base currency)"),
            RateOptions.date, RateOptions.infer,
            OptionSpec(names: ["--max-age"], valueName: "DAYS", help: "mark a rate whose oldest price is more than DAYS days old"),
            OptionSpec(names: ["--stale"], valueName: "DAYS", help: "list only the held commodities with no rate of DAYS days or less"),
            OutputFormatOption.option, OutputFormatOption.csvSafe,
            OptionSpec(names: ["--rules"], valueName: "FILE", help: "with import: the CSV's layout (fields, skip, currency, separator)"),
        ],
        discussion: """
            For every commodity of the journal (or those named), one unit's worth in
            CUR on the day (today, or --date), from the P directives dated that day or
            before: a direct price, one written the other way (inverted), or a chain
            through other commodities (¥ → USD → NT$). Among chains, the freshest wins
            (the one whose oldest price is newest), then the shortest; -X in other
            reports keeps hledger's choice, the shortest, so that its figures stay
            hledger's. Date is the chain's oldest price and Age the days since.

            rates import FILE.csv appends a P directive per row of date, commodity,
            price and currency (a header row is skipped); a price the journal has
            for that day and pair is not written again. A rules file may say
            'fields date, price, commodity', 'skip 2', 'currency NT$', 'separator ;'.
            Any bad row is named by its line and nothing is written.
            """)

    struct Options: CommandOptions {
        var format: OutputFormat
        var commodities: [String]
        var exchange: String?
        var rates: RateOptions
        var maxAge: Int?
        var staleOnly: Bool
        /// `rates import FILE`: the CSV file, and `--rules`.
        var importFile: String?
        var rules: String?

        var readsJournal: Bool { importFile == nil }

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            format = try OutputFormatOption(arguments).format()
            commodities = arguments.positionals
            rules = arguments.value("rules")
            if commodities.first == "import" {
                guard commodities.count == 2 else { throw .message(.ratesImportNeedsFile(commodities.count - 1)) }
                importFile = commodities[1]
                commodities = []
            }
            exchange = arguments.value("exchange")
            rates = try RateOptions(arguments, today: context.today)
            let stale = try RateOptions.days(arguments, "stale")
            let maxAge = try RateOptions.days(arguments, "max-age")
            self.maxAge = stale ?? maxAge
            staleOnly = stale != nil
        }
    }

    static func run(_ options: Options, _ input: Journal?, _ invocation: Invocation) throws(CLIError) -> Int32 {
        if let file = options.importFile { return try RatesImport.run(file: file, rules: options.rules, invocation) }
        guard let journal = input else { return 1 }
        let converter = try options.rates.converter(to: options.exchange, place: "-X", in: journal)
        var commodities: [CommodityID] = []
        for symbol in options.commodities {
            commodities.append(try RateOptions.commodity(symbol, place: "the commodities to rate", in: journal))
        }
        let day = options.rates.day
        if commodities.isEmpty {
            commodities = options.staleOnly
                ? RatesReport.held(in: journal, on: day).filter { $0 != converter.target && $0 != .none }
                : RatesReport.commodities(in: journal, target: converter.target)
        }
        let report = RatesReport(converter: converter, commodities: commodities, on: day, maxAge: options.maxAge)
        invocation.write(RatesRenderer(report: report, journal: journal, style: invocation.style, staleOnly: options.staleOnly),
                         as: options.format)
        return 0
    }
}
