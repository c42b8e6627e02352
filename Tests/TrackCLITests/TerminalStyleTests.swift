import Testing
import TrackCLI
import TrackRendering

struct TerminalStyleTests {
    @Test(arguments: [
        (ColorMode.auto, true, [:], true),
        (.auto, false, [:], false),
        (.auto, true, ["NO_COLOR": "1"], false),
        (.auto, true, ["NO_COLOR": ""], true),  // no-color.org: present and not empty
        (.auto, true, ["TERM": "dumb"], false),
        (.auto, true, ["TERM": "xterm-256color"], true),
        (.always, false, ["NO_COLOR": "1", "TERM": "dumb"], true),
        (.never, true, [:], false),
    ] as [(ColorMode, Bool, [String: String], Bool)])
    func enabled(mode: ColorMode, isTerminal: Bool, environment: [String: String], expected: Bool) {
        let style = TerminalStyle(mode: mode, isTerminal: isTerminal, environment: environment)
        #expect(style.enabled == expected)
    }

    @Test func enabledStyleWrapsInANSICodes() {
        let style = TerminalStyle(enabled: true)
        #expect(style.red("-5") == "\u{1B}[31m-5\u{1B}[0m")
        #expect(style.green("5") == "\u{1B}[32m5\u{1B}[0m")
        #expect(style.yellow("!") == "\u{1B}[33m!\u{1B}[0m")
        #expect(style.bold("支出") == "\u{1B}[1m支出\u{1B}[0m")
        #expect(style.dim("x") == "\u{1B}[2mx\u{1B}[0m")
        #expect(style.red("") == "")
    }

    @Test func disabledStyleLeavesTextAlone() {
        let style = TerminalStyle(enabled: false)
        for styled in [style.red("a"), style.green("a"), style.yellow("a"), style.bold("a"), style.dim("a")] {
            #expect(styled == "a")
        }
    }

    @Test(arguments: [("auto", ColorMode.auto), ("always", .always), ("never", .never)])
    func modeFromOptionValue(_ text: String, is mode: ColorMode) {
        #expect(ColorMode(rawValue: text) == mode)
    }

    @Test func unknownModeIsNil() {
        #expect(ColorMode(rawValue: "sometimes") == nil)
    }
}
