import Foundation
import Testing
import TrackModel
import TrackSyntax

/// `track merge` as git's merge driver, with real git in temporary repositories.
@Suite(.enabled(if: GitSandbox.isAvailable, "\(GitSandbox.missing)"))
struct MergeDriverTests {
    static func entry(_ date: String, _ payee: String, _ amount: Int) -> String {
        "\(date) \(payee)\n    Expenses:Food  \(amount) USD\n    Assets:Cash\n"
    }

    static func date(_ n: Int) -> String {
        let month = 1 + n % 12, day = 1 + n % 28
        return "2026-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }

    static func load(_ path: String) -> LoadedJournal {
        JournalLoader(options: ParseOptions(today: CLIHarness.today)).load(paths: [path])
    }

    /// The total of a journal's postings to Expenses:Food, in USD.
    static func food(_ path: String) -> String {
        let result = CLIHarness.run(["-f", path, "balance", "Expenses:Food", "-O", "csv"])
        return result.stdout
    }

    @Test func twoBranchesEachAddingAHundredEntries() {
        let repo = GitSandbox()
        repo.useMergeDriver()
        let base = (0..<10).map { Self.entry(Self.date($0), "Base \($0)", 1) }.joined(separator: "\n")
        repo.write("money.journal", base)
        repo.commitAll("base")
        repo.git("checkout", "-q", "-b", "phone")
        repo.write("money.journal", base + (0..<100).map { "\n" + Self.entry(Self.date($0), "Phone \($0)", 10) }.joined())
        repo.commitAll("phone")
        repo.git("checkout", "-q", "main")
        repo.write("money.journal", base + (0..<100).map { "\n" + Self.entry(Self.date($0 + 5), "Laptop \($0)", 100) }.joined())
        repo.commitAll("laptop")
        let merge = repo.git("merge", "-q", "--no-edit", "phone")
        #expect(merge.status == 0, "\(merge.stdout)\(merge.stderr)")
        let merged = Self.load(repo.path + "/money.journal")
        #expect(!merged.hasErrors)
        #expect(merged.journal.transactions.count == 210)
        let text = repo.read("money.journal")
        for n in 0..<100 {
            #expect(text.components(separatedBy: "Phone \(n)\n").count == 2)
            #expect(text.components(separatedBy: "Laptop \(n)\n").count == 2)
        }
        // 10 × 1 + 100 × 10 + 100 × 100.
        #expect(Self.food(repo.path + "/money.journal").contains("11010 USD"))
        #expect(!text.contains("<<<<<<<"))
    }

    /// hledger reads the merged journal with the same balances.
    @Test(.enabled(if: HledgerCompat.hledger != nil, "hledger is not installed (.ci/run installs it)"))
    func hledgerReadsTheMergedJournal() throws {
        let repo = GitSandbox()
        repo.useMergeDriver()
        repo.write("money.journal", Self.entry("2026-01-01", "Base", 1))
        repo.commitAll("base")
        repo.git("checkout", "-q", "-b", "phone")
        repo.write("money.journal", Self.entry("2026-01-01", "Base", 1) + "\n" + Self.entry("2026-01-03", "Phone", 20))
        repo.commitAll("phone")
        repo.git("checkout", "-q", "main")
        repo.write("money.journal", Self.entry("2026-01-01", "Base", 1) + "\n" + Self.entry("2026-01-02", "Laptop", 300))
        repo.commitAll("laptop")
        #expect(repo.git("merge", "-q", "--no-edit", "phone").status == 0)
        let hledger = repo.run(try #require(HledgerCompat.hledger), ["-f", "money.journal", "bal", "--flat", "-N", "-O", "csv"])
        #expect(hledger.status == 0, "\(hledger.stderr)")
        #expect(hledger.stdout.replacingOccurrences(of: "\r\n", with: "\n")
            == "\"account\",\"balance\"\n\"Assets:Cash\",\"-321 USD\"\n\"Expenses:Food\",\"321 USD\"\n")
    }

    @Test func aConcurrentEditOfOneEntryIsOneConflict() {
        let repo = GitSandbox()
        repo.useMergeDriver()
        let entries = (0..<5).map { Self.entry(Self.date($0), "Shop \($0)", 10) }
        repo.write("money.journal", entries.joined(separator: "\n"))
        repo.commitAll("base")
        repo.git("checkout", "-q", "-b", "phone")
        var phone = entries
        phone[2] = Self.entry(Self.date(2), "Shop 2", 12)
        repo.write("money.journal", phone.joined(separator: "\n") + "\n" + Self.entry("2026-12-01", "Phone", 1))
        repo.commitAll("phone")
        repo.git("checkout", "-q", "main")
        var laptop = entries
        laptop[2] = Self.entry(Self.date(2), "Shop 2", 13)
        repo.write("money.journal", laptop.joined(separator: "\n") + "\n" + Self.entry("2026-12-02", "Laptop", 1))
        repo.commitAll("laptop")
        let merge = repo.git("merge", "-q", "--no-edit", "phone")
        #expect(merge.status != 0)
        let text = repo.read("money.journal")
        #expect(text.components(separatedBy: "<<<<<<<").count == 2)
        #expect(text.contains("<<<<<<< ours\n" + Self.entry(Self.date(2), "Shop 2", 13) + "\n=======\n"
            + Self.entry(Self.date(2), "Shop 2", 12) + "\n>>>>>>> theirs\n"))
        #expect(text.contains("Phone\n") && text.contains("Laptop\n"))
    }

    @Test func formattingOnOneBranchAddingOnTheOther() {
        let repo = GitSandbox()
        repo.useMergeDriver()
        let base = (0..<5).map { "\(Self.date($0)) Shop \($0)\n  Expenses:Food    \($0 + 1) USD\n  Assets:Cash\n" }
            .joined(separator: "\n")
        repo.write("money.journal", base)
        repo.commitAll("base")
        repo.git("checkout", "-q", "-b", "fmt")
        let formatted = CLIHarness.run(["-f", repo.path + "/money.journal", "fmt", "-i"])
        #expect(formatted.status == 0, "\(formatted.stderr)")
        let formattedBase = repo.read("money.journal")
        #expect(formattedBase != base)
        repo.commitAll("fmt")
        repo.git("checkout", "-q", "main")
        let added = Self.entry("2026-12-01", "Added", 7)
        repo.write("money.journal", base + "\n" + added)
        repo.commitAll("add")
        let merge = repo.git("merge", "-q", "--no-edit", "fmt")
        #expect(merge.status == 0, "\(merge.stdout)\(merge.stderr)")
        #expect(repo.read("money.journal") == formattedBase + "\n" + added)
        #expect(Self.load(repo.path + "/money.journal").journal.transactions.count == 6)
    }

    @Test func eachIncludedFileMergesOnItsOwn() {
        let repo = GitSandbox()
        repo.useMergeDriver()
        let main = "include food.journal\n\n" + Self.entry("2026-01-01", "Opening", 1)
        let food = Self.entry("2026-01-02", "Grocer", 2)
        repo.write("main.journal", main)
        repo.write("food.journal", food)
        repo.commitAll("base")
        repo.git("checkout", "-q", "-b", "phone")
        repo.write("main.journal", main + "\n" + Self.entry("2026-02-01", "Phone main", 3))
        repo.write("food.journal", food + "\n" + Self.entry("2026-02-02", "Phone food", 4))
        repo.commitAll("phone")
        repo.git("checkout", "-q", "main")
        repo.write("main.journal", main + "\n" + Self.entry("2026-02-03", "Laptop main", 5))
        repo.write("food.journal", food + "\n" + Self.entry("2026-02-04", "Laptop food", 6))
        repo.commitAll("laptop")
        let merge = repo.git("merge", "-q", "--no-edit", "phone")
        #expect(merge.status == 0, "\(merge.stdout)\(merge.stderr)")
        #expect(repo.read("main.journal") == main + "\n" + Self.entry("2026-02-01", "Phone main", 3) + "\n"
            + Self.entry("2026-02-03", "Laptop main", 5))
        #expect(repo.read("food.journal") == food + "\n" + Self.entry("2026-02-02", "Phone food", 4) + "\n"
            + Self.entry("2026-02-04", "Laptop food", 6))
        #expect(Self.load(repo.path + "/main.journal").journal.transactions.count == 6)
    }
}
