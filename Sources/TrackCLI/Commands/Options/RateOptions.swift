import TrackModel
import TrackReports

/// The options `rates` and `convert` share: the day whose prices count,
/// whether transactions' costs are prices too, and the currency. Their
/// rates take the freshest chain of prices (`ChainChoice.freshest`), where
/// `-X` elsewhere keeps hledger's shortest.
struct RateOptions {
    static let date = OptionSpec(names: ["--date"], valueName: "DATE", help: "the day whose rates are used (default: today)")
    static let infer = OptionSpec(names: ["--infer-market-prices"],
                                  help: "also use transactions' costs (@, @@) as prices on their dates, as hledger does")

    var day: Day
    var inferring: Bool

    init(_ arguments: ParsedArguments, today: Day) throws(CLIError) {
        day = try arguments.value("date").map { text throws(CLIError) in try DateArgument.parse(text, option: "--date", today: today) }
            ?? today
        inferring = arguments.has("infer-market-prices")
    }

    /// The converter to `target` (a symbol; the base currency when nil), freshest chains first.
    func converter(to target: String?, place: String, in journal: Journal) throws(CLIError) -> CurrencyConverter {
        let id: CommodityID
        if let target {
            id = try Self.commodity(target, place: place, in: journal)
        } else {
            guard let base = BaseCurrency.of(journal) else { throw .message(.noBaseCurrency()) }
            id = base
        }
        return CurrencyConverter(journal: journal, target: id, choice: .freshest, inferringPrices: inferring)
    }

    /// The commodity `symbol` names in `journal`; an unknown one is an error naming where it was written.
    static func commodity(_ symbol: String, place: String, in journal: Journal) throws(CLIError) -> CommodityID {
        if let id = journal.commodities.id(of: symbol), id != .none { return id }
        let known = journal.usedCommodities.filter { $0 != .none }.map { journal.commodities.symbol($0) }
        throw .message(.unknownRateCommodity(symbol, place: place, suggestion: Suggestion.closest(to: symbol, among: known), known: known))
    }

    /// `--max-age 30`: a whole number of days, from 1 up to 36,500.
    static func days(_ arguments: ParsedArguments, _ key: String) throws(CLIError) -> Int? {
        guard let text = arguments.value(key) else { return nil }
        guard let days = Int(text), days >= 1, days <= 36_500 else {
            throw .message(.numberOutOfRange(text, option: key, range: (0, 36_500), example: "30"))
        }
        return days
    }
}
