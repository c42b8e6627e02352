import Foundation
import Testing
@testable import TrackCLI
import TrackModel
import TrackSyntax

/// `track balance` of `fmt(x)` is that of `x`, for every journal there is:
/// the examples, the compatibility corpus (`../shared/compat`, when
/// present) and the CLI's test fixtures. (`Scripts/fmt-compat.sh` checks
/// the same with hledger.)
@Suite struct FmtBalanceTests {
    struct Journal: Sendable, CustomTestStringConvertible {
        var name: String
        var path: String
        var files: [String: String]?
        var testDescription: String { name }
    }

    static let corpus: [Journal] = {
        let root = CLIHarness.repositoryRoot
        var journals: [Journal] = []
        let examples = root + "/Examples"
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: examples)) ?? []).sorted()
        where name.hasSuffix(".journal") {
            journals.append(Journal(name: "Examples/" + name, path: examples + "/" + name))
        }
        let compat = root + "/../shared/compat"
        if let cases = try? String(contentsOfFile: compat + "/cases.txt", encoding: .utf8) {
            for c in cases.split(separator: "\n") {
                journals.append(Journal(name: String(c), path: compat + "/tree/" + c))
            }
        }
        for (name, text) in [("features", GoldenTests.features), ("zeroBalance", GoldenTests.zeroBalance)] {
            journals.append(Journal(name: "fixture " + name, path: "test.journal", files: ["test.journal": text]))
        }
        return journals
    }()

    static let reports: [[String]] = [
        ["balance"],
        ["balance", "--flat", "--empty", "-O", "csv"],
        ["register", "-w", "200"],
    ]

    @Test(arguments: corpus)
    func balancesOfTheFormattedJournalAreTheSame(_ journal: Journal) {
        let base: any JournalFileSystem = journal.files.map { InMemoryFileSystem(files: $0) } ?? LocalFileSystem()
        let loaded = JournalLoader(options: ParseOptions(today: CLIHarness.today), fileSystem: base).load(paths: [journal.path])
        guard !loaded.hasErrors else { return }
        let formatter = JournalFormatter(journal: loaded.journal)
        var formatted: [String: [UInt8]] = [:]
        for (i, file) in loaded.journal.sources.files.enumerated() where formatted[file.path] == nil {
            formatted[file.path] = formatter.format(fileAt: i)
        }
        let overlay = OverlayFileSystem(base: base, files: formatted)
        for report in Self.reports {
            let before = run(["-f", journal.path] + report, fileSystem: base)
            let after = run(["-f", journal.path] + report, fileSystem: overlay)
            #expect(before.status == 0 && after.status == 0)
            #expect(after.stdout == before.stdout, "\(report.joined(separator: " "))")
        }
    }

    private func run(_ arguments: [String], fileSystem: any JournalFileSystem) -> CLIHarness.Result {
        let console = Console(arguments: arguments, today: CLIHarness.today, fileSystem: fileSystem)
        let status = TrackCLI.run(console)
        return CLIHarness.Result(stdout: console.output.text, stderr: console.errors.text, status: status)
    }
}
