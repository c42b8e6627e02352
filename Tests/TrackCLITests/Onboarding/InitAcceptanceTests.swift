import Foundation
import Testing
@testable import TrackCLI
import TrackModel
import TrackTestSupport

/// The onboarding promise (issue 5): a journal started by `track init`,
/// then added to with `track add` in every way, still passes `track check`
/// and `hledger check`, and `track fmt --check` finds nothing to change.
struct InitAcceptanceTests {
    static var hledger: String? { HledgerCompat.hledger }

    /// `hledger -f PATH check`: its exit status and what it said.
    static func hledgerCheck(_ path: String) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(hledger))
        process.arguments = ["-f", path, "check"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// Twenty `track add`s of every kind, after `track init`.
    static let adds: [[String]] = [
        ["expense", "12.50", "Noodle Bar", "--category", "leisure", "--account", "Assets:Bank:Checking"],
        ["expense", "84.20", "Corner Market", "--category", "essentials", "--date", "2026-11-20"],
        ["income", "4200", "Salary", "--category", "income", "--account", "Assets:Bank:Checking"],
        ["transfer", "500", "To savings", "--from", "Assets:Bank:Checking", "--to", "Assets:Savings"],
        ["expense", "45", "Cinema", "--category", "leisure", "--account", "Visa", "--note", "with Jo"],
        ["expense", "13.40", "noodle bar"],
        ["expense", "Noodle Bar", "--same"],
        ["expense", "1500", "Rent", "--category", "bills", "--tag", "month:2026-11"],
        ["expense", "60", "Electricity", "--category", "Expenses:Bills:Electricity", "--new-account"],
        ["expense", "9.99", "Music streaming", "--category", "leisure", "--account", "Liabilities:Cards:Visa",
         "--tag", "subscription:yes", "--tag", "receipt:no"],
        ["expense", "3.20", "Bus fare", "--date", "yesterday"],
        ["expense", "25", "Pharmacy", "--category", "essentials", "--date", "2026-11-19", "--note", "cold medicine"],
        ["income", "120", "Birthday gift", "--date", "2026-11-18"],
        ["transfer", "300", "Visa payment", "--from", "Assets:Bank:Checking", "--to", "Liabilities:Cards:Visa"],
        ["Dinner split", "Expenses:Leisure", "30", "Assets:Bank:Checking", "-30"],
        ["Groceries and cash", "Expenses:Essentials", "40", "Assets:Cash", "60", "Assets:Bank:Checking", "--new-account"],
        ["expense", "7", "Other fee", "--category", "other", "--note", "card fee"],
        ["expense", "4.50", "Blue Bottle", "--category", "leisure", "--tag", "coffee:yes"],
        ["expense", "4.50", "blue bottle"],
        ["income", "15.75", "Interest", "--category", "Income:Interest", "--new-account", "--account", "Assets:Savings"],
    ]

    @Test func aNewJournalTakesTwentyAddsAndStaysValidAndCanonical() throws {
        let dir = TemporaryDirectory()
        let path = dir.path + "/track.journal"
        let started = CLIHarness.run(["-f", path, "init", "--name", "Sam", "--starting-balance", "2,400",
                                      "--account", "Assets:Bank:Checking", "--account", "Liabilities:Cards:Visa"])
        #expect(started.status == 0, "\(started.stderr)")
        for arguments in Self.adds {
            let added = CLIHarness.run(["-f", path, "add"] + arguments)
            #expect(added.status == 0, "track add \(arguments.joined(separator: " ")): \(added.stderr)")
        }
        let check = CLIHarness.run(["-f", path, "check"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.hasPrefix("ok: 21 transactions"))
        let fmt = CLIHarness.run(["-f", path, "fmt", "--check"])
        #expect(fmt.status == 0 && fmt.stdout.isEmpty, "\(fmt.stdout)\(fmt.stderr)")
        // A reconciliation appended to it keeps it canonical too.
        let reconciled = CLIHarness.run(["-f", path, "reconcile", "Assets:Bank:Checking", "1000", "--assert", "--adjust"])
        #expect(reconciled.status == 0, "\(reconciled.stderr)")
        #expect(CLIHarness.run(["-f", path, "fmt", "--check"]).status == 0)
        #expect(CLIHarness.run(["-f", path, "reconcile", "Assets:Bank:Checking", "1000"]).status == 0)
        if Self.hledger != nil {
            let (status, output) = try Self.hledgerCheck(path)
            #expect(status == 0, "hledger check: \(output)")
        }
    }

    /// Every currency `track init` knows makes a journal hledger reads with the same balance.
    @Test(.enabled(if: hledger != nil, "hledger is not installed"),
          arguments: CurrencyTable.known.map(\.code))
    func hledgerReadsTheJournalInEveryKnownCurrency(_ code: String) throws {
        let dir = TemporaryDirectory()
        let path = dir.path + "/track.journal"
        let started = CLIHarness.run(["-f", path, "init", "--currency", code, "--starting-balance", "1234"])
        #expect(started.status == 0, "\(started.stderr)")
        let (status, output) = try Self.hledgerCheck(path)
        #expect(status == 0, "hledger check: \(output)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.hledger))
        process.arguments = ["-f", path, "bal", "Assets:Bank:Checking", "-N", "--flat"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let balance = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let track = CLIHarness.run(["-f", path, "bal", "Assets:Bank:Checking", "--flat", "--no-total"])
        #expect(balance.split(separator: " ", omittingEmptySubsequences: true).first
                == track.stdout.split(separator: " ", omittingEmptySubsequences: true).first)
    }
}
