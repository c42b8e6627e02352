import Foundation
import Testing

/// `track git install --auto-commit`: writing commands commit what they
/// wrote; `track git log` and `track git undo`. With real git.
@Suite(.enabled(if: GitSandbox.isAvailable, "\(GitSandbox.missing)"))
struct AutoCommitTests {
    static let journal = "account Assets:Cash\naccount Expenses:Food\n\n2026-11-02 Grocer\n    Expenses:Food     20 USD\n    Assets:Cash\n"

    static func sandbox() -> GitSandbox {
        let repo = GitSandbox()
        repo.write("money.journal", Self.journal)
        repo.commitAll("start")
        let install = repo.track("-f", "money.journal", "git", "install", "--auto-commit")
        #expect(install.status == 0, "\(install.stderr)")
        repo.commitAll("install")
        return repo
    }

    @discardableResult
    static func add(_ repo: GitSandbox, _ amount: String = "84") -> GitSandbox.Result {
        repo.track("-f", "money.journal", "add", "expense", amount, "Corner Market", "--category", "Expenses:Food",
                   "--account", "Assets:Cash")
    }

    @Test func addCommitsExactlyTheJournal() {
        let repo = Self.sandbox()
        repo.write("other.txt", "mine\n")
        repo.git("add", "other.txt")
        repo.write("notes.txt", "changed, not staged\n")
        let added = Self.add(repo)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stderr.hasSuffix("committed to git: add: Corner Market 84 USD, Expenses:Food\n"))
        #expect(repo.git("log", "-1", "--format=%B").stdout == "add: Corner Market 84 USD, Expenses:Food\n\nTrack-Command: add\n\n")
        #expect(repo.git("show", "--name-only", "--format=", "HEAD").stdout == "money.journal\n")
        #expect(repo.git("status", "--short").stdout == "A  other.txt\n?? notes.txt\n")
        let log = repo.track("-f", "money.journal", "git", "log")
        #expect(log.stdout.hasSuffix(" add: Corner Market 84 USD, Expenses:Food\n"))
        #expect(log.stdout.split(separator: "\n").count == 1)
    }

    @Test func fmtInPlaceCommitsTheFilesItChanged() {
        let repo = Self.sandbox()
        repo.write("money.journal", Self.journal + "\n2026-11-03 Baker\n  Expenses:Food  3 USD\n  Assets:Cash\n")
        repo.git("commit", "-q", "--no-verify", "-am", "by hand")
        let formatted = repo.track("-f", "money.journal", "fmt", "-i")
        #expect(formatted.status == 0, "\(formatted.stderr)")
        #expect(repo.git("log", "-1", "--format=%s").stdout == "fmt: money.journal in canonical form\n")
        #expect(repo.git("status", "--short").stdout == "")
    }

    @Test func undoRevertsTheLastChangeAndIsRefusedAfterALaterCommit() {
        let repo = Self.sandbox()
        Self.add(repo)
        let undo = repo.track("-f", "money.journal", "git", "undo")
        #expect(undo.status == 0, "\(undo.stderr)")
        #expect(undo.stdout.hasPrefix("undid "))
        #expect(repo.read("money.journal") == Self.journal)
        #expect(repo.git("log", "-1", "--format=%s").stdout == "undo: add: Corner Market 84 USD, Expenses:Food\n")
        Self.add(repo, "5")
        repo.write("money.journal", repo.read("money.journal") + "; a note\n")
        repo.git("commit", "-q", "--no-verify", "-am", "by hand")
        let refused = repo.track("-f", "money.journal", "git", "undo")
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("later commits change the same files"))
        #expect(repo.read("money.journal").hasSuffix("; a note\n"))
    }

    @Test func aFailedCommitLeavesTheJournalWritten() {
        let repo = Self.sandbox()
        repo.write(".git/hooks/pre-commit.before-track", "#!/bin/sh\necho refused by policy >&2\nexit 1\n")
        chmod(repo.path + "/.git/hooks/pre-commit.before-track", 0o755)
        let added = Self.add(repo)
        #expect(added.status == 0)
        #expect(added.stderr.contains("track: warning: money.journal is written, but could not be committed: refused by policy"))
        #expect(repo.read("money.journal").contains("Corner Market"))
        #expect(repo.git("log", "-1", "--format=%s").stdout == "install\n")
        #expect(repo.git("status", "--short").stdout == " M money.journal\n")
    }

    @Test func withoutAutoCommitNothingIsCommitted() {
        let repo = GitSandbox()
        repo.write("money.journal", Self.journal)
        repo.commitAll("start")
        let added = Self.add(repo)
        #expect(added.status == 0)
        #expect(!added.stderr.contains("committed"))
        #expect(repo.git("log", "--format=%s").stdout == "start\n")
        #expect(repo.track("-f", "money.journal", "git", "undo").stderr.hasPrefix("track: error: track has committed no change here to undo"))
    }
}
