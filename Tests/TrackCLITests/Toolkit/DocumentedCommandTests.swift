import Foundation
import Testing
import TrackTestSupport

/// Every `track …` line that README.md shows in a code block, and that the
/// example journals' headers show, runs: none is refused as an unknown
/// command. Each line runs in a temporary folder of its own holding copies
/// of the examples (and of household.journal as `track.journal`, the
/// default journal there, and `household.journal`): a relative path in a
/// line is taken in that folder, so the writing commands the README shows
/// (`add`, `init`, `reconcile --assert`) write nothing in the repository.
@Suite struct DocumentedCommandTests {
    /// Commands other helpers are building in this round: a line naming
    /// one is skipped (with a printed reason) until it lands. The lead
    /// empties this set at merge time; nothing else is ever skipped.
    static let commandsLandingInThisRound: Set<String> = []

    static let readme = CLIHarness.repositoryRoot + "/README.md"

    /// The lines of `text`'s fenced code blocks that start with `track `,
    /// joined across `\` line ends.
    static func codeLines(_ text: String) -> [String] {
        var lines: [String] = [], inBlock = false, pending = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inBlock.toggle()
                continue
            }
            guard inBlock else { continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !pending.isEmpty {
                pending += " " + trimmed
            } else if trimmed.hasPrefix("track ") || trimmed == "track" {
                pending = trimmed
            } else {
                continue
            }
            if pending.hasSuffix("\\") { pending.removeLast() } else {
                lines.append(pending)
                pending = ""
            }
        }
        return lines
    }

    /// The `track …` lines of a journal's header comment (`;   track -f …`).
    static func headerLines(_ text: String) -> [String] {
        text.split(separator: "\n").prefix { $0.hasPrefix(";") }
            .map { $0.dropFirst().trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("track ") }
    }

    static var documented: [String] {
        let readme = (try? String(contentsOfFile: readme, encoding: .utf8)) ?? ""
        let headers = ["household.journal", "taiwan.journal"].flatMap { name in
            headerLines((try? String(contentsOfFile: CLIHarness.example(name), encoding: .utf8)) ?? "")
        }
        return codeLines(readme) + headers
    }

    @Test func theDocumentedLinesAreFound() {
        #expect(Self.codeLines((try? String(contentsOfFile: Self.readme, encoding: .utf8)) ?? "").count > 20)
        #expect(Self.documented.contains { $0.contains("Examples/taiwan.journal") && $0.contains("reg ") })
    }

    @Test(arguments: documented)
    func runsAsAKnownCommand(_ line: String) throws {
        let words = try #require(ShellWords.split(line), "cannot read '\(line)' as a command line")
        let arguments = Array(words.dropFirst())
        if let command = ShellWords.command(arguments),
           let landing = Self.commandsLandingInThisRound.first(where: { $0 == command.name || $0 == command.name + " " + (command.next ?? "") }) {
            print("skipped until '\(landing)' lands (commandsLandingInThisRound): \(line)")
            return
        }
        let result = Self.run(arguments)
        #expect(!result.stderr.contains("unknown command"), "\(line)\n\(result.stderr)")
        #expect(!result.stderr.contains("unknown option"), "\(line)\n\(result.stderr)")
        #expect(!result.stderr.contains("unexpected argument"), "\(line)\n\(result.stderr)")
        for written in ["track.journal", "money.journal", "track-report.html"] {
            #expect(!FileManager.default.fileExists(atPath: CLIHarness.repositoryRoot + "/" + written),
                    "a documented line wrote \(written) in the repository")
        }
    }

    /// Runs `track ARGUMENTS` in a new temporary folder holding the journals
    /// the documented lines name; relative file arguments are taken in it and
    /// `$TRACK_FILE` is its `track.journal`.
    static func run(_ arguments: [String]) -> CLIHarness.Result {
        let folder = TemporaryDirectory()
        let household = (try? String(contentsOfFile: CLIHarness.example("household.journal"), encoding: .utf8)) ?? ""
        _ = folder.write("track.journal", household)
        _ = folder.write("household.journal", household)
        for name in ["household.journal", "taiwan.journal", "export.csv.rules"] {
            _ = folder.write("Examples/" + name, (try? String(contentsOfFile: CLIHarness.example(name), encoding: .utf8)) ?? "")
        }
        var inFolder = arguments.map { word in
            let isFile = [".journal", ".csv", ".rules", ".html", ".ics"].contains { word.hasSuffix($0) }
            return isFile && !word.hasPrefix("/") && !word.hasPrefix("-") ? folder.path + "/" + word : word
        }
        // `report html` writes ./track-report.html unless told otherwise: in the folder, not the repository.
        if let report = inFolder.firstIndex(of: "report"), inFolder.dropFirst(report + 1).first == "html",
           !inFolder.contains("-o"), !inFolder.contains("--output-file") {
            inFolder += ["-o", folder.path + "/track-report.html"]
        }
        let result = CLIHarness.run(inFolder, environment: ["TRACK_FILE": folder.path + "/track.journal"])
        let shown = { (text: String) in text.replacingOccurrences(of: folder.path + "/", with: "") }
        return CLIHarness.Result(stdout: shown(result.stdout), stderr: shown(result.stderr), status: result.status)
    }

    /// The error README shows is the one track prints for its journal.
    @Test func theReadmesErrorExampleIsWhatTrackPrints() throws {
        let readme = try String(contentsOfFile: Self.readme, encoding: .utf8)
        let start = try #require(readme.range(of: "```\nhousehold.journal:"))
        let block = readme[readme.index(start.lowerBound, offsetBy: 4)...]
        let shown = String(block[..<(try #require(block.range(of: "```")).lowerBound)])
        let journal = """
            commodity 1,000.00 USD

            2026-11-02 Corner Market
                Expenses:Essentials:Groceries   84.21 USD
                Assets:Bank:Checking           -84.20 USD

            """
        let result = CLIHarness.run(["-f", "household.journal", "check"], files: ["household.journal": journal])
        #expect(result.status == 1)
        #expect(result.stderr == shown)
    }

    /// README's tour (its section "A tour"), top to bottom as written: every
    /// line succeeds.
    @Test func theTourRunsTopToBottom() throws {
        let readme = try String(contentsOfFile: Self.readme, encoding: .utf8)
        let start = try #require(readme.range(of: "\n## A tour\n"))
        let rest = readme[start.upperBound...]
        let tour = rest.range(of: "\n## ").map { String(rest[..<$0.lowerBound]) } ?? String(rest)
        let lines = Self.codeLines(tour)
        #expect(lines.count >= 10)
        for line in lines {
            let words = try #require(ShellWords.split(line))
            let result = Self.run(Array(words.dropFirst()))
            #expect(result.status == 0, "\(line)\n\(result.stderr)")
            #expect(!result.stdout.isEmpty, "\(line) printed nothing")
        }
    }
}

/// Just enough of the shell to read a documented command line: words split
/// at blanks, single and double quotes, a backslash escape, and the line
/// cut at a comment (`#`) or at a redirection or pipe (`>`, `|`).
enum ShellWords {
    static func split(_ line: String) -> [String]? {
        var words: [String] = [], word = "", inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                word.append(character)
                escaped = false
                continue
            }
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
                continue
            }
            switch character {
            case "\\": escaped = true; inWord = true
            case "'", "\"": quote = character; inWord = true
            case " ", "\t":
                if inWord { words.append(word) }
                word = ""
                inWord = false
            case "#" where !inWord, ">", "|", ";", "&":
                if inWord { words.append(word) }
                return quote == nil ? words : nil
            default:
                word.append(character)
                inWord = true
            }
        }
        guard quote == nil else { return nil }
        if inWord { words.append(word) }
        return words
    }

    /// The command a line names, after the global options, and the word after it.
    static func command(_ arguments: [String]) -> (name: String, next: String?)? {
        let withValue: Set<String> = ["-f", "--file", "--today", "--color", "--colour"]
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if withValue.contains(word) { index += 2; continue }
            if word.hasPrefix("-") { index += 1; continue }
            return (word, index + 1 < arguments.count ? arguments[index + 1] : nil)
        }
        return nil
    }
}
