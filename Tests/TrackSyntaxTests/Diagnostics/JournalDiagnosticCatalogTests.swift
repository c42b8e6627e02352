import Testing
import TrackModel
@testable import TrackSyntax

/// At least one reproducer per journal diagnostic ID: a minimal journal and
/// the exact message track prints for it. A new `DiagnosticID.Journal`
/// without a case here fails `everyIDHasAReproducer`.
@Suite struct JournalDiagnosticCatalogTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var id: DiagnosticID.Journal
        /// The files; `main.journal` is the one loaded.
        var files: [String: String]
        var strict = false
        /// The files that exist but cannot be read, as without permission.
        var unreadable: Set<String> = []
        /// Every diagnostic the journal gives, rendered.
        var rendered: [String]
        /// `main.journal` as bytes, for a journal that is not valid UTF-8.
        var bytes: [UInt8]?

        var testDescription: String { DiagnosticID.journal(id).rawValue }

        init(_ id: DiagnosticID.Journal, _ journal: String, strict: Bool = false, _ rendered: String...) {
            self.init(id, files: ["main.journal": journal], strict: strict, rendered)
        }

        init(_ id: DiagnosticID.Journal, bytes: [UInt8], _ rendered: String...) {
            self.init(id, files: [:], rendered)
            self.bytes = bytes
        }

        init(
            _ id: DiagnosticID.Journal, files: [String: String], strict: Bool = false, unreadable: Set<String> = [],
            _ rendered: [String]
        ) {
            self.id = id
            self.files = files
            self.strict = strict
            self.unreadable = unreadable
            self.rendered = rendered
        }
    }

    /// 65 components, one past `AccountTable.maximumDepth`.
    static let deepAccount = Array(repeating: "a", count: 65).joined(separator: ":")

    static let directiveHint = """
        hint: directives are account, alias, apply account, comment, commodity, D, decimal-mark, end aliases, \
        end apply account, include, P, payee, tag, Y, year; a transaction starts with a date, a comment with ';'
        """

    static let cases: [Case] = [
        Case(.fileNotFound, files: [:], [
            """
            track: error: journal file 'main.journal' not found
            hint: create it with 'track init main.journal', or name another with -f FILE or $TRACK_FILE

            """,
        ]),
        Case(.fileUnreadable, files: ["main.journal": ""], unreadable: ["main.journal"], [
            "track: error: cannot read journal file 'main.journal': Permission denied\n",
        ]),
        Case(.csvNotAJournal, files: ["main.journal": "include bank.csv\n", "bank.csv": "date,amount\n"], [
            """
            main.journal:1:9: error: 'bank.csv' is a CSV file, which a journal cannot include
              1 | include bank.csv
                |         ^^^^^^^^
            hint: convert it with 'track import' (rules in a .rules file beside it), which appends journal entries

            """,
        ]),
        Case(.includeUnreadable, files: ["main.journal": "include secret.journal\n", "secret.journal": ""],
             unreadable: ["secret.journal"], [
            """
            main.journal:1:9: error: cannot read included file 'secret.journal': Permission denied
              1 | include secret.journal
                |         ^^^^^^^^^^^^^^

            """,
        ]),
        Case(.noSuchDate, """
            2026-11-02 Corner Market
                Expenses:Groceries  84.20 USD
                Assets:Cash

            2026-02-30 Noodle Bar
                Expenses:Dining  12.50 USD
                Assets:Cash

            """, """
            main.journal:5:1: error: '2026-02-30' is not a valid date: February 2026 has 28 days
              5 | 2026-02-30 Noodle Bar
                | ^^^^^^^^^^
            hint: correct the day or the month

            """),
        Case(.dateMixesSeparators, "2026-11/02 Corner Market\n", """
            main.journal:1:1: error: the date '2026-11/02' mixes separators
              1 | 2026-11/02 Corner Market
                | ^^^^^^^^^^
            hint: use one separator throughout, such as 2026-11-02 or 2026/11/02

            """),
        Case(.dateShortYear, "26/11/02 Corner Market\n", """
            main.journal:1:1: error: '26/11/02' is not a date: a year is written with four digits or more
              1 | 26/11/02 Corner Market
                | ^^^^^^^^
            hint: write the year in full, such as 2026-11-02 (or 0026-11-02)

            """),
        Case(.noSuchDate, "2026-13-01 Corner Market\n", """
            main.journal:1:1: error: '2026-13-01' is not a valid date: month 13 does not exist
              1 | 2026-13-01 Corner Market
                | ^^^^^^^^^^
            hint: correct the day or the month

            """),
        Case(.notADate, "20x6-11-02 Corner Market\n", """
            main.journal:1:1: error: '20x6-11-02' is not a date
              1 | 20x6-11-02 Corner Market
                | ^^^^^^^^^^
            hint: write dates as YYYY-MM-DD, YYYY/MM/DD or YYYY.MM.DD, such as 2026-11-02

            """),
        Case(.notADate, "2026-11 Corner Market\n", """
            main.journal:1:1: error: '2026-11' is not a date
              1 | 2026-11 Corner Market
                | ^^^^^^^
            hint: write dates as YYYY-MM-DD, YYYY/MM/DD or YYYY.MM.DD, such as 2026-11-02

            """),
        Case(.expectedDate, "P\n", """
            main.journal:1:2: error: expected a date here
              1 | P
                |  ^
            hint: write dates as YYYY-MM-DD, YYYY/MM/DD or YYYY.MM.DD, such as 2026-11-02

            """),
        Case(.notAnAmount, "2026-11-02 Corner Market\n    Expenses:Groceries  $\n    Assets:Cash\n", """
            main.journal:2:25: error: '$' is not an amount
              2 |     Expenses:Groceries  $
                |                         ^
            hint: write a number with an optional commodity, such as 12.50, $12.50 or 12.50 USD; a comment starts with ';'

            """),
        Case(.expectedAmount, "2026-11-02 Fund\n    Assets:Fund  10 AAPL @", """
            main.journal:2:27: error: expected an amount here
              2 |     Assets:Fund  10 AAPL @
                |                           ^
            hint: write a number with an optional commodity, such as 12.50, $12.50 or 12.50 USD; a comment starts with ';'

            """),
        Case(.malformedNumber, "2026-11-02 Corner Market\n    Expenses:Groceries  1,000.000,5 USD\n    Assets:Cash\n", """
            main.journal:2:25: error: '1,000.000,5' is not a number: its marks cannot be read as digit groups and a decimal mark
              2 |     Expenses:Groceries  1,000.000,5 USD
                |                         ^^^^^^^^^^^
            hint: write one decimal mark, last, and digit group marks of the other kind, such as 1,234.56 or 1.234,56

            """),
        Case(.valueExpression, "2026-11-02 Corner Market\n    Expenses:Groceries  (amount * 2)\n    Assets:Cash\n", """
            main.journal:2:25: error: '(amount * 2)' looks like a ledger value expression, which track does not evaluate
              2 |     Expenses:Groceries  (amount * 2)
                |                         ^^^^^^^^^^^^
            hint: write the computed amount instead

            """),
        Case(.amountOverflow, "2026-11-02 t\n    Assets:Cash  1234567890123456789012345678901234567890 USD\n    Equity\n", """
            main.journal:2:18: error: this amount has more digits than track can hold exactly
              2 |     Assets:Cash  1234567890123456789012345678901234567890 USD
                |                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
            hint: amounts may have up to 38 significant digits and 37 decimal places

            """),
        Case(.balanceOverflow, """
            2026-11-01 a
                Assets:Cash  90000000000000000000000000000000000000 USD
                Equity

            2026-11-02 b
                Assets:Cash  90000000000000000000000000000000000000 USD = 1 USD
                Income

            """, """
            main.journal:6:1: error: the running balance of Assets:Cash passes the digits track can hold exactly here (2026-11-02): its balance from here on, and its assertions, cannot be exact
              5 | 2026-11-02 b
              6 |     Assets:Cash  90000000000000000000000000000000000000 USD = 1 USD
                | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
              7 |     Income
            hint: check the amounts posted to Assets:Cash with 'track register Assets:Cash'; amounts may have up to 38 significant digits

            """),
        Case(.transactionOverflow, """
            2026-11-02 t
                Assets:Cash  99999999999999999999999999999999999999 USD
                Assets:Cash  99999999999999999999999999999999999999 USD
                Equity

            """, """
            main.journal:1:1: error: the amounts of this transaction add up to more digits than track can hold exactly
              1 | 2026-11-02 t
                | ^^^^^^^^^^^^
              2 |     Assets:Cash  99999999999999999999999999999999999999 USD
              3 |     Assets:Cash  99999999999999999999999999999999999999 USD
              4 |     Equity
            hint: amounts may have up to 38 significant digits

            """),
        Case(.sumOverflow, """
            2026-11-02 t
                Assets:Cash  20000000000000000000000000000000000000 USD
                Equity

            2026-11-03 t
                Assets:Cash  0.5 USD
                Equity

            """, """
            main.journal:2:1: error: Assets:Cash on 2026-11-02: the USD amounts of the journal add up to more digits than \
            track can hold exactly here, so a total including this posting could be wrong
              1 | 2026-11-02 t
              2 |     Assets:Cash  20000000000000000000000000000000000000 USD
                | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
              3 |     Equity
            hint: the amounts of one commodity, at its finest precision, may add up to 38 significant digits

            """),
        Case(.textAfterAmount, "2026-11-02 Corner Market\n    Expenses:Groceries  84.20 USD groceries\n    Assets:Cash\n", """
            main.journal:2:35: error: unexpected text after the amount
              2 |     Expenses:Groceries  84.20 USD groceries
                |                                   ^^^^^^^^^
            hint: a comment starts with ';'; a cost with '@'; a balance assertion with '='

            """),
        Case(.amountTwoSigns, "2026-11-02 Refund\n    Assets:Cash  $-+20\n    Income:Refunds\n", """
            main.journal:2:18: error: '$-+20' has two signs in a row
              2 |     Assets:Cash  $-+20
                |                  ^^^^^
            hint: write one sign: -20, -$20 or $-20 (a sign on each side of a symbol, -$-20, multiplies, as in hledger)

            """),
        Case(.textAfterDate, "2026-11-02Corner Market\n", """
            main.journal:1:11: error: unexpected text after the date
              1 | 2026-11-02Corner Market
                |           ^^^^^^^^^^^^^
            hint: put a space between the date and the description

            """),
        Case(.textAfterEndComment, "comment\nold entries\nend comment ; 2025\n", """
            main.journal:3:13: error: unexpected text after 'end comment'
              3 | end comment ; 2025
                |             ^^^^^^
            hint: 'end comment' stands alone on its line: remove this text or move it inside the block

            """),
        Case(.timeclockLine, files: ["main.journal": "include hours.timeclock\n", "hours.timeclock": "i 2026-11-02 09:00 Work\nlunch\n"], [
            """
            hours.timeclock:2:1: error: this line is not a timeclock entry
              2 | lunch
                | ^^^^^
            hint: a timeclock file has 'i DATE TIME ACCOUNT  DESCRIPTION' and 'o DATE TIME' lines, and ';' comments

            """,
        ]),
        Case(.timeclockLine, files: ["main.journal": "include hours.timeclock\n", "hours.timeclock": "i 2026-11-02 09:00\n"], [
            """
            hours.timeclock:1:19: error: this clock-in names no account
              1 | i 2026-11-02 09:00
                |                   ^
            hint: write the account after the time: i 2026-11-02 09:00 Work:Client A

            """,
        ]),
        Case(.timeclockOrder, files: ["main.journal": "include hours.timeclock\n",
                                      "hours.timeclock": "i 2026-11-02 09:00 Work\ni 2026-11-02 10:00 Admin\n"], [
            """
            hours.timeclock:2:1: error: expected a clock-out ('o') for the clock-in above here, not 'i'
              2 | i 2026-11-02 10:00 Admin
                | ^^^^^^^^^^^^^^^^^^^^^^^^
            hint: each 'i' line is followed by the 'o' line that ends its session

            """,
        ]),
        Case(.timeclockOrder, files: ["main.journal": "include hours.timeclock\n",
                                      "hours.timeclock": "i 2026-11-02 09:00 Work\no 2026-11-02 08:30\n"], [
            """
            hours.timeclock:2:1: error: this clock-out is earlier than its clock-in (line 1)
              2 | o 2026-11-02 08:30
                | ^^^^^^^^^^^^^^^^^^
            hint: correct the date or the time of one of them

            """,
        ]),
        Case(.timeclockStillClockedIn, files: ["main.journal": "include hours.timeclock\n",
                                               "hours.timeclock": "i 2026-11-02 09:00 Work\n"], [
            """
            hours.timeclock:1:1: warning: this clock-in has no clock-out: its session counts up to the start of today
              1 | i 2026-11-02 09:00 Work
                | ^^^^^^^^^^^^^^^^^^^^^^^
            hint: add 'o DATE TIME' when the session ends

            """,
        ]),
        Case(.timeclockTime, files: ["main.journal": "include hours.timeclock\n", "hours.timeclock": "i 2026-11-02 9:00 Work\n"], [
            """
            hours.timeclock:1:14: error: '9:00' is not a time of day
              1 | i 2026-11-02 9:00 Work
                |              ^^^^
            hint: write the time as HH:MM or HH:MM:SS, such as 09:30, then two spaces before the description

            """,
        ]),
        Case(.timedotLine, files: ["main.journal": "include hours.timedot\n", "hours.timedot": "2026-11-02\nWork  3x\n"], [
            """
            hours.timedot:2:7: error: '3x' is not a timedot quantity
              2 | Work  3x
                |       ^^
            hint: write dots (each a quarter hour), hours (1.5) or a number and a unit: 90m, 2h, 1d

            """,
        ]),
        Case(.timedotLine, files: ["main.journal": "include hours.timedot\n", "hours.timedot": "Work  1\n"], [
            """
            hours.timedot:1:1: error: an entry needs a day above it
              1 | Work  1
                | ^^^^^^^
            hint: start the day with its date on a line of its own, such as 2026-11-02

            """,
        ]),
        Case(.unknownDirective, "acount Assets:Cash\n", """
            main.journal:1:1: error: unknown directive 'acount'
              1 | acount Assets:Cash
                | ^^^^^^
            \(directiveHint)

            """),
        Case(.unsupportedLedgerDirective, "define rate = 1.08\n", """
            main.journal:1:1: error: ledger's 'define' directive is not supported (hledger does not read it either)
              1 | define rate = 1.08
                | ^^^^^^
            hint: remove it or turn it into a comment with ';'

            """),
        Case(.ledgerOptionLine, "--strict\n", """
            main.journal:1:1: error: command-line options in a journal ('--strict') are a ledger feature track does not read
              1 | --strict
                | ^^^^^^^^
            hint: give the option on the command line, or turn the line into a comment with ';'

            """),
        Case(.loneCarriageReturn, files: ["main.journal": "include old.journal\n", "old.journal": "2026-11-02 x\r  a  1\r  b\r"], [
            """
            main.journal:1:9: error: cannot read 'old.journal': line 1 ends with a lone carriage return (CR, as in old Mac files), \
            which track does not take for a line end
              1 | include old.journal
                |         ^^^^^^^^^^^
            hint: end its lines with LF (or CRLF), for example: tr '\\r' '\\n' < 'old.journal' > converted.journal

            """,
        ]),
        Case(.accountTooDeep, "2026-11-02 x\n    \(deepAccount)  1 USD\n    b\n", """
            main.journal:2:5: error: account name has more than 64 components; the rest is cut off
              2 |     \(deepAccount)  1 USD
                |     \(String(repeating: "^", count: deepAccount.count))
            hint: an account is a path such as 'Expenses:Food:Groceries': check for a stray run of ':'

            """),
        Case(.nameNotUtf8, bytes: Array("2026-11-02 x\n    Caf".utf8) + [0xE9] + Array("  1 USD\n    b\n".utf8), """
            main.journal:2:5: error: account name is not valid UTF-8: names that differ only in such bytes could not be told apart
              2 |     Caf\u{FFFD}  1 USD
                |     ^^^^
            hint: save the journal as UTF-8, for example with: iconv -f latin1 -t utf-8

            """),
        Case(.namesDifferInNormalization, "2026-11-02 x\n    Expenses:Caf\u{E9}  1 USD\n    Expenses:Cafe\u{301}  2 USD\n    b\n",
             strict: true, """
            track: warning: accounts 'Expenses:Caf\u{E9}' (14 bytes), 'Expenses:Cafe\u{301}' (15 bytes) differ only in Unicode \
            normalization (NFC, NFD): they are kept apart
            hint: write them with the same bytes, or add an alias from one to the other

            """),
        Case(.timeclockEntry, "i 2026-11-02 09:00:00 Work:Client\n", """
            main.journal:1:1: error: timeclock entries ('i DATE …') are not read in a journal
              1 | i 2026-11-02 09:00:00 Work:Client
                | ^
            hint: keep time logs in their own .timeclock file

            """),
        Case(.unsupportedLedgerDirective, "apply tag trip\n", """
            main.journal:1:1: error: ledger's 'apply tag' directive is not supported (hledger does not read it either)
              1 | apply tag trip
                | ^^^^^^^^^^^^^^
            hint: remove it or turn it into a comment with ';'

            """),
        Case(.postingOutsideTransaction, "2026-11-02 Corner Market\n    Expenses:Groceries  84.20 USD\n    Assets:Cash\n\n    Assets:Savings  1 USD\n", """
            main.journal:5:5: error: this indented line is not part of a transaction
              5 |     Assets:Savings  1 USD
                |     ^^^^^^^^^^^^^^^^^^^^^
            hint: postings follow a transaction's date line with no blank line between; remove the blank line above or the indentation

            """),
        Case(.missingAccountName, "2026-11-02 Budget\n    ()  84.20 USD\n    Assets:Cash\n", """
            main.journal:2:6: error: this posting has no account name
              2 |     ()  84.20 USD
                |      ^
            hint: write the account first, then two spaces, then the amount

            """),
        Case(.unclosedQuote, "2026-11-02 Fund purchase\n    Assets:Fund  10 \"ACME Co\n    Assets:Cash\n", """
            main.journal:2:21: error: the quoted commodity symbol is not closed
              2 |     Assets:Fund  10 "ACME Co
                |                     ^^^^^^^^
            hint: add the closing '"', as in 10 "ACME Co"

            """),
        Case(.unclosedVirtualAccount, "2026-11-02 Budget\n    (Budget:Food  -84.20 USD\n    Assets:Cash\n", """
            main.journal:2:5: error: '(' is not closed
              2 |     (Budget:Food  -84.20 USD
                |     ^^^^^^^^^^^^
            hint: add the closing ')'; a virtual account is written (Account), a balanced virtual one [Account]

            """),
        Case(.unclosedLotPrice, "2026-11-02 Fund\n    Assets:Fund  10 AAPL {$50\n    Assets:Cash\n", """
            main.journal:2:26: error: '{' is not closed
              2 |     Assets:Fund  10 AAPL {$50
                |                          ^^^^
            hint: add the closing '}'; a lot price is written {PRICE}, {{TOTAL}} or {=PRICE}

            """),
        Case(.textInLotPrice, "2026-11-02 Fund\n    Assets:Fund  10 AAPL {$50 USD}\n    Assets:Cash\n", """
            main.journal:2:31: error: unexpected text in the lot price
              2 |     Assets:Fund  10 AAPL {$50 USD}
                |                               ^^^
            hint: a lot price holds one amount: {PRICE}, {{TOTAL}} or {=PRICE}, such as {$50} or {50 USD}

            """),
        Case(.repeatedLotPart, "2026-11-02 Fund\n    Assets:Fund  10 AAPL {$50} [2026-01-15] {$60}\n    Assets:Cash\n", """
            main.journal:2:45: error: a second lot price on one posting
              2 |     Assets:Fund  10 AAPL {$50} [2026-01-15] {$60}
                |                                             ^^^^^
            hint: a posting has at most one lot price {…} and one lot date […]: remove one

            """),
        Case(.unclosedLotDate, "2026-11-02 Fund\n    Assets:Fund  10 AAPL [2026-01-15\n    Assets:Cash\n", """
            main.journal:2:26: error: '[' is not closed
              2 |     Assets:Fund  10 AAPL [2026-01-15
                |                          ^^^^^^^^^^^
            hint: add the closing ']'; a lot date is written [2026-01-15]

            """),
        Case(.accountNeedsName, "account\n", """
            main.journal:1:1: error: 'account' needs an account name, such as 'Assets:Bank:Checking'
              1 | account
                | ^^^^^^^

            """),
        Case(.notAYear, "Y twenty\n", """
            main.journal:1:3: error: 'twenty' is not a year
              1 | Y twenty
                |   ^^^^^^
            hint: write a year from 0 to 999999, such as Y 2026

            """),
        Case(.includeNotFound, "include 2025.journal\n", """
            main.journal:1:9: error: included file '2025.journal' not found
              1 | include 2025.journal
                |         ^^^^^^^^^^^^
            hint: paths are relative to the including file's folder

            """),
        Case(.includeCycle, files: ["main.journal": "include years.journal\n", "years.journal": "include main.journal\n"], [
            """
            years.journal:1:9: error: cyclic include: 'main.journal' is already being read
              1 | include main.journal
                |         ^^^^^^^^^^^^
            hint: a file must not include itself, directly or through other files

            """,
        ]),
        Case(.invalidRegex, "alias /^(expenses/ = Expenses\n", """
            main.journal:1:7: error: '/^(expenses/' is not a valid regular expression
              1 | alias /^(expenses/ = Expenses
                |       ^^^^^^^^^^^^^^^^^^^^^^^
            hint: check brackets and escapes; a plain alias needs no slashes: alias OLD = NEW

            """),
        Case(.regexTooLarge, "alias /(a{1000}){20}/ = x\n", """
            main.journal:1:7: error: '/(a{1000}){20}/' is too large a regular expression (over 10000 instructions)
              1 | alias /(a{1000}){20}/ = x
                |       ^^^^^^^^^^^^^^^^^^^
            hint: split it into several aliases with smaller patterns, such as one per alternative

            """),
        Case(.unmatchedEnd, "end apply account\n", """
            main.journal:1:1: error: 'end apply account' has no 'apply account' before it
              1 | end apply account
                | ^^^^^^^^^^^^^^^^^
            hint: the 'end' forms are: end aliases, end apply account, end comment, end tag

            """),
        Case(.unknownEnd, "end budget\n", """
            main.journal:1:1: error: 'end budget' ends nothing
              1 | end budget
                | ^^^^^^^^^^
            hint: the 'end' forms are: end aliases, end apply account, end comment, end tag

            """),
        Case(.invalidAccountType, "account Assets:Cash  ; type: Pocket\n", """
            main.journal:1:30: error: 'Pocket' is not an account type
              1 | account Assets:Cash  ; type: Pocket
                |                              ^^^^^^
            hint: use Asset, Liability, Equity, Revenue, Expense, Cash or Conversion (or A, L, E, R, X, C, V)

            """),
        Case(.unbalancedTransaction, "2026-11-02 Corner Market\n    Expenses:Groceries  84.21 USD\n    Assets:Cash  -84.20 USD\n", """
            main.journal:1:1: error: this transaction does not balance: its postings sum to 0.01 USD, not 0
              1 | 2026-11-02 Corner Market
                | ^^^^^^^^^^^^^^^^^^^^^^^^
              2 |     Expenses:Groceries  84.21 USD
              3 |     Assets:Cash  -84.20 USD
            hint: correct an amount, or leave one amount out and track will infer it

            """),
        Case(.unbalancedVirtualPostings, "2026-11-02 Envelopes\n    [Budget:Food]  50 USD\n    [Budget:Fun]  -40 USD\n", """
            main.journal:1:1: error: this transaction does not balance: its balanced virtual [postings] sum to 10 USD, not 0
              1 | 2026-11-02 Envelopes
                | ^^^^^^^^^^^^^^^^^^^^
              2 |     [Budget:Food]  50 USD
              3 |     [Budget:Fun]  -40 USD
            hint: correct an amount, or leave one amount out and track will infer it

            """),
        Case(.tooManyMissingAmounts, "2026-11-02 Corner Market\n    Expenses:Groceries\n    Assets:Cash\n", """
            main.journal:2:1: error: 2 postings leave out their amount; at most one may
              1 | 2026-11-02 Corner Market
              2 |     Expenses:Groceries
                | ^^^^^^^^^^^^^^^^^^^^^^
              3 |     Assets:Cash
            hint: write the amounts of all but one; an account and its amount are separated by two or more spaces

            """),
        Case(.assignmentWithDate, """
            2026-11-01 Opening
                Assets:Cash  100.00 USD
                Equity:Opening

            2026-11-30 Count
                Assets:Cash  = 80.00 USD  ; date: 2026-11-29
                Expenses:Unknown

            """, """
            main.journal:6:1: error: a balance assignment cannot be on a posting with its own date
              5 | 2026-11-30 Count
              6 |     Assets:Cash  = 80.00 USD  ; date: 2026-11-29
                | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
              7 |     Expenses:Unknown
            hint: write the amount and keep the '=' as an assertion, or remove the posting's date

            """),
        Case(.balanceAssertionFailed, """
            2026-11-01 Opening
                Assets:Cash  100.00 USD
                Equity:Opening

            2026-11-02 Corner Market
                Expenses:Groceries  84.20 USD
                Assets:Cash

            2026-11-30 Statement
                Assets:Cash  0 USD = 15.00 USD  ; from the bank
                Equity:Opening

            """, """
            main.journal:10:24: error: balance assertion failed: Assets:Cash is 15.80 USD, not 15.00 USD
               9 | 2026-11-30 Statement
              10 |     Assets:Cash  0 USD = 15.00 USD  ; from the bank
                 |                        ^^^^^^^^^^^
              11 |     Equity:Opening
              account:    Assets:Cash
              asserted:   15.00 USD
              actual:     15.80 USD
              difference: -0.80 USD
            hint: find the missing or wrong posting to Assets:Cash up to 2026-11-30, or correct the asserted amount

            """),
        Case(.balanceAssertionAlsoHolds, """
            2026-11-01 Opening
                Assets:Wallet  100 USD
                Assets:Wallet  20 EUR
                Equity:Opening

            2026-11-30 Count
                Assets:Wallet  0 USD == 100 USD
                Equity:Opening

            """, """
            main.journal:7:26: error: balance assertion failed: Assets:Wallet also holds 20 EUR, and '==' allows only 100 USD
              6 | 2026-11-30 Count
              7 |     Assets:Wallet  0 USD == 100 USD
                |                          ^^^^^^^^^^
              8 |     Equity:Opening
              account:    Assets:Wallet
              asserted:   100 USD
              actual:     100 USD
              difference: 0 USD
              also held: 20 EUR
            hint: find the missing or wrong posting to Assets:Wallet up to 2026-11-30, or correct the asserted amount

            """),
        Case(.ambiguousAmount, "2026-11-02 Corner Market\n    Expenses:Groceries  1,000 USD\n    Assets:Cash\n", strict: true, """
            main.journal:2:25: warning: '1,000' is ambiguous: read as 1.000 (with ',' as a decimal mark, as hledger reads it)
              2 |     Expenses:Groceries  1,000 USD
                |                         ^^^^^
            hint: declare the style of 'USD', e.g. 'commodity 1,000.00 USD', or write the number unambiguously

            """),
        Case(.controlCharacter, "2026-11-02 Corner Market\u{1B}[2J\n    Expenses:Groceries  10 USD\n    Assets:Cash\n", strict: true, """
            main.journal:1:25: warning: a control character (U+001B) in the journal's text: a terminal may obey it as a command
              1 | 2026-11-02 Corner Market\u{1B}[2J
                |                         ^
            hint: remove it; track shows it escaped on a terminal, but other tools print it as it is

            """),
        Case(.noSuchDate, "1000000-01-01 Corner Market\n", """
            main.journal:1:1: error: '1000000-01-01' is not a valid date: year 1000000 is out of range (0 to 999999)
              1 | 1000000-01-01 Corner Market
                | ^^^^^^^^^^^^^
            hint: correct the day or the month

            """),
        Case(.aliasNeedsOldAndNew, "alias foo\n", """
            main.journal:1:7: error: 'alias' needs 'OLD = NEW', such as 'alias checking = Assets:Bank:Checking'
              1 | alias foo
                |       ^^^

            """),
        Case(.applyAccountNeedsName, "apply account\n", """
            main.journal:1:1: error: 'apply account' needs an account name
              1 | apply account
                | ^^^^^^^^^^^^^

            """),
        Case(.commodityNeedsSymbol, "commodity\n", """
            main.journal:1:1: error: 'commodity' needs a symbol or a sample amount, such as 'commodity $1,000.00'
              1 | commodity
                | ^^^^^^^^^

            """),
        Case(.decimalMarkNeedsMark, "decimal-mark\n", """
            main.journal:1:13: error: 'decimal-mark' needs '.' or ','
              1 | decimal-mark
                |             ^

            """),
        Case(.expectedYear, "year\n", """
            main.journal:1:5: error: expected a year here
              1 | year
                |     ^
            hint: write a year from 0 to 999999, such as Y 2026

            """),
        Case(.includeMatchesNothing, "include 20*.journal\n", """
            main.journal:1:9: error: no file matches '20*.journal'
              1 | include 20*.journal
                |         ^^^^^^^^^^^
            hint: paths are relative to the including file's folder

            """),
        Case(.includeNeedsPath, "include\n", """
            main.journal:1:8: error: 'include' needs a file path, such as 'include 2026.journal'
              1 | include
                |        ^

            """),
        Case(.periodicNeedsPeriod, "~\n    Expenses:Food  10 USD\n    Assets:Cash\n", """
            main.journal:1:1: error: '~' needs a period such as 'monthly' or 'every month from 2026-01'
              1 | ~
                | ^

            """),
        Case(.invalidGoalAmount, "account Assets:Vacation  ; goal: lots\n", """
            main.journal:1:34: error: goal: 'lots' is not an amount
              1 | account Assets:Vacation  ; goal: lots
                |                                  ^^^^
            hint: write the target as a number and a commodity, without digit groups: goal: 3000 USD

            """),
        Case(.invalidDueDate, "account Assets:Vacation  ; goal: 3000 USD, due: someday\n", """
            main.journal:1:49: error: due: 'someday' is not a date
              1 | account Assets:Vacation  ; goal: 3000 USD, due: someday
                |                                                 ^^^^^^^
            hint: write the day the goal is due as YYYY-MM-DD: due: 2027-06-30

            """),
        Case(.invalidRate, "account Liabilities:Car  ; goal: 0 USD, rate: -4%\n", """
            main.journal:1:47: error: rate: '-4%' is not a yearly rate of zero or more
              1 | account Liabilities:Car  ; goal: 0 USD, rate: -4%
                |                                               ^^^
            hint: write the yearly interest rate as a percentage: rate: 4.9%

            """),
        Case(.invalidRollover, "account Expenses:Leisure  ; rollover: sometimes\n", """
            main.journal:1:39: error: 'sometimes' is not a rollover mode
              1 | account Expenses:Leisure  ; rollover: sometimes
                |                                       ^^^^^^^^^
            hint: write rollover: full (what is left or overspent carries), positive (only what is left) or none

            """),
        Case(.periodicNeedsPostings, "~ monthly  groceries\n\n2026-11-02 Shop\n    Expenses:Food  10 USD\n    Assets:Cash\n", """
            main.journal:1:1: error: this periodic transaction has no postings
              1 | ~ monthly  groceries
                | ^^^^^^^^^^^^^^^^^^^^
            hint: indent its postings below the '~' line, with no blank line between, or remove the rule

            """),
        Case(.priceNeedsCommodityAndPrice, "P 2026-11-03\n", """
            main.journal:1:1: error: 'P' needs a commodity and its price, such as 'P 2026-11-03 EUR 1.08 USD'
              1 | P 2026-11-03
                | ^^^^^^^^^^^^

            """),
        Case(.accountAssertionFailed, "account Assets:USD\n    assert commodity == \"USD\"\n\n2026-11-02 Cash\n    Assets:USD  5 EUR\n    Equity\n", """
            main.journal:5:5: error: Assets:USD takes only USD (its account directive asserts commodity == "USD"), not EUR
              5 |     Assets:USD  5 EUR
                |     ^^^^^^^^^^
            hint: post EUR to another account, or convert it with a cost (@ … USD)

            """),
        Case(.priceNotPositive, "P 2026-11-03 EUR -1.08 USD\n", """
            main.journal:1:18: error: a market price must be above zero, not -1.08 USD
              1 | P 2026-11-03 EUR -1.08 USD
                |                  ^^^^^^^^^
            hint: a 'P' directive gives what one unit is worth; remove the line or write the price it had

            """),
        Case(.textAfterCost, "2026-11-02 Fund\n    Assets:Fund  10 AAPL @ $5 @ $6\n    Assets:Cash\n", """
            main.journal:2:31: error: unexpected text after the cost
              2 |     Assets:Fund  10 AAPL @ $5 @ $6
                |                               ^
            hint: a posting has at most one cost

            """),
        Case(.tooManyMissingVirtualAmounts, """
            2026-11-02 Envelopes
                [Budget:Food]
                [Budget:Fun]
                Assets:Cash  1 USD
                Equity  -1 USD

            """, """
            main.journal:2:1: error: 2 balanced virtual postings leave out their amount; at most one may
              1 | 2026-11-02 Envelopes
              2 |     [Budget:Food]
                | ^^^^^^^^^^^^^^^^^
              3 |     [Budget:Fun]
              4 |     Assets:Cash  1 USD
              5 |     Equity  -1 USD
            hint: write the amounts of all but one; an account and its amount are separated by two or more spaces

            """),
        Case(.unclosedLotNote, "2026-11-02 Fund\n    Assets:Fund  10 AAPL (bought in May\n    Assets:Cash\n", """
            main.journal:2:26: error: '(' is not closed
              2 |     Assets:Fund  10 AAPL (bought in May
                |                          ^^^^^^^^^^^^^^
            hint: add the closing ')'; a lot note is written (NOTE)

            """),
        Case(.unclosedVirtualCost, "2026-11-02 Fund\n    Assets:Fund  10 AAPL (@ $5\n    Assets:Cash\n", """
            main.journal:2:28: error: '(' is not closed
              2 |     Assets:Fund  10 AAPL (@ $5
                |                            ^
            hint: add the closing ')'; a virtual cost is written (@) or (@@)

            """),
        Case(.invalidPeriod, "~ every full moon  household budget\n    Assets:Savings  500 USD\n    Assets:Checking\n", """
            main.journal:1:3: error: cannot read the period of this periodic transaction: 'every' takes a unit (month, 2 weeks), a day (15th day of month, 3rd friday, tue, 11/05) or weekdays (weekday, mon,wed), not 'full'
              1 | ~ every full moon  household budget
                |   ^^^^^^^^^^^^^^^
            hint: write a period as hledger does, as in 'every month', 'every 2 weeks', 'every 15th day of month' or 'every tue'

            """),
        Case(.unrecognizedLine, "@ foo\n", """
            main.journal:1:1: error: this line is not a transaction, comment or directive
              1 | @ foo
                | ^^^^^
            hint: transactions start with a date; comments with ';' or '#'; directives with a keyword such as 'account'

            """),
    ]

    @Test(arguments: cases)
    func rendersExactly(_ c: Case) {
        var memory = InMemoryFileSystem(files: c.files)
        if let bytes = c.bytes { memory.files["main.journal"] = bytes }
        let files = UnreadableFileSystem(files: memory, unreadable: c.unreadable)
        let loaded = JournalLoader(options: ParseOptions(today: testToday, strict: c.strict), fileSystem: files)
            .load(paths: ["main.journal"])
        #expect(!loaded.diagnostics.isEmpty)
        #expect(loaded.ids.allSatisfy { $0 == c.id })
        #expect(loaded.rendered == c.rendered)
    }

    /// The other form of `csv-not-a-journal`: a CSV file named to be read as
    /// the journal (the catalogue's cases load main.journal).
    @Test func aCSVFileNamedAsTheJournal() {
        let files = InMemoryFileSystem(files: ["bank.CSV": "date,amount\n"])
        let loaded = JournalLoader(options: ParseOptions(today: testToday), fileSystem: files).load(paths: ["bank.CSV"])
        #expect(loaded.ids == [.csvNotAJournal])
        #expect(loaded.rendered == [
            "track: error: 'bank.CSV' is a CSV file, not a journal\nhint: read it into a journal with 'track import bank.CSV' (its rules in bank.CSV.rules)\n",
        ])
    }

    /// A 4 GB journal is not a test fixture: the diagnostic is built where the
    /// loader would build it, at an include line and with no position.
    @Test func journalTooLarge() {
        let loaded = load("include huge.journal\n2026-11-02 t\n")
        let base = loaded.journal.sources.files[0].base
        let at = TrackModel.SourceLocation(offset: base + 8)..<TrackModel.SourceLocation(offset: base + 20)
        var renderer = DiagnosticRenderer(sources: loaded.journal.sources)
        #expect(Diagnostic.journalTooLarge(at: at).id == .journal(.journalTooLarge))
        #expect(renderer.render(.journalTooLarge(at: at)) == """
            main.journal:1:9: error: the journal is larger than 4 GB, which track cannot read
              1 | include huge.journal
                |         ^^^^^^^^^^^^
            hint: split it into yearly files and report on fewer at a time

            """)
        #expect(renderer.render(.journalTooLarge(at: nil)) == """
            track: error: the journal is larger than 4 GB, which track cannot read
            hint: split it into yearly files and report on fewer at a time

            """)
    }

    /// The parser reads a cost after an assignment's amount as part of the
    /// assertion (as hledger does), so no journal text reaches this error: it
    /// is built from the finalizer's error on an assignment posting.
    @Test func assignmentWithCost() {
        let loaded = load("2026-11-02 Fund\n    Assets:Fund  = 10 AAPL\n    Assets:Cash  -500 USD\n")
        #expect(loaded.diagnostics.isEmpty)
        var renderer = DiagnosticRenderer(sources: loaded.journal.sources)
        let diagnostic = Diagnostic(JournalError.assignmentWithCost(transaction: 0, posting: 0), in: loaded.journal)
        #expect(diagnostic.id == .journal(.assignmentWithCost))
        #expect(renderer.render(diagnostic) == """
            main.journal:2:1: error: a balance assignment cannot have a cost
              1 | 2026-11-02 Fund
              2 |     Assets:Fund  = 10 AAPL
                | ^^^^^^^^^^^^^^^^^^^^^^^^^^
              3 |     Assets:Cash  -500 USD
            hint: write the amount and keep the '=' as an assertion

            """)
    }

    /// The IDs no journal text reaches, each reproduced by a test of its own above.
    /// Made by calls, not by reading a journal: `portfolio`'s lot errors are
    /// reproduced by its golden files (`portfolio-error-*`).
    static let built: Set<DiagnosticID.Journal> = [.journalTooLarge, .assignmentWithCost, .lotAmbiguous, .lotNotFound, .saleExceedsHoldings]

    @Test func everyIDHasAReproducer() {
        let reproduced = Set(Self.cases.map(\.id)).union(Self.built)
        for id in DiagnosticID.Journal.allCases where !reproduced.contains(id) {
            Issue.record("no reproducer for diagnostic '\(DiagnosticID.journal(id).rawValue)': add a case to JournalDiagnosticCatalogTests.cases")
        }
    }
}
