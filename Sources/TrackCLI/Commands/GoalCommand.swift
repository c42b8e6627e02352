import TrackModel
import TrackRendering
import TrackReports
import TrackSyntax

/// `track goal schedule|add|edit|remove NAME …`: one goal. `schedule`
/// prints a loan's amortisation; `add`, `edit` and `remove` write the
/// goal's tags on its `account` directive through the safe rewrite
/// (`AccountDirectiveEdit`), then print its card.
enum GoalCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "goal",
        summary: "One goal: a loan's payment schedule, or add, edit or remove a goal on its account directive.",
        usage: "track goal schedule|add|edit|remove NAME [OPTIONS]",
        options: options,
        discussion: discussion,
        examples: [
            CommandExample("track goal schedule car --extra '100 USD'", "the car loan's schedule, and what 100 more a month saves"),
            CommandExample("track goal add Bike --target '1200 USD' --due 2027-05-31", "a saving goal on Assets:Savings:Bike"),
            CommandExample("track goal remove bike", "remove the goal's tags"),
        ])

    private static let options: [OptionSpec] = [
        OptionSpec(names: ["--target"], valueName: "AMOUNT", help: "add, edit: the goal's amount, such as '3000 USD' (0 for a loan paid off)"),
        OptionSpec(names: ["--due"], valueName: "DATE", help: "add, edit: when the goal is due"),
        OptionSpec(names: ["--account"], valueName: "ACCOUNT", help: "add: the account (default Assets:Savings:NAME, or Liabilities:Loans:NAME with --loan)"),
        OptionSpec(names: ["--loan"], help: "add: a loan to pay off, on a liability account"),
        OptionSpec(names: ["--rate"], valueName: "PCT", help: "add, edit: the yearly interest rate, such as 4.9%"),
        OptionSpec(names: ["--extra"], valueName: "AMOUNT", help: "schedule: pay this much more each month, and show what it saves"),
        OptionSpec(names: ["--dry-run"], help: "add, edit, remove: show the card, write nothing"),
        OutputFormatOption.option,
    ]

    private static let discussion = """
        schedule NAME: a loan's amortisation from next month to payoff (date,
        payment, interest, principal, balance), paying what finishes it by its
        due date (else the pace of the last three months); --extra AMOUNT adds
        that much each month and says how many months and how much interest it
        saves. add NAME --target AMOUNT [--due DATE] [--account ACCOUNT]
        [--loan [--rate PCT]], edit NAME [--target …] [--due …] [--rate …],
        remove NAME: write the goal:, due: and rate: tags of the account
        directive (nothing else in the file changes; a journal with errors is
        refused) and print the card. NAME is the account's last part.
        """

    enum Action: String, CaseIterable {
        case schedule, add, edit, remove
    }

    struct Options: CommandOptions {
        var action: Action
        var name: String
        var target, due, account, rate, extra: String?
        var loan, dryRun: Bool
        var format: OutputFormat
        /// Only `schedule` reads the journal first; the writes read it under its lock.
        var readsJournal: Bool { action == .schedule }

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            format = try OutputFormatOption(arguments).format()
            let words = arguments.positionals
            guard let first = words.first, let action = Action(rawValue: first.lowercased()) else {
                throw .message(.goalNeedsAction(words.first))
            }
            guard words.count == 2 else { throw .message(.goalNeedsName(action.rawValue)) }
            self.action = action
            name = words[1]
            target = arguments.value("target")
            due = arguments.value("due")
            account = arguments.value("account")
            rate = arguments.value("rate")
            extra = arguments.value("extra")
            loan = arguments.has("loan")
            dryRun = arguments.has("dry-run")
            if action == .add && target == nil { throw .message(.goalAddNeedsTarget()) }
            if let target, GoalTags.amount(target) == nil { throw .message(.goalTargetNotAmount(target)) }
            if let due, GoalTags.due(due, today: context.today) == nil { throw .message(.goalDueNotDate(due)) }
            if let rate, GoalTags.rate(rate.hasSuffix("%") ? rate : rate + "%") == nil { throw .message(.goalRateNotPercent(rate)) }
            if let extra, GoalTags.amount(extra) == nil { throw .message(.goalTargetNotAmount(extra)) }
        }
    }

    static func run(_ options: Options, _ input: Journal?, _ invocation: Invocation) throws(CLIError) -> Int32 {
        guard options.action != .schedule else {
            guard let journal = input else { throw .reported }
            let report = try GoalsCommand.goalsReport(journal, today: invocation.today)
            guard let goal = report.goals.first(where: { $0.name.lowercased() == options.name.lowercased() }) else {
                throw unknown(options.name, report)
            }
            return try schedule(goal, options, journal, invocation)
        }
        return try write(options, invocation)
    }

    /// The account and tag changes of an add, edit or remove, from the
    /// journal as the write reads it under the lock; the goal's name when removed.
    private static func edit(_ options: Options, _ journal: Journal, today: Day) throws(CLIError)
        -> (edit: AccountDirectiveEdit, removed: String?) {
        let report = try GoalsCommand.goalsReport(journal, today: today)
        let existing = report.goals.first { $0.name.lowercased() == options.name.lowercased() }
        switch options.action {
        case .add:
            if let existing { throw .message(.goalExists(existing.name, account: journal.accounts.name(existing.account))) }
            let account = options.account ?? (options.loan ? "Liabilities:Loans:" : "Assets:Savings:") + options.name
            return (AccountDirectiveEdit(account: account, changes: changes(options)), nil)
        case .edit, .schedule:
            guard let goal = existing else { throw unknown(options.name, report) }
            return (AccountDirectiveEdit(account: journal.accounts.name(goal.account), changes: changes(options)), nil)
        case .remove:
            guard let goal = existing else { throw unknown(options.name, report) }
            let changes: [AccountDirectiveEdit.Change] = [.remove(GoalTags.goal), .remove(GoalTags.due), .remove(GoalTags.rate)]
            return (AccountDirectiveEdit(account: journal.accounts.name(goal.account), changes: changes), goal.name)
        }
    }

    private static func unknown(_ name: String, _ report: GoalsReport) -> CLIError {
        .message(.unknownGoal(name, closest: Suggestion.closest(to: name, among: report.goals.map(\.name))))
    }

    /// The tags the options set, as the journal keeps them (`rate: 4.9%`).
    private static func changes(_ options: Options) -> [AccountDirectiveEdit.Change] {
        var changes: [AccountDirectiveEdit.Change] = []
        if let target = options.target { changes.append(.set(GoalTags.goal, target)) }
        if let due = options.due { changes.append(.set(GoalTags.due, due)) }
        if let rate = options.rate { changes.append(.set(GoalTags.rate, rate.hasSuffix("%") ? rate : rate + "%")) }
        return changes
    }

    /// Writes the edit, and prints the goal's card from the journal read
    /// back (or that it is gone). The journal read before the edit is held
    /// by the write alone, and goes before the journal is read back.
    private static func write(_ options: Options, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let writer = try invocation.journalWriter(command: "goal " + options.action.rawValue, createIfMissing: false,
                                                  dryRun: options.dryRun)
        var made: (edit: AccountDirectiveEdit, removed: String?)?
        let outcome = try invocation.rewrite(with: writer) { base throws(CLIError) in
            let edit = try edit(options, base.journal, today: invocation.today)
            made = edit
            do throws(AccountDirectiveEdit.Failure) {
                return try edit.edit.applied(to: base)
            } catch {
                throw .message(CLIMessage(error))
            }
        }
        guard let made else { throw .reported }
        let account = made.edit.account
        if let removed = made.removed {
            invocation.output.write((outcome.written ? "Removed the goal \(removed) from \(account)." : "Would remove the goal \(removed) from \(account).") + "\n")
            return 0
        }
        // The journal as the rewrite read it back: the file need not be read again.
        let journal = outcome.journal
            ?? JournalLoader(options: invocation.parseOptions).load(text: String(decoding: outcome.bytes, as: UTF8.self),
                                                                   path: writer.target).journal
        var report = try GoalsCommand.goalsReport(journal, today: invocation.today)
        report.goals = report.goals.filter { journal.accounts.name($0.account) == account }
        invocation.write(GoalsRenderer(report: report, journal: journal, style: invocation.style), as: options.format)
        return 0
    }

    private static func schedule(_ goal: GoalsReport.Goal, _ options: Options, _ journal: Journal,
                                 _ invocation: Invocation) throws(CLIError) -> Int32 {
        guard goal.kind == .loan else { throw .message(.goalScheduleNotLoan(goal.name)) }
        guard let payment = goal.monthlyNeeded ?? (goal.pace.isPositive ? goal.pace : nil) else {
            throw .message(.goalNoPayment(goal.name))
        }
        let places = journal.commodities.style(goal.commodity)?.precision ?? 2
        let rate = goal.rate.map { LoanMath.monthlyRate(percent: $0) } ?? .zero
        let remaining = goal.current.subtracting(goal.target) ?? goal.current
        let first = Interval.monthly.next(after: Interval.monthly.periodStart(containing: invocation.today))
        // Rounded up to the smallest unit, so that the last payment is the smaller one, never an extra month of cents.
        var rounded = payment.rounded(toScale: places) ?? payment
        if rounded < payment, let up = rounded.adding(Quantity(mantissa: 1, scale: places)) { rounded = up }
        let plan = LoanMath.schedule(balance: remaining, monthlyRate: rate, payment: rounded, first: first, places: places)
        var extra: LoanSchedule.Extra?
        if let text = options.extra, let amount = GoalTags.amount(text), let more = rounded.adding(amount.quantity) {
            let faster = LoanMath.schedule(balance: remaining, monthlyRate: rate, payment: more, first: first, places: places)
            extra = LoanSchedule.Extra(amount: amount.quantity, months: faster.count, interest: faster.reduce(Quantity.zero) { $0.adding($1.interest) ?? $0 })
        }
        var schedule = LoanSchedule(goal: goal, months: plan, extra: extra)
        schedule.drifts = LoanSchedule.drifts(in: journal, goal: goal, payment: rounded, places: places, today: invocation.today)
        invocation.write(LoanScheduleRenderer(schedule: schedule, journal: journal, style: invocation.style), as: options.format)
        return 0
    }
}
