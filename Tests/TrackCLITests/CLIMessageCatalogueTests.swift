#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import TrackModel
import TrackSyntax
@testable import TrackCLI
import TrackTestSupport

/// One reproducer per command-line error ID (`CLIMessage.ID`), with the
/// exact standard error track writes. A new ID without a reproducer here
/// fails `everyIDHasAReproducer`.
///
/// A command line runs in a folder of its own holding `test.journal`
/// (paths ending in `.journal` or `.csv` are in that folder, and shown
/// relative to it); the errors no command line can bring about (a full
/// disk, a bug caught by a check) are reproduced by the call that makes them.
@Suite struct CLIMessageCatalogueTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var id: CLIMessage.ID
        var arguments: [String]
        /// `test.journal`'s text; nil for no journal.
        var journal: String?
        var stderr: String

        var testDescription: String { id.rawValue }

        init(_ id: CLIMessage.ID, _ arguments: [String], journal: String? = nil, _ stderr: String) {
            self.id = id
            self.arguments = arguments
            self.journal = journal
            self.stderr = stderr
        }
    }

    /// An error made by a call, with its exact standard error.
    struct Call: Sendable, CustomTestStringConvertible {
        var id: CLIMessage.ID
        var error: @Sendable () -> CLIError
        var stderr: String

        var testDescription: String { id.rawValue }
    }

    /// Cash in one commodity, an expense and an income.
    static let cash = """
        2026-11-01 Salary
            Assets:Cash          100 USD
            Income:Salary

        2026-11-02 Lunch
            Expenses:Food         12 USD
            Assets:Cash


        """

    /// `cash` with euros in the same account too.
    static let twoCommodities = """
        2026-11-01 Salary
            Assets:Cash          100 USD
            Income:Salary

        2026-11-02 Lunch
            Expenses:Food         12 USD
            Assets:Cash

        2026-11-03 Exchange
            Assets:Cash           10 EUR
            Equity:Opening


        """

    /// `cash` with a savings plan on Assets:Trip.
    static let planned = cash + """

        account Assets:Trip  ; plan:trip, plan-method:by-date, plan-start:2026-11-02, plan-every:month, plan-count:3, plan-target:300 USD
        """

    /// A journal with nothing in it yet.
    static let empty = """
        ; nothing yet

        """

    /// A balance assertion at the end of the month.
    static let assertion = """
        2026-11-01 Salary
            Assets:Cash          100 USD
            Income:Salary

        2026-11-30 Check
            Assets:Cash            0 USD = 100 USD


        """

    static let commandLines: [Case] = [
        Case(.unknownOption, ["-f", "test.journal", "bal", "--dpth", "2"], journal: cash, """
            track: error: unknown option '--dpth'
            hint: did you mean '--depth'?

            """),
        Case(.missingValue, ["-f", "test.journal", "bal", "--depth"], journal: cash, """
            track: error: option '--depth' needs a value
            hint: write it as '--depth VALUE' or '--depth=VALUE'

            """),
        Case(.unexpectedValue, ["-f", "test.journal", "bal", "--flat=yes"], journal: cash, """
            track: error: option '--flat' takes no value
            hint: write '--flat' on its own

            """),
        Case(.invalidValue, ["-f", "test.journal", "--color", "sometimes", "bal"], journal: cash, """
            track: error: invalid value 'sometimes' for option '--color'
            hint: expected auto, always or never

            """),
        Case(.unknownCommand, ["-f", "test.journal", "regster"], journal: cash, """
            track: error: unknown command 'regster'
            hint: did you mean 'register'?

            """),
        Case(.aregisterNeedsAccount, ["-f", "test.journal", "areg"], journal: cash, """
            track: error: 'aregister' needs an account
            hint: name it, or a pattern for it: 'track aregister checking'

            """),
        Case(.aregisterNoAccount, ["-f", "test.journal", "areg", "Assets:Csh"], journal: cash, """
            track: error: no account matches 'Assets:Csh'
            hint: did you mean 'Assets:Cash'?

            """),
        Case(.unexpectedArgument, ["-f", "test.journal", "check", "food"], journal: cash, """
            track: error: unexpected argument 'food'
            hint: this command takes no arguments

            """),
        Case(.todayNotADate, ["-f", "test.journal", "--today", "soon", "bal"], journal: cash, """
            track: error: 'soon' is not a date for --today
            hint: write it as YYYY-MM-DD, such as 2026-11-21

            """),
        Case(.notAPeriod, ["-f", "test.journal", "bal", "-p", "last fortnight"], journal: cash, """
            track: error: 'last fortnight' is not a period: 'fortnight' is not a unit of time
            hint: use days, weeks, months, quarters or years, as in 'last 3 months'

            """),
        Case(.notABudgetedAccount, ["-f", "test.journal", "budget", "--explain", "food", "-p", "2026-11"],
             journal: "~ monthly\n    Expenses:Food  10 USD\n    Assets:Cash\n", """
            track: error: 'food' has no budget of its own in this period
            hint: name an account a ~ rule posts to, as 'track budget --depth 9' lists them

            """),
        Case(.goalNeedsAction, ["-f", "test.journal", "goal", "list"], journal: cash, """
            track: error: 'list' is not something 'track goal' does
            hint: write 'track goal schedule NAME', 'goal add NAME --target AMOUNT', 'goal edit NAME …' or 'goal remove NAME'

            """),
        Case(.goalNeedsName, ["-f", "test.journal", "goal", "remove"], journal: cash, """
            track: error: 'track goal remove' needs the goal's name, and nothing else
            hint: the name is the account's last part: 'track goal remove Vacation'

            """),
        Case(.goalAddNeedsTarget, ["-f", "test.journal", "goal", "add", "Bike"], journal: cash, """
            track: error: 'track goal add' needs --target
            hint: give the goal's amount: --target '3000 USD' (0 USD for a loan)

            """),
        Case(.goalTargetNotAmount, ["-f", "test.journal", "goal", "add", "Bike", "--target", "lots"], journal: cash, """
            track: error: 'lots' is not an amount
            hint: write a number and a commodity, without digit groups: '3000 USD'

            """),
        Case(.goalDueNotDate, ["-f", "test.journal", "goal", "add", "Bike", "--target", "900 USD", "--due", "someday"], journal: cash, """
            track: error: 'someday' after --due is not a date
            hint: write a date such as 2027-06-30

            """),
        Case(.goalRateNotPercent, ["-f", "test.journal", "goal", "add", "Car", "--target", "0 USD", "--loan", "--rate", "-3%"], journal: cash, """
            track: error: '-3%' after --rate is not a yearly rate of zero or more
            hint: write the yearly rate as a percentage, such as 4.9%

            """),
        Case(.goalExists, ["-f", "test.journal", "goal", "add", "trip", "--target", "900 USD"], journal: "account Assets:Savings:Trip  ; goal: 900 USD\naccount Liabilities:Loan  ; goal: 0 USD\n\n2026-07-01 Save\n    Assets:Savings:Trip  100 USD\n    Liabilities:Loan  -500 USD\n    Assets:Cash\n", """
            track: error: there is a goal named Trip already, on Assets:Savings:Trip
            hint: change it with 'track goal edit Trip …', or choose another name

            """),
        Case(.unknownGoal, ["-f", "test.journal", "goal", "remove", "trp"], journal: "account Assets:Savings:Trip  ; goal: 900 USD\naccount Liabilities:Loan  ; goal: 0 USD\n\n2026-07-01 Save\n    Assets:Savings:Trip  100 USD\n    Liabilities:Loan  -500 USD\n    Assets:Cash\n", """
            track: error: there is no goal named 'trp'
            hint: did you mean 'Trip'?

            """),
        Case(.goalScheduleNotLoan, ["-f", "test.journal", "goal", "schedule", "trip"], journal: "account Assets:Savings:Trip  ; goal: 900 USD\naccount Liabilities:Loan  ; goal: 0 USD\n\n2026-07-01 Save\n    Assets:Savings:Trip  100 USD\n    Liabilities:Loan  -500 USD\n    Assets:Cash\n", """
            track: error: Trip is a saving goal: only a loan has a payment schedule
            hint: 'track goals' shows what Trip needs each month

            """),
        Case(.goalNoPayment, ["-f", "test.journal", "goal", "schedule", "loan"], journal: "account Assets:Savings:Trip  ; goal: 900 USD\naccount Liabilities:Loan  ; goal: 0 USD\n\n2026-07-01 Save\n    Assets:Savings:Trip  100 USD\n    Liabilities:Loan  -500 USD\n    Assets:Cash\n", """
            track: error: Loan has no due date and no payments in the last three months to schedule by
            hint: give it a due date: 'track goal edit Loan --due 2028-12-31'

            """),
        Case(.goalCommodityNotHeld, ["-f", "test.journal", "goals"], journal: "commodity EUR\naccount Assets:Trip  ; goal: 900 EUR\n\n2026-07-01 Save\n    Assets:Trip  100 USD\n    Assets:Cash\n", """
            track: error: the goal of Assets:Trip is in 'EUR', which the account never holds (it holds 'USD')
            hint: write the goal in the account's commodity, such as goal: 3000 USD

            """),
        Case(.forecastEmptyPeriod, ["-f", "test.journal", "bal", "--forecast="], journal: cash, """
            track: error: --forecast='' gives no days to forecast
            hint: leave the value out (--forecast) to forecast after the last transaction, or give a period such as --forecast=2027

            """),
        Case(.notADateAfter, ["-f", "test.journal", "bal", "-b", "2026-02-30"], journal: cash, """
            track: error: '2026-02-30' after -b is not a date
            hint: write a date such as 2026-11-02, 2026-11 or 2026

            """),
        Case(.badQuery, ["-f", "test.journal", "bal", "amt:>>50"], journal: cash, """
            track: error: '>>50' in 'amt:>>50' is not an amount comparison
            hint: write amt:12.50, amt:>50, amt:<=-10 (a sign compares signed amounts)

            """),
        Case(.unknownCategoryTerm, ["-f", "test.journal", "bal", "cat:lesure"], journal: cash, """
            track: error: unknown category 'lesure'
            hint: the journal's categories are Food, Salary

            """),
        Case(.unknownQueryPrefix, ["-f", "test.journal", "reg", "code2:42"], journal: cash, """
            track: error: 'code2:' in 'code2:42' is not a query prefix, and no account matches 'code2:42'
            hint: the prefixes are acct:, amt:, cat:, code:, cur:, date:, date2:, depth:, desc:, not:, note:, payee:, real:, status:, tag:; a term such as assets:bank names accounts

            """),
        Case(.unknownOutputFormat, ["-f", "test.journal", "stats", "-O", "csv"], journal: cash, """
            track: error: unknown output format 'csv'
            hint: this command writes text or json

            """),
        Case(.notADepth, ["-f", "test.journal", "bal", "--depth", "0"], journal: cash, """
            track: error: '0' after --depth is not a depth
            hint: give a whole number from 1, such as --depth 2

            """),
        Case(.intervalsConflict, ["-f", "test.journal", "bal", "-D", "-W"], journal: cash, """
            track: error: --daily and --weekly exclude each other
            hint: give one interval

            """),
        Case(.valueCommodityConflict, ["-f", "test.journal", "bal", "-X", "USD", "--value", "end,EUR"], journal: twoCommodities, """
            track: error: -X USD and --value end,EUR name different commodities
            hint: give the commodity once

            """),
        Case(.valueWithoutExchange, ["-f", "test.journal", "bal", "--value", "end"], journal: cash, """
            track: error: --value needs -X CUR to say which currency to value in
            hint: add -X and a commodity, such as -X USD

            """),
        Case(.convertNeedsAmount, ["-f", "test.journal", "convert", "--to", "USD"], journal: cash, """
            track: error: convert needs an amount
            hint: write it as the journal does, such as track convert '100 USD' --to NT$

            """),
        Case(.convertTooLarge, ["-f", "test.journal", "convert", "99999999999999999999999999 USD", "--to", "NT$"],
             journal: "P 2026-01-01 USD 1000000000000000 NT$\n" + cash, """
            track: error: 99999999999999999999999999 USD in NT$ has more digits than track can hold exactly
            hint: convert a smaller amount

            """),
        Case(.noBaseCurrency, ["-f", "test.journal", "rates"], journal: "", """
            track: error: the journal has no amounts, so no currency to give rates in
            hint: name one with -X CUR (--to CUR for convert)

            """),
        Case(.noRate, ["-f", "test.journal", "--today", "2026-11-21", "convert", "5 EUR", "--to", "USD"],
             journal: "P 2026-12-01 EUR 1.10 USD\n" + cash, """
            track: error: no rate from EUR to USD on 2026-11-21
            hint: add a price such as 'P 2026-11-21 EUR 1.00 USD', or use --infer-market-prices for the prices of transactions; track rates lists the rates there are

            """),
        Case(.portfolioAccountsWithoutReturns, ["-f", "test.journal", "portfolio", "Assets:Cash"], journal: cash, """
            track: error: 'Assets:Cash': portfolio takes accounts only with --returns
            hint: add --returns for the returns of those accounts, or leave the account out

            """),
        Case(.portfolioUnknownAccount, ["-f", "test.journal", "portfolio", "--returns", "Assets:Broker"], journal: cash, """
            track: error: no account 'Assets:Broker' in the journal
            hint: name an account as the journal writes it, such as Assets:Broker (its subaccounts are included)

            """),
        Case(.portfolioViewsConflict, ["-f", "test.journal", "portfolio", "--lots", "--gains"], journal: cash, """
            track: error: --lots and --gains exclude each other
            hint: give one of --lots, --gains, --history, --monthly or --returns, or none for the holdings

            """),
        Case(.ratesImportNeedsFile, ["-f", "test.journal", "rates", "import"], journal: cash, """
            track: error: rates import needs a CSV file
            hint: track rates import rates.csv, with rows of date, commodity, price and currency

            """),
        Case(.unknownRateCommodity, ["-f", "test.journal", "rates", "-X", "USE"], journal: cash, """
            track: error: unknown commodity 'USE' (-X)
            hint: did you mean 'USD'?

            """),
        Case(.unknownCommodity, ["-f", "test.journal", "bal", "-X", "USE"], journal: cash, """
            track: error: unknown commodity 'USE' after -X
            hint: did you mean 'USD'?

            """),
        Case(.declaredAndUsed, ["-f", "test.journal", "accounts", "--declared", "--used"], journal: cash, """
            track: error: --declared and --used exclude each other
            hint: give one of them, or neither for both kinds

            """),
        Case(.unknownErrorFormat, ["-f", "test.journal", "check", "--errors", "xml"], journal: cash, """
            track: error: unknown error format 'xml'
            hint: use --errors text or --errors json

            """),
        Case(.cumulativeAndHistorical, ["-f", "test.journal", "bal", "-M", "--cumulative", "--historical"], journal: cash, """
            track: error: --cumulative and --historical exclude each other
            hint: --cumulative starts from zero at the report's start; --historical includes everything before

            """),
        Case(.registerOptionNeedsInterval, ["-f", "test.journal", "reg", "--show-rates"], journal: cash, """
            track: error: --show-rates needs an interval in a register
            hint: add -D, -W, -M, -Q or -Y for one line per account and period

            """),
        Case(.notAWidth, ["-f", "test.journal", "reg", "-w", "wide"], journal: cash, """
            track: error: 'wide' after --width is not a width
            hint: give the line width in columns, optionally with the description's: --width 120 or --width 120,40

            """),
        Case(.completionsNeedShell, ["completions"], """
            track: error: which shell? track completions needs a shell's name
            hint: such as: track completions bash

            """),
        Case(.unknownShell, ["completions", "tcsh"], """
            track: error: track has no completions for the shell 'tcsh'
            hint: track completes in bash, zsh or fish

            """),
        Case(.noReportName, ["-f", "test.journal", "report"], journal: cash, """
            track: error: which report? track report needs a report's name
            hint: name one: monthly (or daily, weekly, quarterly, yearly), categories, required-income, income-statement or balance-sheet

            """),
        Case(.unknownReport, ["-f", "test.journal", "report", "montly"], journal: cash, """
            track: error: unknown report 'montly'
            hint: did you mean 'monthly'?

            """),
        Case(.optionOfAnotherReport, ["-f", "test.journal", "report", "monthly", "--tax-rate", "25"], journal: cash, """
            track: error: 'report monthly' takes no option '--tax-rate'
            hint: run 'track report --help' for each report's options

            """),
        Case(.chartAndNoChart, ["-f", "test.journal", "report", "monthly", "--chart", "--no-chart"], journal: cash, """
            track: error: --chart and --no-chart exclude each other
            hint: give one of them

            """),
        Case(.periodIntervalConflict, ["-f", "test.journal", "report", "monthly", "-p", "weekly in 2026"], journal: cash, """
            track: error: the period asks for weekly rows, the report for monthly ones
            hint: run 'track report weekly', or give the period without an interval

            """),
        Case(.categoriesWithInterval, ["-f", "test.journal", "report", "categories", "-p", "monthly in 2026"], journal: cash, """
            track: error: report categories covers one period, and '-p' gives monthly ones
            hint: give the period alone (-p 2026), or run 'track report monthly' for a row per period

            """),
        Case(.compareWithoutBounds, ["-f", "test.journal", "report", "categories", "--compare", "-b", "2026-11-01"], journal: empty, """
            track: error: --compare needs a period with a start and an end
            hint: give one, such as -p 2026-10 or -p 'last month'

            """),
        Case(.unknownReportCategory, ["-f", "test.journal", "report", "categories", "lesure"], journal: cash, """
            track: error: unknown category 'lesure'
            hint: the closest categories are 'Food'

            """),
        Case(.requiredIncomeWithInterval, ["-f", "test.journal", "report", "required-income", "-p", "monthly in 2026"], journal: cash, """
            track: error: report required-income covers one window, and '-p' gives monthly periods
            hint: give the window alone, such as -p 'last 6 months' or -p 2026

            """),
        Case(.numberOutOfRange, ["-f", "test.journal", "report", "required-income", "--hours-per-week", "0"], journal: cash, """
            track: error: '0' after --hours-per-week is not a number above 0 and up to 168
            hint: give a number such as --hours-per-week 37.5

            """),
        Case(.notATaxRate, ["-f", "test.journal", "report", "required-income", "--tax-rate", "120"], journal: cash, """
            track: error: '120' after --tax-rate is not a percentage from 0 up to 100
            hint: give the rate in percent, such as --tax-rate 25 for 25%

            """),
        Case(.requiredIncomeOverflow, ["-f", "test.journal", "report", "required-income", "-p", "2026-11",
                                       "--tax-rate", "99.999999999999999999999999999999999999"], journal: cash, """
            track: error: the required income has more digits than track can compute exactly
            hint: a tax rate of 99.999999999999999999999999999999999999% leaves almost nothing after tax; give a lower --tax-rate

            """),
        Case(.emptyWindow, ["-f", "test.journal", "report", "required-income", "-b", "2026-11-05", "-e", "2026-11-05"], journal: cash, """
            track: error: the window for required-income is empty
            hint: give a period with days in it, such as -p 2026

            """),
        Case(.nothingToAdd, ["-f", "test.journal", "add"], journal: cash, """
            track: error: 'add' needs something to add
            hint: run 'track add expense 12.50 "Noodle Bar"', or see 'track add --help'

            """),
        Case(.commodityWordAmbiguous, ["-f", "test.journal", "add", "expense", "12.50", "EUR", "Lunch", "-n"], journal: cash, """
            track: error: is 'EUR' the commodity of 12.50, or the description's first word? The journal has no EUR yet
            hint: for the commodity, add --new-commodity (or write '12.50 EUR' in quotes with it); for the description, quote it: 'track add expense 12.50 "EUR …"'

            """),
        Case(.negativeSpending, ["-f", "test.journal", "add", "expense", "--", "-5", "Coffee", "-n"], journal: cash, """
            track: error: an expense is a positive amount, and -5 is negative
            hint: for money back (a refund), add --refund; or write the amount without its minus sign

            """),
        Case(.sameWithAmount, ["-f", "test.journal", "add", "expense", "5", "lunch", "--same", "-n"], journal: cash, """
            track: error: --same takes the amount from the last similar transaction, and 5 was given too
            hint: leave the amount out, or leave --same out

            """),
        Case(.addNeedsAmount, ["-f", "test.journal", "add", "expense", "lunch", "-n"], journal: cash, """
            track: error: 'add expense' needs an amount: 'lunch' is not an amount
            hint: write it as a number, such as 'track add expense 12.50 "Noodle Bar"'

            """),
        Case(.addNeedsDescription, ["-f", "test.journal", "add", "expense", "5", "-n"], journal: cash, """
            track: error: 'add expense' needs a description after the amount
            hint: say what it was, such as 'track add expense 5 "Noodle Bar"'

            """),
        Case(.sameWithPostings, ["-f", "test.journal", "add", "Rent", "Expenses:Rent", "5", "Assets:Cash", "--same", "-n"], journal: cash, """
            track: error: --same is for 'add expense', 'add income' and 'add transfer'
            hint: give each posting's amount, or leave the last one out

            """),
        Case(.amountWithoutAccount, ["-f", "test.journal", "add", "Rent", "5", "Expenses:Rent", "Assets:Cash", "-n"], journal: cash, """
            track: error: '5' is an amount with no account before it
            hint: write each account before its amount: 'track add Rent Expenses:Rent 1400 Assets:Bank'

            """),
        Case(.tooFewAccounts, ["-f", "test.journal", "add", "Rent", "Expenses:Rent", "5", "-n"], journal: cash, """
            track: error: a transaction needs at least two accounts, and 1 was given
            hint: write the description, then each account and its amount: 'track add Rent Expenses:Rent 1400 Assets:Bank'

            """),
        Case(.tooManyAmountsLeftOut, ["-f", "test.journal", "add", "Rent", "Expenses:Rent", "Assets:Cash", "Assets:Bank", "-n"], journal: cash, """
            track: error: 3 postings have no amount, and track can infer only one
            hint: give every posting's amount but one

            """),
        Case(.optionOfAnotherEntry, ["-f", "test.journal", "add", "expense", "5", "lunch", "--from", "Assets:Cash", "-n"], journal: cash, """
            track: error: --from is not an option for 'add expense'
            hint: name the category with --category and the account with --account

            """),
        Case(.descriptionWithComment, ["-f", "test.journal", "add", "expense", "5", "lunch; dinner", "-n"], journal: cash, """
            track: error: the description 'lunch; dinner' has a ';' or a line break, which the journal would not keep
            hint: put comments in --note TEXT

            """),
        Case(.controlCharacterInText, ["-f", "test.journal", "add", "expense", "5", "lunch\u{1B}]52;c;aGk=\u{7}", "-n"], journal: cash, """
            track: error: 'lunch\\x1b]52;c;aGk=\\x07' has a control character (U+001B), which a terminal showing the journal would obey as a command
            hint: type the text without it

            """),
        Case(.noteWithLineBreak, ["-f", "test.journal", "add", "expense", "5", "lunch", "--note", "with\nAna", "-n"], journal: cash, """
            track: error: the note has a line break; a note is one line
            hint: write the note on one line

            """),
        Case(.notATag, ["-f", "test.journal", "add", "expense", "5", "lunch", "--tag", "trip", "-n"], journal: cash, """
            track: error: 'trip' is not a tag
            hint: write a tag as NAME:VALUE, such as --tag trip:lisbon (the value may be empty)

            """),
        Case(.dateInTheFuture, ["-f", "test.journal", "add", "expense", "5", "lunch", "--date", "2026-12-01", "-n"], journal: cash, """
            track: error: 2026-12-01 is in the future (today is 2026-11-21)
            hint: add --future to record a transaction ahead of its date, or use --today DATE

            """),
        Case(.noMoneyAccount, ["-f", "test.journal", "add", "expense", "5", "lunch", "-n"], journal: empty, """
            track: error: track cannot tell which account the expense was paid from
            hint: name it with --account ACCOUNT (with --new-account for a new one)

            """),
        Case(.unknownAddCategory, ["-f", "test.journal", "add", "expense", "5", "lunch", "--category", "fod", "-n"], journal: cash, """
            track: error: there is no expense category 'fod' in the journal
            hint: the closest is Food; or add --new-account to start Expenses:fod

            """),
        Case(.transferNeedsAccounts, ["-f", "test.journal", "add", "transfer", "5", "-n"], journal: cash, """
            track: error: 'add transfer' needs the account the money leaves (--from) and the one it goes to (--to)
            hint: run 'track add transfer 500 --from Assets:Bank:Checking --to Assets:Savings'

            """),
        Case(.transferToItself, ["-f", "test.journal", "add", "transfer", "5", "--from", "Assets:Cash", "--to", "Assets:Cash", "-n"], journal: cash, """
            track: error: a transfer from Assets:Cash to itself changes nothing
            hint: name two different accounts with --from and --to

            """),
        Case(.unbalancedAmounts, ["-f", "test.journal", "add", "Rent", "Expenses:Rent", "5", "Assets:Cash", "-4", "--new-account", "-n"], journal: cash, """
            track: error: the amounts do not balance: they sum to 1 USD, not 0
            hint: correct an amount, or leave the last one out and track will infer it

            """),
        Case(.nothingSimilar, ["-f", "test.journal", "add", "expense", "--same", "zzz", "-n"], journal: cash, """
            track: error: --same found no earlier expense like 'zzz' to take the amount from
            hint: give the amount: 'track add expense 12.50 zzz'

            """),
        Case(.unknownAddCommodity, ["-f", "test.journal", "add", "expense", "5 GBP", "lunch", "-n"], journal: cash, """
            track: error: '5 GBP' is in GBP, which is not a commodity of the journal
            hint: the journal's are USD; add --new-commodity to use GBP

            """),
        Case(.unknownAddAccount, ["-f", "test.journal", "add", "expense", "5", "lunch", "--account", "Assets:Bnk", "-n"], journal: cash, """
            track: error: there is no account 'Assets:Bnk' (--account) in the journal
            hint: the closest are Assets, Assets:Cash; or add --new-account to start 'Assets:Bnk'

            """),
        Case(.notAnAccountName, ["-f", "test.journal", "add", "expense", "5", "lunch", "--account", "Assets::Bank", "-n"], journal: cash, """
            track: error: 'Assets::Bank' (--account) is not an account name
            hint: write an account as parts separated by colons, such as Assets:Bank:Checking, with no double spaces or ';'

            """),
        Case(.notADateFor, ["-f", "test.journal", "add", "expense", "5", "lunch", "--date", "someday", "-n"], journal: cash, """
            track: error: 'someday' is not a date for --date
            hint: write it as YYYY-MM-DD, such as 2026-11-21, or as today or yesterday

            """),
        Case(.appendToOneJournal, ["-f", "test.journal", "-f", "other.journal", "add", "expense", "5", "lunch"], journal: cash, """
            track: error: 'add' adds to one journal file, and 2 were given
            hint: name the journal to add to with a single -f FILE

            """),
        Case(.appendToStandardInput, ["-f", "-", "add", "expense", "5", "lunch"], """
            track: error: cannot add into standard input
            hint: name the journal file with -f FILE, or use --dry-run

            """),
        Case(.importNeedsFile, ["-f", "test.journal", "import"], journal: cash, """
            track: error: 'import' needs the CSV file to read
            hint: run 'track import FILE.csv --rules FILE.rules'

            """),
        Case(.importOneFile, ["-f", "test.journal", "import", "a.csv", "b.csv"], journal: cash, """
            track: error: 'import' reads one CSV file at a time, not 2
            hint: run 'track import' once for each file

            """),
        Case(.reconcileNeedsArguments, ["-f", "test.journal", "reconcile", "Assets:Cash"], journal: cash, """
            track: error: 'reconcile' needs the account and the statement's balance
            hint: run 'track reconcile ACCOUNT BALANCE', such as 'track reconcile Assets:Bank:Checking 1234.56'

            """),
        Case(.reconcileTooManyArguments, ["-f", "test.journal", "reconcile", "Assets:Cash", "5", "USD"], journal: cash, """
            track: error: 'reconcile' takes an account and a balance, and 3 arguments were given
            hint: put an account name with spaces in quotes: 'track reconcile "Assets:Bank:My Checking" 1234.56'

            """),
        Case(.toWithoutAdjust, ["-f", "test.journal", "reconcile", "Assets:Cash", "88", "--to", "Expenses:Food"], journal: cash, """
            track: error: --to says where --adjust books the difference, and --adjust was not given
            hint: add --adjust to book the difference to Expenses:Food

            """),
        Case(.unknownReconcileAccount, ["-f", "test.journal", "reconcile", "Assets:Csh", "88"], journal: cash, """
            track: error: no account 'Assets:Csh' in the journal
            hint: did you mean Assets:Cash?

            """),
        Case(.whichCommodity, ["-f", "test.journal", "reconcile", "Assets:Cash", "88"], journal: twoCommodities, """
            track: error: Assets:Cash holds amounts in USD and EUR: which is '88' in?
            hint: write the commodity with the balance, such as '88 USD'

            """),
        Case(.statementDiffers, ["-f", "test.journal", "reconcile", "Assets:Cash", "90"], journal: cash, """
            track: error: the journal and the statement differ by 2 USD
            hint: find what is missing or wrong with 'track register Assets:Cash -e 2026-11-22', or book the difference to Expenses:Other with --adjust

            """),
        Case(.amountNotInCommodity, ["-f", "test.journal", "reconcile", "Assets:Cash", "88 EUR"], journal: cash, """
            track: error: '88 EUR' is not in USD
            hint: the statement balance of Assets:Cash is in USD: write a number such as 1500

            """),
        Case(.tooManyDecimals, ["-f", "test.journal", "reconcile", "Assets:Cash", "88.123"], journal: assertion, """
            track: error: '88.123' has more decimals than amounts in USD have (0)
            hint: round it to 0 decimals

            """),
        Case(.notAnAmount, ["-f", "test.journal", "reconcile", "Assets:Cash", "lots"], journal: cash, """
            track: error: 'lots' is not an amount for the statement balance of Assets:Cash
            hint: write a number such as 1500, in USD

            """),
        Case(.backupWithoutInPlace, ["-f", "test.journal", "fmt", "--backup"], journal: cash, """
            track: error: --backup only applies to --in-place
            hint: run 'track fmt -i --backup'

            """),
        Case(.inPlaceWithCheckOrDiff, ["-f", "test.journal", "fmt", "-i", "--check"], journal: cash, """
            track: error: --in-place cannot be combined with --check or --diff
            hint: run 'track fmt --diff' to see the changes, then 'track fmt -i' to make them

            """),
        Case(.inPlaceStandardInput, ["-f", "-", "fmt", "-i"], """
            track: error: cannot rewrite standard input in place
            hint: give the journal's file with -f FILE

            """),
        Case(.initOneJournal, ["init", "a.journal", "b.journal"], """
            track: error: 'init' starts one journal, and 2 files were given
            hint: run 'track init FILE' with one file

            """),
        Case(.initTwoJournals, ["-f", "a.journal", "init", "b.journal"], """
            track: error: 'init' was given two journals to start: b.journal and -f a.journal
            hint: name the new journal once: 'track init FILE'

            """),
        Case(.initStandardOutput, ["-f", "-", "init"], """
            track: error: 'init' writes a new journal file, not standard output
            hint: name the file: 'track init FILE'

            """),
        Case(.journalExists, ["init", "test.journal"], journal: cash, """
            track: error: 'test.journal' exists already, and 'init' never overwrites a file
            hint: start a journal in another file with 'track init FILE', or add to this one with 'track -f test.journal add'

            """),
        Case(.notACurrency, ["init", "new.journal", "--currency", "dollars"], """
            track: error: 'dollars' is not a currency
            hint: give an ISO code such as USD, EUR, TWD or JPY, a symbol such as $ or €, or a form such as '1,000.00 USD'

            """),
        Case(.formWithoutDecimalMark, ["init", "new.journal", "--currency", "1000 USD"], """
            track: error: '1000 USD' has no decimal mark, so it does not say how amounts are written
            hint: write one thousand as the journal should show amounts, with a symbol and a decimal mark, such as '1,000.00 USD', '$1,000.00' or 'NT$1,000.'

            """),
        Case(.notACurrencyForm, ["init", "new.journal", "--currency", "1,000.00"], """
            track: error: '1,000.00' is not a currency or the form of an amount
            hint: write one thousand as the journal should show amounts, with a symbol and a decimal mark, such as '1,000.00 USD', '$1,000.00' or 'NT$1,000.'

            """),
        Case(.nameNotOneLine, ["init", "new.journal", "--name", "Sam\nJo"], """
            track: error: the name must be one line of text
            hint: give a name such as Sam, or none

            """),
        Case(.emptyAccountName, ["init", "new.journal", "--account", ""], """
            track: error: an account name is empty
            hint: write its parts with single spaces and one colon between them, as in Assets:Cards:Visa

            """),
        Case(.accountNameCharacter, ["init", "new.journal", "--account", "Assets:My  Bank"], """
            track: error: 'Assets:My  Bank' cannot be an account name: it has two spaces in a row, which end an account name in a journal
            hint: write its parts with single spaces and one colon between them, as in Assets:Cards:Visa

            """),
        Case(.accountNameEmptyPart, ["init", "new.journal", "--account", "Assets::Visa"], """
            track: error: 'Assets::Visa' cannot be an account name: it has an empty part
            hint: write its parts with single spaces and one colon between them, as in Assets:Cards:Visa

            """),
        Case(.accountNotMoney, ["init", "new.journal", "--account", "Cards:Visa"], """
            track: error: 'Cards:Visa' is not under Assets or Liabilities
            hint: write Assets:Cards:Visa for money you have (a bank account, cash, a debit card), Liabilities:Cards:Visa for money you owe (a credit card)

            """),
        Case(.assertWithDifference, ["-f", "test.journal", "reconcile", "Assets:Cash", "90", "--assert"], journal: cash, """
            track: error: cannot assert the statement's balance: the journal's differs by 2 USD
            hint: add --adjust to book the difference to Expenses:Other as well; nothing was written

            """),
        Case(.adjustToItself, ["-f", "test.journal", "reconcile", "Assets:Cash", "90", "--adjust", "--to", "Assets:Cash"], journal: cash, """
            track: error: --to names the account being reconciled
            hint: book the difference to another account, such as Expenses:Other

            """),
        Case(.reconciliationWouldNotCheck, ["-f", "test.journal", "reconcile", "Assets:Cash", "90", "--adjust", "--date", "2026-11-20"], journal: assertion, """
            test.journal:6:34: error: balance assertion failed: Assets:Cash is 90 USD, not 100 USD
              5 | 2026-11-30 Check
              6 |     Assets:Cash            0 USD = 100 USD
                |                                  ^^^^^^^^^
              account:    Assets:Cash
              asserted:   100 USD
              actual:     90 USD
              difference: 10 USD
            hint: find the missing or wrong posting to Assets:Cash up to 2026-11-30, or correct the asserted amount
            track: error: the journal would not pass its checks with the new transaction; nothing was written
            hint: fix the problems above first (track check shows them)

            """),
        Case(.planNeedsCommand, ["-f", "test.journal", "plan"], journal: cash, """
            track: error: which plan command? track plan needs one
            hint: the plan commands are methods, new, list, show, due, deposit, seen, respread, ics, remove; see 'track plan --help'

            """),
        Case(.unknownPlanCommand, ["-f", "test.journal", "plan", "lst"], journal: cash, """
            track: error: unknown plan command 'lst'
            hint: did you mean 'list'?

            """),
        Case(.planNeedsOption, ["-f", "test.journal", "plan", "new", "x", "--start", "2027-01-01"], journal: cash, """
            track: error: 'track plan new' needs --method
            hint: give it, such as '--method 52-week'; 'track plan new --help' lists the options

            """),
        Case(.planNeedsName, ["-f", "test.journal", "plan", "show"], journal: cash, """
            track: error: which plan? 'track plan show' needs the plan's name
            hint: 'track plan list' lists the plans

            """),
        Case(.unknownPlanMethod, ["-f", "test.journal", "plan", "new", "x", "--method", "weekly", "--start", "2027-01-01", "--count", "3"], journal: cash, """
            track: error: unknown saving method 'weekly'
            hint: the methods are fixed, by-date, 52-week, 52-week-reverse, percent, round-up ('track plan methods' explains them)

            """),
        Case(.planTermsInvalid, ["-f", "test.journal", "plan", "new", "x", "--method", "by-date", "--target", "0", "--start", "2027-01-01", "--count", "3", "--every", "week"], journal: cash, """
            track: error: the target must be more than zero
            hint: give a target above zero, such as --target 1000

            """),
        Case(.unknownPlanInterval, ["-f", "test.journal", "plan", "new", "x", "--method", "by-date", "--target", "9", "--start", "2027-01-01", "--count", "3", "--every", "0 weeks"], journal: cash, """
            track: error: '0 weeks' after --every is not an interval
            hint: give day, week, 2 weeks, month, quarter or year (a number of them from 1)

            """),
        Case(.planNeedsLength, ["-f", "test.journal", "plan", "new", "x", "--method", "by-date", "--target", "9", "--start", "2027-01-01", "--every", "week"], journal: cash, """
            track: error: how long? the plan needs --count N or --until DATE
            hint: --count 12 for twelve checkpoints, or --until 2027-12-31 for the last on or before that day

            """),
        Case(.planNameTaken, ["-f", "test.journal", "plan", "new", "trip", "--method", "by-date", "--target", "9", "--start", "2027-01-01", "--count", "3", "--every", "week"], journal: planned, """
            track: error: a plan named 'trip' exists already (on Assets:Trip)
            hint: choose another name

            """),
        Case(.planNameInvalid, ["-f", "test.journal", "plan", "new", "my trip", "--method", "by-date", "--target", "9", "--start", "2027-01-01", "--count", "3", "--every", "week"], journal: cash, """
            track: error: 'my trip' cannot name a plan
            hint: use letters, digits, '-' and '_' (at most 64)

            """),
        Case(.planAccountHasPlan, ["-f", "test.journal", "plan", "new", "other", "--account", "Assets:Trip", "--method", "by-date", "--target", "9", "--start", "2027-01-01", "--count", "3", "--every", "week"], journal: planned, """
            track: error: Assets:Trip holds plan 'trip' already
            hint: give the new plan its own account with --account, or remove the other plan when it is completed

            """),
        Case(.planCommodityMismatch, ["-f", "test.journal", "plan", "new", "x", "--method", "fixed", "--unit", "10 EUR", "--target", "100 USD", "--start", "2027-01-01", "--count", "10", "--every", "week"], journal: twoCommodities, """
            track: error: the unit is in 'EUR' but the target in 'USD'
            hint: write the unit and the target in the same commodity

            """),
        Case(.unknownPlan, ["-f", "test.journal", "plan", "seen", "trips"], journal: planned, """
            track: error: no plan is named 'trips'
            hint: did you mean 'trip'?

            """),
        Case(.planStillActive, ["-f", "test.journal", "plan", "remove", "trip"], journal: planned, """
            track: error: plan 'trip' is still active (0 USD of 300 USD saved); only a completed plan is removed
            hint: finish it first, or edit its account directive's plan- tags by hand to drop it

            """),
        Case(.planNotBehind, ["-f", "test.journal", "--today", "2026-11-01", "plan", "respread", "trip"], journal: planned, """
            track: error: plan 'trip' is not behind: there is nothing to re-spread
            hint: 'track plan show trip' shows where it stands

            """),
        Case(.planUnknownCommodity, ["-f", "test.journal", "plan", "new", "x", "--method", "by-date", "--target", "100 EUR", "--start", "2027-01-01", "--count", "3", "--every", "week"], journal: cash, """
            track: error: no amount of the journal is in 'EUR'
            hint: write the target in a commodity of the journal, or declare it first with 'commodity'

            """),
        Case(.planDepositNeedsAmount, ["-f", "test.journal", "plan", "deposit", "trip"], journal: planned, """
            track: error: how much? 'track plan deposit trip' needs an amount
            hint: write it after the name, such as 'track plan deposit trip 50'

            """),
    ]

    /// The error `body` throws as a command-line error.
    static func thrown(_ body: () throws(CLIError) -> Void) -> CLIError {
        do {
            try body()
            return .reported
        } catch {
            return error
        }
    }

    static let calls: [Call] = [
        // A rules file beside the journal: `rates import rates.csv --rules rates.rules` with 'fields date, price'.
        Call(id: .ratesRulesUnreadable, error: { thrown { () throws(CLIError) in
            throw .message(.ratesRulesUnreadable("rates.rules", line: 0, text: "fields date, price"))
        } }, stderr: """
            track: error: rates.rules: 'fields date, price' lacks date, commodity or price
            hint: a rates rules file has lines 'fields date, commodity, price, currency', 'skip N', 'currency SYMBOL', 'separator ;'

            """),
        Call(id: .readOnlyFile, error: { thrown { () throws(CLIError) in
            throw CLIError(WriteError.readOnlyFile("test.journal"))
        } }, stderr: """
            track: error: cannot write 'test.journal': the file is read-only
            hint: make it writable (chmod u+w 'test.journal') if you mean to change it; nothing was changed

            """),
        Call(id: .readOnlyDirectory, error: { thrown { () throws(CLIError) in
            throw CLIError(WriteError.readOnlyDirectory("books", for: "books/test.journal"))
        } }, stderr: """
            track: error: cannot write 'books/test.journal': the folder 'books' does not allow creating files
            hint: track writes a temporary file beside the journal and renames it over the journal, so the folder must be writable; nothing was changed

            """),
        Call(id: .fileToWriteNotFound, error: { thrown { () throws(CLIError) in
            throw CLIError(WriteError.system("lock", "test.journal", errno: ENOENT))
        } }, stderr: """
            track: error: cannot lock 'test.journal': No such file or directory

            """),
        Call(id: .writeFailed, error: { thrown { () throws(CLIError) in
            throw CLIError(WriteError.system("replace", "test.journal", errno: ENOSPC))
        } }, stderr: """
            track: error: cannot replace 'test.journal': No space left on device
            hint: free some disk space; nothing was changed

            """),
        Call(id: .partlyFormatted, error: {
            .message(.partlyFormatted(WriteError.system("replace", "b.journal", errno: ENOSPC), done: ["a.journal"]))
        }, stderr: """
            track: error: cannot replace 'b.journal': No space left on device (already formatted: a.journal)
            hint: the files named were formatted and the others left as they were; correct the problem and run 'track fmt -i' again

            """),
        Call(id: .formattingWouldChangeJournal, error: { .message(.formattingWouldChangeJournal("it would not read without errors")) },
             stderr: """
            track: error: formatting would change what the journal says (it would not read without errors); nothing was written
            hint: this is a bug in track fmt: please report it with the lines concerned

            """),
        Call(id: .filesChangedWhileReading, error: { .message(.filesChangedWhileReading()) }, stderr: """
            track: error: the journal's files changed while track was reading them; nothing was written
            hint: run 'track fmt -i' again

            """),
        Call(id: .importWouldNotReadBack, error: {
            .message(.importWouldNotReadBack(2, record: "2026-11-03 Coffee", cause: "'real Expenses:Food' would read as 'real Expenses:Personal:Food'"))
        }, stderr: """
            track: error: the transaction '2026-11-03 Coffee' would not read back as imported: 'real Expenses:Food' would read as 'real Expenses:Personal:Food'; nothing was imported
            hint: look at what the journal's end does to appended text (alias, apply account, an open block); if it is not that, this is a bug in track import: please report it with the CSV and rules files

            """),
        Call(id: .notRegularFile, error: { thrown { () throws(CLIError) in
            throw CLIError(WriteError.notRegularFile("test.journal", type: S_IFCHR))
        } }, stderr: """
            track: error: cannot write 'test.journal': it is a character device, not a journal file
            hint: track writes journals only to regular files (or symbolic links to one); name the journal file with -f FILE; nothing was changed

            """),
        Call(id: .hardLinkedFile, error: { thrown { () throws(CLIError) in
            throw CLIError(WriteError.hardLinked("test.journal", links: 3))
        } }, stderr: """
            track: error: cannot write 'test.journal': it has 2 other hard links, which would keep the old text when track replaces the file
            hint: make the other names symbolic links (ln -sf), or give this name a file of its own (cp 'test.journal' 'test.journal.new' && mv 'test.journal.new' 'test.journal'); nothing was changed

            """),
        Call(id: .accountDeclaredElsewhere, error: { .message(CLIMessage(AccountDirectiveEdit.Failure.declaredInAnotherFile(path: "accounts.journal", line: 3))) }, stderr: """
            track: error: the account is declared in 'accounts.journal' (line 3), another file of the journal
            hint: run the command with -f 'accounts.journal' to change it there

            """),
        Call(id: .tagNameNotWritable, error: { .message(CLIMessage(AccountDirectiveEdit.Failure.invalidTagName("two words"))) }, stderr: """
            track: error: 'two words' cannot be written as a tag name
            hint: use letters, digits, '-' and '_' only

            """),
        Call(id: .tagValueNotWritable, error: { .message(CLIMessage(AccountDirectiveEdit.Failure.invalidTagValue(name: "goal", value: "1,000 USD"))) }, stderr: """
            track: error: the value '1,000 USD' of tag 'goal' cannot be written in a tag
            hint: a tag's value ends at a comma or the line's end; leave commas and line breaks out

            """),
        Call(id: .accountNameNotWritable, error: { .message(CLIMessage(AccountDirectiveEdit.Failure.invalidAccountName("A;B"))) }, stderr: """
            track: error: 'A;B' cannot be written as an account name
            hint: an account name has no line breaks, tabs, ';' or two spaces in a row

            """),
        Call(id: .rewriteWouldChangeMeaning, error: { CLIError(JournalWriteFailure<CLIError>.wouldChangeMeaning("transactions: 3 and 2")) }, stderr: """
            track: error: the journal would not read the same after this change: transactions: 3 and 2; nothing was changed
            hint: this is a bug in track's edit; please report it with the journal's lines around the account directive

            """),
        Call(id: .appendWouldReadDifferently, error: {
            .message(.appendWouldReadDifferently("the posting to Expenses:Food would read as a posting to Income:Salary",
                                                 undone: "added"))
        }, stderr: """
            track: error: the journal would not read the new text as written: the posting to Expenses:Food would read as a posting to Income:Salary; nothing was added
            hint: a directive at the end of the journal (alias, apply account, decimal-mark, Y) changes how appended lines read; end it (end aliases, end apply account) or add the entry by hand

            """),
        Call(id: .initThroughDanglingLink, error: { .message(.initThroughDanglingLink("test.journal", to: "gone.journal")) }, stderr: """
            track: error: 'test.journal' is a symbolic link to 'gone.journal', which does not exist; 'init' never creates a file through a link
            hint: start the journal where the link points with 'track init gone.journal', or remove the link

            """),
        Call(id: .initWouldNotReadBack, error: { .message(.initWouldNotReadBack("test.journal")) }, stderr: """
            track: error: the new journal 'test.journal' would not read without errors; nothing was written
            hint: this is a bug in track init: please report it with the options given

            """),
        Call(id: .balanceTooLarge, error: { .message(.balanceTooLarge("Assets:Cash")) }, stderr: """
            track: error: the balance of Assets:Cash has more digits than track can add (38)
            hint: check the journal's amounts with 'track register Assets:Cash'

            """),
    ]

    @Test(arguments: commandLines + gitCommandLines)
    func commandLine(_ reproducer: Case) {
        let dir = TemporaryDirectory()
        if let journal = reproducer.journal { dir.write("test.journal", journal) }
        let arguments = reproducer.arguments.map { argument in
            (argument.hasSuffix(".journal") || argument.hasSuffix(".csv")) && !argument.hasPrefix("/")
                ? dir.path + "/" + argument : argument
        }
        let console = Console(arguments: arguments, today: CLIHarness.today, fileSystem: LocalFileSystem())
        var id: CLIMessage.ID?
        do {
            _ = try TrackCLI.dispatch(console)
        } catch {
            id = error.id
            TrackCLI.report(error, to: console)
        }
        #expect(id == reproducer.id)
        #expect(console.errors.text.replacingOccurrences(of: dir.path + "/", with: "") == reproducer.stderr)
    }

    @Test(arguments: calls + gitCalls)
    func call(_ reproducer: Call) {
        let error = reproducer.error()
        let console = Console(arguments: [], today: CLIHarness.today)
        TrackCLI.report(error, to: console)
        #expect(error.id == reproducer.id)
        #expect(console.errors.text == reproducer.stderr)
    }

    /// The warnings of a write that happened (`WriteNotice`), with their exact standard error.
    static let warnings: [(id: CLIMessage.ID, notice: WriteNotice, stderr: String)] = [
        (.writtenInPlace, .writtenInPlace(path: "test.journal"), """
            track: warning: 'test.journal' is mounted on its own (a bind mount), so it was written in place rather than replaced
            hint: track could not write it atomically: had it been stopped while writing, the file could be partly written; mount its folder instead of the file to have atomic writes

            """),
        (.ownerNotKept, .ownerNotKept(path: "test.journal", owner: 1000, group: 100), """
            track: warning: 'test.journal' belonged to user 1000 (group 100) and now belongs to you
            hint: only root can give a file to another user; if it must stay theirs, ask them (or root) to run 'chown 1000:100 test.journal'

            """),
        (.attributesNotKept, .attributesNotKept(path: "test.journal", names: ["security.selinux"]), """
            track: warning: the new 'test.journal' could not keep its extended attribute security.selinux: it was dropped
            hint: set it again (setfacl, chcon or setfattr) if needed; the journal's text is written

            """),
    ]

    @Test func warningsOfAWrite() {
        for warning in Self.warnings {
            let console = Console(arguments: [], today: CLIHarness.today)
            let message = CLIMessage(warning.notice)
            TrackCLI.warn(message, to: console)
            #expect(message.id == warning.id)
            #expect(console.errors.text == warning.stderr)
        }
    }

    @Test func everyIDHasAReproducer() {
        let reproduced = Set(Self.commandLines.map(\.id) + Self.calls.map(\.id) + Self.warnings.map(\.id)
            + Self.gitCommandLines.map(\.id) + Self.gitCalls.map(\.id))
        let missing = CLIMessage.ID.allCases.filter { !reproduced.contains($0) }
        #expect(missing == [], "IDs without a reproducer")
    }
}
