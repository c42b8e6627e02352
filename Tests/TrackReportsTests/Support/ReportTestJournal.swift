import Testing
import TrackModel
import TrackReports
import TrackSyntax

/// Journals for the tests of queries, periods, valuation and the balance
/// family, read from text as track reads a file, with today 2026-11-21.
enum ReportTestJournal {
    static let today = Day(year: 2026, month: 11, day: 21)!

    /// Reads `text`; a journal with errors fails the test.
    static func read(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Journal {
        let loaded = JournalLoader(options: ParseOptions(today: today)).load(text: text, path: "test.journal")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        return loaded.journal
    }

    /// `mixed` as `quantity symbol` strings in commodity order, zeros left out: `["-5.00 USD"]`.
    static func show(_ mixed: MixedAmount, in journal: Journal) -> [String] {
        mixed.removingZeros().amounts.map { show($0, in: journal) }
    }

    static func show(_ amount: Amount, in journal: Journal) -> String {
        let symbol = journal.commodities.symbol(amount.commodity)
        return symbol.isEmpty ? "\(amount.quantity.normalized)" : "\(amount.quantity.normalized) \(symbol)"
    }

    /// `mixed` as the reports show it, in its commodities' styles: `["1,800.00 USD"]`.
    static func formatted(_ mixed: MixedAmount, in journal: Journal) -> [String] {
        AmountFormatter(commodities: journal.commodities).format(mixed)
    }

    static func id(_ symbol: String, in journal: Journal) -> CommodityID { journal.commodities.id(of: symbol)! }
}

/// A day for expectations: `date(2026, 11, 2)`.
func date(_ year: Int, _ month: Int, _ day: Int) -> Day { Day(year: year, month: month, day: day)! }

/// A span from its first day up to (not including) `end`.
func span(_ start: Day?, _ end: Day?) -> DateSpan { DateSpan(start: start, end: end) }
