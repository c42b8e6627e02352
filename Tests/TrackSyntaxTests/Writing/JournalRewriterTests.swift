import Testing
import TrackModel
@testable import TrackSyntax
import TrackTestSupport

/// The rewrite pipeline (`fmt -i`) with plain values, its failures as values.
@Suite struct JournalRewriterTests {
    static let original = "2026/1/2 t\n  a  1 USD\n  b\n"

    static func rewriter(_ path: String) -> JournalRewriter {
        JournalRewriter(paths: [path], reread: JournalReread(options: ParseOptions(today: testToday), fileSystem: LocalFileSystem()),
                        backup: true, transactionOrderMatters: true) { _ in }
    }

    @Test func changedFilesAreWrittenWithABackup() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("a.journal", Self.original)
        let rewritten = "2026-01-02 t\n    a  1 USD\n    b\n"
        let written = try Self.rewriter(path).rewrite { journal in
            [JournalRewriter.File(path: path, original: journal.sources.files[0].bytes, rewritten: Array(rewritten.utf8))]
        }
        #expect(written.map(\.path) == [path])
        #expect(dir.read("a.journal") == rewritten && dir.read("a.journal.bak") == Self.original)
    }

    @Test func unchangedFilesAreNotWritten() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("a.journal", Self.original)
        let written = try Self.rewriter(path).rewrite { journal in
            [JournalRewriter.File(path: path, original: journal.sources.files[0].bytes, rewritten: Array(journal.sources.files[0].bytes))]
        }
        #expect(written.isEmpty && dir.contents == ["a.journal"])
    }

    @Test(arguments: [
        ("2026-01-02 t\n    a  2 USD\n    b\n", "transaction 2026-01-02 't': posting a: amount"),
        ("2026-01-02 t\n    a  1 USD\n    b  1 USD\n", "it would not read without errors"),
    ])
    func aRewriteThatWouldSaySomethingElseIsRefused(_ rewrite: String, _ difference: String) {
        let dir = TemporaryDirectory()
        let path = dir.write("a.journal", Self.original)
        #expect(throws: JournalRewriter.Failure.wouldChangeMeaning(difference)) {
            try Self.rewriter(path).rewrite { _ in
                [JournalRewriter.File(path: path, original: Array(Self.original.utf8), rewritten: Array(rewrite.utf8))]
            }
        }
        #expect(dir.read("a.journal") == Self.original && dir.contents == ["a.journal"])
    }

    @Test func aJournalWithErrorsIsNotRewritten() {
        let dir = TemporaryDirectory()
        let path = dir.write("a.journal", "2026-01-02 t\n  a  1 USD\n  b  1 USD\n")
        var reported = 0
        let rewriter = JournalRewriter(paths: [path], reread: JournalReread(options: ParseOptions(today: testToday),
                                                                            fileSystem: LocalFileSystem()),
                                       backup: false, transactionOrderMatters: true) { _ in reported += 1 }
        #expect(throws: JournalRewriter.Failure.journalHasErrors) {
            try rewriter.rewrite { _ in Issue.record("composed a journal with errors"); return [] }
        }
        #expect(reported == 1)
    }

    /// Every file is checked before the first is written: one that cannot be stops the run with nothing changed.
    @Test func aFileThatCannotBeWrittenStopsTheRunBeforeAnyWrite() {
        let dir = TemporaryDirectory()
        let first = dir.write("a.journal", "a\n")
        let missing = dir.path + "/no/such/folder/b.journal"
        do {
            try Self.rewriter(first).write([
                JournalRewriter.File(path: first, original: Array("a\n".utf8), rewritten: Array("A\n".utf8)),
                JournalRewriter.File(path: missing, original: [], rewritten: Array("b\n".utf8)),
            ])
            Issue.record("wrote into a missing folder")
        } catch {
            guard case .write(let error) = error else { Issue.record("\(error)"); return }
            #expect(error.kind == .notFound)
        }
        #expect(dir.read("a.journal") == "a\n" && dir.contents == ["a.journal"])
    }

    /// Each file's new bytes written as they are made, straight into its temporary file.
    @Test func aStreamedRewriteIsWrittenAsMade() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("a.journal", Self.original)
        let written = try Self.rewriter(path).rewriteStreamed { _ in
            [JournalRewriter.Rewrite(path: path) { writer in
                for line in ["2026-01-02 t\n", "    a  1 USD\n", "    b\n"] { writer.write(Array(line.utf8)) }
            }]
        }
        #expect(written == [path])
        #expect(dir.read("a.journal") == "2026-01-02 t\n    a  1 USD\n    b\n" && dir.read("a.journal.bak") == Self.original)
        #expect(dir.contents == ["a.journal", "a.journal.bak"])
    }

    /// The fingerprint is stricter than the exact comparison (a commodity's
    /// digit groups, which no amount here shows otherwise): when they
    /// differ, the journal is read again and compared exactly, and a
    /// rewrite that says the same is written.
    @Test func aFingerprintThatDiffersSendsToTheExactComparison() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("a.journal", "2026-01-02 t\n    a  1000.00 USD\n    b\n")
        let rewritten = "2026-01-02 t\n    a  1,000.00 USD\n    b\n"
        let scope = JournalFingerprint.Scope.everything(transactionOrderMatters: true)
        let before = load("2026-01-02 t\n    a  1000.00 USD\n    b\n").journal, after = load(rewritten).journal
        #expect(JournalFingerprint(before, scope: scope) != JournalFingerprint(after, scope: scope))
        #expect(JournalEquivalence.firstDifference(before, after) == nil)
        try Self.rewriter(path).rewrite { journal in
            [JournalRewriter.File(path: path, original: journal.sources.files[0].bytes, rewritten: Array(rewritten.utf8))]
        }
        #expect(dir.read("a.journal") == rewritten)
    }
}
