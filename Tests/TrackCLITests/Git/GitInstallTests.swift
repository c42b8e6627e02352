import Foundation
import Testing

/// `track git install` / `uninstall` and the pre-commit hook, with real git.
@Suite(.enabled(if: GitSandbox.isAvailable, "\(GitSandbox.missing)"))
struct GitInstallTests {
    static let canonical = "2026-11-02 Grocer\n    Expenses:Food     20 USD\n    Assets:Cash\n"
    static let unbalanced = canonical + "\n2026-11-03 Bad\n    Expenses:Food                 20 USD\n    Assets:Cash                  -19 USD\n"

    @Test func installIsIdempotentAndUninstallRemovesExactlyIt() {
        let repo = GitSandbox()
        repo.write(".gitattributes", "*.png binary\n")
        repo.write("money.journal", Self.canonical)
        let first = repo.track("-f", "money.journal", "git", "install")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains(".gitattributes: added the track lines"))
        #expect(repo.read(".gitattributes").hasPrefix("*.png binary\n# track git install"))
        #expect(repo.git("config", "--get", "merge.track.driver").stdout.hasSuffix(" merge %O %A %B --path %P\n"))
        let second = repo.track("-f", "money.journal", "git", "install")
        #expect(second.stdout == """
            .gitattributes: the track lines were already there
            git config: the track entries were already set
            pre-commit hook: already installed

            """)
        let removed = repo.track("-f", "money.journal", "git", "uninstall")
        #expect(removed.status == 0)
        #expect(repo.read(".gitattributes") == "*.png binary\n")
        #expect(repo.git("config", "--local", "--list").stdout.contains("track") == false)
        #expect(!FileManager.default.fileExists(atPath: repo.path + "/.git/hooks/pre-commit"))
    }

    @Test func aForeignHookIsKeptChainedAndPutBack() {
        let repo = GitSandbox()
        let foreign = "#!/bin/sh\necho foreign >> \"$(git rev-parse --show-toplevel)/ran\"\n"
        repo.write(".git/hooks/pre-commit", foreign)
        chmod(repo.path + "/.git/hooks/pre-commit", 0o755)
        repo.write("money.journal", Self.canonical)
        let install = repo.track("-f", "money.journal", "git", "install")
        #expect(install.stdout.contains("kept as pre-commit.before-track and runs first"))
        #expect(repo.read(".git/hooks/pre-commit.before-track") == foreign)
        repo.git("add", "-A")
        let commit = repo.git("commit", "-q", "-m", "one")
        #expect(commit.status == 0, "\(commit.stderr)")
        #expect(repo.read("ran") == "foreign\n")
        repo.track("-f", "money.journal", "git", "uninstall")
        #expect(repo.read(".git/hooks/pre-commit") == foreign)
    }

    @Test func theHookChecksTheStagedContent() {
        let repo = GitSandbox()
        repo.write("money.journal", Self.canonical)
        repo.track("-f", "money.journal", "git", "install")
        repo.commitAll("one")
        // Staged: unbalanced; the working tree fixed but not staged: refused.
        repo.write("money.journal", Self.unbalanced)
        repo.git("add", "money.journal")
        repo.write("money.journal", Self.canonical)
        let refused = repo.git("commit", "-q", "-m", "two")
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("money.journal:5:1: error: this transaction does not balance"))
        #expect(refused.stderr.contains("track pre-commit: the commit is refused (money.journal)"))
        // Staged: fine; the working tree broken: accepted.
        repo.write("money.journal", Self.canonical + "\n" + Self.canonical)
        repo.git("add", "money.journal")
        repo.write("money.journal", "broken\n")
        let accepted = repo.git("commit", "-q", "-m", "three")
        #expect(accepted.status == 0, "\(accepted.stderr)")
        // Not canonical: refused with how to fix it.
        repo.write("money.journal", Self.canonical + "\n2026-11-04 Baker\n  Expenses:Food  3 USD\n  Assets:Cash\n")
        repo.git("add", "money.journal")
        let unformatted = repo.git("commit", "-q", "-m", "four")
        #expect(unformatted.stderr.contains("money.journal is not in canonical form: run 'track fmt -i money.journal'"))
    }

    @Test func badInputs() {
        let outside = GitSandbox()
        outside.git("init", "-q", "inner")
        outside.write("money.journal", Self.canonical)
        let notInRepository = outside.track("-f", "money.journal", "git", "install", "--repo", outside.path + "/inner")
        #expect(notInRepository.status == 1)
        #expect(notInRepository.stderr.hasPrefix("track: error: the journal 'money.journal' is not inside the repository"))
        #expect(!FileManager.default.fileExists(atPath: outside.path + "/inner/.gitattributes"))
        let noRepository = outside.track("-f", "/dev/null", "git", "install")
        #expect(noRepository.stderr == """
            track: error: '/dev' is not in a git repository
            hint: run 'git init' there first, or name the repository with --repo DIR

            """)
        let binary = GitSandbox()
        binary.write(".gitattributes", "\u{0}")
        let refused = binary.track("git", "install")
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("holds binary data"))
        #expect(binary.read(".gitattributes") == "\u{0}")
    }
}

extension GitInstallTests {
    @Test func includedFilesWithOtherNamesAreListed() {
        let repo = GitSandbox()
        repo.write("money.journal", "include prices.txt\n" + Self.canonical)
        repo.write("prices.txt", "P 2026-11-01 EUR 1.10 USD\n")
        repo.track("-f", "money.journal", "git", "install")
        #expect(repo.read(".gitattributes").contains("\n/prices.txt diff=track merge=track\n"))
    }
}
