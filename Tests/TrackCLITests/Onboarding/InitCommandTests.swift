import Testing
@testable import TrackCLI
import TrackModel
import TrackTestSupport

/// `track init` on a terminal: the questions, and the journal the answers make.
struct InitCommandTests {
    /// Runs `track ARGUMENTS` with standard input on a terminal that types `lines`.
    static func run(_ arguments: [String], typing lines: [String]) -> (status: Int32, stdout: String, stderr: String) {
        final class Keyboard: @unchecked Sendable {
            var lines: [String]
            init(_ lines: [String]) { self.lines = lines }
        }
        let keyboard = Keyboard(lines)
        let console = Console(arguments: arguments, isInputTerminal: true, today: CLIHarness.today,
                              readLine: { keyboard.lines.isEmpty ? nil : keyboard.lines.removeFirst() })
        let status = TrackCLI.run(console)
        return (status, console.output.text, console.errors.text)
    }

    @Test func asksForWhatTheOptionsDidNotGive() throws {
        let dir = TemporaryDirectory()
        let result = Self.run(["-f", dir.path + "/track.journal", "init", "--name", "Sam"],
                              typing: ["twd", "Assets:Bank:Taishin, liabilities:Cards:Cathay", "oops", "52,000"])
        #expect(result.status == 0)
        #expect(result.stderr == """
            Base currency: a code or symbol such as USD, EUR, TWD, JPY [USD]: \
            Accounts and cards, separated by commas (credit cards under Liabilities) [Assets:Bank:Checking]: \
            Starting balance of Assets:Bank:Taishin on 2026-11-21 [0]:   'oops' is not an amount for the starting balance
              hint: write a number such as 1,500, in NT$
            Starting balance of Assets:Bank:Taishin on 2026-11-21 [0]: 
            """)
        let journal = try #require(dir.read("track.journal"))
        #expect(journal.hasPrefix("; Sam's journal"))
        #expect(journal.contains("commodity NT$1,000.\nD NT$1,000.\n"))
        #expect(journal.contains("account Liabilities:Cards:Cathay  ; type: Liability\n"))
        #expect(journal.hasSuffix("2026-11-21 Opening balance\n    Assets:Bank:Taishin        NT$52,000\n    Equity:Opening Balances   NT$-52,000\n"))
    }

    /// The end of input takes every default: a script piping nothing never hangs.
    @Test func theEndOfInputTakesTheDefaults() throws {
        let dir = TemporaryDirectory()
        let result = Self.run(["-f", dir.path + "/track.journal", "init"], typing: [])
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("Your name (for the journal's first line): \nBase currency"))
        #expect(try #require(dir.read("track.journal")).contains("commodity $1,000.00\n"))
        #expect(result.stdout.hasPrefix("Started \(dir.path)/track.journal: base currency $, account Assets:Bank:Checking.\n"))
    }

    /// A starting balance given as an option is read in the currency answered.
    @Test func aStartingBalanceOptionIsReadInTheAnsweredCurrency() throws {
        let dir = TemporaryDirectory()
        let result = Self.run(["-f", dir.path + "/track.journal", "init", "--starting-balance", "1.234,50"],
                              typing: ["", "EUR", ""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try #require(dir.read("track.journal")).contains("1.234,50 €\n"))
    }
}
