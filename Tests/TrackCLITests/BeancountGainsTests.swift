import Foundation
import Testing
import TrackModel

/// Realised gains of `track portfolio --gains` on five scenarios, each
/// computed by hand and, where bean-query (beancount 2) is installed,
/// checked against beancount's booking of the same trades. Skipped, saying
/// so, where it is not (`apt-get install beancount`, as `.ci/run` does).
@Suite struct BeancountGainsTests {
    struct Scenario: Sendable, CustomTestStringConvertible {
        let name: String
        let booking: String
        /// The trades as track reads them.
        let journal: String
        /// The same trades for beancount (whose gains are Income, negative).
        let beancount: String
        /// The realised gain, by hand.
        let gain: String

        var testDescription: String { name }
    }

    static let buys = """
        2025-01-10 * "Buy"
          Assets:Broker  10 ACME {100 USD}
          Assets:Cash
        2025-06-01 * "Buy"
          Assets:Broker  10 ACME {120 USD}
          Assets:Cash

        """

    static let trackBuys = """
        2025-01-10 Buy
            Assets:Broker    10 ACME @ 100 USD
            Assets:Cash

        2025-06-01 Buy
            Assets:Broker    10 ACME @ 120 USD
            Assets:Cash

        """

    static func sale(_ track: String, _ bean: String, proceeds: String) -> (String, String) {
        (trackBuys + """

            2026-03-01 Sell
                Assets:Broker    \(track)
                Assets:Cash      \(proceeds) USD
                Income:Gains

            """,
         buys + """
            2026-03-01 * "Sell"
              Assets:Broker  \(bean)
              Assets:Cash  \(proceeds) USD
              Income:Gains

            """)
    }

    static let scenarios: [Scenario] = {
        // A partial sale across two lots: 10 × (130 − 100) + 5 × (130 − 120).
        let fifo = sale("-15 ACME @ 130 USD", "-15 ACME {} @ 130 USD", proceeds: "1950")
        // The same, last lot first: 10 × (130 − 120) + 5 × (130 − 100).
        let lifo = sale("-15 ACME @ 130 USD", "-15 ACME {} @ 130 USD", proceeds: "1950")
        // A named lot: 5 × (130 − 120).
        let named = sale("-5 ACME {120 USD} @ 130 USD", "-5 ACME {120 USD} @ 130 USD", proceeds: "650")
        // The whole position at a loss: 20 × 95 − 2,200.
        let whole = sale("-20 ACME @ 95 USD", "-20 ACME {} @ 95 USD", proceeds: "1900")
        return [
            Scenario(name: "partial sale across lots, FIFO", booking: "FIFO", journal: fifo.0, beancount: fifo.1, gain: "350"),
            Scenario(name: "partial sale across lots, LIFO", booking: "LIFO", journal: lifo.0, beancount: lifo.1, gain: "250"),
            Scenario(name: "a named lot", booking: "FIFO", journal: named.0, beancount: named.1, gain: "50"),
            Scenario(name: "the whole position at a loss", booking: "FIFO", journal: whole.0, beancount: whole.1, gain: "-300"),
            // Shares in USD bought for a total cost (@@) and sold naming their lot: 10 × (160 − 150) USD.
            Scenario(name: "a sale in USD, the lot named by its cost", booking: "FIFO", journal: """
                2026-01-05 Buy
                    Assets:Broker      10 AAPL @@ 1500.00 USD
                    Assets:USD

                2026-02-05 Sell
                    Assets:Broker     -10 AAPL {150.00 USD} @ 160.00 USD
                    Assets:USD       1600.00 USD
                    Income:Gains

                """, beancount: """
                2026-01-05 * "Buy"
                  Assets:Broker  10 AAPL {150.00 USD}
                  Assets:USD
                2026-02-05 * "Sell"
                  Assets:Broker  -10 AAPL {150.00 USD} @ 160.00 USD
                  Assets:USD  1600.00 USD
                  Income:Gains

                """, gain: "100"),
        ]
    }()

    @Test(arguments: scenarios)
    func gainsAreBeancounts(_ scenario: Scenario) throws {
        let result = CLIHarness.run(["-f", "test.journal", "--today", "2026-12-31", "portfolio", "--gains", "--booking", scenario.booking,
                                     "-O", "csv"], files: ["test.journal": scenario.journal])
        #expect(result.status == 0, "\(result.stderr)")
        let total = try #require(CSV.rows(result.stdout).first { $0.first == "Total" })
        let track = HledgerCrossCheckTests.amounts(total.last ?? "")
        #expect(track.values.map { $0.normalized.description } == [scenario.gain], "by hand")
        guard let beanQuery = Self.beanQuery else {
            print("BeancountGainsTests: bean-query is not installed (apt-get install beancount): checked by hand only")
            return
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("track-gains-\(UUID().uuidString).beancount")
        defer { try? FileManager.default.removeItem(at: file) }
        let text = "option \"booking_method\" \"\(scenario.booking)\"\n"
            + ["Assets:Broker", "Assets:Cash", "Assets:USD", "Income:Gains"].map { "2020-01-01 open \($0)\n" }.joined()
            + scenario.beancount
        try text.write(to: file, atomically: true, encoding: .utf8)
        let output = try Self.run(beanQuery, ["-f", "csv", file.path, "SELECT sum(number) AS gain WHERE account = 'Income:Gains'"])
        let lines = output.split(whereSeparator: \.isNewline)
        let bean = try #require(lines.last.flatMap { Quantity(String($0)) }?.negated())
        #expect(bean.normalized.description == scenario.gain, "beancount: \(output)")
    }

    static var beanQuery: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        return path.split(separator: ":").map { $0 + "/bean-query" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self)
    }
}
