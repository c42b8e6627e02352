import Foundation
import Testing
import TrackTestSupport

/// `goal add`, `edit` and `remove` change only the goal's account directive,
/// refuse a journal with errors, and leave a journal hledger reads with the same balances.
@Suite struct GoalWritingTests {
    static let journal = """
        account Assets:Checking   ; type: Cash

        2026-11-01 Pay
            Assets:Checking     1000 USD
            Income:Pay

        """

    @Test func addEditRemoveTouchOnlyTheDirective() throws {
        let dir = TemporaryDirectory()
        dir.write("main.journal", Self.journal)
        let path = dir.path + "/main.journal"
        let add = CLIHarness.run(["-f", path, "--today", "2026-11-21", "goal", "add", "Bike", "--target", "1200 USD",
                                  "--due", "2027-05-31"])
        #expect(add.status == 0, "\(add.stderr)")
        #expect(add.stdout.contains("Bike"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == """
            account Assets:Checking   ; type: Cash
            account Assets:Savings:Bike  ; goal: 1200 USD, due: 2027-05-31

            2026-11-01 Pay
                Assets:Checking     1000 USD
                Income:Pay

            """)
        let edit = CLIHarness.run(["-f", path, "goal", "edit", "bike", "--rate", "2.5"])
        #expect(edit.status == 0, "\(edit.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("account Assets:Savings:Bike  ; goal: 1200 USD, due: 2027-05-31, rate: 2.5%\n"))
        if let hledger = HledgerCompat.hledger {
            #expect(try Self.balances(hledger, path) == Self.balances(hledger, dir.path + "/original.journal", writing: Self.journal))
        }
        let remove = CLIHarness.run(["-f", path, "goal", "remove", "Bike"])
        #expect(remove.status == 0)
        #expect(remove.stdout == "Removed the goal Bike from Assets:Savings:Bike.\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("account Assets:Savings:Bike\n"))
    }

    @Test func aJournalWithErrorsIsRefusedAndUntouched() throws {
        let dir = TemporaryDirectory()
        let broken = Self.journal + "2026-11-02 Shop\n    Expenses:Food  10 USD\n    Assets:Checking  -5 USD\n"
        dir.write("main.journal", broken)
        let path = dir.path + "/main.journal"
        let add = CLIHarness.run(["-f", path, "goal", "add", "Bike", "--target", "1200 USD"])
        #expect(add.status == 1)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == broken)
    }

    static func balances(_ hledger: String, _ path: String, writing text: String? = nil) throws -> String {
        if let text { try text.write(toFile: path, atomically: true, encoding: .utf8) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: hledger)
        process.arguments = ["-f", path, "bal", "-O", "csv"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: output, as: UTF8.self)
    }
}
