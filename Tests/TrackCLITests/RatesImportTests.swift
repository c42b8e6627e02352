import Foundation
import Testing
import TrackModel
import TrackTestSupport

/// `track rates import`: P directives appended in the journal's styles, a
/// price already there not written twice, bad rows each named by line with
/// nothing written, and the result read by hledger with the same balances.
@Suite struct RatesImportTests {
    static let journal = """
        commodity NT$1,000.
        commodity 1,000.00 USD

        P 2026-10-01 USD NT$31.92

        2026-10-02 Exchange
            Assets:USD      100.00 USD @ NT$31.92
            Assets:Bank

        """

    @Test func appendsNewPricesOnce() throws {
        let directory = TemporaryDirectory()
        let path = directory.write("main.journal", Self.journal)
        let csv = directory.write("rates.csv", "date,commodity,price,currency\n2026-11-01,USD,31.85,NT$\n2026-10-01,USD,31.92,NT$\n2026-11-01,EUR,34.1,NT$\n")
        let first = CLIHarness.run(["-f", path, "rates", "import", csv])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr == "added 2 prices to \(path); 1 already in the journal\n")
        #expect(directory.read("main.journal") == Self.journal + "\nP 2026-11-01 USD NT$31.85\nP 2026-11-01 EUR NT$34.1\n")
        let again = CLIHarness.run(["-f", path, "rates", "import", csv])
        #expect(again.stderr == "added 0 prices to \(path); 3 already in the journal\n")
        #expect(directory.read("main.journal") == Self.journal + "\nP 2026-11-01 USD NT$31.85\nP 2026-11-01 EUR NT$34.1\n")

        guard let hledger = HledgerCompat.hledger else {
            print("RatesImportTests: hledger is not installed; the written journal is not read by it")
            return
        }
        let theirs = try NetWorthHledgerCrossCheckTests.run(hledger, ["-f", path, "bal", "-X", "NT$", "--flat", "-O", "csv"])
        let ours = CLIHarness.run(["-f", path, "bal", "-X", "NT$", "--flat", "-O", "csv"])
        #expect(CSV.rows(theirs).filter { $0.first != "account" }.map { $0.map { HledgerCrossCheckTests.amounts($0) } }
            == CSV.rows(ours.stdout).filter { $0.first != "account" }.map { $0.map { HledgerCrossCheckTests.amounts($0) } })
    }

    @Test func aRulesFileDescribesOtherLayouts() {
        let directory = TemporaryDirectory()
        let path = directory.write("main.journal", Self.journal)
        let csv = directory.write("rates.csv", "Bank of Taiwan rates\nday;rate;code\n2026/11/03;31.80;USD\n")
        let rules = directory.write("rates.rules", "skip 2\nfields date, price, commodity\nseparator ;\ncurrency NT$\n")
        let result = CLIHarness.run(["-f", path, "rates", "import", csv, "--rules", rules])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(directory.read("main.journal")?.hasSuffix("\nP 2026-11-03 USD NT$31.80\n") == true)
    }

    @Test func badRowsAreEachNamedAndNothingIsWritten() {
        let directory = TemporaryDirectory()
        let path = directory.write("main.journal", Self.journal)
        let csv = directory.write("rates.csv", "2026-11-01,USD,31.85,NT$\n2026-11-31,USD,31.9,NT$\n2026-11-02,USD,0,NT$\n")
        let result = CLIHarness.run(["-f", path, "rates", "import", csv])
        #expect(result.status == 1)
        #expect(result.stderr.contains("rates.csv:2:1: error: '2026-11-31' is not a date"))
        #expect(result.stderr.contains("rates.csv:3:16: error: '0' is not an amount"))
        #expect(result.stderr.hasSuffix("nothing was written: fix the rows above, then import again\n"))
        #expect(directory.read("main.journal") == Self.journal)
    }
}
