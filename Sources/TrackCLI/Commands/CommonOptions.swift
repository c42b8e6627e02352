/// Options several report commands share, declared once.
enum CommonOptions {
    static let period: [OptionSpec] = [
        OptionSpec(names: ["-b", "--begin"], valueName: "DATE", help: "include postings on or after DATE"),
        OptionSpec(names: ["-e", "--end"], valueName: "DATE", help: "include postings before DATE (exclusive, as hledger)"),
        OptionSpec(names: ["-p", "--period"], valueName: "PERIOD", help: "a period: 2026, 2026-11, 2026q4, 'last month', 'from 2026-01 to 2026-07'"),
    ]

    /// `-X CUR`, `--value then|end`: see `Invocation.valuation(in:end:)`.
    static let valuation: [OptionSpec] = [
        OptionSpec(names: ["-X", "--exchange"], valueName: "CUR", help: "value amounts in CUR with the journal's P prices"),
        OptionSpec(names: ["--value"], valueName: "WHEN", help: "with -X: at the report's end (end, default) or each posting's date (then)"),
    ]

    static let outputFormat = OptionSpec(names: ["-O", "--output-format"], valueName: "FORMAT", help: "text (default), csv or json")

    /// `-O` for commands that write no CSV.
    static let textOrJSON = OptionSpec(names: ["-O", "--output-format"], valueName: "FORMAT", help: "text (default) or json")

    static let depth = OptionSpec(names: ["--depth"], valueName: "N", help: "show accounts to depth N, summing deeper ones into them")

    /// `--depth` for lists that show a deeper account under its ancestor's name.
    static let nameDepth = OptionSpec(names: ["--depth"], valueName: "N", help: "show accounts to depth N (a deeper account as its parent)")

    static let queryHelp = """
        QUERY terms select postings: an account pattern (expenses:food), acct:, desc:,
        payee:, note:, date:2026-11, status:*, tag:NAME[=VALUE], amt:>50, cur:USD,
        not:TERM. Patterns are case-insensitive; terms of one kind are alternatives,
        different kinds must all hold.
        """
}
