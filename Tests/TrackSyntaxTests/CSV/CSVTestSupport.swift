import Testing
import TrackModel
@testable import TrackSyntax

/// A CSV file and its rules read in memory, as `track import` reads them.
struct CSVImportRun {
    var sources = SourceStore()
    var rules = CSVRules()
    var entries: [CSVEntry] = []
    var diagnostics: [Diagnostic] = []

    /// Reads `csv` as `bank.csv` with `rules` as `bank.csv.rules`, and any `files` beside them.
    init(csv: String, rules: String, files: [String: String] = [:], csvName: String = "bank.csv") {
        var all = files
        all[csvName] = csv
        all["bank.csv.rules"] = rules
        (self.rules, entries, diagnostics) = CSVImporter.read(
            csv: csvName, rules: "bank.csv.rules", into: &sources, fileSystem: InMemoryFileSystem(files: all))
    }

    /// Every diagnostic, rendered exactly as track prints it.
    var rendered: [String] {
        var renderer = DiagnosticRenderer(sources: sources)
        return diagnostics.map { renderer.render($0) }
    }

    var errors: [Diagnostic] { diagnostics.filter(\.isError) }

    /// Each entry as one line: `DATE DESCRIPTION | account amount | account amount`.
    var summary: [String] {
        entries.map { entry in
            ([entry.date.description + " " + entry.description]
                + entry.postings.map { posting in
                    var text = posting.account
                    if let amount = posting.amountText { text += " " + amount }
                    if let balance = posting.balance {
                        text += " = " + balance.quantity.description + (balance.symbol.isEmpty ? "" : " " + balance.symbol)
                    }
                    return text
                })
                .joined(separator: " | ")
        }
    }
}

/// Reads rules alone (with `files` for `include`), from `bank.csv.rules`.
func parseRules(_ text: String, files: [String: String] = [:]) -> (rules: CSVRules, rendered: [String]) {
    var all = files
    all["bank.csv.rules"] = text
    var sources = SourceStore()
    let (rules, diagnostics) = CSVRulesParser.parse(path: "bank.csv.rules", into: &sources,
                                                    fileSystem: InMemoryFileSystem(files: all))
    var renderer = DiagnosticRenderer(sources: sources)
    return (rules, diagnostics.map { renderer.render($0) })
}

/// Reads CSV text with a separator.
func readCSV(_ text: String, separator: String = ",") -> (records: [CSVRecord], rendered: [String]) {
    readCSV(bytes: Array(text.utf8), separator: separator)
}

func readCSV(bytes: [UInt8], separator: String = ",") -> (records: [CSVRecord], rendered: [String]) {
    var sources = SourceStore()
    let index = sources.add(path: "bank.csv", bytes: bytes)!
    let (records, diagnostics) = CSVReader(separator: Array(separator.utf8)).read(sources.files[index])
    var renderer = DiagnosticRenderer(sources: sources)
    return (records, diagnostics.map { renderer.render($0) })
}
