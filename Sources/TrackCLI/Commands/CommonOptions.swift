/// Options and help texts several report commands share, declared once
/// (the option groups that are read into values have their own types:
/// `PeriodOptions`, `IntervalOption`, `ValuationOptions`, …).
enum CommonOptions {
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
