import Testing

/// `track diff` between git revisions, with real git.
@Suite(.enabled(if: GitSandbox.isAvailable, "\(GitSandbox.missing)"))
struct DiffCommandTests {
    static let food = "2026-11-02 Grocer\n    Expenses:Food  20 USD\n    Assets:Cash\n"

    @Test func revisionsOfAJournalWithAnInclude() {
        let repo = GitSandbox()
        repo.write("books/main.journal", "include food.journal\n")
        repo.write("books/food.journal", Self.food)
        repo.commitAll("one")
        repo.write("books/food.journal", Self.food + "\n2026-11-03 Baker\n    Expenses:Food  4 USD\n    Assets:Cash\n")
        repo.commitAll("two")
        let between = repo.track("-f", "books/main.journal", "diff", "HEAD~1", "HEAD")
        #expect(between.status == 0, "\(between.stderr)")
        #expect(between.stdout == """
            1 added

            + 2026-11-03 Baker
            +     Expenses:Food  4 USD
            +     Assets:Cash

            Change in balance:
            Assets:Cash    -4 USD
            Expenses:Food   4 USD

            """)
        let now = repo.track("-f", "books/main.journal", "diff")
        #expect(now.stdout == "no change in money\n")
        let missing = repo.track("-f", "books/main.journal", "diff", "nosuch")
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("git has no 'books/main.journal' at a revision 'nosuch'"))
    }

    @Test func gitDiffShowsEntriesThroughTextconv() {
        let repo = GitSandbox()
        repo.write(".gitattributes", "*.journal diff=track\n")
        repo.git("config", "diff.track.textconv", "\(GitSandbox.track ?? "track") diff --textconv")
        repo.write("money.journal", Self.food)
        repo.commitAll("one")
        repo.write("money.journal", Self.food.replacingOccurrences(of: "    ", with: "  "))
        #expect(repo.git("diff").stdout == "")
    }

    @Test func outsideARepository() {
        let repo = GitSandbox()
        let result = repo.track("-f", "/dev/null", "diff", "HEAD")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("track: error: '/dev' is not in a git repository\n"))
    }
}
