import Testing
import TrackModel
@testable import TrackSyntax

/// At least one reproducer per CSV diagnostic ID: a minimal CSV file and its
/// rules, read and balanced as `track import` does, and the exact message
/// track prints. A new `DiagnosticID.CSV` without a case here fails
/// `everyIDHasAReproducer`.
@Suite struct CSVDiagnosticCatalogTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var id: DiagnosticID.CSV
        /// `bank.csv`; nil when there is none.
        var csv: String?
        /// `bank.csv.rules`; nil when there is none.
        var rules: String?
        /// The files that exist but cannot be read, as without permission.
        var unreadable: Set<String>
        /// Every diagnostic the import gives, rendered.
        var rendered: [String]

        var testDescription: String { DiagnosticID.csv(id).rawValue }

        init(_ id: DiagnosticID.CSV, csv: String? = "", rules: String?, unreadable: Set<String> = [], _ rendered: String...) {
            self.id = id
            self.csv = csv
            self.rules = rules
            self.unreadable = unreadable
            self.rendered = rendered
        }
    }

    /// Rules that read `bank.csv`'s records: date, description, amount.
    static let bankRules = "fields date, description, amount\naccount1 assets:bank\n"

    static let cases: [Case] = [
        Case(.csvAmbiguousAmount, csv: "2026-01-05,Corner Market,\"4,884\"\n", rules: bankRules, """
            bank.csv:1:27: warning: '4,884' is ambiguous: read as 4.884 (with ',' as a decimal mark, as hledger reads it)
              1 | 2026-01-05,Corner Market,"4,884"
                |                           ^^^^^
            hint: say which mark is the decimal mark with 'decimal-mark .' or 'decimal-mark ,' in the rules

            """),
        Case(.csvAmountOverflow, csv: "2026-01-05,Corner Market,123456789012345678901234567890123456789\n", rules: bankRules, """
            bank.csv:1:26: error: '123456789012345678901234567890123456789' has more digits than track can hold exactly
              1 | 2026-01-05,Corner Market,123456789012345678901234567890123456789
                |                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
              rule: bank.csv.rules:1: fields date, description, amount
            hint: amounts may have up to 38 significant digits and 37 decimal places

            """),
        Case(.csvDateNotInFormat, csv: "5/1/2026,Corner Market,84.20\n", rules: bankRules + "date-format %d/%m/%Y\n", """
            bank.csv:1:1: error: '5/1/2026' is not a date in the format '%d/%m/%Y'
              1 | 5/1/2026,Corner Market,84.20
                | ^^^^^^^^
              rule: bank.csv.rules:1: fields date, description, amount
              rule: bank.csv.rules:3: date-format %d/%m/%Y
            hint: correct the date-format rule (%d and %m take two digits, %-d and %-m one or two)

            """),
        Case(.csvEmptyDate, csv: ",Corner Market,84.20\n", rules: bankRules, """
            bank.csv:1:1: error: this record's date is empty
              1 | ,Corner Market,84.20
                | ^
              rule: bank.csv.rules:1: fields date, description, amount
            hint: without a date-format rule dates are YYYY-MM-DD, YYYY/MM/DD or YYYY.MM.DD; describe others with one, such as date-format %d/%m/%Y

            """),
        Case(.csvEmptyDateInFormat, csv: ",Corner Market,84.20\n", rules: bankRules + "date-format %d/%m/%Y\n", """
            bank.csv:1:1: error: this record's date is empty
              1 | ,Corner Market,84.20
                | ^
              rule: bank.csv.rules:1: fields date, description, amount
              rule: bank.csv.rules:3: date-format %d/%m/%Y
            hint: correct the date-format rule (%d and %m take two digits, %-d and %-m one or two)

            """),
        Case(.csvFieldMissing, csv: "2026-01-05,Corner Market\n", rules: bankRules, """
            bank.csv:1:1: error: this record has 2 fields, so it has no %3
              1 | 2026-01-05,Corner Market
                | ^^^^^^^^^^^^^^^^^^^^^^^^
              rule: bank.csv.rules:1: fields date, description, amount
            hint: check the separator and the fields list; skip records like this one with an 'if' block and 'skip'

            """),
        Case(.csvFileNotFound, csv: nil, rules: bankRules, """
            track: error: CSV file 'bank.csv' not found
            hint: check the path; it is relative to the current folder

            """),
        Case(.csvFileUnreadable, csv: "2026-01-05,Corner Market,84.20\n", rules: bankRules, unreadable: ["bank.csv"], """
            track: error: cannot read CSV file 'bank.csv': Permission denied

            """),
        Case(.csvInvalidAccount,
             csv: "2026-01-05,Corner Market,84.20\n", rules: "fields date, description, amount\naccount1 assets  bank\n", """
            bank.csv.rules:2:10: error: 'assets  bank' is not an account name: it holds two spaces or a tab
              2 | account1 assets  bank
                |          ^^^^^^^^^^^^
              rule: bank.csv.rules:2: account1 assets  bank
            hint: an account name may hold single spaces; in a journal two spaces or a tab end it

            """),
        Case(.csvInvalidAmount, csv: "2026-01-05,Corner Market,n/a\n", rules: bankRules, """
            bank.csv:1:26: error: 'n/a' is not an amount
              1 | 2026-01-05,Corner Market,n/a
                |                          ^^^
              rule: bank.csv.rules:1: fields date, description, amount
            hint: an amount is a number with an optional commodity, such as -12.50, $12.50, 12.50 USD or (12.50); give a commodity written apart with a currency rule

            """),
        Case(.csvInvalidStatus,
             csv: "2026-01-05,Corner Market,84.20,?\n", rules: "fields date, description, amount, status\naccount1 assets:bank\n", """
            bank.csv:1:32: error: '?' is not a status
              1 | 2026-01-05,Corner Market,84.20,?
                |                                ^
              rule: bank.csv.rules:1: fields date, description, amount, status
            hint: a status is * (cleared), ! (pending) or empty

            """),
        Case(.csvNoDate,
             csv: "Corner Market,84.20\n", rules: "fields description, amount\naccount1 assets:bank\nif ^Noodle\n date 2026-01-05\n", """
            bank.csv:1:1: error: no rule gives this record a date
              1 | Corner Market,84.20
                | ^^^^^^^^^^^^^^^^^^^
            hint: add a top-level rule such as 'date %1', or name a field 'date' in the fields list

            """),
        Case(.csvNoSuchDate, csv: "2026-02-30,Corner Market,84.20\n", rules: bankRules, """
            bank.csv:1:1: error: '2026-02-30' is not a valid date: February 2026 has 28 days
              1 | 2026-02-30,Corner Market,84.20
                | ^^^^^^^^^^
              rule: bank.csv.rules:1: fields date, description, amount
            hint: check the date-format rule: %d is the day, %m the month

            """),
        Case(.csvNotADate, csv: "yesterday,Corner Market,84.20\n", rules: bankRules, """
            bank.csv:1:1: error: 'yesterday' is not a date
              1 | yesterday,Corner Market,84.20
                | ^^^^^^^^^
              rule: bank.csv.rules:1: fields date, description, amount
            hint: without a date-format rule dates are YYYY-MM-DD, YYYY/MM/DD or YYYY.MM.DD; describe others with one, such as date-format %d/%m/%Y

            """),
        Case(.csvRecordMissingAmounts, csv: "2026-01-05,Corner Market\n",
             rules: "fields date, description\naccount1 assets:bank\naccount2 expenses:food\n", """
            bank.csv:1:1: error: 2 postings leave out their amount; at most one may
              1 | 2026-01-05,Corner Market
                | ^^^^^^^^^^^^^^^^^^^^^^^^
            hint: give all postings but one an amount (amountN), or set no accountN for the postings not wanted

            """),
        Case(.csvRecordMissingVirtualAmounts, csv: "2026-01-05,Corner Market\n",
             rules: "fields date, description\naccount1 [budget:food]\naccount2 [budget:free]\n", """
            bank.csv:1:1: error: 2 balanced virtual postings leave out their amount; at most one may
              1 | 2026-01-05,Corner Market
                | ^^^^^^^^^^^^^^^^^^^^^^^^
            hint: give all postings but one an amount (amountN), or set no accountN for the postings not wanted

            """),
        Case(.csvRecordUnbalanced, csv: "2026-01-05,Corner Market,-84.20\n",
             rules: "fields date, description, amount1\naccount1 assets:bank\n", """
            bank.csv:1:1: error: this transaction does not balance: its postings sum to -84.20, not 0
              1 | 2026-01-05,Corner Market,-84.20
                | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
            hint: give the record a posting that balances it: an account with no amount (account2 alone) takes what balances the others

            """),
        Case(.csvRecordUnbalancedVirtual, csv: "2026-01-05,Corner Market,-84.20\n",
             rules: "fields date, description, amount1\naccount1 [budget:food]\n", """
            bank.csv:1:1: error: this transaction does not balance: its balanced virtual [postings] sum to -84.20, not 0
              1 | 2026-01-05,Corner Market,-84.20
                | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
            hint: give the record a posting that balances it: an account with no amount (account2 alone) takes what balances the others

            """),
        Case(.csvSeveralAmounts,
             csv: "2026-01-05,Corner Market,3,4\n", rules: "fields date, description, amount-in, amount-out\naccount1 assets:bank\n", """
            bank.csv:1:26: error: posting 1 gets non-zero amounts from amount-in (3) and amount-out (4); it may have one
              1 | 2026-01-05,Corner Market,3,4
                |                          ^^^
              rule: bank.csv.rules:1: fields date, description, amount-in, amount-out
              rule: bank.csv.rules:1: fields date, description, amount-in, amount-out
            hint: leave one empty or zero, or choose with 'if' blocks, such as: if %amount-in [1-9]  (then, indented) amount1 %amount-in

            """),
        Case(.csvTextAfterQuote, csv: "2026-01-05,\"Corner\" Market,84.20\n", rules: bankRules, """
            bank.csv:1:21: error: unexpected text after the closing quote of a field
              1 | 2026-01-05,"Corner" Market,84.20
                |                     ^^^^^^^^^^^^
            hint: quote the whole field and write each quote inside it twice: "say ""hi\"""

            """),
        Case(.csvUnclosedQuote, csv: "2026-01-05,\"Corner Market,84.20\n", rules: bankRules, """
            bank.csv:1:12: error: this quoted field is not closed
              1 | 2026-01-05,"Corner Market,84.20
                |            ^^^^^^^^^^^^^^^^^^^^
            hint: add the closing '"'; a quote inside a quoted field is written twice ("")

            """),
        Case(.rulesAndWithoutPattern, rules: "date %1\nif\n& coffee\n account2 x\n", """
            bank.csv.rules:3:1: error: '&' joins a pattern to the one above it, and there is none
              3 | & coffee
                | ^
            hint: remove the '&', or put the pattern it belongs to above it

            """),
        Case(.rulesBalanceTypeMissing, rules: "fields date, amount\nbalance-type\n", """
            bank.csv.rules:2:1: error: 'balance-type' needs a type
              2 | balance-type
                | ^^^^^^^^^^^^
            hint: write = (one commodity), == (all commodities), or =* and ==* to include subaccounts

            """),
        Case(.rulesDateFormatMissing, rules: "fields date, amount\ndate-format\n", """
            bank.csv.rules:2:1: error: 'date-format' needs a format
              2 | date-format
                | ^^^^^^^^^^^
            hint: write the format with %Y %y %m %d %b %B %e %j, and %H %M %S %I %l %p %z for a time (%-d and %-m take one or two digits), such as date-format %d/%m/%Y

            """),
        Case(.rulesDecimalMarkMissing, rules: "fields date, amount\ndecimal-mark\n", """
            bank.csv.rules:2:1: error: 'decimal-mark' needs a mark
              2 | decimal-mark
                | ^^^^^^^^^^^^
            hint: write 'decimal-mark .' or 'decimal-mark ,'

            """),
        Case(.rulesEmptyFields, rules: "fields\n", """
            bank.csv.rules:1:1: error: 'fields' needs the names of the CSV fields
              1 | fields
                | ^^^^^^
            hint: name them in order, separated by commas, such as: fields date, description, amount

            """),
        Case(.rulesEndOutsideIf, rules: "date %1\nend\n", """
            bank.csv.rules:2:1: error: 'end' belongs inside an 'if' block
              2 | end
                | ^^^
            hint: indent it under an 'if' whose patterns match the record to stop at

            """),
        Case(.rulesFieldZero, rules: "date %1\nif %0 coffee\n account2 x\n", """
            bank.csv.rules:2:4: error: '%0' names no CSV field: fields are numbered from 1
              2 | if %0 coffee
                |    ^^
            hint: the first field is %1

            """),
        Case(.rulesFileNotFound, rules: nil, """
            track: error: rules file 'bank.csv.rules' not found
            hint: give the rules with --rules FILE (hledger names them like the CSV file plus .rules)

            """),
        Case(.rulesFileUnreadable, rules: bankRules, unreadable: ["bank.csv.rules"], """
            track: error: cannot read rules file 'bank.csv.rules': Permission denied

            """),
        Case(.rulesGroupByMissing, rules: "fields id, date, amount\ngroup-by\n", """
            bank.csv.rules:2:1: error: 'group-by' needs a CSV field
              2 | group-by
                | ^^^^^^^^
            hint: write the field whose value is shared by the records of one transaction, such as group-by %txnidx

            """),
        Case(.rulesGroupByNotOneField, rules: "fields id, date, amount\ngroup-by id\n", """
            bank.csv.rules:2:10: error: 'id' is not one CSV field
              2 | group-by id
                |          ^^
            hint: write the field whose value is shared by the records of one transaction, such as group-by %txnidx

            """),
        Case(.rulesIfBlockEmpty, rules: "date %1\nif coffee\n", """
            bank.csv.rules:2:1: error: this 'if' block has no rules
              2 | if coffee
                | ^^^^^^^^^
            hint: indent its rules by at least one space under the patterns; a line at the beginning of the line is one more pattern

            """),
        Case(.rulesIfRuleNotIndented, rules: "date %1\nif coffee\naccount2 expenses:coffee\n", """
            bank.csv.rules:2:1: error: this 'if' block has no rules
              2 | if coffee
                | ^^^^^^^^^
            hint: 'account2 expenses:coffee' is read as one more pattern; indent it by at least one space to make it a rule of this block

            """),
        Case(.rulesIfWithoutPatterns, rules: "date %1\nif\n account2 x\n", """
            bank.csv.rules:2:1: error: 'if' needs a pattern
              2 | if
                | ^^
            hint: write it after 'if' (if coffee) or on the lines below, one pattern per line, such as %description ^coffee

            """),
        Case(.rulesIncludeNeedsPath, rules: "fields date, amount\ninclude\n", """
            bank.csv.rules:2:1: error: 'include' needs a rules file, such as 'include common.rules'
              2 | include
                | ^^^^^^^

            """),
        Case(.rulesIndentedOutsideIf, rules: "fields date, amount\n account1 assets:bank\n", """
            bank.csv.rules:2:2: error: this indented line belongs to no 'if' block
              2 |  account1 assets:bank
                |  ^^^^^^^^^^^^^^^^^^^^
            hint: only the rules of an 'if' block are indented, and a blank line ends the block; start other rules at the beginning of the line

            """),
        Case(.rulesInvalidFieldName, rules: "fields date, booking date, amount\n", """
            bank.csv.rules:1:14: error: 'booking date' is not a field name
              1 | fields date, booking date, amount
                |              ^^^^^^^^^^^^
            hint: a name holds letters, digits, '_' and '-', with no spaces; leave a field unnamed with nothing or _ between the commas

            """),
        Case(.rulesInvalidRegex, rules: "fields date, amount\nif (coffee\n account2 x\n", """
            bank.csv.rules:2:4: error: '(coffee' is not a valid regular expression
              2 | if (coffee
                |    ^^^^^^^
            hint: check brackets and escapes (\\. matches a dot, \\( a parenthesis); patterns ignore case

            """),
        Case(.rulesRegexTooLarge, rules: "fields date, amount\nif (a{1000}){20}\n account2 x\n", """
            bank.csv.rules:2:4: error: '(a{1000}){20}' is too large a regular expression (over 10000 instructions)
              2 | if (a{1000}){20}
                |    ^^^^^^^^^^^^^
            hint: split it into several patterns, one per line after 'if': a record matching any of them matches

            """),
        Case(.rulesInvalidSkip, rules: "fields date, amount\nskip one\n", """
            bank.csv.rules:2:6: error: 'one' is not a number of records to skip
              2 | skip one
                |      ^^^
            hint: write 'skip' alone to skip one record, or 'skip N' with a whole number, such as skip 2

            """),
        Case(.rulesMissingDate, rules: "fields _, description, amount\naccount1 assets:bank\n", """
            bank.csv.rules:1:1: error: the rules do not say which CSV field is the date
              1 | fields _, description, amount
                | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
            hint: name a field 'date' in the fields list, or add a rule such as 'date %1'

            """),
        Case(.rulesNotABalanceType, rules: "fields date, amount\nbalance-type =!\n", """
            bank.csv.rules:2:14: error: '=!' is not a balance assertion type
              2 | balance-type =!
                |              ^^
            hint: write = (one commodity), == (all commodities), or =* and ==* to include subaccounts

            """),
        Case(.rulesNotADecimalMark, rules: "fields date, amount\ndecimal-mark ;\n", """
            bank.csv.rules:2:14: error: ';' is not a decimal mark
              2 | decimal-mark ;
                |              ^
            hint: write 'decimal-mark .' or 'decimal-mark ,'

            """),
        Case(.rulesNotInsideIf, rules: "date %1\nif coffee\n date-format %d\n", """
            bank.csv.rules:3:2: error: 'date-format' applies to the whole file and cannot be inside an 'if' block
              3 |  date-format %d
                |  ^^^^^^^^^^^
            hint: move it out of the block, to the beginning of a line; an 'if' block holds field assignments, skip and end

            """),
        Case(.rulesSeparatorMissing, rules: "fields date, amount\nseparator\n", """
            bank.csv.rules:2:1: error: 'separator' needs a character
              2 | separator
                | ^^^^^^^^^
            hint: write one character, such as 'separator ;', or the word tab or space

            """),
        Case(.rulesSeparatorTooLong, rules: "fields date, amount\nseparator ;;\n", """
            bank.csv.rules:2:11: error: ';;' is not a separator: it is more than one character
              2 | separator ;;
                |           ^^
            hint: write one character, such as 'separator ;', or the word tab or space

            """),
        Case(.rulesTableField, rules: "date %1\nif,account2,note\ncoffee,x,y\n", """
            bank.csv.rules:2:13: error: 'note' is not a field an 'if' table can set
              2 | if,account2,note
                |             ^^^^
            hint: an 'if' table sets fields such as account2, comment or description: if,account2,comment

            """),
        Case(.rulesTableRow, rules: "date %1\nif,account2,comment\ncoffee,expenses:coffee\n", """
            bank.csv.rules:3:1: error: this row has 1 value; the table's 'if' line names 2 fields
              3 | coffee,expenses:coffee
                | ^^^^^^^^^^^^^^^^^^^^^^
            hint: write a pattern and one value per field, separated like the 'if' line (a value may be empty)

            """),
        Case(.rulesUnknown, rules: "fields date, amount\nacount1 assets:bank\n", """
            bank.csv.rules:2:1: error: unknown rule 'acount1'
              2 | acount1 assets:bank
                | ^^^^^^^
            hint: did you mean 'account1'? rules are skip, fields, separator, date-format, decimal-mark, newest-first, balance-type, include, if, end, group-by, and field assignments such as 'account1 assets:bank' or 'description %2'

            """),
        Case(.rulesUnknown, rules: "fields date, amount\nfrobnicate\n", """
            bank.csv.rules:2:1: error: unknown rule 'frobnicate'
              2 | frobnicate
                | ^^^^^^^^^^
            hint: rules are skip, fields, separator, date-format, decimal-mark, newest-first, balance-type, include, if, end, group-by, and field assignments such as 'account1 assets:bank' or 'description %2'

            """),
        Case(.rulesUnknownDateDirective, rules: "fields date, amount\ndate-format %d/%K/%Y\n", """
            bank.csv.rules:2:16: error: '%K' is not a date format directive
              2 | date-format %d/%K/%Y
                |                ^^
            hint: write the format with %Y %y %m %d %b %B %e %j, and %H %M %S %I %l %p %z for a time (%-d and %-m take one or two digits), such as date-format %d/%m/%Y

            """),
        Case(.rulesUnknownField, rules: "fields date, description, amount\nif %desc coffee\n account2 x\n", """
            bank.csv.rules:2:4: error: '%desc' names no CSV field
              2 | if %desc coffee
                |    ^^^^^
            hint: did you mean '%description'?

            """),
        Case(.rulesUnknownField, rules: "fields date, payee, amount\nif %memo coffee\n account2 x\n", """
            bank.csv.rules:2:4: error: '%memo' names no CSV field
              2 | if %memo coffee
                |    ^^^^^
            hint: the fields list names %date, %payee, %amount; or refer to a field by position, such as %1

            """),
        Case(.rulesUnknownField, rules: "date %1\ngroup-by %txnidx\n", """
            bank.csv.rules:2:10: error: '%txnidx' names no CSV field
              2 | group-by %txnidx
                |          ^^^^^^^
            hint: name the CSV fields with a 'fields' list, or refer to them by position, such as %1

            """),
    ]

    @Test(arguments: cases)
    func rendersExactly(_ c: Case) {
        var files: [String: String] = [:]
        files["bank.csv"] = c.csv
        files["bank.csv.rules"] = c.rules
        var journal = Journal()
        var (ruleSet, entries, diagnostics) = CSVImporter.read(
            csv: "bank.csv", rules: "bank.csv.rules", into: &journal.sources,
            fileSystem: UnreadableFileSystem(files: InMemoryFileSystem(files: files), unreadable: c.unreadable))
        // As `track import`: with no error so far, the records become transactions and are balanced.
        if !diagnostics.contains(where: \.isError) {
            var transactions = CSVTransactionBuilder(balanceType: ruleSet.balanceType).transactions(entries, into: &journal)
            diagnostics += CSVImporter.balance(&transactions, entries: entries, in: &journal)
        }
        var renderer = DiagnosticRenderer(sources: journal.sources)
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0.id == .csv(c.id) })
        #expect(diagnostics.map { renderer.render($0) } == c.rendered)
    }

    @Test func everyIDHasAReproducer() {
        let reproduced = Set(Self.cases.map(\.id))
        for id in DiagnosticID.CSV.allCases where !reproduced.contains(id) {
            Issue.record("no reproducer for diagnostic '\(DiagnosticID.csv(id).rawValue)': add a case to CSVDiagnosticCatalogTests.cases")
        }
    }
}
