import Testing
import TrackModel
import TrackReports
import TrackSyntax

/// Journals for the household report tests (period summary, categories,
/// required income, overview), read from text as track reads a file.
enum HouseholdReportJournal {
    /// The day the tests take as today.
    static let today = Day(year: 2026, month: 11, day: 21)!

    /// Reads `text`; a journal with errors fails the test.
    static func read(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Journal {
        let loaded = JournalLoader(options: ParseOptions(today: today)).load(text: text, path: "test.journal")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        return loaded.journal
    }

    static func day(_ year: Int, _ month: Int, _ d: Int) -> Day { Day(year: year, month: month, day: d)! }

    static func span(_ start: Day, _ end: Day) -> DateSpan { DateSpan(start: start, end: end) }

    /// `mixed` as `quantity symbol` strings in commodity order: `["-5.00 USD"]`.
    static func show(_ mixed: MixedAmount, in journal: Journal) -> [String] {
        mixed.removingZeros().amounts.map { show($0, in: journal) }
    }

    static func show(_ amount: Amount, in journal: Journal) -> String {
        let symbol = journal.commodities.symbol(amount.commodity)
        return symbol.isEmpty ? "\(amount.quantity)" : "\(amount.quantity) \(symbol)"
    }

    static func usd(_ journal: Journal) -> CommodityID { journal.commodities.id(of: "USD")! }

    static func quantity(_ text: String) -> Quantity { Quantity(text)! }
}
