import Foundation
import Testing
import TrackCLI
import TrackSyntax
import TrackTestSupport

/// `track import` writing real files: appending, de-duplication, line
/// endings, modes, and refusals that leave the journal untouched.
@Suite struct ImportCommandTests {
    static let rules = """
        skip 1
        fields date, description, amount
        account1 Assets:Bank
        currency $

        """

    static let journal = """
        commodity $1,000.00

        2026-11-01 Opening
            Assets:Bank              $100.00
            Equity:Opening

        """

    /// Runs `track -f DIR/track.journal import DIR/NAME.csv --rules DIR/bank.rules ARGUMENTS`.
    @discardableResult
    func importing(_ dir: TemporaryDirectory, _ csv: String, name: String = "bank.csv",
                   _ arguments: String...) -> CLIHarness.Result {
        dir.write(name, csv)
        if dir.read("bank.rules") == nil { dir.write("bank.rules", Self.rules) }
        return CLIHarness.run(["-f", dir.path + "/track.journal", "import", dir.path + "/" + name,
                               "--rules", dir.path + "/bank.rules"] + arguments)
    }

    func descriptions(_ dir: TemporaryDirectory) -> [String] {
        let result = CLIHarness.run(["-f", dir.path + "/track.journal", "export"])
        return result.stdout.split(separator: "\n").dropFirst().map { String($0.split(separator: ",")[5]) }
            .enumerated().filter { $0.offset % 2 == 0 }.map { $0.element.replacingOccurrences(of: "\"", with: "") }
    }

    @Test func appendsAfterOneBlankLineLeavingTheFileAsItWas() throws {
        let dir = TemporaryDirectory()
        dir.write("track.journal", Self.journal)
        let result = importing(dir, "date,description,amount\n2026-11-03,Coffee,-3.50\n2026-11-02,Books,-12\n")
        #expect(result.status == 0)
        #expect(result.stderr == "imported 2 transactions from \(dir.path)/bank.csv into \(dir.path)/track.journal\n")
        let text = try #require(dir.read("track.journal"))
        #expect(text.hasPrefix(Self.journal + "\n2026-11-02 Books  ; import:"))
        #expect(!text.hasPrefix(Self.journal + "\n\n"))
        // In canonical form: amounts in the file's style, aligned as `track fmt` aligns the file.
        #expect(text.contains("\n    Assets:Bank             $-12.00\n    expenses:unknown         $12.00\n\n2026-11-03 Coffee"))
        #expect(text.hasSuffix("\n    expenses:unknown          $3.50\n"))
        #expect(CLIHarness.run(["-f", dir.path + "/track.journal", "check"]).status == 0)
    }

    /// A canonical journal stays canonical: the new transactions take the
    /// file's amount column, not one of their own.
    @Test func aCanonicalJournalStaysCanonical() throws {
        let dir = TemporaryDirectory()
        let options = ParseOptions(today: CLIHarness.today)
        let messy = Self.journal + "\n2026-11-02 Long\n    Expenses:Household:Furniture:Living Room  $250\n    Assets:Bank\n"
        let loaded = JournalLoader(options: options).load(text: messy, path: "j")
        let canonical = String(decoding: JournalFormatter(journal: loaded.journal).format(fileAt: 0), as: UTF8.self)
        dir.write("track.journal", canonical)
        importing(dir, "date,description,amount\n2026-11-03,Coffee,-3.50\n")
        let text = try #require(dir.read("track.journal"))
        #expect(text.hasPrefix(canonical + "\n2026-11-03 Coffee"))
        let reread = JournalLoader(options: options).load(paths: [dir.path + "/track.journal"])
        #expect(!reread.hasErrors)
        #expect(String(decoding: JournalFormatter(journal: reread.journal).format(fileAt: 0), as: UTF8.self) == text)
    }

    @Test func theSameFileTwiceAddsNothing() throws {
        let dir = TemporaryDirectory()
        dir.write("track.journal", Self.journal)
        let csv = "date,description,amount\n2026-11-03,Coffee,-3.50\n2026-11-04,Rent,-900\n"
        importing(dir, csv)
        let once = dir.read("track.journal")
        let again = importing(dir, csv)
        #expect(again.status == 0)
        #expect(again.stderr.hasPrefix("nothing to import: the 2 records of "))
        #expect(dir.read("track.journal") == once)
    }

    @Test func anOverlappingDownloadAddsOnlyTheNewRecords() {
        let dir = TemporaryDirectory()
        dir.write("track.journal", Self.journal)
        importing(dir, "date,description,amount\n2026-11-03,Coffee,-3.50\n2026-11-04,Rent,-900\n", name: "october.csv")
        let result = importing(dir, "date,description,amount\n2026-11-04,Rent,-900\n2026-11-05,Lunch,-11\n", name: "november.csv")
        #expect(result.stderr.hasSuffix("imported 1 transaction from \(dir.path)/november.csv into \(dir.path)/track.journal (1 already in \(dir.path)/track.journal)\n"))
        #expect(descriptions(dir) == ["Opening", "Coffee", "Rent", "Lunch"])
    }

    @Test func aRecordThatAppearsLaterWithAnEarlierDateIsStillImported() {
        let dir = TemporaryDirectory()
        dir.write("track.journal", Self.journal)
        importing(dir, "date,description,amount\n2026-11-05,Lunch,-11\n2026-11-06,Cinema,-14\n")
        // The bank posts a card payment late: the next download has it, dated before the last import.
        let result = importing(dir, "date,description,amount\n2026-11-03,Late card payment,-20\n2026-11-05,Lunch,-11\n2026-11-06,Cinema,-14\n")
        #expect(result.status == 0)
        #expect(descriptions(dir) == ["Opening", "Lunch", "Cinema", "Late card payment"])
    }

    @Test func identicalRecordsOnOneDayAreEachImportedOnce() {
        let dir = TemporaryDirectory()
        dir.write("track.journal", Self.journal)
        let two = "date,description,amount\n2026-11-05,Coffee,-3.50\n2026-11-05,Coffee,-3.50\n"
        importing(dir, two)
        #expect(descriptions(dir) == ["Opening", "Coffee", "Coffee"])
        importing(dir, two)
        #expect(descriptions(dir) == ["Opening", "Coffee", "Coffee"])
        importing(dir, two + "2026-11-05,Coffee,-3.50\n")
        #expect(descriptions(dir) == ["Opening", "Coffee", "Coffee", "Coffee"])
    }

    @Test func betterRulesDoNotMakeOldRecordsNew() {
        let dir = TemporaryDirectory()
        dir.write("track.journal", Self.journal)
        let csv = "date,description,amount\n2026-11-05,Coffee,-3.50\n"
        importing(dir, csv)
        dir.write("bank.rules", Self.rules + "if coffee\n account2 Expenses:Dining\n")
        #expect(importing(dir, csv).stderr.hasPrefix("nothing to import"))
    }

    /// Imports of overlapping downloads started at once take turns on the
    /// journal's lock: every record lands exactly once.
    @Test func concurrentImportsAddEachRecordOnce() {
        let dir = TemporaryDirectory()
        dir.write("track.journal", Self.journal)
        dir.write("bank.rules", Self.rules)
        let days = 1...12
        for k in 0..<8 {
            // File k holds days k+1 … k+5: each overlaps the next.
            let rows = days.filter { $0 > k && $0 <= k + 5 }.map { String(format: "2026-11-%02d,Day %d,-%d.00", $0, $0, $0) }
            dir.write("part\(k).csv", "date,description,amount\n" + rows.joined(separator: "\n") + "\n")
        }
        let path = dir.path
        DispatchQueue.concurrentPerform(iterations: 8) { k in
            _ = CLIHarness.run(["-f", path + "/track.journal", "import", path + "/part\(k).csv", "--rules", path + "/bank.rules"])
        }
        #expect(CLIHarness.run(["-f", dir.path + "/track.journal", "check"]).status == 0)
        #expect(descriptions(dir).sorted() == (["Opening"] + (1...12).map { "Day \($0)" }).sorted())
    }

    @Test func aCRLFJournalKeepsItsLineEndings() throws {
        let dir = TemporaryDirectory()
        dir.write("track.journal", Self.journal.replacingOccurrences(of: "\n", with: "\r\n"))
        importing(dir, "date,description,amount\n2026-11-03,Coffee,-3.50\n")
        let text = try #require(dir.read("track.journal"))
        #expect(text.hasPrefix(Self.journal.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n2026-11-03 Coffee"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }

    @Test func aLastLineWithoutALineEndingGetsOne() throws {
        let dir = TemporaryDirectory()
        dir.write("track.journal", String(Self.journal.dropLast()))
        importing(dir, "date,description,amount\n2026-11-03,Coffee,-3.50\n")
        #expect(try #require(dir.read("track.journal")).hasPrefix(Self.journal + "\n2026-11-03 Coffee"))
    }

    @Test func aJournalEndingInABlankLineGetsNoSecondOne() throws {
        let dir = TemporaryDirectory()
        dir.write("track.journal", Self.journal + "\n")
        importing(dir, "date,description,amount\n2026-11-03,Coffee,-3.50\n")
        #expect(try #require(dir.read("track.journal")).hasPrefix(Self.journal + "\n2026-11-03 Coffee"))
    }

    @Test func aNewJournalIsCreatedPrivate() throws {
        let dir = TemporaryDirectory()
        let result = importing(dir, "date,description,amount\n2026-11-03,Coffee,-3.50\n")
        #expect(result.stderr.hasSuffix("into \(dir.path)/track.journal (a new file)\n"))
        #expect(dir.mode("track.journal") == 0o600)
        #expect(try #require(dir.read("track.journal")).hasPrefix("2026-11-03 Coffee  ; import:"))
    }

    @Test func anExistingJournalKeepsItsMode() {
        let dir = TemporaryDirectory()
        dir.write("track.journal", Self.journal, mode: 0o640)
        importing(dir, "date,description,amount\n2026-11-03,Coffee,-3.50\n")
        #expect(dir.mode("track.journal") == 0o640)
    }

    @Test func aDryRunWritesNothing() {
        let dir = TemporaryDirectory()
        dir.write("track.journal", Self.journal)
        let result = importing(dir, "date,description,amount\n2026-11-03,Coffee,-3.50\n", "--dry-run")
        #expect(result.stdout.hasPrefix("2026-11-03 Coffee  ; import:"))
        #expect(dir.read("track.journal") == Self.journal)
        let none = TemporaryDirectory()
        importing(none, "date,description,amount\n2026-11-03,Coffee,-3.50\n", "-n")
        #expect(none.contents == ["bank.csv", "bank.rules"])
    }

    @Test func aJournalWithErrorsIsNotWritten() {
        let dir = TemporaryDirectory()
        let broken = "2026-11-01 x\n    a  $1\n    b  $1\n"
        dir.write("track.journal", broken)
        let result = importing(dir, "date,description,amount\n2026-11-03,Coffee,-3.50\n")
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: this transaction does not balance"))
        #expect(dir.read("track.journal") == broken)
    }

    @Test func rulesWithErrorsWriteNothingAndCreateNoJournal() {
        let dir = TemporaryDirectory()
        dir.write("bank.rules", "fields date, description, amount\nacount1 x\n")
        let result = importing(dir, "2026-11-03,Coffee,-3.50\n")
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix("nothing was imported\n"))
        #expect(dir.contents == ["bank.csv", "bank.rules"])
    }

    @Test func aBalanceTheJournalDoesNotReachWritesNothing() {
        let dir = TemporaryDirectory()
        dir.write("track.journal", Self.journal)
        dir.write("bank.rules", Self.rules + "balance1 5\n")
        let result = importing(dir, "date,description,amount\n2026-11-03,Coffee,-3.50\n")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("the journal would not pass its checks with the imported transactions "
                                        + "(lines as they would be in the file):\n"))
        #expect(result.stderr.contains("balance assertion failed: Assets:Bank is $96.50, not $5.00"))
        #expect(result.stderr.hasSuffix("\nnothing was imported\n"))
        #expect(dir.read("track.journal") == Self.journal)
    }

    @Test(.enabled(if: Unprivileged.isAvailable, "as root, needs setpriv to run track as nobody"))
    func aReadOnlyJournalIsRefusedAndLeftAlone() {
        let dir = TemporaryDirectory()
        dir.write("track.journal", Self.journal, mode: 0o444)
        dir.write("bank.rules", Self.rules)
        dir.write("bank.csv", "date,description,amount\n2026-11-03,Coffee,-3.50\n")
        let result = Unprivileged.run(["-f", dir.path + "/track.journal", "import", dir.path + "/bank.csv",
                                       "--rules", dir.path + "/bank.rules"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("track: error: cannot write '\(dir.path)/track.journal': the file is read-only\n"))
        #expect(dir.read("track.journal") == Self.journal)
    }

    @Test(.enabled(if: Unprivileged.isAvailable, "as root, needs setpriv to run track as nobody"))
    func aReadOnlyFolderIsRefused() {
        let dir = TemporaryDirectory()
        dir.write("bank.rules", Self.rules)
        dir.write("bank.csv", "date,description,amount\n2026-11-03,Coffee,-3.50\n")
        chmod(dir.path, 0o555)
        let result = Unprivileged.run(["-f", dir.path + "/track.journal", "import", dir.path + "/bank.csv",
                                       "--rules", dir.path + "/bank.rules"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("track: error: cannot create '\(dir.path)/track.journal': its folder does not allow creating files\n"))
        chmod(dir.path, 0o755)
        #expect(dir.contents == ["bank.csv", "bank.rules"])
    }

    @Test func theDefaultRulesFileIsTheCSVFileNamePlusRules() {
        let dir = TemporaryDirectory()
        dir.write("bank.csv.rules", Self.rules)
        dir.write("bank.csv", "date,description,amount\n2026-11-03,Coffee,-3.50\n")
        let result = CLIHarness.run(["-f", dir.path + "/track.journal", "import", dir.path + "/bank.csv", "--dry-run"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("2026-11-03 Coffee"))
    }
}
