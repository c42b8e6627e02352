import Foundation
import Testing

/// Every case of the project's compatibility corpus (`Tests/Compat`, see
/// `ProjectCompat`) read by track as ../shared/compat's `check.py` reads the
/// shared one: a journal hledger read must give hledger's balances and
/// `check` its transaction count; one hledger refused must be refused at the
/// line hledger named. The recorded answers are used, so this runs without
/// hledger; where hledger 1.25 is installed, `recordedAnswersAreHledgers`
/// confirms they are still its answers.
@Suite struct ProjectCompatTests {
    @Test func corpusIsComplete() {
        #expect(ProjectCompat.cases.count >= 1, "Tests/Compat/cases.txt lists the cases")
        for path in ProjectCompat.cases {
            #expect(FileManager.default.fileExists(atPath: ProjectCompat.tree + "/" + path), "no journal for \(path)")
            #expect(ProjectCompat.answer(path) != nil, "no recorded answer for \(path): run Scripts/record-compat.sh \(path)")
        }
    }

    @Test(arguments: ProjectCompat.cases)
    func trackGivesHledgersAnswer(_ path: String) throws {
        let journal = ProjectCompat.tree + "/" + path
        switch try #require(ProjectCompat.answer(path)) {
        case let .balances(csv, transactions):
            let balance = CLIHarness.run(["-f", journal, "balance", "--flat", "--no-total", "-O", "csv"])
            #expect(balance.status == 0, "\(path): \(balance.stderr)")
            #expect(CompatBalances.same(balance.stdout, csv), "\(path): balances differ\n--- hledger\n\(csv)--- track\n\(balance.stdout)")
            let check = CLIHarness.run(["-f", journal, "check"])
            #expect(check.status == 0, "\(path): \(check.stderr)")
            #expect(check.stdout.contains("ok: \(transactions) transaction"), "\(path): hledger counts \(transactions): \(check.stdout)")
        case let .error(_, line):
            let check = CLIHarness.run(["-f", journal, "check"])
            #expect(check.status == 1, "\(path): hledger refuses this journal; track check exited \(check.status)")
            #expect(!check.stderr.contains("Fatal error"))
            if let line {
                let parts = line.split(separator: ":", omittingEmptySubsequences: false)
                let number = parts.last.map(String.init) ?? line
                let file = parts.count > 1 ? parts.dropLast().joined(separator: ":") : path
                let place = (file as NSString).lastPathComponent + ":" + number + ":"
                #expect(check.stdout.contains(place) || check.stderr.contains(place),
                        "\(path): hledger names \(place); track says: \(check.stderr)")
            }
        }
    }

    /// The recorded answers are hledger 1.25's: re-run it on each case (with
    /// the tree as its working directory) when it is installed.
    @Test(arguments: ProjectCompat.cases)
    func recordedAnswersAreHledgers(_ path: String) throws {
        guard let hledger = HledgerCompat.hledger, Self.hledgerVersion.hasPrefix("hledger 1.25") else {
            print("skipped: hledger 1.25 is not installed; \(path)'s recorded answer is not re-checked")
            return
        }
        let (status, output) = try Self.run(hledger, ["-f", path, "bal", "--flat", "--no-total", "-O", "csv"])
        switch try #require(ProjectCompat.answer(path)) {
        case let .balances(csv, _):
            #expect(status == 0 && output == csv, "\(path): hledger now answers \(output); run Scripts/record-compat.sh \(path)")
        case .error:
            #expect(status != 0, "\(path): hledger now reads this journal; run Scripts/record-compat.sh \(path)")
        }
    }

    static let hledgerVersion: String = HledgerCompat.hledger.flatMap { try? run($0, ["--version"]).output } ?? ""

    static func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: ProjectCompat.tree)
        process.environment = ["LC_ALL": "C.UTF-8", "TZ": "UTC", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? ""]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// The comparison repeats check.py's: number formatting aside, the same
/// accounts with the same amounts.
@Suite struct CompatBalancesTests {
    @Test func formattingAsideAmountsCompareByValue() {
        let header = "\"account\",\"balance\"\n"
        #expect(CompatBalances.same(header + "\"a\",\"$1,000.50\"\n", header + "\"a\",\"$1000.5\"\n"))
        #expect(CompatBalances.same(header + "\"a\",\"-$20\"\n", header + "\"a\",\"$-20\"\n"))
        #expect(CompatBalances.same(header + "\"a\",\"1.234,5 EUR\"\n", header + "\"a\",\"1234.50 EUR\"\n"))
        #expect(CompatBalances.same(header + "\"a\",\"0\"\n", header))
        #expect(!CompatBalances.same(header + "\"a\",\"$-20\"\n", header + "\"a\",\"$20\"\n"))
        #expect(!CompatBalances.same(header + "\"a\",\"20 USD\"\n", header + "\"a\",\"20 EUR\"\n"))
        #expect(!CompatBalances.same(header + "\"a\",\"1\"\n", header + "\"b\",\"1\"\n"))
        #expect(!CompatBalances.same("not a table", header))
    }
}
