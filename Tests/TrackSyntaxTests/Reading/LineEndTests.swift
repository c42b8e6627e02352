import Testing
import TrackModel
@testable import TrackSyntax

/// The class "line ends": a journal whose lines end with a lone CR (old Mac
/// files) read as one transaction with no postings, and `check` said ok. It
/// is now refused with an error naming the line; LF and CRLF read as before,
/// and a rules file takes a lone CR for a line end as the CSV reader does.
struct LineEndTests {
    private let loader = JournalLoader(options: ParseOptions(today: Day(year: 2024, month: 1, day: 1)!))

    @Test(arguments: [
        "2024-01-01 x\r  a  1\r  b\r",
        "2024-01-01 x\n  a  1\r  b\n",
        "; a comment\r\n2024-01-01 x\r\n  a  1\r  b\r\n",
    ])
    func aLoneCarriageReturnIsRefused(text: String) {
        let loaded = loader.load(text: text)
        #expect(loaded.errors.map(\.id) == [.journal(.loneCarriageReturn)])
        #expect(loaded.journal.transactions.isEmpty)
    }

    @Test func itNamesTheFirstLineWithOne() {
        let loaded = loader.load(text: "; one\n; two\r; three\n")
        #expect(loaded.errors.first?.message.contains("line 2 ends") == true)
    }

    @Test(arguments: ["2024-01-01 x\n  a  1\n  b\n", "2024-01-01 x\r\n  a  1\r\n  b\r\n", "2024-01-01 x\r\n  a  1\r\n  b\r"])
    func lfAndCRLFRead(text: String) {
        let loaded = loader.load(text: text)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.transactions.count == 1)
    }

    @Test func anIncludedFileIsCheckedToo() {
        let files = InMemoryFileSystem(files: ["main.journal": "include old.journal\n", "old.journal": "2024-01-01 x\r  a  1\r  b\r"])
        let loaded = JournalLoader(options: loader.options, fileSystem: files).load(paths: ["main.journal"])
        #expect(loaded.errors.map(\.id) == [.journal(.loneCarriageReturn)])
        #expect(loaded.errors.first?.range != nil)
    }

    /// Read in parallel, a file's line ends are checked in the pass that sizes
    /// its chunks: the same error, at the same line, for the file and for an
    /// included one; the file unread.
    @Test(arguments: [
        "2024-01-01 x\r  a  1\r  b\r",
        "2024-01-01 x\n  a  1\r  b\n",
        "; a comment\r\n2024-01-01 x\r\n  a  1\r  b\r\n",
        "; one\n; two\r; three\n",
        String(repeating: "2024-01-01 x\r\n  a  1\r\n  b\r\n\r\n", count: 40) + "2024-02-01 y\n  a  1\r  b\n",
        String(repeating: "2024-01-01 x\n  a  1\n  b\n\n", count: 40) + "2024-02-01 y\n  a  1\n  b\r",
    ])
    func aFileReadInParallelIsCheckedAlike(text: String) {
        var parallel = loader.options
        parallel.parallelThreshold = 0
        parallel.threads = 2
        let files = InMemoryFileSystem(files: ["main.journal": text, "outer.journal": "include main.journal\n"])
        for path in ["main.journal", "outer.journal"] {
            let alone = JournalLoader(options: loader.options, fileSystem: files).load(paths: [path])
            let split = JournalLoader(options: parallel, fileSystem: files).load(paths: [path])
            #expect(split.diagnostics.map(\.message) == alone.diagnostics.map(\.message), "\(path)")
            #expect(split.diagnostics.map(\.range) == alone.diagnostics.map(\.range), "\(path)")
            #expect(split.journal.transactions.count == alone.journal.transactions.count, "\(path)")
        }
    }

    @Test func aRulesFileTakesALoneCarriageReturnForALineEnd() {
        let files = InMemoryFileSystem(files: ["bank.rules": "skip 1\rfields date, description, amount\rcurrency USD\r"])
        var sources = SourceStore()
        let (rules, problems) = CSVRulesParser.parse(path: "bank.rules", into: &sources, fileSystem: files)
        #expect(problems.isEmpty)
        #expect(rules.fieldNames.count == 3)
        #expect(rules.skip == 1)
    }
}

/// `LineEnds` finds the first CR that does not start a CRLF.
struct LineEndsTests {
    private func first(_ text: String) -> Int? {
        Array(text.utf8).withUnsafeBufferPointer { LineEnds.firstLoneCarriageReturn($0) }
    }

    @Test func findsTheFirstLoneCarriageReturn() {
        #expect(first("a\r\nb\rc") == 4)
        #expect(first("a\r\nb\r\n") == nil)
        #expect(first("a\r") == nil)  // the file's last byte ends its last line
        #expect(first("") == nil)
        #expect(Array("a\nb\nc".utf8).withUnsafeBufferPointer { LineEnds.line(of: 4, in: $0) } == 3)
    }
}
