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

    /// `--show-rates`: list the rates a valuation used.
    static let showRates = OptionSpec(names: ["--show-rates"], help: "with -X: list the rates used (from, to, rate, date, chain)")

    /// `-D`…`-Y`: see `Invocation.reportInterval(period:)`.
    static let intervals: [OptionSpec] = [
        OptionSpec(names: ["-D", "--daily"], help: "one column (or summary) per day"),
        OptionSpec(names: ["-W", "--weekly"], help: "per week (ISO weeks, from Monday)"),
        OptionSpec(names: ["-M", "--monthly"], help: "per month"),
        OptionSpec(names: ["-Q", "--quarterly"], help: "per quarter"),
        OptionSpec(names: ["-Y", "--yearly"], help: "per year"),
    ]

    /// `-A`, `-T`: the extra columns of a multi-period table.
    static let averageAndTotal: [OptionSpec] = [
        OptionSpec(names: ["-A", "--average"], help: "with an interval: add a column with each row's average"),
        OptionSpec(names: ["-T", "--row-total"], help: "with an interval: add a column with each row's total (changes only)"),
    ]

    /// How multi-period reports take their periods, for their help.
    static let periodHelp = """
        PERIOD (-p): 2026, 2026-11, 2026q4, 2026-W45, nov, today, 'this month',
        'last month', 'last 3 months' (the three whole months before this one),
        'this year', 'from 2026-01 to 2026-07', 2026-01..2026-07, 'since 2026-03',
        'monthly in 2026' (an interval too). End dates are exclusive, as in hledger;
        with an interval the period widens to whole periods. TRACK_TODAY or --today
        fixes the day 'this' and 'last' count from.
        """

    static let outputFormat = OptionSpec(names: ["-O", "--output-format"], valueName: "FORMAT", help: "text (default), csv or json")

    /// `-O` for commands that write no CSV.
    static let textOrJSON = OptionSpec(names: ["-O", "--output-format"], valueName: "FORMAT", help: "text (default) or json")

    static let depth = OptionSpec(names: ["--depth"], valueName: "N", help: "show accounts to depth N, summing deeper ones into them")

    /// `--depth` for lists that show a deeper account under its ancestor's name.
    static let nameDepth = OptionSpec(names: ["--depth"], valueName: "N", help: "show accounts to depth N (a deeper account as its parent)")

    static let queryHelp = """
        QUERY terms select postings: a plain word is an account pattern (expenses:food);
        then acct:, desc:, payee:, note:, date:2026-11, status:*, tag:NAME[=VALUE],
        amt:>50, cur:USD, cat:NAME (a category: leisure), not:TERM. Patterns are
        case-insensitive; account, description, status and category terms are
        alternatives, all other terms must hold (as in hledger).
        """

    /// `queryHelp` for `track report`: monthly and required-income read a plain
    /// word as a register does, categories as a category's name.
    static let reportQueryHelp = """
        QUERY terms select postings: a plain word matches the account name or the
        description (coffee), except in 'report categories', where it names a
        category; then acct:, desc:, payee:, note:, date:2026-11, status:*,
        tag:NAME[=VALUE], amt:>50, cur:USD, cat:NAME (a category: leisure),
        not:TERM. Patterns are case-insensitive; plain words, account,
        description, status and category terms are alternatives, all other
        terms must hold.
        """

    /// `queryHelp` for commands that list transactions, where a plain word
    /// matches the description too.
    static let transactionQueryHelp = """
        QUERY terms select postings: a plain word matches the account name or the
        description (coffee); then acct:, desc:, payee:, note:, date:2026-11,
        status:*, tag:NAME[=VALUE], amt:>50, cur:USD, cat:NAME (a category: leisure),
        not:TERM. Patterns are case-insensitive; plain words, account, description,
        status and category terms are alternatives, all other terms must hold.
        """
}
