import TrackModel
import TrackRendering
import TrackReports
import TrackSyntax

/// `track plan new NAME …`: checks the terms, records the plan as tags on
/// its account's directive (creating the directive when the account has
/// none) with the safe write, and prints the schedule.
enum PlanNewCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "new",
        summary: "Start a plan: check it, record it on its account's directive, print its schedule.",
        usage: "track plan new NAME --method M --start DATE (--count N | --until DATE) --every INTERVAL [OPTIONS]",
        options: [
            OptionSpec(names: ["--method"], valueName: "M", values: .choice(PlanMethod.names), help: PlanMethod.names.joined(separator: ", ") + " (see 'track plan methods')"),
            OptionSpec(names: ["--target"], valueName: "AMOUNT", help: "what the plan saves in all (52-week: 1,378 × unit; fixed: count × unit)"),
            OptionSpec(names: ["--start"], valueName: "DATE", help: "the first checkpoint (YYYY-MM-DD, today, tomorrow)"),
            OptionSpec(names: ["--until"], valueName: "DATE", help: "the last checkpoint is on or before DATE"),
            OptionSpec(names: ["--count"], valueName: "N", help: "the number of checkpoints"),
            OptionSpec(names: ["--every"], valueName: "INTERVAL", help: "day, week, 2 weeks, month, quarter, year (52-week: week by default)"),
            OptionSpec(names: ["--unit"], valueName: "AMOUNT", help: "fixed: the deposit; 52-week: week 1's; round-up: what expenses round up to (1)"),
            OptionSpec(names: ["--percent"], valueName: "P", help: "percent: the share of each interval's income saved, above 0 and at most 100"),
            OptionSpec(names: ["--account"], valueName: "ACCOUNT", help: "the savings account (default Assets:Savings:NAME)"),
            OptionSpec(names: ["--weekend"], valueName: "RULE", values: .choice(WeekendRule.allCases.map(\.rawValue)), help: "a checkpoint on a weekend: keep (default), before (Friday), after (Monday)"),
        ],
        discussion: """
            Checkpoint k falls on the start plus k − 1 intervals, counted from the
            start (monthly from Jan 31: Feb 28, Mar 31, Apr 30). The plan is written
            as tags on the account's 'account' directive, which is added when the
            account has none; hledger reads the file as before.
            """,
        examples: [
            CommandExample("track plan new challenge --method 52-week --unit 10 --start 2027-01-04",
                           "the 52-week challenge: week n saves n × 10, 13,780 in all"),
            CommandExample("track plan new trip --method by-date --target 1200 --start 2027-01-31 --until 2027-12-31 --every month",
                           "1,200 split over the month ends of 2027, into Assets:Savings:trip"),
        ])

    struct Options: CommandOptions {
        var name: String
        var method: PlanMethod
        var target, unit: String?
        var start: Day
        var length: Plan.Length?
        var every: PlanInterval
        var percent: Quantity?
        var account: String?
        var weekend: WeekendRule

        var readsJournal: Bool { false }

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            guard let name = arguments.positionals.first else { throw .message(.planNeedsName("new")) }
            if arguments.positionals.count > 1 { throw CLIError(.unexpectedArgument(arguments.positionals[1])) }
            guard Plan.isValidName(name) else { throw .message(.planNameInvalid(name)) }
            self.name = name
            guard let methodName = arguments.value("method") else { throw .message(.planNeedsOption("--method", example: "--method 52-week")) }
            guard let method = PlanMethod(rawValue: methodName.lowercased()) else { throw .message(.unknownPlanMethod(methodName)) }
            self.method = method
            target = arguments.value("target")
            unit = arguments.value("unit")
            guard let start = arguments.value("start") else {
                throw .message(.planNeedsOption("--start", example: "--start 2027-01-04"))
            }
            self.start = try DateArgument.parse(start, option: "--start", today: context.today)
            let until = try arguments.value("until").map { text throws(CLIError) in try DateArgument.parse(text, option: "--until", today: context.today) }
            let count = try arguments.value("count").map { text throws(CLIError) in
                guard let n = Int(text) else {
                    throw CLIError(.invalidValue(option: "--count", value: text, expected: "a whole number of checkpoints"))
                }
                return n
            }
            switch (count, until) {
            case (let count?, nil): length = .count(count)
            case (nil, let until?): length = .until(until)
            case (nil, nil): length = method.isFiftyTwoWeek ? .count(52) : nil
            case (_?, _?): throw .message(.planTermsInvalid(.countAndUntil))
            }
            if method.isFiftyTwoWeek, count != nil || until != nil { throw .message(.planTermsInvalid(.fiftyTwoWeekLength)) }
            if length == nil { throw .message(.planNeedsLength()) }
            let everyText = arguments.value("every") ?? (method.isFiftyTwoWeek ? "week" : nil)
            guard let everyText else { throw .message(.planNeedsOption("--every", example: "--every month")) }
            guard let every = PlanInterval(everyText) else { throw .message(.unknownPlanInterval(everyText)) }
            self.every = every
            percent = try arguments.value("percent").map { text throws(CLIError) in
                guard let p = Quantity(text.hasSuffix("%") ? String(text.dropLast()) : text) else {
                    throw CLIError(.invalidValue(option: "--percent", value: text, expected: "a number above 0 and at most 100"))
                }
                return p
            }
            account = arguments.value("account")
            let weekendText = arguments.value("weekend") ?? "keep"
            guard let weekend = WeekendRule(rawValue: weekendText) else {
                throw CLIError(.invalidValue(option: "--weekend", value: weekendText, expected: "keep, before or after"))
            }
            self.weekend = weekend
        }
    }

    static func run(_ options: Options, _ input: NoJournal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let writer = try invocation.journalWriter(command: "plan new", createIfMissing: false, dryRun: false)
        // What is printed, made from the journal read under the lock: that
        // journal goes before the write reads the file back.
        var made: (plan: Plan, account: String, schedule: String)?
        _ = try invocation.rewrite(with: writer) { base throws(CLIError) in
            let journal = base.journal
            let plans = try invocation.plans(in: journal)
            let account = options.account ?? "Assets:Savings:\(options.name)"
            if let other = plans.entry(named: options.name) {
                throw .message(.planNameTaken(options.name, account: journal.accounts.name(other.account)))
            }
            if let id = journal.accounts.id(of: account), let other = plans.entries.first(where: { $0.account == id }) {
                throw .message(.planAccountHasPlan(account, plan: other.plan.name))
            }
            let plan = try makePlan(options, account: account, journal: journal)
            let schedule = (try? plan.schedule(flows: [])) ?? []
            made = (plan, account, PlanScheduleRenderer(plan: plan, account: account, checkpoints: schedule,
                                                        journal: journal, style: invocation.style).text())
            let edit = AccountDirectiveEdit(account: account, changes: plan.tagChanges(commodities: journal.commodities))
            do throws(AccountDirectiveEdit.Failure) {
                return try edit.applied(to: base)
            } catch {
                throw .message(CLIMessage(error))
            }
        }
        guard let made else { return 1 }
        invocation.output.write(made.schedule)
        let file = PathBytes.display(writer.target)
        invocation.errors.write("plan \(made.plan.name) recorded on \(made.account) in \(file)\n")
        return 0
    }

    /// The plan the options describe, in the journal's commodities, checked.
    static func makePlan(_ options: Options, account: String, journal: Journal) throws(CLIError) -> Plan {
        let resolver = AmountResolver(journal: journal, commodity: nil, allowNew: true)
        func amount(_ text: String, _ purpose: String) throws(CLIError) -> Amount {
            let (quantity, resolved) = try resolver.amount(text, account: account, purpose: purpose)
            guard let id = resolved.id else { throw .message(.planUnknownCommodity(resolved.symbol)) }
            let precision = journal.commodities.style(id)?.precision ?? quantity.scale
            return Amount(quantity.rescaled(to: max(precision, quantity.scale)) ?? quantity, id)
        }
        let unit = try options.unit.map { text throws(CLIError) in try amount(text, "the unit") }
        var target = try options.target.map { text throws(CLIError) in try amount(text, "the target") }
        if let unit, let given = target, unit.commodity != given.commodity {
            throw .message(.planCommodityMismatch(unit: journal.commodities.symbol(unit.commodity),
                                                  target: journal.commodities.symbol(given.commodity)))
        }
        if target == nil, let unit {
            switch (options.method, options.length) {
            case (.fiftyTwoWeek, _), (.fiftyTwoWeekReverse, _):
                target = unit.quantity.multiplied(by: Quantity(PlanMethod.fiftyTwoWeekUnits)).map { Amount($0, unit.commodity) }
            case (.fixed, let length?):
                // count × unit; with --until, the count is the checkpoints up to that day.
                let probe = Plan(name: options.name, method: .byDate, start: options.start, length: length, every: options.every,
                                 target: unit)
                let count = (try? probe.nominalDates().count) ?? 0
                target = unit.quantity.multiplied(by: Quantity(count)).map { Amount($0, unit.commodity) }
            default: break
            }
        }
        guard let target, let length = options.length else { throw .message(.planTermsInvalid(.missingTarget)) }
        let plan = Plan(name: options.name, method: options.method, start: options.start, length: length, every: options.every,
                        weekend: options.weekend, target: target, unit: unit?.quantity, percent: options.percent)
        do throws(PlanProblem) {
            try plan.validate()
        } catch {
            throw .message(.planTermsInvalid(error))
        }
        return plan
    }
}
