import TrackModel
import TrackReports
import TrackSyntax

/// The query and period parsers: the input's lines are query terms (one per
/// argument), and the whole input, and each line, a `-p` period, a date and
/// a `~` rule's period. A query that parses is matched against a small
/// journal; a rule that parses lists its days in a bounded window.
enum QueryTarget {
    static let journal: Journal = {
        let text = """
            2026-01-05 * Grocer | weekly shop  ; trip:yes
                expenses:food        12.50 EUR
                assets:bank:checking
            2026-02-01 (42) Landlord
                expenses:rent      800 EUR  ; month: feb
                liabilities:card   -800 EUR

            """
        let fs = InMemoryFileSystem(files: ["main.journal": text])
        return JournalLoader(options: ParseOptions(today: today), fileSystem: fs).load(paths: ["main.journal"]).journal
    }()

    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for plainWords in [Query.PlainWords.account, .accountOrDescription] {
            if let query = try? Query.parse(lines, today: today, plainWords: plainWords),
               let filter = try? PostingFilter(validating: query, journal: journal) {
                for transaction in journal.transactions {
                    _ = filter.matches(transaction)
                    for posting in transaction.postings { _ = filter.matches(transaction, posting) }
                }
            }
        }
        for candidate in [text] + lines.prefix(8) {
            _ = try? PeriodExpression.parse(candidate, today: today)
            _ = try? PeriodExpression.parseDate(candidate, today: today)
            if let rule = try? PeriodExpression.parseRecurrence(candidate, today: today) {
                let window = DateSpan(start: Day(year: 2020, month: 1, day: 1), end: Day(year: 2030, month: 1, day: 1))
                _ = rule.occurrences(in: window)
                _ = rule.averageOccurrences
            }
        }
    }
}
