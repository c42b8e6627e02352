import Foundation
import Testing
import TrackModel

/// `track networth -O csv` against hledger 1.25's `balancesheet -X CUR -O csv`
/// at the same period ends: assets, liabilities and net worth per period,
/// commodity by commodity. The example journals' prices reach each currency
/// by one chain only, so the freshest chain (networth) and the shortest
/// (hledger) agree. Skipped, saying so, where hledger is not installed.
@Suite struct NetWorthHledgerCrossCheckTests {
    @Test(arguments: [
        ("taiwan.journal", "-Q", "NT$"), ("taiwan.journal", "-M", "USD"), ("taiwan.journal", "-Y", "¥"),
        ("household.journal", "-M", "USD"), ("household.journal", "-Y", "USD"),
    ])
    func networthMatchesHledgerBalanceSheet(_ journal: String, _ interval: String, _ currency: String) throws {
        guard let hledger = HledgerCompat.hledger else {
            print("NetWorthHledgerCrossCheckTests skipped: hledger is not installed (apt-get install hledger)")
            return
        }
        let path = CLIHarness.example(journal)
        let expected = try Self.run(hledger, ["-f", path, "bs", interval, "-X", currency, "-O", "csv"])
        let rows = CSV.rows(expected)
        let totals = rows.filter { $0.first == "total" }
        let net = try #require(rows.first { $0.first == "Net:" })
        try #require(totals.count == 2, "hledger's balance sheet has an assets and a liabilities total")
        let result = CLIHarness.run(["-f", path, "networth", interval, "-X", currency, "-O", "csv"])
        #expect(result.status == 0, "\(result.stderr)")
        let track = CSV.rows(result.stdout).dropFirst().filter { $0.count > 4 }
        #expect(track.count == net.count - 1, "a period per hledger column")
        for (i, row) in track.enumerated() {
            func field(_ row: [String]) -> [String: Quantity] {
                HledgerCrossCheckTests.amounts(i + 1 < row.count ? row[i + 1] : "")
            }
            #expect(HledgerCrossCheckTests.amounts(row[2]) == field(totals[0]), "assets at \(row[1])")
            #expect(HledgerCrossCheckTests.amounts(row[3]) == field(totals[1]), "liabilities at \(row[1])")
            #expect(HledgerCrossCheckTests.amounts(row[4]) == field(net), "net worth at \(row[1])")
        }
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ["LC_ALL": "C.UTF-8", "TZ": "UTC"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "hledger \(arguments.joined(separator: " ")) failed")
        return String(decoding: output, as: UTF8.self)
    }
}
