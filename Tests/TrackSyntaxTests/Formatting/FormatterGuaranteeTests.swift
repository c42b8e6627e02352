import Foundation
import Testing
import TrackModel
@testable import TrackSyntax

/// What `track fmt` promises, checked on every journal there is: the
/// examples, the compatibility corpus (`../shared/compat`, when present; a
/// skipped test says so when it is not), the `*.journal` files under
/// `Tests/` and the inline test fixtures.
///
/// - idempotent: `fmt(fmt(x)) == fmt(x)`, byte for byte, for every file;
/// - meaning kept: `parse(fmt(x))` says what `parse(x)` says (transactions,
///   postings, amounts, comments, tags, directives; `JournalEquivalence`);
/// - already-canonical input prints unchanged (`fmt(x)` is such an input).
///
/// Balances (track's and hledger's) are checked in `TrackCLITests`.
@Suite struct FormatterGuaranteeTests {
    struct Journal: Sendable, CustomTestStringConvertible {
        var name: String
        /// The main file's path and, for fixtures, the files in memory.
        var path: String
        var files: [String: String]?
        var testDescription: String { name }

        var fileSystem: any JournalFileSystem {
            files.map { InMemoryFileSystem(files: $0) } ?? LocalFileSystem()
        }
    }

    static let corpus: [Journal] =
        FormatterCorpus.paths.map { Journal(name: String($0.dropFirst(FormatterCorpus.repositoryRoot.count + 1)), path: $0) }
        + FormatterCorpus.fixtures.sorted { $0.key < $1.key }.map {
            Journal(name: "fixture " + $0.key, path: "main.journal", files: ["main.journal": $0.value])
        }

    /// Each file of the loaded journal formatted, by path (a file read twice once).
    static func formatAll(_ loaded: LoadedJournal, options: FormatOptions) -> [String: [UInt8]] {
        let formatter = JournalFormatter(journal: loaded.journal, options: options)
        var result: [String: [UInt8]] = [:]
        for (i, file) in loaded.journal.sources.files.enumerated() where result[file.path] == nil {
            result[file.path] = formatter.format(fileAt: i)
        }
        return result
    }

    static let modes: [(String, FormatOptions)] = [
        ("default", FormatOptions()),
        ("--sort", FormatOptions(sortsTransactions: true)),
        ("--eol lf", FormatOptions(lineEnding: .lf)),
    ]

    @Test func theCorpusIsThere() {
        let examples = Self.corpus.filter { $0.name.hasPrefix("Examples/") }
        #expect(examples.count >= 2)
        #expect(Self.corpus.contains { $0.name.hasPrefix("Tests/") })
        #expect(Self.corpus.count >= examples.count + FormatterCorpus.fixtures.count)
    }

    /// Shows, as a skipped test, when the compatibility journals are not checked.
    @Test(.enabled(if: FormatterCorpus.compatibilityIsPresent,
                   "contributors only: the compatibility corpus (../shared/compat) is not beside this clone; the examples are checked"))
    func theCompatibilityJournalsAreChecked() {
        #expect(Self.corpus.count(where: { $0.path.hasPrefix(FormatterCorpus.compatibility) }) >= 40)
    }

    @Test(arguments: corpus)
    func formattingKeepsMeaningAndIsIdempotent(_ journal: Journal) throws {
        let original = FormatterCorpus.load(path: journal.path, fileSystem: journal.fileSystem)
        // A journal with errors is never formatted (`track fmt` refuses it).
        guard !original.hasErrors else { return }
        for (mode, options) in Self.modes {
            let once = Self.formatAll(original, options: options)
            let reread = FormatterCorpus.load(path: journal.path, fileSystem: ReplacedFiles(base: journal.fileSystem, files: once))
            #expect(reread.errors.isEmpty, "\(mode): fmt(x) reads with errors: \(reread.rendered.first ?? "")")
            let difference = JournalEquivalence.firstDifference(
                original.journal, reread.journal, transactionOrderMatters: !options.sortsTransactions)
            #expect(difference == nil, "\(mode): parse(fmt(x)) differs from parse(x): \(difference ?? "")")
            let twice = Self.formatAll(reread, options: options)
            for (path, bytes) in once.sorted(by: { $0.key < $1.key }) {
                #expect(twice[path] == bytes, "\(mode): fmt(fmt(x)) != fmt(x) for \(path)")
            }
        }
    }

    /// Large files are formatted in pieces on every core: the text is the
    /// same as from one run, whole or handed over in chunks.
    @Test(arguments: corpus)
    func piecesGiveTheSameText(_ journal: Journal) {
        let loaded = FormatterCorpus.load(path: journal.path, fileSystem: journal.fileSystem)
        guard !loaded.hasErrors else { return }
        var pieces = FormatOptions()
        pieces.parallelThreshold = 0
        pieces.pieceSize = 200
        let text = { (files: [String: [UInt8]]) in files.mapValues { String(decoding: $0, as: UTF8.self) } }
        let whole = text(Self.formatAll(loaded, options: FormatOptions()))
        #expect(text(Self.formatAll(loaded, options: pieces)) == whole)
        let formatter = JournalFormatter(journal: loaded.journal, options: pieces)
        var streamed: [UInt8] = []
        formatter.format(fileAt: 0, chunkSize: 100) { streamed.append(contentsOf: $0) }
        #expect(String(decoding: streamed, as: UTF8.self) == whole[loaded.journal.sources.files[0].path])
    }

    @Test func theEquivalenceCheckSeesADifference() throws {
        let a = load("2026-01-02 t  ; note\n    a  1.50 USD\n    b\n")
        #expect(JournalEquivalence.firstDifference(a.journal, a.journal) == nil)
        #expect(JournalEquivalence.firstDifference(a.journal, load("2026/1/2 t ; note\n  a      1.50 USD\n  b\n").journal) == nil)
        for changed in [
            "2026-01-02 t  ; note\n    a  1.51 USD\n    b\n",
            "2026-01-02 t  ; other\n    a  1.50 USD\n    b\n",
            "2026-01-03 t  ; note\n    a  1.50 USD\n    b\n",
            "2026-01-02 t  ; note\n    a  1.50 USD\n    c\n",
            "2026-01-02 t  ; note\n    a  1.50 USD\n    b\n; a comment line\n",
            "account a\n2026-01-02 t  ; note\n    a  1.50 USD\n    b\n",
        ] {
            #expect(JournalEquivalence.firstDifference(a.journal, load(changed).journal) != nil, "\(changed)")
        }
    }
}
