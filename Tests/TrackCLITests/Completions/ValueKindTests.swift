import Testing
@testable import TrackCLI

/// What an option's value is when its spec does not say: read from its value name.
@Suite struct ValueKindTests {
    @Test(arguments: [
        ("FILE", ValueKind.file), ("FILE.rules", .file), ("RULES", .file), ("ACCOUNT", .account), ("PAYEE", .payee),
        ("CUR", .commodity), ("COMMODITY", .commodity), ("TAG", .tag), ("DATE", .text), ("N", .text),
    ])
    func aValueNameSaysWhatTheValueIs(_ name: String, _ kind: ValueKind) {
        #expect(ValueKind.named(name) == kind)
        #expect(OptionSpec(names: ["--x"], valueName: name, help: "").values == kind)
    }

    @Test func aDeclaredKindWins() {
        let option = OptionSpec(names: ["--currency"], valueName: "CUR", values: .text, help: "")
        #expect(option.values == .text)
    }

    @Test func argumentsAreQueryTermsWhenTheUsageSaysQuery() {
        #expect(CommandSpec(name: "x", summary: "", usage: "track x [QUERY...]").arguments == [.query])
        #expect(CommandSpec(name: "x", summary: "", usage: "track x NAME").arguments == [.text])
        #expect(CommandSpec(name: "x", summary: "", usage: "track x", acceptsPositionals: false).arguments == [])
        #expect(CommandSpec(name: "x", summary: "", usage: "track x FILE", arguments: [.file]).arguments == [.file])
    }

    @Test func helpNamesASubcommand() {
        let result = CLIHarness.run(["help", "report", "monthly"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Usage: track report monthly"))
        #expect(CLIHarness.run(["help", "bal"]).stdout.hasPrefix("Usage: track balance"))
        #expect(CLIHarness.run(["help", "nothing"]).stdout == CLIHarness.run(["--help"]).stdout)
    }
}
