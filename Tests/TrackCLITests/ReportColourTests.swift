import Testing
import TrackCLI

/// Every report colours its text only on a terminal, never with `NO_COLOR`
/// set (unless `--color always` asks), and `--color` decides over both; the
/// bar chart of `report monthly` is on by default only on a terminal.
@Suite struct ReportColourTests {
    static let household = CLIHarness.example("household.journal")

    /// Each report's arguments after `-f household.journal`; each shows
    /// something coloured on the example (a negative amount, a ▲/▼ change, a bar).
    static let reports: [[String]] = [
        ["report", "monthly"],
        ["report", "weekly", "-p", "2026-10"],
        ["report", "categories", "--compare"],
        ["report", "required-income"],
        ["overview"],
        [],
        ["balance", "-M"],
        ["income-statement", "-M"],
        ["register", "-M"],
    ]

    /// (on a terminal, environment, extra arguments, colour expected)
    static let settings: [(Bool, [String: String], [String], Bool)] = [
        (true, [:], [], true),
        (false, [:], [], false),
        (true, ["NO_COLOR": "1"], [], false),
        (true, [:], ["--color", "never"], false),
        (false, [:], ["--color", "always"], true),
        (false, ["NO_COLOR": "1"], ["--color", "always"], true),
        (true, ["NO_COLOR": "1"], ["--colour", "auto"], false),
    ]

    static func run(_ arguments: [String], terminal: Bool, environment: [String: String] = [:]) -> (Int32, String) {
        let output = OutputBuffer()
        let console = Console(arguments: ["-f", household] + arguments, environment: environment,
                              isOutputTerminal: terminal, today: CLIHarness.today, output: output)
        return (TrackCLI.run(console), output.text)
    }

    @Test(arguments: reports)
    func colourFollowsTheTerminalNoColorAndTheColorOption(_ report: [String]) {
        for (terminal, environment, extra, coloured) in Self.settings {
            let (status, text) = Self.run(report + extra, terminal: terminal, environment: environment)
            #expect(status == 0)
            #expect(text.contains("\u{1B}[") == coloured,
                    "\(report + extra), terminal: \(terminal), environment: \(environment)")
        }
    }

    /// Colour never changes the text itself: without its escape codes, the
    /// coloured output is the plain one.
    @Test(arguments: reports)
    func colourOnlyAddsEscapeCodes(_ report: [String]) {
        let (_, plain) = Self.run(report, terminal: false)
        let (_, coloured) = Self.run(report + ["--color", "always"], terminal: false)
        #expect(Self.strippingEscapes(coloured) == plain)
    }

    @Test func chartIsOnByDefaultOnlyOnATerminal() {
        let title = "Income and expenses per month in USD"
        #expect(Self.run(["report", "monthly"], terminal: true).1.contains(title))
        #expect(!Self.run(["report", "monthly"], terminal: false).1.contains(title))
        #expect(!Self.run(["report", "monthly", "--no-chart"], terminal: true).1.contains(title))
        #expect(Self.run(["report", "monthly", "--chart"], terminal: false).1.contains(title))
        // Never in CSV or JSON, whatever the terminal.
        #expect(!Self.run(["report", "monthly", "--chart", "-O", "csv"], terminal: true).1.contains("█"))
        #expect(!Self.run(["report", "monthly", "-O", "json"], terminal: true).1.contains("█"))
    }

    /// CSV and JSON are data: no escape codes even when colour is forced.
    @Test(arguments: [["report", "monthly"], ["report", "categories"], ["report", "required-income"], ["balance", "-M"]])
    func machineFormatsAreNeverColoured(_ report: [String]) {
        for format in ["csv", "json"] {
            let (status, text) = Self.run(report + ["-O", format, "--color", "always"], terminal: true)
            #expect(status == 0)
            #expect(!text.contains("\u{1B}["), "\(report) -O \(format)")
        }
    }

    /// `ESC [ … m` sequences removed.
    static func strippingEscapes(_ text: String) -> String {
        var result = ""
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if scalar == "m" { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
