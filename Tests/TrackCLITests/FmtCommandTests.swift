import Foundation
import Testing
@testable import TrackCLI
import TrackModel
import TrackSyntax
import TrackTestSupport

/// `track fmt`'s modes on files on disk: printing, `-i` (with includes,
/// `--backup`, modes kept), `--check`, `--diff`, `--sort`, `--eol`, and a
/// journal with errors, which is never written.
@Suite struct FmtCommandTests {
    static let main = """
        include books/2026.journal
        2026/1/3 Lunch
          Expenses:Food   12.5 USD
          Assets:Cash

        """
    static let included = """
        2026/01/02  Rent   ; monthly
          Expenses:Rent  1,400.00 USD
          Assets:Bank

        """
    static let mainFormatted = """
        include books/2026.journal

        2026-01-03 Lunch
            Expenses:Food     12.50 USD
            Assets:Cash

        """
    static let includedFormatted = """
        2026-01-02 Rent  ; monthly
            Expenses:Rent  1,400.00 USD
            Assets:Bank

        """

    func journal() -> (TemporaryDirectory, String) {
        let dir = TemporaryDirectory()
        dir.write("books/2026.journal", Self.included, mode: 0o640)
        return (dir, dir.write("main.journal", Self.main))
    }

    func run(_ arguments: String..., stdin: String? = nil) -> CLIHarness.Result {
        guard let stdin else { return CLIHarness.run(arguments) }
        let console = Console(arguments: arguments, today: CLIHarness.today, readStandardInput: { Array(stdin.utf8) })
        let status = TrackCLI.run(console)
        return CLIHarness.Result(stdout: console.output.text, stderr: console.errors.text, status: status)
    }

    @Test func printsTheMainFileAndChangesNothing() {
        let (dir, path) = journal()
        let result = run("fmt", "-f", path)
        #expect(result.status == 0)
        #expect(result.stdout == Self.mainFormatted)
        #expect(dir.read("main.journal") == Self.main)
        // FILE arguments work as -f does.
        #expect(run("fmt", path).stdout == Self.mainFormatted)
    }

    @Test func inPlaceRewritesEachFileInItsOwnPlace() {
        let (dir, path) = journal()
        let result = run("fmt", "-i", "-f", path)
        #expect(result.status == 0 && result.stdout == "" && result.stderr == "")
        #expect(dir.read("main.journal") == Self.mainFormatted)
        #expect(dir.read("books/2026.journal") == Self.includedFormatted)
        #expect(dir.mode("books/2026.journal") == 0o640)
        #expect(dir.mode("main.journal") == 0o644)
        #expect(dir.contents == ["books", "books/2026.journal", "main.journal"])
        // Formatting a canonical journal again changes nothing.
        #expect(run("fmt", "--check", "-f", path).status == 0)
    }

    @Test func backupKeepsEachChangedFilesOldVersion() {
        let (dir, path) = journal()
        #expect(run("fmt", "-i", "--backup", "-f", path).status == 0)
        #expect(dir.read("main.journal.bak") == Self.main)
        #expect(dir.read("books/2026.journal.bak") == Self.included)
        #expect(dir.mode("books/2026.journal.bak") == 0o640)
    }

    @Test func checkListsTheFilesNotCanonicalAndChangesNothing() {
        let (dir, path) = journal()
        let result = run("fmt", "--check", "-f", path)
        #expect(result.status == 1)
        #expect(result.stdout == path + "\n" + dir.path + "/books/2026.journal\n")
        #expect(dir.read("main.journal") == Self.main)
        #expect(dir.read("books/2026.journal") == Self.included)
        dir.write("books/2026.journal", Self.includedFormatted)
        #expect(run("fmt", "--check", "-f", path).stdout == path + "\n")
    }

    @Test func diffShowsWhatWouldChange() {
        let (dir, path) = journal()
        dir.write("main.journal", Self.mainFormatted)
        let result = run("fmt", "--diff", "-f", path)
        #expect(result.status == 0)
        let file = dir.path + "/books/2026.journal"
        #expect(result.stdout == """
            --- \(file)
            +++ \(file) (formatted)
            @@ -1,3 +1,3 @@
            -2026/01/02  Rent   ; monthly
            -  Expenses:Rent  1,400.00 USD
            -  Assets:Bank
            +2026-01-02 Rent  ; monthly
            +    Expenses:Rent  1,400.00 USD
            +    Assets:Bank

            """)
        #expect(dir.read("books/2026.journal") == Self.included)
        // With --check as well, differences make the exit status 1.
        #expect(run("fmt", "--diff", "--check", "-f", path).status == 1)
    }

    @Test func sortAndLineEndings() {
        let dir = TemporaryDirectory()
        let path = dir.write("a.journal", "2026-01-02 b\r\n  x  1 USD\r\n  y\r\n\r\n2026-01-01 a\r\n  x  1 USD\r\n  y\r\n")
        #expect(run("fmt", "-f", path).stdout
            == "2026-01-02 b\r\n    x  1 USD\r\n    y\r\n\r\n2026-01-01 a\r\n    x  1 USD\r\n    y\r\n")
        #expect(run("fmt", "--sort", "--eol", "lf", "-f", path).stdout
            == "2026-01-01 a\n    x  1 USD\n    y\n\n2026-01-02 b\n    x  1 USD\n    y\n")
        #expect(run("fmt", "-i", "--sort", "-f", path).status == 0)
        #expect(dir.read("a.journal")
            == "2026-01-01 a\r\n    x  1 USD\r\n    y\r\n\r\n2026-01-02 b\r\n    x  1 USD\r\n    y\r\n")
    }

    @Test func aJournalWithErrorsIsNeverWritten() {
        let (dir, path) = journal()
        dir.write("books/2026.journal", Self.included + "2026-13-01 Typo\n  a  1 USD\n  b\n")
        let before = dir.contents.map { ($0, dir.read($0)) }
        for mode in [["-i"], ["-i", "--backup"], ["--check"], ["--diff"], []] {
            let result = run(["fmt"] + mode + ["-f", path])
            #expect(result.status == 1, "\(mode)")
            #expect(result.stdout == "", "\(mode)")
            #expect(result.stderr.contains("2026.journal:4:1: error: '2026-13-01' is not a valid date"), "\(mode)")
        }
        #expect(dir.contents.map { ($0, dir.read($0)) }.elementsEqual(before) { $0 == $1 })
    }

    /// `-i` reads the rewrite back before writing: one that would say
    /// something else, or not read at all, is refused (a bug in fmt, never
    /// the user's doing, so it is provoked here by hand).
    @Test(arguments: [
        ("2026-01-02 t\n    a  2 USD\n    b\n",
         "formatting would change what the journal says (transaction 2026-01-02 't': posting a: amount); nothing was written"),
        ("2026-01-02 t\n    a  1 USD\n    b  1 USD\n",
         "formatting would change what the journal says (it would not read without errors); nothing was written"),
    ])
    func aRewriteThatWouldChangeTheJournalIsRefused(_ rewrite: String, _ message: String) throws {
        let dir = TemporaryDirectory()
        let original = "2026/1/2 t\n  a  1 USD\n  b\n"
        let path = dir.write("a.journal", original)
        let options = ParseOptions(today: CLIHarness.today)
        let loaded = JournalLoader(options: options, fileSystem: LocalFileSystem()).load(paths: [path])
        let file = JournalRewriter.File(path: path, original: Array(original.utf8), rewritten: Array(rewrite.utf8))
        let rewriter = JournalRewriter(paths: [path], reread: JournalReread(options: options, fileSystem: LocalFileSystem()),
                                       backup: false, transactionOrderMatters: true) { _ in }
        #expect(wordsThrown {
            do throws(JournalRewriter.Failure) {
                try rewriter.verify(loaded.journal, rewritten: [file])
            } catch {
                throw FmtCommand.message(error)
            }
        } == .message(message, hint: "this is a bug in track fmt: please report it with the lines concerned"))
        #expect(dir.read("a.journal") == original)
    }

    /// Writing several files checks them all first: a read-only one stops
    /// the run before any file has changed.
    @Test(.enabled(if: Unprivileged.isAvailable, "as root, needs setpriv to run track as nobody"))
    func aReadOnlyFileStopsTheRunBeforeAnyWrite() {
        let (dir, path) = journal()
        chmod(dir.path + "/books/2026.journal", 0o444)
        // Everything else writable, for `nobody` too (as root): only the read-only file stops the run.
        chmod(dir.path, 0o777)
        chmod(path, 0o666)
        let result = Unprivileged.run(["fmt", "-i", "-f", path], in: dir)
        let file = dir.path + "/books/2026.journal"
        #expect(result.status == 1)
        #expect(result.stderr == """
            track: error: cannot write '\(file)': the file is read-only
            hint: \(Unprivileged.readOnlyHint(file))

            """)
        #expect(dir.read("main.journal") == Self.main)
        #expect(dir.read("books/2026.journal") == Self.included)
    }

    @Test func standardInput() {
        let result = run("fmt", "-f", "-", stdin: "2026/1/2 t\n  a  1 USD\n  b\n")
        #expect(result.stdout == "2026-01-02 t\n    a  1 USD\n    b\n")
        #expect(run("fmt", "-i", "-f", "-", stdin: "").stderr
            == "track: error: cannot rewrite standard input in place\nhint: give the journal's file with -f FILE\n")
    }

    @Test(arguments: [
        (["fmt", "--backup"], "track: error: --backup only applies to --in-place\nhint: run 'track fmt -i --backup'\n"),
        (["fmt", "-i", "--check"], "track: error: --in-place cannot be combined with --check or --diff\nhint: run 'track fmt --diff' to see the changes, then 'track fmt -i' to make them\n"),
    ])
    func conflictingOptions(_ arguments: [String], _ message: String) {
        let result = CLIHarness.run(arguments + ["-f", "x.journal"])
        #expect(result.status == 1)
        #expect(result.stderr == message)
    }
}

extension FmtCommandTests {
    func run(_ arguments: [String]) -> CLIHarness.Result {
        CLIHarness.run(arguments)
    }
}
