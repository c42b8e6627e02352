import Testing
import TrackCLI

struct CommandSpecTests {
    static let globalOptions = [
        OptionSpec(names: ["-f", "--file"], valueName: "FILE", repeatable: true, help: "Read the journal from FILE."),
        OptionSpec(names: ["--color"], valueName: "WHEN", help: "auto, always or never."),
    ]

    static let balance = CommandSpec(
        name: "balance",
        aliases: ["bal"],
        summary: "Show account balances.",
        usage: "track balance [OPTIONS] [QUERY...]",
        options: [
            OptionSpec(names: ["--flat"], help: "Show full account names."),
            OptionSpec(names: ["-O", "--output-format"], valueName: "FORMAT", help: "txt, csv or json."),
            OptionSpec(names: ["--depth"], valueName: "N", help: "Hide accounts deeper than N.\nCounts from 1."),
        ],
        discussion: "Sums the postings of each account.\n支出 accounts are expenses.\n"
    )

    @Test func helpScreen() {
        #expect(
            Self.balance.helpText(globalOptions: Self.globalOptions) == """
                Usage: track balance [OPTIONS] [QUERY...]

                Show account balances.
                Aliases: bal

                Sums the postings of each account.
                支出 accounts are expenses.

                Options:
                      --flat                  Show full account names.
                  -O, --output-format FORMAT  txt, csv or json.
                      --depth N               Hide accounts deeper than N.
                                              Counts from 1.

                Global options:
                  -f, --file FILE   Read the journal from FILE.
                      --color WHEN  auto, always or never.

                """)
    }

    @Test func emptySectionsAreLeftOut() {
        let version = CommandSpec(name: "version", summary: "Print the version.", usage: "track version")
        #expect(
            version.helpText(globalOptions: []) == """
                Usage: track version

                Print the version.

                """)
    }

    @Test func longNamesAreNotIndentedWithoutShortOnes() {
        let spec = CommandSpec(
            name: "print",
            summary: "Show transactions.",
            usage: "track print",
            options: [OptionSpec(names: ["--explicit"], help: "Show all amounts.")]
        )
        #expect(
            spec.helpText(globalOptions: []) == """
                Usage: track print

                Show transactions.

                Options:
                  --explicit  Show all amounts.

                """)
    }

    @Test func parserCombinesCommandAndGlobalOptions() throws {
        let parser = Self.balance.parser(globalOptions: Self.globalOptions)
        let parsed = try parser.parse(["--flat", "-f", "a.journal", "expenses"])
        #expect(parsed == ParsedArguments(flags: ["flat"], values: ["file": ["a.journal"]], positionals: ["expenses"]))

        let noArguments = CommandSpec(name: "stats", summary: "", usage: "", acceptsPositionals: false)
        #expect(throws: ArgumentError.unexpectedArgument("x")) {
            try noArguments.parser(globalOptions: []).parse(["x"])
        }
    }
}
