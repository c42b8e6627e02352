import TrackModel

/// `track rates import`: market prices from a CSV file of date, commodity,
/// price and (optionally) currency, one a row, with a small rules file for
/// other layouts. Every bad row is a diagnostic at its field (by line), and
/// a file with any is not imported at all.
public enum PriceCSV {
    /// The layout: `fields date, commodity, price, currency` (any order; other
    /// names are ignored columns), `skip N` (header lines; by default one when
    /// the first field of the first row is not a date), `currency SYMBOL` (for
    /// rows without one), `separator ;`.
    public struct Rules: Sendable, Equatable {
        public var fields = ["date", "commodity", "price", "currency"]
        public var skip: Int?
        public var currency: String?
        public var separator: [UInt8] = [UInt8(ascii: ",")]

        public init() {}

        /// The rules in `text`; the first line it cannot read, with its number, as the error.
        public static func parse(_ text: String) -> Result<Rules, RulesError> {
            var rules = Rules()
            for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = raw.trimmingCharacters(in: " \t\r")
                if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
                let word = line.prefix { $0 != " " }
                let rest = line.dropFirst(word.count).trimmingCharacters(in: " \t")
                switch word {
                case "fields":
                    rules.fields = rest.split(separator: ",").map { $0.trimmingCharacters(in: " \t").lowercased() }
                case "skip":
                    guard let n = Int(rest), n >= 0 else { return .failure(RulesError(line: index + 1, text: line)) }
                    rules.skip = n
                case "currency" where !rest.isEmpty:
                    rules.currency = rest
                case "separator" where !rest.isEmpty:
                    rules.separator = rest == "TAB" ? [9] : Array(rest.utf8)
                default:
                    return .failure(RulesError(line: index + 1, text: line))
                }
            }
            guard rules.fields.contains("date"), rules.fields.contains("commodity"), rules.fields.contains("price") else {
                return .failure(RulesError(line: 0, text: "fields " + rules.fields.joined(separator: ", ")))
            }
            return .success(rules)
        }
    }

    public struct RulesError: Error, Sendable, Equatable {
        /// 0 when the problem is the file as a whole (a field missing from `fields`).
        public let line: Int
        public let text: String
    }

    /// One price: `P DATE COMMODITY PRICE CURRENCY`.
    public struct Price: Sendable, Hashable {
        public let day: Day
        public let commodity: String
        public let price: Quantity
        public let currency: String
    }

    /// What `load` found: the prices, or the problems (the files', the rows').
    public struct Loaded: Sendable {
        public var prices: [Price] = []
        public var sources = SourceStore()
        public var diagnostics: [Diagnostic] = []
        /// The rules file's line that could not be read.
        public var rulesError: RulesError?
    }

    /// Reads the CSV file at `path` with the rules file at `rulesPath` (if any) from `fileSystem`.
    public static func load(csv path: String, rules rulesPath: String?, fileSystem: any JournalFileSystem, today: Day) -> Loaded {
        var loaded = Loaded()
        var rules = Rules()
        if let rulesPath {
            switch fileSystem.readArgument(rulesPath) {
            case .failure(.notFound): loaded.diagnostics = [.rulesFileNotFound(rulesPath)]; return loaded
            case .failure(.unreadable(let reason)): loaded.diagnostics = [.rulesFileUnreadable(rulesPath, reason: reason)]; return loaded
            case .failure(.isDirectory): loaded.diagnostics = [.rulesFileUnreadable(rulesPath, reason: "it is a directory")]; return loaded
            case .success(let bytes):
                switch Rules.parse(String(decoding: bytes, as: UTF8.self)) {
                case .success(let parsed): rules = parsed
                case .failure(let error): loaded.rulesError = error; return loaded
                }
            }
        }
        switch fileSystem.readArgument(path) {
        case .failure(.notFound): loaded.diagnostics = [.csvFileNotFound(path)]
        case .failure(.unreadable(let reason)): loaded.diagnostics = [.csvFileUnreadable(path, reason: reason)]
        case .failure(.isDirectory): loaded.diagnostics = [.csvFileUnreadable(path, reason: "it is a directory")]
        case .success(let bytes):
            (loaded.prices, loaded.sources, loaded.diagnostics) = read(bytes, path: path, rules: rules, today: today)
        }
        return loaded
    }

    /// The prices of the CSV file's bytes, in row order, with the file in
    /// `sources` (for the diagnostics' excerpts), or the problems of its rows.
    public static func read(_ bytes: [UInt8], path: String, rules: Rules, today: Day)
        -> (prices: [Price], sources: SourceStore, diagnostics: [Diagnostic]) {
        var sources = SourceStore()
        guard let index = sources.add(path: path, bytes: bytes) else { return ([], sources, [.journalTooLarge(at: nil)]) }
        var (records, diagnostics) = CSVReader(separator: rules.separator).read(sources.files[index])
        let column = { (name: String) in rules.fields.firstIndex(of: name) }
        let date = column("date")!, commodity = column("commodity")!, price = column("price")!, currency = column("currency")
        let first = records.first.flatMap { $0.fields.indices.contains(date) ? $0.fields[date] : nil }
        let skip = rules.skip ?? (first.map { (try? PeriodExpression.parseDate($0, today: today)) == nil } == true ? 1 : 0)
        records = Array(records.dropFirst(skip))
        var prices: [Price] = []
        for record in records where !(record.fields.count == 1 && record.fields[0].isEmpty) {
            let needed = max(date, commodity, price, (currency.map { rules.currency == nil ? $0 : -1 }) ?? -1)
            guard record.fields.count > needed else {
                diagnostics.append(.csvFieldMissing(.index(needed + 1), count: record.fields.count, at: record.range, notes: []))
                continue
            }
            let dateText = record.fields[date].trimmingCharacters(in: " ")
            guard let day = try? PeriodExpression.parseDate(dateText, today: today), dateText.filter({ $0 == "-" || $0 == "/" }).count == 2 else {
                diagnostics.append(.csvNotADate(dateText, at: record.fieldRanges[date], notes: []))
                continue
            }
            let priceText = record.fields[price].trimmingCharacters(in: " ")
            guard let quantity = Quantity(priceText.filter { $0 != "," }), quantity.isPositive else {
                diagnostics.append(.csvInvalidAmount(priceText, at: record.fieldRanges[price],
                                                     notes: ["a price is a number above zero, such as 31.92"]))
                continue
            }
            let symbol = record.fields[commodity].trimmingCharacters(in: " ")
            let given = currency.flatMap { record.fields.indices.contains($0) ? record.fields[$0].trimmingCharacters(in: " ") : nil }
            guard !symbol.isEmpty, let to = (given?.isEmpty == false ? given : nil) ?? rules.currency else {
                let missing = symbol.isEmpty ? commodity : (currency ?? price)
                diagnostics.append(.csvFieldMissing(.name(symbol.isEmpty ? "commodity" : "currency"), count: record.fields.count,
                                                    at: record.fieldRanges.indices.contains(missing) ? record.fieldRanges[missing] : record.range,
                                                    notes: ["give it in the row, or for every row with 'currency SYMBOL' in the rules"]))
                continue
            }
            prices.append(Price(day: day, commodity: symbol, price: quantity, currency: to))
        }
        return (prices, sources, diagnostics)
    }
}

private extension StringProtocol {
    func trimmingCharacters(in set: String) -> String {
        let characters = Set(set)
        return String(drop { characters.contains($0) }.reversed().drop { characters.contains($0) }.reversed())
    }
}
