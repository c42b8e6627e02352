import Testing
@testable import TrackCLI
import TrackModel
import TrackSyntax

/// `track add`'s pure parts: reading the request, choosing the template,
/// resolving accounts, categories and amounts, and every check.
@Suite struct AddCommandTests {
    static let journal = """
        commodity $1,000.00
        account Assets:Bank:Checking
        account Assets:Cash
        account Liabilities:Cards:Visa
        account Expenses:Leisure:Dining
        account Expenses:Bills:Rent
        account Income:Salary

        2026-11-01 Opening
            Assets:Bank:Checking     $2,000.00
            Assets:Cash                $100.00
            Equity:Opening

        2026-11-02 Noodle Bar | dinner
            Expenses:Leisure:Dining     $18.00
            Liabilities:Cards:Visa

        2026-11-03 Corner Market
            Expenses:Essentials:Groceries  $40.00
            Assets:Cash

        2026-11-04 Corner Market
            Expenses:Essentials:Groceries  $42.10
            Assets:Bank:Checking

        2026-11-05 Northwind Labs
            Assets:Bank:Checking     $4,200.00
            Income:Salary

        2026-11-06 To cash
            Assets:Cash                 $50.00
            Assets:Bank:Checking

        """

    static let today = Day(year: 2026, month: 11, day: 21)!

    static func loaded(_ text: String = journal) -> Journal {
        let loaded = JournalLoader(options: ParseOptions(today: today)).load(text: text, path: "test.journal")
        #expect(!loaded.hasErrors)
        return loaded.journal
    }

    func request(_ words: [String], _ options: [String: String] = [:], flags: Set<String> = []) throws(CLIError) -> AddRequest {
        try AddRequest.parse(ParsedArguments(flags: flags, values: options.mapValues { [$0] }, positionals: words))
    }

    func plan(_ words: [String], _ options: [String: String] = [:], flags: Set<String> = []) throws(CLIError) -> AddEntry {
        try AddPlanner(journal: Self.loaded(), today: Self.today).plan(request(words, options, flags: flags))
    }

    /// The error `body` throws (nil when it throws none).
    func message(_ body: () throws -> some Any) -> CLIErrorWords? {
        wordsThrown(body)
    }

    /// The description's first word is the amount's commodity when it names
    /// one in use, by symbol, code or any case; the postings are walked for
    /// the commodities in use only when some symbol could be the word.
    @Test func theFirstWordIsTheCommodityOnlyWhenItNamesOneInUse() throws {
        // `usd` names $ (its code, in any case); `$` is used.
        let taken = try plan(["expense", "12", "usd", "lunch"], ["category": "leisure"])
        #expect(taken.description == "lunch", "\(taken.lines)")
        // A word no symbol could be stays the description.
        #expect(try plan(["expense", "12", "coffee", "beans"], ["category": "leisure"]).description == "coffee beans")
        // A currency the journal does not use is ambiguous, as before.
        #expect(message { try plan(["expense", "12", "EUR", "lunch"], ["category": "leisure"]) } != nil)
        #expect(try plan(["expense", "12", "EUR", "lunch"], ["category": "leisure"], flags: ["new-commodity"])
            .lines[0].amount == "12 EUR")
    }

    // MARK: Reading the request

    @Test func readsAnExpenseWithADescriptionOfSeveralWords() throws {
        let parsed = try request(["expense", "12.50", "Noodle", "Bar"], ["category": "leisure", "tag": "k:v"])
        #expect(parsed.kind == .expense)
        #expect(parsed.amount == "12.50")
        #expect(parsed.description == "Noodle Bar")
        #expect(parsed.category == "leisure")
        #expect(parsed.tags == ["k:v"])
    }

    @Test func aTransferNeedsNoDescription() throws {
        let parsed = try request(["transfer", "500"], ["from": "a", "to": "b"])
        #expect(parsed.description == "Transfer")
    }

    @Test func readsExplicitPostings() throws {
        let parsed = try request(["Rent", "Expenses:Bills:Rent", "1400", "Assets:Bank:Checking"])
        #expect(parsed.kind == .general)
        #expect(parsed.postings == [.init(account: "Expenses:Bills:Rent", amount: "1400"),
                                    .init(account: "Assets:Bank:Checking", amount: nil)])
    }

    @Test func splitsAmountsFromTheirSymbols() {
        #expect(AmountText("12.50")?.symbol == nil)
        #expect(AmountText("$12.50")?.symbol == "$")
        #expect(AmountText("-20 EUR")?.symbol == "EUR")
        #expect(AmountText("$-20")?.symbol == "$")
        #expect(AmountText("Noodle") == nil)
        #expect(AmountText("Assets:Bank2") == nil)
        #expect(AmountText("12 34") == nil)
    }

    @Test func requestErrors() {
        #expect(message { try request([]) } == .message(
            "'add' needs something to add", hint: "run 'track add expense 12.50 \"Noodle Bar\"', or see 'track add --help'"))
        #expect(message { try request(["expense", "lunch"]) } == .message(
            "'add expense' needs an amount: 'lunch' is not an amount",
            hint: "write it as a number, such as 'track add expense 12.50 \"Noodle Bar\"'"))
        #expect(message { try request(["income"]) } == .message(
            "'add income' needs an amount: no amount was given", hint: "write it as a number, such as 'track add income 12.50 Salary'"))
        #expect(message { try request(["expense", "12"]) } == .message(
            "'add expense' needs a description after the amount",
            hint: "say what it was, such as 'track add expense 12 \"Noodle Bar\"'"))
        #expect(message { try request(["expense", "12", "x"], flags: ["same"]) } == .message(
            "--same takes the amount from the last similar transaction, and 12 was given too",
            hint: "leave the amount out, or leave --same out"))
        #expect(message { try request(["Rent", "Expenses:Rent", "1", "Assets:Bank"], flags: ["same"]) } == .message(
            "--same is for 'add expense', 'add income' and 'add transfer'", hint: "give each posting's amount, or leave the last one out"))
        #expect(message { try request(["expense", "12", "x"], ["from": "a"]) } == .message(
            "--from is not an option for 'add expense'", hint: "name the category with --category and the account with --account"))
        #expect(message { try request(["transfer", "12"], ["account": "a"]) } == .message(
            "--account is not an option for 'add transfer'", hint: "name the accounts with --from and --to"))
        #expect(message { try request(["Rent", "a", "1", "b"], ["category": "x"]) } == .message(
            "--category is not an option for a transaction with its postings written out",
            hint: "write the accounts after the description: 'track add Rent Expenses:Rent 1400 Assets:Bank'"))
        #expect(message { try request(["expense", "12", "a;b"]) } == .message(
            "the description 'a;b' has a ';' or a line break, which the journal would not keep", hint: "put comments in --note TEXT"))
        #expect(message { try request(["expense", "12", "x"], ["note": "a\nb"]) } == .message(
            "the note has a line break; a note is one line", hint: "write the note on one line"))
        #expect(message { try request(["expense", "12", "x"], ["tag": "nocolon"]) } == .message(
            "'nocolon' is not a tag", hint: "write a tag as NAME:VALUE, such as --tag trip:lisbon (the value may be empty)"))
    }

    @Test func postingErrors() {
        #expect(message { try AddRequest.postings(["12", "a"]) } == .message(
            "'12' is an amount with no account before it",
            hint: "write each account before its amount: 'track add Rent Expenses:Rent 1400 Assets:Bank'"))
        #expect(message { try AddRequest.postings(["a", "12"]) } == .message(
            "a transaction needs at least two accounts, and 1 was given",
            hint: "write the description, then each account and its amount: 'track add Rent Expenses:Rent 1400 Assets:Bank'"))
        #expect(message { try AddRequest.postings(["a", "b", "c", "1"]) } == .message(
            "2 postings have no amount, and track can infer only one", hint: "give every posting's amount but one"))
    }

    // MARK: Templates

    @Test func similarity() {
        #expect(TemplateFinder.similarity("Noodle Bar", "noodle bar") == 100)
        #expect(TemplateFinder.similarity("Noodle Bar", "Noodle Bar & Grill") == 66)
        #expect(TemplateFinder.similarity("Netflx", "Netflix") == 86)
        #expect(TemplateFinder.similarity("Coffee", "Corner Market") < TemplateFinder.threshold)
    }

    @Test func theMostSimilarThenTheMostRecentIsTheTemplate() {
        let d1 = Day(year: 2026, month: 1, day: 1)!, d2 = Day(year: 2026, month: 2, day: 1)!
        let candidates: [TemplateFinder.Candidate] = [
            .init(description: "Corner Market", date: d2, index: 0),
            .init(description: "Corner Market", date: d1, index: 1),
            .init(description: "Corner Shop", date: d2, index: 2),
        ]
        #expect(TemplateFinder.best(for: "corner market", among: candidates) == 0)
        #expect(TemplateFinder.best(for: "Noodle Bar", among: candidates) == nil)
        // The later in the file wins between equals on one day.
        #expect(TemplateFinder.best(for: "Corner Market", among: candidates + [.init(description: "Corner Market", date: d2, index: 3)]) == 3)
    }

    @Test func anExpenseTakesTheTemplatesAccounts() throws {
        let entry = try plan(["expense", "45", "Corner Market"])
        #expect(entry.lines == [.init(account: "Expenses:Essentials:Groceries", amount: "$45.00"),
                                .init(account: "Assets:Bank:Checking")])
        #expect(entry.balanceAccounts == ["Assets:Bank:Checking"])
        #expect(entry.text == "2026-11-21 Corner Market\n    Expenses:Essentials:Groceries  $45.00\n    Assets:Bank:Checking\n")
    }

    @Test func sameTakesTheTemplatesAmount() throws {
        let entry = try plan(["expense", "noodle bar"], flags: ["same"])
        #expect(entry.lines == [.init(account: "Expenses:Leisure:Dining", amount: "$18.00"), .init(account: "Liabilities:Cards:Visa")])
        #expect(message { try plan(["expense", "Bakery"], flags: ["same"]) } == .message(
            "--same found no earlier expense like 'Bakery' to take the amount from",
            hint: "give the amount: 'track add expense 12.50 Bakery'"))
    }

    /// Checking, cash and the card each paid one expense: the tie goes to the account declared first.
    @Test func withoutATemplateAnExpenseGoesToOtherFromTheUsualAccount() throws {
        let entry = try plan(["expense", "3", "Bakery"])
        #expect(entry.lines.map(\.account) == ["Expenses:Other", "Assets:Bank:Checking"])
    }

    /// Just after `track init`, nothing has been spent yet: the first `Cash`
    /// account with no subaccounts pays, and an income goes into it.
    @Test func aNewJournalPaysFromItsFirstCashAccount() throws {
        let fresh = Self.loaded("""
            account Assets                 ; type: Cash
            account Assets:Bank:Checking   ; type: Cash
            account Assets:Cards:Visa      ; type: Cash
            account Expenses:Other

            2026-11-01 Opening balances
                Assets:Bank:Checking    $100.00
                Equity:Opening Balances

            """)
        let planner = AddPlanner(journal: fresh, today: Self.today)
        let expense = try planner.plan(request(["expense", "3", "Bakery"]))
        #expect(expense.lines.map(\.account) == ["Expenses:Other", "Assets:Bank:Checking"])
        let income = try planner.plan(request(["income", "40", "Gift"]))
        #expect(income.lines.map(\.account) == ["Assets:Bank:Checking", "Income:Other"])
    }

    @Test func anIncomeAndATransfer() throws {
        let income = try plan(["income", "4200", "Northwind"])
        #expect(income.lines == [.init(account: "Assets:Bank:Checking", amount: "$4,200.00"), .init(account: "Income:Salary")])
        let transfer = try plan(["transfer", "20"], ["from": "checking", "to": "cash"])
        #expect(transfer.lines == [.init(account: "Assets:Cash", amount: "$20.00"), .init(account: "Assets:Bank:Checking")])
        #expect(transfer.balanceAccounts == ["Assets:Bank:Checking", "Assets:Cash"])
        #expect(message { try plan(["transfer", "20", "Move"], ["from": "cash"]) } == .message(
            "'add transfer' needs the account the money leaves (--from) and the one it goes to (--to)",
            hint: "run 'track add transfer 500 --from Assets:Bank:Checking --to Assets:Savings'"))
        #expect(message { try plan(["transfer", "20"], ["from": "cash", "to": "Assets:Cash"]) } == .message(
            "a transfer from Assets:Cash to itself changes nothing", hint: "name two different accounts with --from and --to"))
    }

    @Test func aCategoryNamesItsAccount() throws {
        let entry = try plan(["expense", "9", "Cinema"], ["category": "LEISURE", "account": "visa"])
        #expect(entry.lines.map(\.account) == ["Expenses:Leisure", "Liabilities:Cards:Visa"])
        #expect(message { try plan(["expense", "9", "Cinema"], ["category": "lesure"]) } == .message(
            "there is no expense category 'lesure' in the journal",
            hint: "the closest is Leisure; or add --new-account to start Expenses:lesure"))
        #expect(message { try plan(["expense", "9", "Cinema"], ["category": "zzzzzzzzz"]) } == .message(
            "there is no expense category 'zzzzzzzzz' in the journal",
            hint: "the expense categories are Leisure, Bills or Essentials; or add --new-account to start Expenses:zzzzzzzzz"))
        let new = try plan(["expense", "9", "Vet"], ["category": "Pets"], flags: ["new-account"])
        #expect(new.lines[0].account == "Expenses:Pets")
    }

    @Test func anUnknownAccountNamesTheClosest() {
        #expect(message { try plan(["expense", "9", "x"], ["account": "Assets:Bank:Chekcing"]) } == .message(
            "there is no account 'Assets:Bank:Chekcing' (--account) in the journal",
            hint: "the closest are Assets:Bank:Checking, Assets:Bank, Assets:Cash; or add --new-account to start 'Assets:Bank:Chekcing'"))
        #expect(message { try plan(["expense", "9", "x"], ["account": "Assets::Cash"]) } == .message(
            "'Assets::Cash' (--account) is not an account name",
            hint: "write an account as parts separated by colons, such as Assets:Bank:Checking, with no double spaces or ';'"))
        #expect(message { try AccountResolver(names: []).resolve("Cash", option: "--account", allowNew: false) } == .message(
            "there is no account 'Cash' (--account) in the journal",
            hint: "the journal has no accounts yet; add --new-account to use 'Cash'"))
    }

    @Test func amountsAndCommodities() throws {
        #expect(try plan(["expense", "1,234.5", "x"], ["account": "cash"]).lines[0].amount == "$1,234.50")
        #expect(try plan(["expense", "12 USD", "x"], ["account": "cash"]).lines[0].amount == "$12.00")
        #expect(message { try plan(["expense", "12.505", "x"]) } == .message(
            "'12.505' has more decimals than amounts in $ have (2)", hint: "round it to 2 decimals"))
        #expect(message { try plan(["expense", "12 EUR", "x"]) } == .message(
            "'12 EUR' is in EUR, which is not a commodity of the journal",
            hint: "the journal's are $; add --new-commodity to use EUR"))
        #expect(try plan(["expense", "12 EUR", "x"], flags: ["new-commodity"]).lines[0].amount == "12 EUR")
        #expect(message { try plan(["expense", "12", "x"], ["commodity": "$$"]) } == .message(
            "--commodity is in $$, which is not a commodity of the journal",
            hint: "did you mean $? the journal's are $; add --new-commodity to use $$"))
        #expect(message { try plan(["expense", "1.2.3", "x"]) } == .message(
            "'1.2.3' is not an amount for the expense", hint: "write a number such as 1,500.00, in $"))
    }

    @Test func explicitPostingsMustBalance() throws {
        let entry = try plan(["Rent", "Expenses:Bills:Rent", "1400", "Assets:Bank:Checking", "-1400"])
        #expect(entry.lines.map(\.amount) == ["$1,400.00", "$-1,400.00"])
        #expect(message { try plan(["Rent", "Expenses:Bills:Rent", "1400", "Assets:Bank:Checking", "-1300"]) } == .message(
            "the amounts do not balance: they sum to $100.00, not 0",
            hint: "correct an amount, or leave the last one out and track will infer it"))
    }

    @Test func datesInTheFutureNeedFuture() throws {
        #expect(try plan(["expense", "1", "x"], ["date": "2026-11-02"]).date == Day(year: 2026, month: 11, day: 2))
        #expect(try plan(["expense", "1", "x"], ["date": "yesterday"]).date == Day(year: 2026, month: 11, day: 20))
        #expect(message { try plan(["expense", "1", "x"], ["date": "2026-12-01"]) } == .message(
            "2026-12-01 is in the future (today is 2026-11-21)",
            hint: "add --future to record a transaction ahead of its date, or use --today DATE"))
        #expect(try plan(["expense", "1", "x"], ["date": "2026-12-01"], flags: ["future"]).date == Day(year: 2026, month: 12, day: 1))
        #expect(message { try plan(["expense", "1", "x"], ["date": "2026-02-30"]) } == .message(
            "'2026-02-30' is not a date for --date", hint: "write it as YYYY-MM-DD, such as 2026-11-21, or as today or yesterday"))
    }

    @Test func theNoteAndTagsMakeTheComment() throws {
        let entry = try AddPlanner(journal: Self.loaded(), today: Self.today).plan(
            AddRequest.parse(ParsedArguments(values: ["note": ["with Ana"], "tag": ["trip:lisbon", "k:"]],
                                             positionals: ["expense", "9", "Cinema"])))
        #expect(entry.text.hasPrefix("2026-11-21 Cinema  ; with Ana, trip:lisbon, k:\n"))
    }
}
