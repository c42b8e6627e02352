import TrackModel
import TrackSyntax

/// `track import`'s read: the input is a rules file, a NUL byte, then the
/// CSV file (no NUL: rules alone, an empty CSV file). Rules, records,
/// transactions, balancing, the printed entries and the diagnostics.
enum CSVTarget {
    static func run(_ bytes: [UInt8]) {
        let cut = bytes.firstIndex(of: 0) ?? bytes.endIndex
        let rules = Array(bytes[..<cut])
        let csv = cut < bytes.endIndex ? Array(bytes[(cut + 1)...]) : []
        let fs = InMemoryFileSystem(bytes: ["in.csv": csv, "in.csv.rules": rules])
        var journal = JournalLoader(options: ParseOptions(today: today), fileSystem: fs).load(paths: []).journal
        let (ruleSet, entries, problems) = CSVImporter.read(csv: "in.csv", rules: "in.csv.rules",
                                                            into: &journal.sources, fileSystem: fs)
        var renderer = DiagnosticRenderer(sources: journal.sources)
        for diagnostic in problems.prefix(20) { _ = renderer.render(diagnostic) }
        guard !problems.contains(where: \.isError) else { return }
        var transactions = CSVTransactionBuilder(balanceType: ruleSet.balanceType).transactions(entries, into: &journal)
        let balancing = CSVImporter.balance(&transactions, entries: entries, in: &journal)
        var after = DiagnosticRenderer(sources: journal.sources)
        for diagnostic in balancing.prefix(20) { _ = after.render(diagnostic) }
        guard balancing.isEmpty else { return }
        let text = TransactionPrinter.entries(transactions, in: journal)
        // What import would append must read back (its diagnostics are the import's business).
        let back = InMemoryFileSystem(bytes: ["main.journal": text])
        _ = JournalLoader(options: ParseOptions(today: today), fileSystem: back).load(paths: ["main.journal"])
    }
}
