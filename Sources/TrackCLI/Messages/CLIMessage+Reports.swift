import TrackModel
import TrackReports

/// The messages of the reading commands and of `report`'s reports.
extension CLIMessage {
    static func declaredAndUsed() -> CLIMessage {
        CLIMessage(.declaredAndUsed, "--declared and --used exclude each other", hint: "give one of them, or neither for both kinds")
    }

    static func unknownErrorFormat(_ format: String) -> CLIMessage {
        CLIMessage(.unknownErrorFormat, "unknown error format '\(format)'", hint: "use --errors text or --errors json")
    }

    static func cumulativeAndHistorical() -> CLIMessage {
        CLIMessage(.cumulativeAndHistorical, "--cumulative and --historical exclude each other",
                   hint: "--cumulative starts from zero at the report's start; --historical includes everything before")
    }

    /// An option of `register`'s per-period lines, given without an interval.
    static func registerOptionNeedsInterval(_ option: String) -> CLIMessage {
        CLIMessage(.registerOptionNeedsInterval, "--\(option) needs an interval in a register",
                   hint: "add -D, -W, -M, -Q or -Y for one line per account and period")
    }

    static func notAWidth(_ text: String) -> CLIMessage {
        CLIMessage(.notAWidth, "'\(text)' after --width is not a width",
                   hint: "give the line width in columns, optionally with the description's: --width 120 or --width 120,40")
    }

    static func noReportName() -> CLIMessage {
        CLIMessage(.noReportName, "which report? track report needs a report's name",
                   hint: "name one: monthly (or daily, weekly, quarterly, yearly), categories, required-income, "
                       + "income-statement or balance-sheet")
    }

    static func unknownReport(_ name: String, suggestion: String?, names: [String]) -> CLIMessage {
        CLIMessage(.unknownReport, "unknown report '\(name)'",
                   hint: suggestion.map { "did you mean '\($0)'?" } ?? "the reports are " + alternatives(names))
    }

    /// An option of another report (`report monthly --tax-rate`), with the closest of the report's own.
    static func optionOfAnotherReport(_ report: String, option: String, suggestion: String?) -> CLIMessage {
        CLIMessage(.optionOfAnotherReport, "'\(report)' takes no option '\(option)'",
                   hint: suggestion.map { "did you mean '\($0)'?" } ?? "run 'track report --help' for each report's options")
    }

    static func chartAndNoChart() -> CLIMessage {
        CLIMessage(.chartAndNoChart, "--chart and --no-chart exclude each other", hint: "give one of them")
    }

    /// `report weekly -p 'monthly in 2026'`.
    static func periodIntervalConflict(period: Interval, report: Interval) -> CLIMessage {
        CLIMessage(.periodIntervalConflict, "the period asks for \(period.rawValue) rows, the report for \(report.rawValue) ones",
                   hint: "run 'track report \(period.rawValue)', or give the period without an interval")
    }

    static func goalNeedsAction(_ word: String?) -> CLIMessage {
        CLIMessage(.goalNeedsAction, word.map { "'\($0)' is not something 'track goal' does" } ?? "'track goal' needs what to do",
                   hint: "write 'track goal schedule NAME', 'goal add NAME --target AMOUNT', 'goal edit NAME …' or 'goal remove NAME'")
    }

    static func goalNeedsName(_ action: String) -> CLIMessage {
        CLIMessage(.goalNeedsName, "'track goal \(action)' needs the goal's name, and nothing else",
                   hint: "the name is the account's last part: 'track goal \(action) Vacation'")
    }

    static func goalAddNeedsTarget() -> CLIMessage {
        CLIMessage(.goalAddNeedsTarget, "'track goal add' needs --target", hint: "give the goal's amount: --target '3000 USD' (0 USD for a loan)")
    }

    static func goalTargetNotAmount(_ text: String) -> CLIMessage {
        CLIMessage(.goalTargetNotAmount, "'\(text)' is not an amount", hint: "write a number and a commodity, without digit groups: '3000 USD'")
    }

    static func goalDueNotDate(_ text: String) -> CLIMessage {
        CLIMessage(.goalDueNotDate, "'\(text)' after --due is not a date", hint: "write a date such as 2027-06-30")
    }

    static func goalRateNotPercent(_ text: String) -> CLIMessage {
        CLIMessage(.goalRateNotPercent, "'\(text)' after --rate is not a yearly rate of zero or more",
                   hint: "write the yearly rate as a percentage, such as 4.9%")
    }

    static func goalExists(_ name: String, account: String) -> CLIMessage {
        CLIMessage(.goalExists, "there is a goal named \(name) already, on \(account)",
                   hint: "change it with 'track goal edit \(name) …', or choose another name")
    }

    static func unknownGoal(_ name: String, closest: String?) -> CLIMessage {
        CLIMessage(.unknownGoal, "there is no goal named '\(name)'",
                   hint: closest.map { "did you mean '\($0)'?" } ?? "'track goals' lists them; 'track goal add' adds one")
    }

    static func goalScheduleNotLoan(_ name: String) -> CLIMessage {
        CLIMessage(.goalScheduleNotLoan, "\(name) is a saving goal: only a loan has a payment schedule",
                   hint: "'track goals' shows what \(name) needs each month")
    }

    static func goalNoPayment(_ name: String) -> CLIMessage {
        CLIMessage(.goalNoPayment, "\(name) has no due date and no payments in the last three months to schedule by",
                   hint: "give it a due date: 'track goal edit \(name) --due 2028-12-31'")
    }

    /// A goal in a commodity its account has never held: no rate is guessed.
    static func goalCommodityNotHeld(_ error: GoalsReport.CommodityNotHeld) -> CLIMessage {
        let held = error.held.map { "'\($0)'" }.joined(separator: ", ")
        return CLIMessage(.goalCommodityNotHeld, "the goal of \(error.account) is in '\(error.goal)', which the account never holds (it holds \(held))",
                          hint: "write the goal in the account's commodity, such as goal: 3000 \(error.held.first ?? "USD")")
    }

    /// `budget --explain NAME` of an account no rule budgets in the period.
    static func notABudgetedAccount(_ name: String, closest: String?) -> CLIMessage {
        CLIMessage(.notABudgetedAccount, "'\(name)' has no budget of its own in this period",
                   hint: closest.map { "did you mean '\($0)'?" } ?? "name an account a ~ rule posts to, as 'track budget --depth 9' lists them")
    }

    /// `--forecast=` with nothing, or a period with no days (`2027..2026`).
    static func forecastEmptyPeriod(_ text: String) -> CLIMessage {
        CLIMessage(.forecastEmptyPeriod, "--forecast='\(text)' gives no days to forecast",
                   hint: "leave the value out (--forecast) to forecast after the last transaction, or give a period such as --forecast=2027")
    }

    static func categoriesWithInterval(_ interval: Interval) -> CLIMessage {
        CLIMessage(.categoriesWithInterval, "report categories covers one period, and '-p' gives \(interval.rawValue) ones",
                   hint: "give the period alone (-p 2026), or run 'track report \(interval.rawValue)' for a row per period")
    }

    static func compareWithoutBounds() -> CLIMessage {
        CLIMessage(.compareWithoutBounds, "--compare needs a period with a start and an end",
                   hint: "give one, such as -p 2026-10 or -p 'last month'")
    }

    /// A category named to `report categories` that the journal does not have, in the reports' words.
    static func unknownReportCategory(_ error: QueryError) -> CLIMessage {
        CLIMessage(.unknownReportCategory, error.message, hint: error.hint)
    }

    static func requiredIncomeWithInterval(_ interval: Interval) -> CLIMessage {
        CLIMessage(.requiredIncomeWithInterval, "report required-income covers one window, and '-p' gives \(interval.rawValue) periods",
                   hint: "give the window alone, such as -p 'last 6 months' or -p 2026")
    }

    /// `--hours-per-week` or `--weeks-per-year` out of `range`.
    static func numberOutOfRange(_ text: String, option: String, range: (Int, Int), example: String) -> CLIMessage {
        CLIMessage(.numberOutOfRange, "'\(text)' after --\(option) is not a number above \(range.0) and up to \(range.1)",
                   hint: "give a number such as --\(option) \(example)")
    }

    static func notATaxRate(_ text: String) -> CLIMessage {
        CLIMessage(.notATaxRate, "'\(text)' after --tax-rate is not a percentage from 0 up to 100",
                   hint: "give the rate in percent, such as --tax-rate 25 for 25%")
    }

    /// A figure of the report does not fit in 38 digits; `taxRate` when one was given.
    static func requiredIncomeOverflow(taxRate: String?) -> CLIMessage {
        CLIMessage(.requiredIncomeOverflow, "the required income has more digits than track can compute exactly",
                   hint: taxRate.map { "a tax rate of \($0)% leaves almost nothing after tax; give a lower --tax-rate" }
                       ?? "check the journal's largest amounts with 'track balance'")
    }

    static func emptyWindow() -> CLIMessage {
        CLIMessage(.emptyWindow, "the window for required-income is empty", hint: "give a period with days in it, such as -p 2026")
    }

    /// `track completions` with no shell, or more than one.
    static func completionsNeedShell(_ count: Int) -> CLIMessage {
        CLIMessage(.completionsNeedShell, count == 0 ? "which shell? track completions needs a shell's name" : "track completions takes one shell, not \(count)",
                   hint: "such as: track completions bash")
    }

    static func unknownShell(_ name: String, shells: [String]) -> CLIMessage {
        CLIMessage(.unknownShell, "track has no completions for the shell '\(name)'", hint: "track completes in " + alternatives(shells))
    }

    /// `track aregister` with no account.
    static func aregisterNeedsAccount() -> CLIMessage {
        CLIMessage(.aregisterNeedsAccount, "'aregister' needs an account",
                   hint: "name it, or a pattern for it: 'track aregister checking'")
    }

    static func aregisterNoAccount(_ pattern: String, suggestion: String?) -> CLIMessage {
        CLIMessage(.aregisterNoAccount, "no account matches '\(pattern)'",
                   hint: suggestion.map { "did you mean '\($0)'?" } ?? "see the accounts with 'track accounts'")
    }
}
