import TrackModel
import TrackSyntax

/// The whole read pipeline (lexer, parser, includes, style inference,
/// balancing, assertions, diagnostics rendering), on one thread and on three.
enum ReadTarget {
    static func run(_ bytes: [UInt8]) {
        // The input is the main file; it may include `other.journal` (itself, too) to exercise includes.
        let fs = InMemoryFileSystem(bytes: ["main.journal": bytes, "other.journal": Array(bytes.prefix(64))])
        for threads in [1, 3] {
            let options = ParseOptions(today: today, strict: true, parallelThreshold: 0, threads: threads)
            let loaded = JournalLoader(options: options, fileSystem: fs).load(paths: ["main.journal"])
            var renderer = DiagnosticRenderer(sources: loaded.journal.sources)
            for diagnostic in loaded.diagnostics.prefix(20) {
                _ = renderer.render(diagnostic)
            }
            let formatter = AmountFormatter(commodities: loaded.journal.commodities)
            for transaction in loaded.journal.transactions.prefix(50) {
                for posting in transaction.postings { _ = formatter.format(posting.amount) }
            }
        }
    }
}
