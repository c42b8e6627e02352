import Testing
import TrackCLI

/// The class "unknown query prefixes": every prefix hledger 1.25 answers
/// (`code:`, `date2:`, `real:`, `depth:`, `status:`, …) is answered as
/// hledger answers it, and any other `word:` term that matches nothing is an
/// error naming the prefixes, never an empty report with exit 0.
@Suite struct QueryPrefixTests {
    static let journal = """
        2026-01-05=2026-02-10 * (42) Shop
            expenses:food:veg       10 EUR
            (budget:food)           -10 EUR
            assets:cash

        2026-01-20 ! (43) Other
            expenses:rent       5 EUR
            assets:cash

        """

    static func run(_ arguments: [String]) -> CLIHarness.Result {
        CLIHarness.run(["-f", "q.journal"] + arguments, files: ["q.journal": journal])
    }

    /// The number of lines, as hledger 1.25 gives them on the same journal (its `print` adds a blank line at the end).
    @Test(arguments: [
        (["register", "code:42"], 3), (["register", "code:4"], 5), (["register", "real:1"], 4), (["register", "real:"], 4),
        (["register", "real:0"], 1), (["register", "status:*"], 3), (["register", "status:!"], 2),
        (["print", "date2:2026-02"], 4), (["print", "date2:2026-01"], 3), (["register", "expenses:food"], 1),
        (["balance", "depth:1"], 5), (["balance", "--flat", "depth:2", "real:1"], 5),
    ] as [([String], Int)])
    func answersAsHledger(_ arguments: [String], lines: Int) {
        let result = Self.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == lines, "\(arguments):\n\(result.stdout)")
    }

    @Test func depthTermClipsAccountsAsDepthOption() {
        let result = Self.run(["register", "depth:1"])
        #expect(result.stdout.contains("expenses ") && !result.stdout.contains("expenses:food"))
        #expect(Self.run(["balance", "depth:1"]).stdout == Self.run(["balance", "--depth", "1"]).stdout)
        #expect(Self.run(["balance", "depth:1", "--depth", "2"]).stdout == Self.run(["balance", "--depth", "1"]).stdout)
    }

    @Test(arguments: [["register", "code2:42"], ["balance", "foo:bar"], ["print", "payees:x"], ["accounts", "reall:1"],
                      ["export", "not:depht:1"], ["report", "monthly", "dat:2026"]])
    func anUnknownPrefixIsAnError(_ arguments: [String]) {
        let result = Self.run(arguments)
        #expect(result.status == 1)
        #expect(result.stderr.contains("is not a query prefix"), "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains("code:, cur:, date:, date2:, depth:"))
    }

    @Test func badValuesAreErrors() {
        #expect(Self.run(["register", "real:maybe"]).stderr.contains("is not yes or no"))
        #expect(Self.run(["register", "depth:x"]).stderr.contains("is not a depth"))
        #expect(Self.run(["register", "date2:nonsense"]).status == 1)
    }
}
