import Testing
@testable import TrackCLI
import TrackRendering

/// The chart's width is the console's, read by the CLI.
@Suite struct BarChartColumnsTests {
    @Test func widthComesFromTheTerminal() {
        let onTerminal = Console(arguments: [], environment: ["COLUMNS": "120"], isOutputTerminal: true, today: CLIHarness.today)
        let piped = Console(arguments: [], environment: ["COLUMNS": "120"], isOutputTerminal: false, today: CLIHarness.today)
        #expect(BarChart.columns(onTerminal) == 120)
        #expect(BarChart.columns(piped) == 80)
        #expect(BarChart.width(columns: 80, used: 75) == 10)
    }
}

/// `track report REPORT`: the reports that are commands of their own give
/// the same output either way.
@Suite struct ReportCommandTests {
    @Test(arguments: [["is", "-M", "-p", "2026q3"], ["balance-sheet", "--depth", "1"]])
    func forwardsToTheCommand(_ arguments: [String]) {
        let household = CLIHarness.example("household.journal")
        let direct = CLIHarness.run(["-f", household] + arguments)
        let viaReport = CLIHarness.run(["-f", household, "report"] + arguments)
        #expect(direct.status == 0)
        #expect(viaReport.stdout == direct.stdout)
        #expect(viaReport.status == direct.status)
    }

    @Test func noColourWhenNoColorIsSet() {
        let household = CLIHarness.example("household.journal")
        let arguments = ["-f", household, "report", "monthly", "--chart"]
        let output = OutputBuffer()
        let console = Console(arguments: arguments, environment: ["NO_COLOR": "1"], isOutputTerminal: true,
                              today: CLIHarness.today, output: output)
        #expect(TrackCLI.run(console) == 0)
        #expect(!output.text.contains("\u{1B}["))
        let forced = OutputBuffer()
        let always = Console(arguments: arguments + ["--color", "always"], today: CLIHarness.today, output: forced)
        #expect(TrackCLI.run(always) == 0)
        #expect(forced.text.contains("\u{1B}[32m█"))
    }
}
