import Testing
import TrackTestSupport

/// `track resolve`: conflict markers merged again, entry by entry.
@Suite struct ResolveCommandTests {
    static func entry(_ day: Int, _ payee: String, _ amount: Int = 10) -> String {
        "2026-11-0\(day) \(payee)\n    Expenses:Food  \(amount) USD\n    Assets:Cash\n"
    }

    @Test func regionsOutsideARepositoryAreTwoAdditions() {
        let dir = TemporaryDirectory()
        let text = Self.entry(1, "A") + "\n<<<<<<< HEAD\n" + Self.entry(3, "C") + "=======\n" + Self.entry(2, "B")
            + ">>>>>>> phone\n"
        let file = dir.write("money.journal", text)
        let check = CLIHarness.run(["resolve", file, "--check"])
        #expect(check.status == 1)
        #expect(check.stdout.hasSuffix("money.journal: 1 conflicted region; merged entry by entry (base: none, the sides merged as additions), none remains\n"))
        #expect(dir.read("money.journal") == text)
        let result = CLIHarness.run(["resolve", file])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(dir.read("money.journal") == Self.entry(1, "A") + "\n" + Self.entry(2, "B") + "\n" + Self.entry(3, "C"))
        let again = CLIHarness.run(["resolve", file])
        #expect(again.stdout.hasSuffix("money.journal has no conflict markers: nothing to resolve\n"))
    }

    @Test func diff3RegionsGiveTheirBase() {
        let dir = TemporaryDirectory()
        let text = "<<<<<<< ours\n" + Self.entry(1, "A", 11) + "||||||| base\n" + Self.entry(1, "A") + "=======\n"
            + Self.entry(1, "A", 12) + ">>>>>>> theirs\n"
        let file = dir.write("money.journal", text)
        let result = CLIHarness.run(["resolve", file])
        #expect(result.status == 1)
        #expect(result.stdout.hasSuffix("(base: the regions' own); 1 remains\n"))
        #expect(dir.read("money.journal") == "<<<<<<< ours\n" + Self.entry(1, "A", 11) + "=======\n" + Self.entry(1, "A", 12)
            + ">>>>>>> theirs\n")
    }

    @Test func anUnclosedRegionChangesNothing() {
        let dir = TemporaryDirectory()
        let file = dir.write("money.journal", Self.entry(1, "A") + "<<<<<<< ours\n" + Self.entry(2, "B"))
        let result = CLIHarness.run(["resolve", file])
        #expect(result.status == 1)
        #expect(result.stderr.contains("money.journal:4: a conflict region starts here"))
    }

    @Test(.enabled(if: GitSandbox.isAvailable, "\(GitSandbox.missing)"))
    func aMergeGitMadeLineByLine() {
        let repo = GitSandbox()
        let base = Self.entry(1, "A")
        repo.write("money.journal", base)
        repo.commitAll("base")
        repo.git("checkout", "-q", "-b", "phone")
        repo.write("money.journal", base + "\n" + Self.entry(2, "Phone"))
        repo.commitAll("phone")
        repo.git("checkout", "-q", "main")
        repo.write("money.journal", base + "\n" + Self.entry(3, "Laptop"))
        repo.commitAll("laptop")
        let merge = repo.git("merge", "-q", "--no-edit", "phone")
        #expect(merge.status != 0, "git alone conflicts on two appends")
        #expect(repo.read("money.journal").contains("<<<<<<<"))
        let resolved = repo.track("resolve", "money.journal")
        #expect(resolved.status == 0, "\(resolved.stderr)")
        #expect(resolved.stdout == "money.journal: resolved 1 conflicted region entry by entry (base: git's merge base); none remains\n")
        #expect(repo.read("money.journal") == base + "\n" + Self.entry(2, "Phone") + "\n" + Self.entry(3, "Laptop"))
    }
}
