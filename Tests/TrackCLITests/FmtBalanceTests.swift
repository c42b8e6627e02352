import Foundation
import Testing
@testable import TrackCLI
import TrackModel
import TrackSyntax

/// What `track fmt` promises, through the CLI, for every journal there is:
/// the examples, the compatibility corpus (`../shared/compat`, when
/// present), every `*.journal` file under `Tests/` and every journal a
/// golden scenario writes inline. For each, `track balance`, `balance
/// --flat -O csv` and `register` of `fmt(x)` equal those of `x`, `fmt(fmt(x))
/// == fmt(x)` and `parse(fmt(x))` says what `parse(x)` says; a journal with
/// errors is refused. (`Scripts/fmt-compat.sh` checks the balances with
/// hledger; `FormatterGuaranteeTests` the same guarantees in the library.)
@Suite struct FmtBalanceTests {
    struct Journal: Sendable, CustomTestStringConvertible {
        var name: String
        var path: String
        var files: [String: String]?
        var testDescription: String { name }
    }

    static let compatibility = CLIHarness.repositoryRoot + "/../shared/compat"
    static let compatibilityIsPresent = FileManager.default.fileExists(atPath: compatibility + "/cases.txt")

    static let corpus: [Journal] = {
        let root = CLIHarness.repositoryRoot
        var journals: [Journal] = []
        let examples = root + "/Examples"
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: examples)) ?? []).sorted()
        where name.hasSuffix(".journal") {
            journals.append(Journal(name: "Examples/" + name, path: examples + "/" + name))
        }
        if let cases = try? String(contentsOfFile: compatibility + "/cases.txt", encoding: .utf8) {
            for c in cases.split(separator: "\n") {
                journals.append(Journal(name: String(c), path: compatibility + "/tree/" + c))
            }
        }
        let tests = root + "/Tests"
        let onDisk = (FileManager.default.enumerator(atPath: tests)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".journal") }.sorted()
        for name in onDisk {
            journals.append(Journal(name: "Tests/" + name, path: tests + "/" + name))
        }
        return journals + goldenInputs
    }()

    /// The journals golden scenarios write inline, each once.
    static let goldenInputs: [Journal] = {
        var seen = Set<[String: String]>()
        var journals: [Journal] = []
        for scenario in GoldenTests.all {
            guard let files = scenario.files, let f = scenario.arguments.firstIndex(of: "-f"),
                  f + 1 < scenario.arguments.count, files[scenario.arguments[f + 1]] != nil,
                  seen.insert(files).inserted else { continue }
            journals.append(Journal(name: "golden input of " + scenario.file, path: scenario.arguments[f + 1], files: files))
        }
        return journals
    }()

    static let reports: [[String]] = [
        ["balance"],
        ["balance", "--flat", "--empty", "-O", "csv"],
        ["register", "-w", "200"],
    ]

    @Test func theCorpusIsThere() {
        #expect(Self.corpus.filter { $0.name.hasPrefix("Examples/") }.count >= 2)
        #expect(Self.corpus.contains { $0.name.hasPrefix("Tests/") })
        #expect(Self.goldenInputs.count >= 20)
    }

    /// Shows, as a skipped test, when the compatibility journals are not checked.
    @Test(.enabled(if: compatibilityIsPresent, "contributors only: the compatibility corpus (../shared/compat) is not beside this clone; the examples are checked"))
    func theCompatibilityJournalsAreChecked() {
        #expect(Self.corpus.count(where: { $0.path.hasPrefix(Self.compatibility) }) >= 40)
    }

    @Test(arguments: corpus)
    func formattingKeepsBalancesAndMeaning(_ journal: Journal) {
        let base: any JournalFileSystem = journal.files.map { InMemoryFileSystem(files: $0) } ?? LocalFileSystem()
        let loaded = load(journal.path, fileSystem: base)
        guard !loaded.hasErrors else {
            // A journal with errors is refused: errors shown, nothing printed.
            let refused = run(["fmt", "-f", journal.path], fileSystem: base)
            #expect(refused.status == 1 && refused.stdout == "" && refused.stderr.contains("error:"))
            return
        }
        let formatted = formatAll(loaded)
        let overlay = OverlayFileSystem(base: base, files: formatted)
        for report in Self.reports {
            let before = run(["-f", journal.path] + report, fileSystem: base)
            let after = run(["-f", journal.path] + report, fileSystem: overlay)
            #expect(before.status == 0 && after.status == 0)
            #expect(after.stdout == before.stdout, "\(report.joined(separator: " "))")
        }
        let reread = load(journal.path, fileSystem: overlay)
        #expect(!reread.hasErrors)
        let difference = JournalEquivalence.firstDifference(loaded.journal, reread.journal)
        #expect(difference == nil, "parse(fmt(x)) differs from parse(x): \(difference ?? "")")
        #expect(formatAll(reread) == formatted, "fmt(fmt(x)) != fmt(x)")
    }

    /// The golden outputs of `track fmt` are canonical: each prints unchanged, byte for byte.
    @Test func theFormattedGoldensAreCanonical() throws {
        let golden = CLIHarness.repositoryRoot + "/Tests/TrackCLITests/Golden"
        let names = try FileManager.default.contentsOfDirectory(atPath: golden)
            .filter { $0.hasPrefix("fmt-") && $0.hasSuffix(".journal") }.sorted()
        #expect(names.count >= 10)
        for name in names {
            let bytes = try #require(FileManager.default.contents(atPath: golden + "/" + name))
            let loaded = load(golden + "/" + name, fileSystem: LocalFileSystem())
            try #require(!loaded.hasErrors, "\(name)")
            let formatted = JournalFormatter(journal: loaded.journal).format(fileAt: 0)
            #expect(formatted.elementsEqual(bytes), "\(name) changes")
            // The same as text, for a readable failure.
            #expect(String(decoding: formatted, as: UTF8.self) == String(decoding: bytes, as: UTF8.self), "\(name)")
        }
    }

    private func load(_ path: String, fileSystem: any JournalFileSystem) -> LoadedJournal {
        JournalLoader(options: ParseOptions(today: CLIHarness.today), fileSystem: fileSystem).load(paths: [path])
    }

    /// Every file of the journal formatted, by path (a file read twice, once).
    private func formatAll(_ loaded: LoadedJournal) -> [String: [UInt8]] {
        let formatter = JournalFormatter(journal: loaded.journal)
        var formatted: [String: [UInt8]] = [:]
        for (i, file) in loaded.journal.sources.files.enumerated() where formatted[file.path] == nil {
            formatted[file.path] = formatter.format(fileAt: i)
        }
        return formatted
    }

    private func run(_ arguments: [String], fileSystem: any JournalFileSystem) -> CLIHarness.Result {
        let console = Console(arguments: arguments, today: CLIHarness.today, fileSystem: fileSystem)
        let status = TrackCLI.run(console)
        return CLIHarness.Result(stdout: console.output.text, stderr: console.errors.text, status: status)
    }
}
