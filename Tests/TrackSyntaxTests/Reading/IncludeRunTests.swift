import Testing
import TrackModel
@testable import TrackSyntax

/// Files included one after another are read side by side: the journal, its
/// diagnostics and its declarations must be exactly those of reading them
/// one after another, whatever the files hold.
@Suite struct IncludeRunTests {
    /// What `ParallelParseTests.summary` shows, and where every file and
    /// transaction sits in the source store.
    static func summary(_ loaded: LoadedJournal) -> [String] {
        let j = loaded.journal
        return ParallelParseTests.summary(loaded)
            + j.sources.files.map { "file \($0.path) at \($0.base)" }
            + j.transactions.map { "transaction at \($0.location.offset)" }
            + ["declarations \(j.accountDeclarationCount) default \(j.defaultCommodity.map { j.commodities.symbol($0) } ?? "-")"]
    }

    /// Loads `main.journal` on one thread and on two, three and four, small
    /// files read side by side in as many groups (and with `threshold`, the
    /// size from which a file is read alone on every core).
    static func expectSame(_ files: [String: String], threshold: Int = 4 << 20,
                           sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let fs = InMemoryFileSystem(files: files)
        let today = ParallelParseTests.today
        let sequential = JournalLoader(options: ParseOptions(today: today, threads: 1), fileSystem: fs)
            .load(paths: ["main.journal"])
        for threads in 2...4 {
            let sideBySide = JournalLoader(options: ParseOptions(today: today, parallelThreshold: threshold, threads: threads),
                                           fileSystem: fs).load(paths: ["main.journal"])
            #expect(summary(sideBySide) == summary(sequential), "\(threads) threads", sourceLocation: sourceLocation)
        }
        #expect(!sequential.journal.transactions.isEmpty, sourceLocation: sourceLocation)
    }

    static func transactions(_ count: Int, from day: Int = 1, account: String = "Expenses:Food") -> String {
        ParallelParseTests.transactions(count, from: day, account: account)
    }

    static let parts = ["a.journal", "b.journal", "c.journal", "d.journal"]

    /// `main.journal` includes a, b, c and d; `b` is given, the others hold plain transactions.
    static func withMiddle(_ b: String, main: String = "", extra: [String: String] = [:]) -> [String: String] {
        var files = extra
        files["main.journal"] = main + parts.map { "include \($0)\n" }.joined()
        files["a.journal"] = transactions(5, account: "Expenses:A")
        files["b.journal"] = b
        files["c.journal"] = "2026-03-01 amounts with no symbol\n    Expenses:C    1,000\n    Assets:Cash\n\n"
            + transactions(5, from: 3, account: "Expenses:C")
        files["d.journal"] = transactions(5, from: 9, account: "Expenses:D")
        return files
    }

    @Test func plainFilesMatch() {
        Self.expectSame(Self.withMiddle(Self.transactions(7, account: "Expenses:B")))
    }

    @Test(arguments: [
        "alias Expenses:C = Expenses:Renamed\n",
        "apply account Home\n",
        "Y 2024\n",
        "D 1.000,00 EUR\n",
        "decimal-mark ,\n",
        "commodity 1.000,00 USD\n",
        "comment\n2026-01-01 not a transaction\n    a  1\n",
        "comment\n2026-01-01 ended\nend comment\n",
        "P 2026-01-01 EUR 1.08 USD\npayee Shop\ntag trip\n",
        "2026-02-30 Bad date\n    a  1\n    b\n\n2026-03-01 Unbalanced\n    a  1 USD\n    b  -2 USD\n",
        "include nested/*.journal\n",
        "include missing.journal\n",
        "include main.journal\n",
        "account Expenses:A\naccount Expenses:New  ; type: Expense\naccount Expenses:C\n",
    ])
    func aDirectiveInTheMiddleFile(_ directive: String) {
        let b = Self.transactions(3, account: "Expenses:B") + "\n" + directive + "\n"
            + "01/15 Short date\n    Expenses:C    1,000\n    Assets:Cash\n\n" + Self.transactions(3, from: 6)
        Self.expectSame(Self.withMiddle(b, extra: [
            "nested/one.journal": Self.transactions(4, account: "Expenses:Nested"),
            "nested/two.journal": "D 5.00 GBP\n\n" + Self.transactions(2, account: "Expenses:Nested"),
        ]))
    }

    @Test(arguments: [
        "alias Expenses:B = Expenses:Aliased\n",
        "apply account Home\n",
        "Y 2024\n",
        "D 1,000.00 EUR\n",
        "decimal-mark ,\n",
        "account Expenses:D\n",
    ])
    func theIncludersStateReachesEveryFile(_ directive: String) {
        let b = "01/15 Short date\n    Expenses:B    1,000\n    Assets:Cash\n\n" + Self.transactions(3, account: "Expenses:B")
        Self.expectSame(Self.withMiddle(b, main: directive))
    }

    @Test func accountDeclarationsInSeveralFilesKeepTheirOrder() {
        var files = Self.withMiddle("account Zeta\naccount Expenses:A\naccount Beta  ; type: Asset\n\n"
                                        + Self.transactions(3, account: "Beta"))
        files["a.journal"] = "account Expenses:A\naccount Alpha\n\n" + (files["a.journal"] ?? "")
        files["d.journal"] = "account Alpha  ; type: Liability\naccount Omega\n\n" + (files["d.journal"] ?? "")
        Self.expectSame(files, threshold: 4 << 20)
    }

    @Test func aMissingFileAmongSeveral() {
        var files = Self.withMiddle(Self.transactions(4, account: "Expenses:B"))
        files["b.journal"] = nil
        Self.expectSame(files)
    }

    @Test func aCycleAmongSeveral() {
        Self.expectSame(Self.withMiddle(Self.transactions(2, account: "Expenses:B"), main: "include *.journal\n"))
    }

    @Test func aGlobIsReadSideBySide() {
        var files: [String: String] = ["main.journal": "include parts/**/*.journal\n"]
        for k in 0..<9 { files["parts/\(k % 3)/p\(k).journal"] = Self.transactions(4, from: k, account: "Expenses:P\(k)") }
        Self.expectSame(files)
    }

    @Test func nestedRunsInEveryFile() {
        var files: [String: String] = ["main.journal": "include y1.journal\ninclude y2.journal\ninclude y3.journal\n"]
        for y in 1...3 {
            files["y\(y).journal"] = (1...3).map { "include m\(y)\($0).journal\n" }.joined()
                + Self.transactions(2, account: "Expenses:Y\(y)")
            for m in 1...3 { files["m\(y)\(m).journal"] = Self.transactions(3, from: m, account: "Expenses:M\(y)\(m)") }
        }
        Self.expectSame(files)
    }

    @Test func commentsAndBlankLinesBetweenIncludeLines() {
        var files = Self.withMiddle(Self.transactions(2, account: "Expenses:B"))
        files["main.journal"] = "include a.journal\n\n; a comment\n# another\n    ; indented\ninclude b.journal\n"
            + "  \n!include c.journal\n    indented under the directive\n@include d.journal\n"
            + "include\ninclude data.csv\n"
        Self.expectSame(files)
    }

    @Test func otherFormatsAndRefusedFilesInTheRun() {
        var files = Self.withMiddle(Self.transactions(2, account: "Expenses:B"))
        files["main.journal"] = "include a.journal\ninclude work.timeclock\ninclude b.journal\ninclude cr.journal\n"
            + "include c.journal\ninclude folder\ninclude d.journal\n"
        files["work.timeclock"] = "i 2026-01-05 09:00:00 Work:Project\no 2026-01-05 12:30:00\n"
        files["cr.journal"] = "2026-01-01 x\r    a  1\r    b\r"
        files["folder/inside.journal"] = "2026-01-01 x\n    a  1\n    b\n"
        Self.expectSame(files)
    }

    /// A file at least the parallel threshold is read alone, on every core;
    /// the files after it are still read side by side.
    @Test func largeFilesAreReadAloneInParallel() {
        var files = Self.withMiddle(Self.transactions(60, account: "Expenses:B"))
        files["main.journal"] = "include a.journal\ninclude b.journal\ninclude c.journal\ninclude d.journal\n"
        let size = files["b.journal"]?.utf8.count ?? 0
        Self.expectSame(files, threshold: size)
        Self.expectSame(files, threshold: 1)
    }

    /// Room for a file's transactions is counted from its lines that start
    /// with a digit, in one arena for the run: short transactions fill their
    /// file's part exactly, and the next file's part follows it.
    @Test func transactionsShorterThanTheRoomAllowsFor() {
        let tiny = (1...28).map { "1/\($0)\n a  1\n b\n" }.joined()
        Self.expectSame(Self.withMiddle(tiny, extra: [:]))
    }

    @Test func assertionsAcrossFiles() {
        var files = Self.withMiddle("2026-01-02 deposit\n    Assets:Bank    10 USD = 10 USD\n    Income\n")
        files["c.journal"] = "2026-01-03 deposit\n    Assets:Bank    5 USD = 15 USD\n    Income\n"
        files["d.journal"] = "2026-01-04 wrong\n    Assets:Bank    5 USD = 25 USD\n    Income\n"
        Self.expectSame(files)
    }

    /// Lines that start with a digit but are no transaction (a posting's
    /// amount written at the line start is an error) leave room unused, and
    /// every file of a long run gets its own part of the arena.
    @Test func manyFilesAndLinesThatStartWithADigit() {
        var files = ["main.journal": (0..<40).map { "include f\($0).journal\n" }.joined()]
        for k in 0..<40 { files["f\(k).journal"] = Self.transactions(k % 7 + 1, from: k % 20 + 1, account: "Expenses:F\(k % 3)") }
        files["f5.journal"] = "; 2026 budget notes\n" + (files["f5.journal"] ?? "") + "2026-02-01 x\n    a  1\n1 b\n"
        Self.expectSame(files)
    }

    /// The files of a group are read one after another by one parser: what a
    /// file changes of the scope (aliases, `apply account`, the year, the
    /// decimal mark) ends with it, and the next file starts from the
    /// includer's scope; a `commodity` directive lasts, as it does read in order.
    @Test func whatAFileChangesOfTheScopeEndsWithItInItsGroup() {
        let changes = ["alias Expenses:F = Expenses:Aliased\n", "apply account Home\n", "Y 2024\n", "decimal-mark ,\n",
                       "commodity 1.000,00 EUR\n", ""]
        var files = ["main.journal": "alias Expenses:G = Expenses:Main\n" + (0..<24).map { "include f\($0).journal\n" }.joined()]
        for k in 0..<24 {
            files["f\(k).journal"] = changes[k % changes.count]
                + "01/15 Short date\n    Expenses:F    1,000 EUR\n    Expenses:G\n\n"
                + Self.transactions(k % 4 + 1, from: k % 20 + 1, account: "Expenses:F\(k % 3)")
        }
        Self.expectSame(files)
    }

    /// Groups are consecutive files read ahead, of about equal size; a
    /// problem or a file not read ahead between two files ends a group.
    @Test func groupsAreRunsOfFilesReadAheadCutBySize() {
        let file = JournalParser.IncludedFile(path: "f", written: "f", format: .journal,
                                              range: SourceLocation(offset: 0)..<SourceLocation(offset: 0))
        func prepared(_ size: Int) -> JournalParser.PreparedFile {
            .init(canonical: "f", bytes: .success(SourceBytes([UInt8](repeating: 0x61, count: size))),
                  loneCarriageReturnLine: nil, transactionBound: 0)
        }
        let problem = JournalParser.IncludeItem.problem(.includeNeedsPath(at: file.range))
        let items: [JournalParser.IncludeItem] = [.file(file), .file(file), problem, .file(file), .file(file), .file(file), .file(file)]
        let places: [Int?] = [1, 2, 3, nil, 5, 6]
        let sizes = [10, 10, 10, 10, 30, 10]
        // Runs: two files, then one (a problem before it), then two (a file not read ahead before them).
        #expect(JournalParser.groups(items, places: places, prepared: sizes.map(prepared), count: 1) == [0..<2, 2..<3, 4..<6])
        // A run of six files of ten bytes: in two groups of thirty, or three of twenty.
        let run = [JournalParser.IncludeItem](repeating: .file(file), count: 6)
        let same = [Int](repeating: 10, count: 6).map(prepared)
        #expect(JournalParser.groups(run, places: Array(1...6), prepared: same, count: 2) == [0..<3, 3..<6])
        #expect(JournalParser.groups(run, places: Array(1...6), prepared: same, count: 3) == [0..<2, 2..<4, 4..<6])
        #expect(JournalParser.groups([], places: [], prepared: [], count: 2).isEmpty)
    }
}
