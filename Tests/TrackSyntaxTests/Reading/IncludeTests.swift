import Testing
import TrackModel
@testable import TrackSyntax

@Suite struct IncludeTests {
    static func transaction(_ description: String, _ account: String = "a") -> String {
        "2026-11-02 \(description)\n    \(account)  1\n    b\n"
    }

    func descriptions(_ loaded: LoadedJournal) -> [String] {
        loaded.journal.transactions.indices.map { loaded.description($0) }
    }

    @Test func includedItemsComeWhereTheIncludeLineIs() {
        let loaded = load(files: [
            "main.journal": Self.transaction("first") + "include other.journal\n" + Self.transaction("last"),
            "other.journal": Self.transaction("included"),
        ])
        #expect(loaded.diagnostics.isEmpty)
        #expect(descriptions(loaded) == ["first", "included", "last"])
        #expect(loaded.journal.sources.files.map(\.path) == ["main.journal", "other.journal"])
    }

    @Test func pathsAreRelativeToTheIncludingFilesFolder() {
        let loaded = load(files: [
            "books/main.journal": "include 2026/jan.journal\ninclude ../shared/prices.journal\n",
            "books/2026/jan.journal": "include feb.journal\n" + Self.transaction("jan"),
            "books/2026/feb.journal": Self.transaction("feb"),
            "shared/prices.journal": "P 2026-11-02 EUR 1.08 USD\n",
        ], main: "books/main.journal")
        #expect(loaded.diagnostics.isEmpty)
        #expect(descriptions(loaded) == ["feb", "jan"])
        #expect(loaded.journal.prices.count == 1)
        #expect(loaded.journal.sources.files.map(\.path)
            == ["books/main.journal", "books/2026/jan.journal", "books/2026/feb.journal", "books/../shared/prices.journal"])
    }

    @Test func absoluteAndHomePaths() {
        let files = InMemoryFileSystem(files: [
            "/books/main.journal": "include /data/a.journal\ninclude ~/b.journal\n",
            "/data/a.journal": Self.transaction("absolute"),
            "/home/me/b.journal": Self.transaction("home"),
        ])
        let loaded = JournalLoader(options: ParseOptions(today: testToday, homeDirectory: "/home/me"), fileSystem: files)
            .load(paths: ["/books/main.journal"])
        #expect(loaded.diagnostics.isEmpty)
        #expect(descriptions(loaded) == ["absolute", "home"])
    }

    @Test func globsIncludeEveryMatchInSortedOrder() {
        let loaded = load(files: [
            "main.journal": "include 2026/*.journal\n",
            "2026/03.journal": Self.transaction("march"),
            "2026/01.journal": Self.transaction("january"),
            "2026/02.journal": Self.transaction("february"),
            "2026/notes.txt": "not a journal",
            "2026/.hidden.journal": Self.transaction("hidden"),
        ])
        #expect(loaded.diagnostics.isEmpty)
        #expect(descriptions(loaded) == ["january", "february", "march"])
    }

    @Test(arguments: [
        ("include 0?.journal", ["one", "two"]),
        ("include 0[2-9].journal", ["two"]),
        ("include 0[!2].journal", ["one"]),
        ("include **/*.journal", ["one", "two", "deep"]),
        ("include sub/**/*.journal", ["deep"]),
    ])
    func globPatterns(line: String, expected: [String]) {
        let loaded = load(files: [
            "main.journal": line + "\n",
            "01.journal": Self.transaction("one"),
            "02.journal": Self.transaction("two"),
            "sub/x/deep.journal": Self.transaction("deep"),
        ])
        // `**` also matches main.journal itself: that is a cycle, reported and skipped.
        #expect(loaded.ids.allSatisfy { $0 == .includeCycle })
        #expect(descriptions(loaded) == expected)
    }

    @Test func aGlobThatMatchesNothingIsAnError() {
        let loaded = load(files: ["main.journal": "include 2027/*.journal\n"])
        #expect(loaded.rendered == ["""
            main.journal:1:9: error: no file matches '2027/*.journal'
              1 | include 2027/*.journal
                |         ^^^^^^^^^^^^^^
            hint: paths are relative to the including file's folder

            """])
    }

    @Test func aMissingFileIsAnErrorAtTheIncludeLine() {
        let loaded = load(files: [
            "books/main.journal": Self.transaction("kept") + "include missing.journal\n",
        ], main: "books/main.journal")
        #expect(loaded.rendered == ["""
            books/main.journal:4:9: error: included file 'missing.journal' not found
              4 | include missing.journal
                |         ^^^^^^^^^^^^^^^
            hint: looked for books/missing.journal; paths are relative to the including file's folder

            """])
        #expect(descriptions(loaded) == ["kept"], "the rest of the journal is still read")
    }

    @Test func aCycleIsAnErrorAtTheIncludeLineThatClosesIt() {
        let loaded = load(files: [
            "main.journal": "include a.journal\n",
            "a.journal": Self.transaction("a") + "include b.journal\n",
            "b.journal": "; b includes a again\ninclude ./a.journal\n" + Self.transaction("b"),
        ])
        #expect(loaded.rendered == ["""
            b.journal:2:9: error: cyclic include: './a.journal' is already being read
              2 | include ./a.journal
                |         ^^^^^^^^^^^
            hint: a file must not include itself, directly or through other files

            """])
        #expect(descriptions(loaded) == ["a", "b"])
    }

    @Test func aFileIncludingItself() {
        let loaded = load(files: ["main.journal": "include main.journal\n"])
        #expect(loaded.ids == [.includeCycle])
    }

    @Test func theSameFileMayBeIncludedTwice() {
        let loaded = load(files: [
            "main.journal": "include t.journal\ninclude t.journal\n",
            "t.journal": Self.transaction("twice"),
        ])
        #expect(loaded.diagnostics.isEmpty)
        #expect(descriptions(loaded) == ["twice", "twice"])
    }

    @Test func includeNeedsAPath() {
        #expect(load("include\n").ids == [.includeNeedsPath])
    }

    @Test func anIncludedFileStartsWithTheIncludersAliasesAndYearAndKeepsItsChangesToItself() {
        let loaded = load(files: [
            "main.journal": """
                alias cash = Assets:Cash
                Y 2024
                include inner.journal
                01/05 after the include
                    cash  1
                    b

                """,
            "inner.journal": """
                01/02 sees the includer's alias and year
                    cash  1
                    b
                alias b = Other
                Y 2019
                01/03 with its own changes
                    cash  1
                    b

                """,
        ])
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.transactions.map(\.date) == [day(2024, 1, 2), day(2019, 1, 3), day(2024, 1, 5)])
        #expect((0..<3).map { loaded.account($0, 0) } == ["Assets:Cash", "Assets:Cash", "Assets:Cash"])
        #expect((0..<3).map { loaded.account($0, 1) } == ["b", "Other", "b"])
    }

    @Test func anIncludedFileStartsWithTheIncludersApplyAccount() {
        let loaded = load(files: [
            "main.journal": """
                apply account Home
                include inner.journal
                2026-01-05 after the include
                    x  1
                    y
                end apply account

                """,
            "inner.journal": """
                2026-01-02 inside
                    x  1
                    y
                apply account Inner
                2026-01-03 inside, nested
                    x  1
                    y

                """,
        ])
        #expect(loaded.diagnostics.isEmpty)
        #expect((0..<3).map { loaded.account($0, 0) } == ["Home:x", "Home:Inner:x", "Home:x"])
    }

    @Test func diagnosticsInAnIncludedFileNameThatFile() {
        let loaded = load(files: [
            "main.journal": "include sub/bad.journal\n",
            "sub/bad.journal": "\n2026-02-30 t\n",
        ])
        #expect(loaded.positions == ["sub/bad.journal:2:1"])
    }
}
