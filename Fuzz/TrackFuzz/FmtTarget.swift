import TrackModel
import TrackSyntax

/// `track fmt`, differentially: a journal that reads without errors must,
/// once formatted, read without errors and say the same thing
/// (`JournalEquivalence`, as `fmt -i` checks: transactions, amounts,
/// assertions), and formatting must be idempotent. Formatting in pieces (as
/// large files are) must write what formatting whole does, and `--sort`
/// keeps the same promises in date order, in windows of places as in one.
enum FmtTarget {
    static func run(_ bytes: [UInt8]) {
        let once = load(bytes)
        guard !once.hasErrors else { return }
        check(once, options: FormatOptions(), ordered: true)
        check(once, options: FormatOptions(sortsTransactions: true), ordered: false)
        var pieces = FormatOptions()
        pieces.parallelThreshold = 0
        pieces.pieceSize = 64
        guard JournalFormatter(journal: once.journal, options: pieces).format(fileAt: 0)
            == JournalFormatter(journal: once.journal).format(fileAt: 0) else {
            fatalError("fmt in pieces writes other bytes than fmt whole")
        }
        // A sorted run written a window of two places at a time writes what one window does.
        var windows = FormatOptions(sortsTransactions: true)
        windows.sortWindow = 2
        guard JournalFormatter(journal: once.journal, options: windows).format(fileAt: 0)
            == JournalFormatter(journal: once.journal, options: FormatOptions(sortsTransactions: true)).format(fileAt: 0) else {
            fatalError("fmt --sort in windows writes other bytes than in one")
        }
    }

    private static func check(_ once: LoadedJournal, options: FormatOptions, ordered: Bool) {
        let first = JournalFormatter(journal: once.journal, options: options).format(fileAt: 0)
        let twice = load(first)
        if twice.hasErrors {
            var renderer = DiagnosticRenderer(sources: twice.journal.sources)
            let shown = twice.diagnostics.filter(\.isError).prefix(3).map { renderer.render($0) }.joined()
            fatalError("fmt output does not read (sort: \(options.sortsTransactions)):\n\(shown)")
        }
        if let difference = JournalEquivalence.firstDifference(once.journal, twice.journal, transactionOrderMatters: ordered) {
            fatalError("fmt changes what the journal says (sort: \(options.sortsTransactions)): \(difference)")
        }
        guard JournalFormatter(journal: twice.journal, options: options).format(fileAt: 0) == first else {
            fatalError("fmt(fmt(x)) != fmt(x) (sort: \(options.sortsTransactions))")
        }
    }

    private static func load(_ bytes: [UInt8]) -> LoadedJournal {
        let fs = InMemoryFileSystem(bytes: ["main.journal": bytes])
        return JournalLoader(options: ParseOptions(today: today), fileSystem: fs).load(paths: ["main.journal"])
    }
}
