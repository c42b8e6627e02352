import Testing
import TrackCLI

struct ArgumentParserTests {
    static let options = [
        OptionSpec(names: ["-f", "--file"], valueName: "FILE", repeatable: true, help: "Read the journal from FILE."),
        OptionSpec(names: ["-O", "--output-format"], valueName: "FORMAT", help: "txt, csv or json."),
        OptionSpec(names: ["-p", "--period"], valueName: "PERIOD", help: "Report on PERIOD only."),
        OptionSpec(names: ["--flat"], help: "Show full account names."),
        OptionSpec(names: ["--tree"], help: "Show accounts as a tree."),
        OptionSpec(names: ["-S", "--sort-amount"], help: "Sort by amount."),
        OptionSpec(names: ["--depth"], valueName: "N", help: "Hide accounts deeper than N."),
        OptionSpec(names: ["-x"], help: "A short-only flag."),
    ]
    static let parser = ArgumentParser(options: options)

    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let expected: ParsedArguments
        var testDescription: String { arguments.joined(separator: " ") }

        init(_ arguments: [String], flags: Set<String> = [], values: [String: [String]] = [:], positionals: [String] = []) {
            self.arguments = arguments
            expected = ParsedArguments(flags: flags, values: values, positionals: positionals)
        }
    }

    @Test(arguments: [
        Case([]),
        Case(["--file", "a.journal"], values: ["file": ["a.journal"]]),
        Case(["--file=a.journal"], values: ["file": ["a.journal"]]),
        Case(["--file="], values: ["file": [""]]),
        Case(["--period=from=x"], values: ["period": ["from=x"]]),
        Case(["-f", "a.journal"], values: ["file": ["a.journal"]]),
        Case(["-fa.journal"], values: ["file": ["a.journal"]]),
        Case(["-Ocsv"], values: ["output-format": ["csv"]]),
        Case(["-O=csv"], values: ["output-format": ["csv"]]),
        Case(["-p2026"], values: ["period": ["2026"]]),
        Case(["--flat"], flags: ["flat"]),
        Case(["-S"], flags: ["sort-amount"]),
        Case(["-x"], flags: ["x"]),
        Case(["--flat", "--flat"], flags: ["flat"]),
        Case(["expenses", "--flat", "food"], flags: ["flat"], positionals: ["expenses", "food"]),
        Case(["--", "--flat", "-f"], positionals: ["--flat", "-f"]),
        Case(["--flat", "--", "--"], flags: ["flat"], positionals: ["--"]),
        Case(["-"], positionals: ["-"]),
        Case(["-f", "-"], values: ["file": ["-"]]),
        Case(["-5"], values: ["depth": ["5"]]),  // hledger's depth shorthand, as the parser has --depth
        Case(["-12.50", "lunch"], positionals: ["-12.50", "lunch"]),
        Case(["-.5"], positionals: ["-.5"]),
        Case(["--depth", "-5"], values: ["depth": ["-5"]]),  // a value may start with a dash
        Case(["--file", "--flat"], values: ["file": ["--flat"]]),
        Case(["--file", "a", "-f", "b", "--file=c"], values: ["file": ["a", "b", "c"]]),  // repeatable
        Case(["-O", "csv", "--output-format=json"], values: ["output-format": ["json"]]),  // last wins
        Case(["支出", "--period", "2026-01"], values: ["period": ["2026-01"]], positionals: ["支出"]),
    ])
    func parses(_ testCase: Case) throws {
        #expect(try Self.parser.parse(testCase.arguments) == testCase.expected)
    }

    @Test(arguments: [
        (["--flatt"], ArgumentError.unknownOption("--flatt", suggestion: "--flat")),
        (["--fla"], .unknownOption("--fla", suggestion: "--flat")),
        (["--FLAT"], .unknownOption("--FLAT", suggestion: "--flat")),
        (["--depht", "2"], .unknownOption("--depht", suggestion: "--depth")),
        (["--sort"], .unknownOption("--sort", suggestion: "--sort-amount")),  // unique prefix
        (["-tree"], .unknownOption("-tree", suggestion: "--tree")),  // single dash
        (["--unknown=3"], .unknownOption("--unknown", suggestion: nil)),
        (["--zzz", "--flatt"], .unknownOption("--zzz", suggestion: nil)),  // the first error is reported
        (["-z"], .unknownOption("-z", suggestion: nil)),
        (["-s"], .unknownOption("-s", suggestion: "-S")),
        (["-Sx"], .unknownOption("-Sx", suggestion: "-S")),  // flags are not bundled
        (["--flat=yes"], .unexpectedValue(option: "--flat")),
        (["--flat="], .unexpectedValue(option: "--flat")),
        (["-S=1"], .unexpectedValue(option: "-S")),
        (["--file"], .missingValue(option: "--file")),
        (["-f"], .missingValue(option: "-f")),
        (["--flat", "-p"], .missingValue(option: "-p")),
    ])
    func rejects(_ arguments: [String], with expected: ArgumentError) {
        #expect(throws: expected) {
            try Self.parser.parse(arguments)
        }
    }

    /// `--forecast` alone is a flag; `--forecast=2027` gives a value; the next argument is never taken as one.
    @Test func anOptionalValueIsOnlyEverAttached() throws {
        let parser = ArgumentParser(options: [.optionalValue("--forecast", valueName: "PERIOD", help: "forecast")])
        #expect(try parser.parse(["--forecast", "rent"]) == ParsedArguments(flags: ["forecast"], positionals: ["rent"]))
        #expect(try parser.parse(["--forecast=2027"]) == ParsedArguments(values: ["forecast": ["2027"]]))
    }

    @Test func aShortOptionNamedByADigitIsAnOption() throws {
        let parser = ArgumentParser(options: [OptionSpec(names: ["-1"], help: "Depth 1.")])
        #expect(try parser.parse(["-1"]) == ParsedArguments(flags: ["1"]))
        #expect(try parser.parse(["-2", "-.5"]) == ParsedArguments(positionals: ["-2", "-.5"]))
        #expect(throws: ArgumentError.unknownOption("-12.50", suggestion: nil)) {
            try parser.parse(["-12.50"])
        }
    }

    @Test func digitsAreTheDepthWhereACommandHasIt() throws {
        let parser = ArgumentParser(options: [OptionSpec(names: ["--depth"], valueName: "N", help: "Depth.")])
        #expect(try parser.parse(["-2", "food"]) == ParsedArguments(values: ["depth": ["2"]], positionals: ["food"]))
        #expect(try parser.parse(["-12"]) == ParsedArguments(values: ["depth": ["12"]]))
        #expect(try parser.parse(["-1.5"]) == ParsedArguments(positionals: ["-1.5"]))
        let noDepth = ArgumentParser(options: [OptionSpec(names: ["--flat"], help: "Flat.")])
        #expect(try noDepth.parse(["-5"]) == ParsedArguments(positionals: ["-5"]))
    }

    @Test func commandsWithoutPositionals() throws {
        let parser = ArgumentParser(options: Self.options, acceptsPositionals: false)
        #expect(try parser.parse(["--flat", "-f", "x"]) == ParsedArguments(flags: ["flat"], values: ["file": ["x"]]))
        for (arguments, argument) in [(["foo"], "foo"), (["--flat", "--", "x"], "x"), (["-.5"], "-.5"), (["-"], "-")] {
            #expect(throws: ArgumentError.unexpectedArgument(argument)) {
                try parser.parse(arguments)
            }
        }
    }

    @Test(arguments: [
        (
            ArgumentError.unknownOption("--flatt", suggestion: "--flat"),
            "unknown option '--flatt'", "did you mean '--flat'?"
        ),
        (
            .unknownOption("--zzz", suggestion: nil),
            "unknown option '--zzz'", "run the command with --help for the list of options"
        ),
        (
            .missingValue(option: "--file"),
            "option '--file' needs a value", "write it as '--file VALUE' or '--file=VALUE'"
        ),
        (
            .missingValue(option: "-f"),
            "option '-f' needs a value", "write it as '-f VALUE' or '-fVALUE'"
        ),
        (
            .unexpectedValue(option: "--flat"),
            "option '--flat' takes no value", "write '--flat' on its own"
        ),
        (
            .invalidValue(option: "--depth", value: "two", expected: "a whole number"),
            "invalid value 'two' for option '--depth'", "expected a whole number"
        ),
        (
            .unknownCommand("balanse", suggestion: "balance"),
            "unknown command 'balanse'", "did you mean 'balance'?"
        ),
        (
            .unknownCommand("frobnicate", suggestion: nil),
            "unknown command 'frobnicate'", "run 'track --help' for the list of commands"
        ),
        (
            .unexpectedArgument("foo"),
            "unexpected argument 'foo'", "this command takes no arguments"
        ),
    ] as [(ArgumentError, String, String?)])
    func errorText(_ error: ArgumentError, message: String, hint: String?) {
        #expect(error.message == message)
        #expect(error.hint == hint)
    }

    @Test(arguments: [
        (["-f", "--file"], "file"),
        (["--output-format", "-O"], "output-format"),
        (["-p", "--period", "--per"], "period"),
        (["-x"], "x"),
        (["--flat"], "flat"),
    ])
    func optionKey(names: [String], is key: String) {
        #expect(OptionSpec(names: names, help: "").key == key)
    }

    @Test func flagsDoNotTakeValues() {
        #expect(!OptionSpec(names: ["--flat"], help: "").takesValue)
        #expect(OptionSpec(names: ["--depth"], valueName: "N", help: "").takesValue)
    }

    @Test func lookingUpParsedArguments() throws {
        let parsed = try Self.parser.parse(["--flat", "-f", "a", "-f", "b", "--depth", "2", "food"])
        #expect(parsed.has("flat"))
        #expect(parsed.has("file"))
        #expect(parsed.has("depth"))
        #expect(!parsed.has("tree"))
        #expect(!parsed.has("period"))
        #expect(parsed.value("file") == "b")
        #expect(parsed.values("file") == ["a", "b"])
        #expect(parsed.value("depth") == "2")
        #expect(parsed.value("period") == nil)
        #expect(parsed.values("period") == [])
        #expect(parsed.value("flat") == nil)
        #expect(parsed.positionals == ["food"])
    }
}
