import TrackModel
import TrackReports

/// `-X CUR` (`--exchange`) and `--value then|end|now|DATE[,CUR]`: the
/// commodity to value amounts in and when. Both are kept as given and read
/// with the journal, which knows the commodities.
struct ValuationOptions {
    static let options: [OptionSpec] = [
        OptionSpec(names: ["-X", "--exchange"], valueName: "CUR", help: "value amounts in CUR with the journal's P prices"),
        OptionSpec(names: ["--value"], valueName: "WHEN", values: .choice(["end", "then", "now"]),
                   help: "with -X: at the report's end (end, default), each posting's date (then), today (now) or a DATE"),
        RateOptions.infer,
    ]

    /// `--show-rates`: list the rates a valuation used.
    static let showRates = OptionSpec(names: ["--show-rates"], help: "with -X: list the rates used (from, to, rate, date, chain)")

    /// For the reports that value a journal in its declared base currency by default.
    static let byCommodity = OptionSpec(names: ["--by-commodity"],
                                        help: "keep each commodity apart, not valued in the base currency (D) without -X")

    /// What `-X` and `--value` said, nil when not given.
    var exchange: String?
    var value: String?
    /// `--by-commodity`: no valuation in the base currency unless -X asks for one.
    var byCommodity = false
    /// `--infer-market-prices`: transactions' costs are prices too, as hledger's.
    var inferringPrices = false
    /// The day `now` means.
    var today: Day

    init(_ arguments: ParsedArguments, today: Day) {
        exchange = arguments.value("exchange")
        value = arguments.value("value")
        inferringPrices = arguments.has("infer-market-prices")
        self.today = today
    }

    /// When `--value` values amounts (hledger's `then`, `end`, `now` or a date).
    enum ValueKind: Equatable {
        case then, end, now
        case date(Day)
    }

    /// `-X CUR` (`--exchange`) and `--value then|end|now|DATE[,CUR]`, with
    /// the commodity looked up in `journal`; nil when neither is given.
    func request(in journal: Journal) throws(CLIError) -> (target: CommodityID, kind: ValueKind)? {
        var symbol = exchange
        var kind = ValueKind.end
        if let value {
            var text = Substring(value)
            if let comma = value.firstIndex(of: ",") {
                let given = String(value[value.index(after: comma)...])
                if let symbol, symbol != given {
                    throw .message(.valueCommodityConflict(exchange: symbol, value: value))
                }
                symbol = given
                text = value[..<comma]
            }
            switch text {
            case "then": kind = .then
            case "end": kind = .end
            case "now": kind = .now
            default:
                guard let day = DateArgument.dashed(text, today: today) else {
                    throw CLIError(.invalidValue(option: "--value", value: value,
                                                 expected: "then, end, now or a date (YYYY-MM-DD), optionally followed by ,CUR"))
                }
                kind = .date(day)
            }
        }
        guard let symbol else {
            if value != nil {
                throw .message(.valueWithoutExchange())
            }
            return nil
        }
        guard let target = journal.commodities.id(of: symbol) else {
            let known = journal.usedCommodities.map { journal.commodities.symbol($0) }.filter { !$0.isEmpty }
            let suggestion = Suggestion.closest(to: symbol, among: known)
            throw .message(.unknownCommodity(symbol, suggestion: suggestion, known: known))
        }
        return (target, kind)
    }

    /// The valuation a report of one period asks for, every amount at one
    /// date (or each at its posting's): `end` values at `end` (the report's
    /// last day), else at the last date in the journal, prices included (as
    /// hledger); `now` at today. nil to keep each commodity as it is.
    func valuation(in journal: Journal, end: Day? = nil) throws(CLIError) -> Valuation? {
        try valuation(in: journal) { .on(end ?? ReportSpan.lastDay(of: journal) ?? today) }
    }

    /// The valuation a multi-period report asks for: as `valuation(in:end:)`,
    /// but `end` values each period at its own last day.
    func periodValuation(in journal: Journal) throws(CLIError) -> Valuation? {
        try valuation(in: journal) { .periodEnd }
    }

    /// `periodValuation(in:)`; when none is asked for and the journal declares
    /// its base currency (`D`) while its postings use other commodities too,
    /// each period valued in the base currency at its end, as the overview
    /// values a journal: `report monthly` and `report categories` then sum
    /// NT$, USD and ¥ into one column instead of a line per commodity.
    func periodValuation(orBaseCurrencyOf journal: Journal) throws(CLIError) -> Valuation? {
        if let asked = try periodValuation(in: journal) { return asked }
        guard !byCommodity, let base = journal.defaultCommodity, base != .none, Self.usesOtherCommodities(than: base, journal) else { return nil }
        return Valuation(converter: CurrencyConverter(journal: journal, target: base, inferringPrices: inferringPrices),
                         moment: .periodEnd)
    }

    private static func usesOtherCommodities(than base: CommodityID, _ journal: Journal) -> Bool {
        journal.transactions.contains { transaction in
            transaction.postings.contains { $0.hasAmount && $0.amount.commodity != base && !$0.amount.quantity.isZero }
        }
    }

    /// The valuation asked for, with `atEnd` the moment `end` means.
    private func valuation(in journal: Journal, atEnd: () -> Valuation.Moment) throws(CLIError) -> Valuation? {
        guard let (target, kind) = try request(in: journal) else { return nil }
        let moment: Valuation.Moment
        switch kind {
        case .then: moment = .postingDate
        case .end: moment = atEnd()
        case .now: moment = .on(today)
        case .date(let day): moment = .on(day)
        }
        return Valuation(converter: CurrencyConverter(journal: journal, target: target, inferringPrices: inferringPrices),
                         moment: moment)
    }

    /// The valuation of a report with a column per `interval`, or, with
    /// none, of one period whose last day is `end`.
    func valuation(in journal: Journal, end: Day?, interval: Interval?) throws(CLIError) -> Valuation? {
        interval == nil ? try valuation(in: journal, end: end) : try periodValuation(in: journal)
    }

    /// hledger's words for the valuation in a report's title: `valued at
    /// period ends`, `valued at posting date`, `current value`, `valued at 2026-05-01`.
    func title(in journal: Journal) throws(CLIError) -> String? {
        guard let (_, kind) = try request(in: journal) else { return nil }
        switch kind {
        case .then: return "valued at posting date"
        case .end: return "valued at period ends"
        case .now: return "current value"
        case .date(let day): return "valued at \(day)"
        }
    }
}
