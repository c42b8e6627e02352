import Testing
import TrackTestSupport

/// `track merge` run in-process on files: what it writes and says.
@Suite struct MergeCommandTests {
    static let base = "2026-11-01 A\n    Expenses:Food  10 USD\n    Assets:Cash\n"

    @Test func aCleanMergeWritesOursAndSaysNothing() {
        let dir = TemporaryDirectory()
        let base = dir.write("base.journal", Self.base)
        let ours = dir.write("ours.journal", Self.base + "\n2026-11-03 C\n    Expenses:Food  3 USD\n    Assets:Cash\n")
        let theirs = dir.write("theirs.journal", Self.base + "\n2026-11-02 B\n    Expenses:Food  2 USD\n    Assets:Cash\n")
        let result = CLIHarness.run(["merge", base, ours, theirs])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(dir.read("ours.journal") == Self.base + "\n2026-11-02 B\n    Expenses:Food  2 USD\n    Assets:Cash\n"
            + "\n2026-11-03 C\n    Expenses:Food  3 USD\n    Assets:Cash\n")
        #expect(dir.read("base.journal") == Self.base)
    }

    @Test func aConflictExitsOneAndWritesToOutput() {
        let dir = TemporaryDirectory()
        let base = dir.write("base.journal", Self.base)
        let ours = dir.write("ours.journal", Self.base.replacingOccurrences(of: "10", with: "11"))
        let theirs = dir.write("theirs.journal", Self.base.replacingOccurrences(of: "10", with: "12"))
        let result = CLIHarness.run(["merge", base, ours, theirs, "-o", dir.path + "/out.journal", "--path", "money.journal"])
        #expect(result.status == 1)
        #expect(result.stderr == "track merge: 1 conflict in money.journal: both sides changed the same entry; edit the "
            + "regions between <<<<<<< and >>>>>>>, then 'track resolve --check money.journal'\n")
        #expect(dir.read("ours.journal") == Self.base.replacingOccurrences(of: "10", with: "11"))
        #expect(dir.read("out.journal")?.hasPrefix("<<<<<<< ours\n") == true)
    }

    @Test func aBaseThatDoesNotReadIsMergedByLinesAndSaysSo() {
        let dir = TemporaryDirectory()
        let broken = "2026-11-01 A\n    Expenses:Food  ten USD\n    Assets:Cash\n"
        let base = dir.write("base.journal", broken)
        let ours = dir.write("ours.journal", "; ours\n" + broken)
        let theirs = dir.write("theirs.journal", broken + "; theirs\n")
        let result = CLIHarness.run(["merge", base, ours, theirs, "--path", "money.journal"])
        #expect(result.stderr == "track merge: the base of money.journal does not read as a journal, so it was merged line by line\n")
        #expect(dir.read("ours.journal") == "; ours\n" + broken + "; theirs\n")
    }

    @Test func aResultThatDoesNotCheckIsReported() {
        let dir = TemporaryDirectory()
        let opening = "2026-11-01 A\n    Assets:Cash  10 USD\n    Income\n"
        let base = dir.write("base.journal", opening)
        let ours = dir.write("ours.journal", opening + "\n2026-11-05 check\n    Assets:Cash  0 USD = 10 USD\n")
        let theirs = dir.write("theirs.journal", opening + "\n2026-11-02 B\n    Assets:Cash  1 USD\n    Income\n")
        let result = CLIHarness.run(["merge", base, ours, theirs, "--path", "money.journal"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: balance assertion failed"))
        #expect(result.stderr.hasSuffix("track merge: merged money.journal entry by entry, but the result does not check (above); fix it, then commit\n"))
    }
}
