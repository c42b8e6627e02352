import Testing
import TrackModel
@testable import TrackSyntax

/// The day tests read journals on: dates without a year and no `Y` directive get 2026.
let testToday = Day(year: 2026, month: 6, day: 15)!

/// Reads `text` as the file `main.journal`.
func load(_ text: String, strict: Bool = false, today: Day = testToday) -> LoadedJournal {
    JournalLoader(options: ParseOptions(today: today, strict: strict)).load(text: text, path: "main.journal")
}

/// Reads `main` from in-memory `files` (for `include`).
func load(files: [String: String], main: String = "main.journal", strict: Bool = false) -> LoadedJournal {
    JournalLoader(options: ParseOptions(today: testToday, strict: strict), fileSystem: InMemoryFileSystem(files: files))
        .load(paths: [main])
}

/// Reads raw bytes (CRLF, a BOM, invalid UTF-8) as `main.journal`.
func load(bytes: [UInt8], strict: Bool = false) -> LoadedJournal {
    JournalLoader(options: ParseOptions(today: testToday, strict: strict)).load(bytes: bytes, path: "main.journal")
}

extension LoadedJournal {
    /// Every diagnostic, rendered exactly as track prints it.
    var rendered: [String] {
        var renderer = DiagnosticRenderer(sources: journal.sources)
        return diagnostics.map { renderer.render($0) }
    }

    /// The journal ID of each diagnostic (nil for another domain's).
    var ids: [DiagnosticID.Journal?] {
        diagnostics.map { if case .journal(let id) = $0.id { id } else { nil } }
    }

    /// `path:line:column` of each diagnostic.
    var positions: [String] {
        var renderer = DiagnosticRenderer(sources: journal.sources)
        return diagnostics.map { d in
            renderer.position(of: d).map { "\($0.path):\($0.line):\($0.column)" } ?? "-"
        }
    }

    /// Transaction `t`'s description as written.
    func description(_ t: Int) -> String { journal.string(journal.transactions[t].description) }

    func account(_ t: Int, _ p: Int) -> String {
        journal.accounts.name(journal.transactions[t].postings[p].account)
    }

    /// Posting `p` of transaction `t` as `quantity symbol` (`-5.00 USD`, `12` with no symbol).
    func amount(_ t: Int, _ p: Int) -> String {
        show(journal.transactions[t].postings[p].amount)
    }

    func show(_ amount: Amount) -> String {
        let symbol = journal.commodities.symbol(amount.commodity)
        return symbol.isEmpty ? "\(amount.quantity)" : "\(amount.quantity) \(symbol)"
    }

    func details(_ t: Int, _ p: Int) -> Posting.Details {
        journal.postingDetails[journal.transactions[t].postings[p]]
    }

    /// The tags of a transaction or posting as `name=value`.
    func tags(_ tags: [TrackModel.Tag]) -> [String] {
        tags.map { "\(journal.string($0.name))=\(journal.string($0.value))" }
    }

    /// All account names of the journal, in interning order.
    var accountNames: [String] { journal.accounts.allIDs.map { journal.accounts.name($0) } }

    /// The names of the accounts postings and directives name.
    var namedAccountNames: [String] { journal.namedAccounts.map { journal.accounts.name($0) } }

    /// A commodity's display style (declared or inferred).
    func style(_ symbol: String) -> AmountStyle? {
        journal.commodities.id(of: symbol).flatMap { journal.commodities.style($0) }
    }

    /// An amount formatted in its commodity's style.
    func formatted(_ t: Int, _ p: Int) -> String {
        AmountFormatter(commodities: journal.commodities).format(journal.transactions[t].postings[p].amount)
    }
}

/// A day for expectations: `day(2026, 11, 2)`.
func day(_ year: Int, _ month: Int, _ d: Int) -> Day { Day(year: year, month: month, day: d)! }
