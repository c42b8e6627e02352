import Foundation
import Testing
import TrackCLI
import TrackSyntax
import TrackTestSupport

/// The class "terminal escape injection": text a journal holds (a payee, an
/// account, a comment, a tag) reaches the terminal as text, never as a
/// command, from every report, whether colour is on or off, and whether a
/// column cut the text or not.
@Suite struct TerminalEscapeInjectionTests {
    static let escape = "\u{1B}"
    /// Clear the screen, an OSC 52 clipboard write (unterminated once cut), a
    /// C1 CSI, a bell, DEL, and an exact colour sequence
    /// of track's own style.
    static let journal = """
        2026-01-05 Shop \(escape)[2J\(escape)]52;c;ZWNobyBvd25lZA==\u{07} very long description that a register column cuts\u{9B}2J  ; note:\(escape)[31mred
            expenses:\(escape)]52;c;aGk=\u{07}food       10 EUR
            assets:cash\u{7F}x

        2026-01-06 Salary\(escape)[0m
            assets:cash       100 EUR
            income:job

        """

    static let reports: [[String]] = [
        ["balance"], ["balance", "-M"], ["balance", "--tree"], ["register"], ["register", "-w", "60"],
        ["register", "-M"], ["print"], ["accounts"], ["accounts", "--tree"], ["stats"], ["overview"], [],
        ["report", "monthly"], ["report", "categories"], ["income-statement"], ["balance-sheet"],
        ["export"], ["check"], ["reconcile", "assets:cash", "90"],
    ]

    static func run(_ arguments: [String], colour: Bool) -> (stdout: [UInt8], stderr: [UInt8]) {
        let console = Console(
            arguments: ["-f", "hostile.journal"] + arguments + (colour ? ["--color", "always"] : ["--color", "never"]),
            isOutputTerminal: true, isErrorTerminal: true, today: CLIHarness.today,
            fileSystem: InMemoryFileSystem(files: ["hostile.journal": journal]))
        _ = TrackCLI.run(console)
        return (console.output.bytes, console.errors.bytes)
    }

    /// The control bytes left once track's own colour sequences are taken out.
    static func controls(_ bytes: [UInt8], colour: Bool) -> [UInt8] {
        var text = String(decoding: bytes, as: UTF8.self)
        if colour {
            for code in ["0", "1", "2", "31", "32", "33"] { text = text.replacingOccurrences(of: "\(escape)[\(code)m", with: "") }
        }
        return text.unicodeScalars.compactMap { scalar in
            let value = scalar.value
            let control = (value < 0x20 && value != 0x0A && value != 0x09) || (0x7F...0x9F).contains(value)
            return control ? UInt8(truncatingIfNeeded: value) : nil
        }
    }

    @Test(arguments: reports, [false, true])
    func noControlCharacterReachesTheTerminal(_ arguments: [String], colour: Bool) {
        let (stdout, stderr) = Self.run(arguments, colour: colour)
        #expect(Self.controls(stdout, colour: colour) == [], "stdout of \(arguments)")
        // Errors are coloured on a terminal whatever `--color` says.
        #expect(Self.controls(stderr, colour: true) == [], "stderr of \(arguments)")
    }

    @Test func controlsAreShownEscaped() {
        let (stdout, _) = Self.run(["print"], colour: false)
        let text = String(decoding: stdout, as: UTF8.self)
        #expect(text.contains("Shop \\x1b[2J\\x1b]52"))
        #expect(text.contains("expenses:\\x1b]52;c;aGk=\\x07food"))
        #expect(text.contains("\\u009b2J"))
        #expect(text.contains("note:\\x1b[31mred"), "colour off: not even an exact colour sequence passes")
    }

    /// `--color always` into a pipe is for a pager that shows colour (`less -R`), and so for a terminal.
    @Test(arguments: [["register"], ["print"], ["balance"]])
    func colourForcedOnAPipeIsEscapedToo(_ arguments: [String]) {
        let console = Console(arguments: ["-f", "hostile.journal", "--color", "always"] + arguments, isOutputTerminal: false,
                              today: CLIHarness.today, fileSystem: InMemoryFileSystem(files: ["hostile.journal": Self.journal]))
        _ = TrackCLI.run(console)
        #expect(Self.controls(console.output.bytes, colour: true) == [])
    }

    @Test func aPipeGetsTheJournalsBytes() {
        let console = Console(arguments: ["-f", "hostile.journal", "print"], isOutputTerminal: false,
                              today: CLIHarness.today, fileSystem: InMemoryFileSystem(files: ["hostile.journal": Self.journal]))
        _ = TrackCLI.run(console)
        #expect(console.output.text.contains("Shop \(Self.escape)[2J"))
    }

    @Test func addRefusesControlCharacters() {
        for arguments in [["expense", "5", "lunch\u{1B}[2J"], ["expense", "5", "lunch", "--note", "a\u{9B}b"],
                          ["expense", "5", "lunch", "--category", "food\u{7}"], ["x", "Expenses:\u{1B}]52;c;aGk=\u{7}", "5", "Assets:Cash"]] {
            let result = CLIHarness.run(["-f", "t.journal", "add"] + arguments + ["--new-account"], files: ["t.journal": ""])
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderr.contains("has a control character"), "\(arguments)")
        }
    }

    @Test func importShowsABanksControlCharactersAsSymbols() throws {
        let dir = TemporaryDirectory()
        dir.write("track.journal", "")
        dir.write("bank.rules", "skip 1\nfields date, description, amount, note\naccount1 Assets:Bank\naccount2 Expenses:%note\ncurrency $\n")
        dir.write("bank.csv", "date,description,amount,note\n2026-11-03,Shop\u{1B}[2J,-3.50,x\u{9B}y\u{7F}\n")
        let result = CLIHarness.run(["-f", dir.path + "/track.journal", "import", dir.path + "/bank.csv", "--rules", dir.path + "/bank.rules"])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try #require(dir.read("track.journal"))
        #expect(text.contains("Shop\u{241B}[2J"))
        #expect(text.contains("Expenses:x\u{FFFD}y\u{2421}"))
        #expect(!text.unicodeScalars.contains { ControlCharacter.isControl($0) })
    }

    @Test func checkStrictFlagsEachLineWithAControlCharacter() {
        let result = CLIHarness.run(["-f", "hostile.journal", "check", "--strict"], files: ["hostile.journal": Self.journal])
        #expect(result.stderr.components(separatedBy: "warning: a control character").count - 1 == 4)
        #expect(CLIHarness.run(["-f", "hostile.journal", "check"], files: ["hostile.journal": Self.journal]).stderr == "")
    }
}
