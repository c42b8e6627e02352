import TrackModel
import TrackRendering
import TrackReports
import TrackSyntax

/// `track portfolio`: investment holdings from the lots of the journal's
/// purchases and sales, their value, P/L and realised gains.
enum PortfolioCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "portfolio",
        summary: "Investments: holdings with cost, value and P/L, open lots, realised gains, purchases and sales.",
        usage: "track portfolio [--at DATE] [-X CUR] [--booking METHOD] [--lots|--gains|--history] [OPTIONS]\n"
            + "       track portfolio --returns [-p PERIOD] [-X CUR] [ACCOUNT...] [--explain]",
        options: [
            OptionSpec(names: ["--at"], valueName: "DATE", help: "the day holdings are taken and valued (default: today)"),
            OptionSpec(names: ["-X", "--exchange"], valueName: "CUR", help: "value in CUR (default: each holding's cost commodity)"),
            OptionSpec(names: ["--booking"], valueName: "METHOD", help: "which lots a sale reduces: FIFO, LIFO, HIFO or AVERAGE (default: booking: tags, else FIFO)"),
            OptionSpec(names: ["--lots"], help: "list the open lots"),
            OptionSpec(names: ["--gains"], help: "list the realised gain of each lot sold, with its holding period"),
            OptionSpec(names: ["--history"], help: "list every purchase, sale and dividend: price, fees, value now and P/L"),
            OptionSpec(names: ["--monthly"], help: "per month: invested, realised P/L, and value and unrealised P/L at its end"),
            OptionSpec(names: ["--returns"], help: "money-weighted (IRR) and time-weighted (TWR) returns of the accounts over the period"),
            OptionSpec(names: ["--explain"], help: "with --returns: list the cash flows and the sub-periods used"),
        ] + PeriodOptions.options + [
            RateOptions.infer, OutputFormatOption.option, OutputFormatOption.csvSafe,
        ],
        discussion: """
            A purchase is a posting of a commodity with a cost: 10 TSMC @ NT$580, @@ for
            the total, or {NT$580} (with an optional lot date [2026-01-15]); a posting
            of a negative quantity with a cost is a sale, at its @ price. Postings to a
            …:Fees account in the same transaction add to a purchase's cost and come
            off a sale's proceeds. A sale reduces the account's lots by --booking, or
            by the account's booking: tag; a sale written with {cost} or [date]
            reduces that lot. Values use the latest rate on or before the day (the
            freshest chain of P prices, as track rates); a holding with no rate is
            marked and has no P/L. Gains show green and losses red on a terminal.

            --returns: for the ACCOUNTs named (with their subaccounts; by default those
            with purchases) over the period (-p; by default the journal's dates), the
            IRR as hledger roi computes it, in -X CUR or the currency of their costs (days / 365, the end counted at the day
            after the last), and the TWR: the returns between cash flows chained, each
            valued just before its flow at that day's prices (transactions' prices
            included). hledger 1.25's TWR differs on such cases: see README.
            """)

    struct Options: CommandOptions {
        var format: OutputFormat
        var at: Day
        var exchange: String?
        var booking: BookingMethod?
        var view: PortfolioRenderer.View
        var inferring: Bool
        var returns, explain: Bool
        var period: Period
        var accounts: [String]

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            format = try OutputFormatOption(arguments).format()
            at = try arguments.value("at").map { text throws(CLIError) in try DateArgument.parse(text, option: "--at", today: context.today) }
                ?? context.today
            exchange = arguments.value("exchange")
            if let text = arguments.value("booking") {
                guard let method = BookingMethod(text: text) else {
                    throw CLIError(.invalidValue(option: "--booking", value: text, expected: "FIFO, LIFO, HIFO or AVERAGE"))
                }
                booking = method
            }
            let views: [(String, PortfolioRenderer.View)] = [("lots", .lots), ("gains", .gains), ("history", .history),
                                                             ("monthly", .monthly)]
            let given = views.filter { arguments.has($0.0) }
            if given.count > 1 { throw .message(.portfolioViewsConflict(given[0].0, given[1].0)) }
            view = given.first?.1 ?? .holdings
            inferring = arguments.has("infer-market-prices")
            returns = arguments.has("returns")
            explain = arguments.has("explain")
            period = try PeriodOptions(arguments, today: context.today).period
            accounts = arguments.positionals
            if returns && !given.isEmpty { throw .message(.portfolioViewsConflict("returns", given[0].0)) }
            if !returns && !accounts.isEmpty { throw .message(.portfolioAccountsWithoutReturns(accounts[0])) }
        }
    }

    static func run(_ options: Options, _ journal: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let target = try options.exchange.map { symbol throws(CLIError) in try RateOptions.commodity(symbol, place: "-X", in: journal) }
        if options.returns { return try returns(options, journal, invocation, target: target) }
        // --monthly: a month from the first purchase's to --at's, the lots kept at each month's end in the same walk.
        var months: [DateSpan] = []
        if options.view == .monthly, let first = journal.transactions.map(\.date).min() {
            let start = Interval.monthly.periodStart(containing: first)
            months = Interval.monthly.periods(covering: DateSpan(start: start, end: options.at.adding(days: 1)))
        }
        let book: LotBook
        do {
            book = try LotBook(journal: journal, until: options.at, booking: options.booking, snapshots: months.compactMap(\.lastDay))
        } catch {
            var renderer = DiagnosticRenderer(sources: journal.sources)
            invocation.errors.write(renderer.render(diagnostic(error, journal)))
            throw .reported
        }
        let report = PortfolioReport(book: book, journal: journal, on: options.at, target: target, inferringPrices: options.inferring)
        var renderer = PortfolioRenderer(report: report, book: book, journal: journal, style: invocation.style, view: options.view)
        if options.view == .history {
            renderer.history = PortfolioHistory(book: book, journal: journal, on: options.at, target: target, inferringPrices: options.inferring)
        }
        if options.view == .monthly {
            renderer.months = PortfolioMonths(journal: journal, months: months, book: book, target: target, inferringPrices: options.inferring)
        }
        invocation.write(renderer, as: options.format)
        return 0
    }

    /// `--returns`: the accounts named (and their subaccounts), else those with purchases or sales of investments.
    static func returns(_ options: Options, _ journal: Journal, _ invocation: Invocation, target: CommodityID?) throws(CLIError) -> Int32 {
        var accounts = Set<AccountID>()
        var names: [String] = []
        for word in options.accounts {
            let matching = journal.accounts.allIDs.filter {
                let name = journal.accounts.name($0)
                return name == word || name.hasPrefix(word + ":")
            }
            guard !matching.isEmpty else { throw .message(.portfolioUnknownAccount(word)) }
            accounts.formUnion(matching)
            names.append(word)
        }
        if accounts.isEmpty, let book = try? LotBook(journal: journal, booking: options.booking) {
            for trade in book.trades where accounts.insert(trade.account).inserted {
                names.append(journal.accounts.name(trade.account))
            }
        }
        // By default, the currency the accounts' purchases cost in, else the base currency.
        let costs = journal.transactions.lazy.flatMap { $0.postings }.filter { accounts.contains($0.account) }
            .compactMap { journal.postingDetails.cost(of: $0)?.amount.commodity }.first
        guard let to = target ?? costs ?? BaseCurrency.of(journal) else { throw .message(.noBaseCurrency()) }
        let dates = ReportSpan.dates(of: journal)
        let start = options.period.span.start ?? dates?.start ?? invocation.today
        let end = options.period.span.lastDay ?? dates?.lastDay ?? invocation.today
        let converter = CurrencyConverter(journal: journal, target: to, choice: .freshest, inferringPrices: true)
        let returns = InvestmentReturns(journal: journal, accounts: accounts, start: start, end: end, converter: converter)
        invocation.write(ReturnsRenderer(returns: returns, accounts: names.sorted(), journal: journal, style: invocation.style,
                                         explain: options.explain), as: options.format)
        return 0
    }

    /// The error as a diagnostic at the sale's posting.
    static func diagnostic(_ error: PortfolioError, _ journal: Journal) -> Diagnostic {
        let formatter = AmountFormatter(commodities: journal.commodities)
        func amount(_ quantity: Quantity, _ commodity: CommodityID) -> String { formatter.format(quantity, commodity: commodity) }
        func lot(_ lot: Lot) -> String {
            "\(amount(lot.quantity, lot.commodity)) {\(amount(lot.price, lot.costCommodity))} [\(lot.date)]"
        }
        // Under the account's name: the posting starts at its line's indentation.
        func range(_ location: SourceLocation, _ account: AccountID) -> Range<SourceLocation> {
            let indent = journal.sources.bytes(Text(start: location.offset, length: 16)).prefix { $0 == 32 || $0 == 9 }.count
            let start = location.offset + UInt32(indent)
            return SourceLocation(offset: start)..<SourceLocation(offset: start + UInt32(journal.accounts.name(account).utf8.count))
        }
        switch error {
        case .saleExceedsHoldings(let location, let commodity, let account, let selling, let held):
            return .saleExceedsHoldings(selling: amount(selling, commodity), held: amount(held, commodity),
                                        account: journal.accounts.name(account), at: range(location, account))
        case .lotNotFound(let location, let commodity, let account, let candidates):
            return .lotNotFound(wanted: "the lot of \(journal.commodities[commodity].quotedSymbol) this sale names",
                                candidates: candidates.map(lot), at: range(location, account))
        case .lotAmbiguous(let location, let commodity, let account, let candidates):
            return .lotAmbiguous(wanted: "the lot of \(journal.commodities[commodity].quotedSymbol) this sale names",
                                 candidates: candidates.map(lot), at: range(location, account))
        }
    }
}
