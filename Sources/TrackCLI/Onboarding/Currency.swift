import TrackModel
import TrackSyntax

/// A base currency as `track init` writes it: the symbol of its amounts and
/// one thousand in its usual form, which the `commodity` and `D` directives
/// take as their sample.
///
/// ```journal
/// commodity $1,000.00
/// D $1,000.00
/// ```
struct Currency: Sendable, Equatable {
    /// The ISO 4217 code (`USD`), or the symbol of a form given as a sample.
    let code: String
    /// What amounts are written with: `$`, `€`, `NT$`, `CHF`.
    let symbol: String
    /// One thousand as the directives write it: `$1,000.00`, `1.000,00 €`,
    /// `NT$1,000.`. Currencies without decimals end in a period because
    /// hledger reads `NT$1,000` as a decimal comma (and asks for a mark).
    let sample: String
    /// Other spellings that select it, besides the code: `$`, `US$`.
    let aliases: [String]

    /// The style of its amounts, read from `sample` as the journal will read it.
    var style: AmountStyle {
        let loaded = JournalLoader(options: ParseOptions(today: Day(daysSinceEpoch: 0))).load(text: "commodity \(sample)\n")
        let commodities = loaded.journal.commodities
        return commodities.id(of: symbol).flatMap { commodities.style($0) } ?? .plain
    }

    /// Whether `text` names this currency: its code or symbol (any case) or an alias.
    func isNamed(_ text: String) -> Bool {
        let upper = text.uppercased()
        return upper == code.uppercased() || upper == symbol.uppercased() || aliases.contains { $0.uppercased() == upper }
    }
}

/// The currencies `track init` knows by code or symbol, in their usual forms.
/// Any other three-letter code is written `1,000.00 CODE`; a sample such as
/// `'1,000.00 USD'` chooses the form outright.
enum CurrencyTable {
    static let known: [Currency] = [
        Currency(code: "USD", symbol: "$", sample: "$1,000.00", aliases: ["US$"]),
        Currency(code: "EUR", symbol: "€", sample: "1.000,00 €", aliases: []),
        Currency(code: "GBP", symbol: "£", sample: "£1,000.00", aliases: []),
        Currency(code: "JPY", symbol: "¥", sample: "¥1,000.", aliases: ["JP¥", "円"]),
        Currency(code: "CNY", symbol: "CNY", sample: "1,000.00 CNY", aliases: ["RMB", "CN¥"]),
        Currency(code: "TWD", symbol: "NT$", sample: "NT$1,000.", aliases: ["NTD"]),
        Currency(code: "HKD", symbol: "HK$", sample: "HK$1,000.00", aliases: []),
        Currency(code: "KRW", symbol: "₩", sample: "₩1,000.", aliases: []),
        Currency(code: "INR", symbol: "₹", sample: "₹1,000.00", aliases: []),
        Currency(code: "CHF", symbol: "CHF", sample: "1,000.00 CHF", aliases: []),
        Currency(code: "CAD", symbol: "CAD", sample: "1,000.00 CAD", aliases: ["C$", "CA$"]),
        Currency(code: "AUD", symbol: "AUD", sample: "1,000.00 AUD", aliases: ["A$", "AU$"]),
        Currency(code: "NZD", symbol: "NZD", sample: "1,000.00 NZD", aliases: ["NZ$"]),
        Currency(code: "SGD", symbol: "SGD", sample: "1,000.00 SGD", aliases: ["S$"]),
    ]

    static let defaultCurrency = known[0]

    /// The currency `text` names: a known code or symbol, another
    /// three-letter code, or a sample amount such as `1,000.00 USD`.
    static func currency(_ text: String) throws(CLIError) -> Currency {
        let text = ArgumentText.trimmed(text)
        if let currency = known.first(where: { $0.isNamed(text) }) { return currency }
        if text.count == 3, text.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) }) {
            let code = text.uppercased()
            return Currency(code: code, symbol: code, sample: "1,000.00 \(code)", aliases: [])
        }
        if text.contains(where: ArgumentText.isDigit) { return try sampled(text) }
        throw .message(.notACurrency(text))
    }

    /// A form given as a sample (`1,000.00 USD`, `CHF 1'000.00`): it must read
    /// as one amount with a symbol and a decimal mark, as hledger requires.
    private static func sampled(_ text: String) throws(CLIError) -> Currency {
        guard text.contains(".") || text.contains(",") else {
            throw .message(.formWithoutDecimalMark(text))
        }
        let loaded = JournalLoader(options: ParseOptions(today: Day(daysSinceEpoch: 0))).load(text: "commodity \(text)\n")
        let commodities = loaded.journal.commodities
        guard !loaded.hasErrors, !text.contains(";"),
              let id = commodities.allIDs.first(where: { commodities[$0].declaration != nil }), id != .none else {
            throw .message(.notACurrencyForm(text))
        }
        let symbol = commodities.symbol(id)
        return Currency(code: symbol, symbol: symbol, sample: text, aliases: [])
    }
}
