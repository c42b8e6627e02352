import Testing
import TrackModel
@testable import TrackSyntax

/// Records to transactions; each expectation is what hledger 1.25 prints for the same CSV and rules.
@Suite struct CSVImporterTests {
    func summary(_ csv: String, _ rules: String, files: [String: String] = [:]) -> [String] {
        let run = CSVImportRun(csv: csv, rules: rules, files: files)
        #expect(run.rendered == [])
        return run.summary
    }

    @Test func fieldsListAssignsTransactionFields() {
        #expect(summary("2026-01-05,Coffee,-3.50\n", "fields date, description, amount\naccount1 assets:bank\n")
            == ["2026-01-05 Coffee | assets:bank -3.50 | expenses:unknown 3.50"])
    }

    @Test func unknownAccountsFollowTheSign() {
        #expect(summary("2026-01-05,Coffee,-3.50\n2026-01-06,Salary,1000\n", "fields date, description, amount\n") == [
            "2026-01-05 Coffee | income:unknown -3.50 | expenses:unknown 3.50",
            "2026-01-06 Salary | expenses:unknown 1000 | income:unknown -1000",
        ])
    }

    @Test func interpolationByPositionAndNameStripsSpaces() {
        let rules = """
            skip 1
            fields date, desc, amt, note
            description %desc|%NOTE|%foo
            amount1 %3
            account1 assets:bank
            account2 expenses:misc
            comment note:%4, n:%2

            """
        let run = CSVImportRun(csv: "Date,Desc,Amount,Note\n2026-01-05, Coffee Shop ,-3.50, x \n", rules: rules)
        #expect(run.rendered == [])
        #expect(run.summary == ["2026-01-05 Coffee Shop|x|%foo | assets:bank -3.50 | expenses:misc"])
        #expect(run.entries[0].comment == "note:x, n:Coffee Shop")
    }

    @Test func recordAndFieldPatterns() {
        let rules = """
            fields date, description, amount, note
            account1 assets:bank
            account2 expenses:misc
            if %description ^coffee
             account2 expenses:coffee
            if ,salary, inc
             account2 income:salary
            if %note ^hi$
             comment exact
            if
            %description ^rent
            & %amount ^-
             account2 expenses:rent
            if
            %description ^refund
            & %amount ^-
             account2 never

            """
        let csv = """
            2026-01-05, Coffee Shop ,-3.50,
            2026-01-06,"Salary, Inc",1000,
            2026-01-07,Rent,-500,hi
            2026-01-08,Refund,20,

            """
        let run = CSVImportRun(csv: csv, rules: rules)
        #expect(run.rendered == [])
        #expect(run.summary == [
            "2026-01-05 Coffee Shop | assets:bank -3.50 | expenses:coffee 3.50",
            "2026-01-06 Salary, Inc | assets:bank 1000 | income:salary -1000",
            "2026-01-07 Rent | assets:bank -500 | expenses:rent 500",
            "2026-01-08 Refund | assets:bank 20 | expenses:misc -20",
        ])
        #expect(run.entries[2].comment == "exact")
    }

    @Test func conditionalAssignmentsWinOverTopLevelOnesWhereverWritten() {
        let rules = "fields date, description, amount\nif coffee\n account2 a:cond\naccount2 a:top\naccount1 b\n"
        #expect(summary("2026-01-05,Coffee,1\n2026-01-06,Tea,1\n", rules)
            == ["2026-01-05 Coffee | b 1 | a:cond -1", "2026-01-06 Tea | b 1 | a:top -1"])
    }

    @Test func laterBlocksWin() {
        let rules = "fields date, description, amount\naccount1 b\nif %description coffee\n account2 a:c\nif %amount 1\n account2 a:d\n"
        #expect(summary("2026-01-05,Coffee,1\n", rules) == ["2026-01-05 Coffee | b 1 | a:d -1"])
    }

    @Test func skipAndEnd() {
        let rules = """
            skip 1
            fields date, description, amount
            account1 a
            if coffee
             skip
            if ^2026-01-03
             skip 2
            if stop
             end

            """
        let csv = "header\n2026-01-01,Coffee,1\n2026-01-02,Tea,1\n2026-01-03,x,1\n2026-01-04,y,1\n2026-01-05,z,1\n2026-01-06,STOP,1\n2026-01-07,late,1\n"
        #expect(summary(csv, rules).map { String($0.prefix(14)) } == ["2026-01-02 Tea", "2026-01-05 z |"])
    }

    @Test func amountInAndOut() {
        let rules = "fields date, description, amount-in, amount-out\naccount1 assets:bank\n"
        let csv = "2026-01-05,in,50,\n2026-01-06,out,,50\n2026-01-07,zeros,0,0\n2026-01-08,zero,,0\n"
        #expect(summary(csv, rules) == [
            "2026-01-05 in | assets:bank 50 | income:unknown -50",
            "2026-01-06 out | assets:bank -50 | expenses:unknown 50",
            "2026-01-07 zeros | assets:bank 0 | expenses:unknown 0",
            "2026-01-08 zero | assets:bank 0 | expenses:unknown 0",
        ])
    }

    @Test func numberedAmountsAndCurrencies() {
        let rules = """
            fields date, description, net, gross, fee
            account1 assets:stripe
            amount1 %net
            amount2 -%gross
            account2 revenues:sales
            currency $
            if %fee [1-9]
             account3 expenses:fees
             amount3 -%fee
             currency3 EUR

            """
        #expect(summary("2026-01-05,sale,9.41,10.00,-0.59\n2026-01-06,sale,12.00,12.00,0.00\n", rules) == [
            "2026-01-05 sale | assets:stripe 9.41 $ | revenues:sales -10.00 $ | expenses:fees 0.59 EUR",
            "2026-01-06 sale | assets:stripe 12.00 $ | revenues:sales -12.00 $",
        ])
    }

    @Test func numberedAmountsReplaceTheUnnumberedOnes() {
        let rules = "fields date, description, amount\naccount1 a\naccount2 b\nif coffee\n amount2 7\n"
        #expect(summary("2026-01-05,coffee,5\n", rules) == ["2026-01-05 coffee | a 5 | b 7"])
    }

    @Test(arguments: [
        ("-3.50", "-3.50"), ("+3.50", "3.50"), ("(3.50)", "-3.50"), ("--3.50", "3.50"), ("-(3.50)", "3.50"),
        ("$-3.50", "-3.50 $"), ("-$3.50", "-3.50 $"), ("3.50 USD", "3.50 USD"), ("\"1,234.50\"", "1234.50"),
        ("EUR 3", "3 EUR"), ("1.5E3", "1500"), ("\"10 AAPL @ $50\"", "10 AAPL"),
    ])
    func amountForms(_ written: String, _ expected: String) {
        let run = CSVImportRun(csv: "2026-01-05,x,\(written)\n", rules: "fields date, description, amount1\naccount1 a\n")
        #expect(run.errors.isEmpty)
        #expect(run.entries.first?.postings.first?.amountText == expected)
    }

    @Test(arguments: ["-", "+", "()", ""])
    func aSignAloneIsNoAmount(_ written: String) {
        let run = CSVImportRun(csv: "2026-01-05,x,\(written)\n", rules: "fields date, description, amount1\naccount1 a\n")
        #expect(run.errors.isEmpty)
        #expect(run.entries.first?.postings.first?.amountText == nil)
    }

    @Test func theCurrencyGoesInFrontAfterTheSignIsSimplified() {
        let run = CSVImportRun(csv: "2026-01-05,x,(3.50)\n", rules: "fields date, description, amount\ncurrency USD\naccount1 a\n")
        #expect(run.summary == ["2026-01-05 x | a -3.50 USD | expenses:unknown 3.50 USD"])
    }

    @Test func decimalMarkSettlesDigitGroups() {
        let rules = "fields date, description, amount\ndecimal-mark ,\naccount1 a\n"
        #expect(summary("2026-01-05,x,\"1.234,50\"\n2026-01-06,y,\"1.000\"\n2026-01-07,z,\"3,50\"\n", rules) == [
            "2026-01-05 x | a 1234.50 | income:unknown -1234.50",
            "2026-01-06 y | a 1000 | income:unknown -1000",
            "2026-01-07 z | a 3.50 | income:unknown -3.50",
        ])
        let period = "fields date, description, amount\ndecimal-mark .\naccount1 a\n"
        #expect(summary("2026-01-05,x,\"4,884\"\n", period) == ["2026-01-05 x | a 4884 | income:unknown -4884"])
    }

    @Test func anAmbiguousAmountReadsAsHledgerReadsItWithOneWarning() {
        let run = CSVImportRun(csv: "2026-01-05,x,\"4,884\"\n2026-01-06,y,\"1,000\"\n",
                               rules: "fields date, description, amount\naccount1 a\n")
        #expect(run.entries.map { $0.postings[0].amountText } == ["4.884", "1.000"])
        #expect(run.rendered == [
            """
            bank.csv:1:15: warning: '4,884' is ambiguous: read as 4.884 (with ',' as a decimal mark, as hledger reads it)
              1 | 2026-01-05,x,"4,884"
                |               ^^^^^
              1 more amount is ambiguous in the same way
            hint: say which mark is the decimal mark with 'decimal-mark .' or 'decimal-mark ,' in the rules

            """,
        ])
    }

    @Test func balanceAssertionsAndAssignments() {
        let rules = "fields date, description, amount, balance\naccount1 assets:bank\nbalance-type ==\n"
        let run = CSVImportRun(csv: "2026-01-05,x,-3.50,96.50\n2026-01-06,y,,100\n", rules: rules)
        #expect(run.rendered == [])
        #expect(run.summary == [
            "2026-01-05 x | assets:bank -3.50 = 96.50 | expenses:unknown 3.50",
            "2026-01-06 y | assets:bank = 100",
        ])
        #expect(run.rules.balanceType.isTotal)
    }

    @Test func virtualPostingsAndEmptyAccounts() {
        let rules = "fields date, description, amount\naccount1 (budget:food)\naccount2 assets:bank\naccount3\namount3 5\n"
        let run = CSVImportRun(csv: "2026-01-05,x,3\n", rules: rules)
        #expect(run.rendered == [])
        #expect(run.summary == ["2026-01-05 x | budget:food 3 | assets:bank"])
        #expect(run.entries[0].postings.map(\.kind) == [.virtual, .real])
    }

    @Test func statusCodeDate2AndComments() {
        let rules = """
            fields date, description, amount, status
            account1 a
            code C-%1
            date2 %1
            comment hello\\nworld
            comment1 p1

            """
        let run = CSVImportRun(csv: "2026-01-05,x,3,*\n2026-01-06,y,3,!\n2026-01-07,z,3,\n", rules: rules)
        #expect(run.rendered == [])
        #expect(run.entries.map(\.status) == [.cleared, .pending, .unmarked])
        #expect(run.entries[0].code == "C-2026-01-05")
        #expect(run.entries[0].date2 == Day(year: 2026, month: 1, day: 5))
        #expect(run.entries[0].comment == "hello\nworld")
        #expect(run.entries[0].postings[0].comment == "p1")
    }

    @Test func lineBreaksInADescriptionBecomeSpaces() {
        #expect(summary("2026-01-05,\"multi\r\nline\",1\n", "fields date, description, amount1\naccount1 a\n")
            == ["2026-01-05 multi line | a 1"])
    }

    @Test func aSemicolonEndsTheDescriptionAsInAJournal() {
        let run = CSVImportRun(csv: "2026-01-05,AMAZON; order 123,1\n2026-01-06,x;,1\n",
                               rules: "fields date, description, amount1\naccount1 a\ncomment ref\n")
        #expect(run.entries.map(\.description) == ["AMAZON", "x"])
        #expect(run.entries.map(\.comment) == ["order 123\nref", "ref"])
    }

    @Test func transactionsAreSortedByDateKeepingTheFilesOrder() {
        let rules = "fields date, description, amount1\naccount1 a\n"
        let dates = { (csv: String) in self.summary(csv, rules).map { String($0.split(separator: "|")[0].dropFirst(11)) } }
        #expect(dates("2026-01-05,a,1\n2026-01-05,b,1\n2026-01-04,c,1\n2026-01-04,d,1\n") == ["d ", "c ", "b ", "a "])
        #expect(dates("2026-01-04,a,1\n2026-01-05,b,1\n2026-01-04,c,1\n") == ["a ", "c ", "b "])
        #expect(summary("2026-01-05,a,1\n2026-01-05,b,1\n", rules + "newest-first\n").map { String($0.prefix(12)) }
            == ["2026-01-05 b", "2026-01-05 a"])
    }

    @Test func otherSeparatorsFromTheRulesOrTheExtension() {
        let run = CSVImportRun(csv: "2026-01-05;x;\"3,50\"\n", rules: "separator ;\nfields date, description, amount1\naccount1 a\n")
        #expect(run.summary == ["2026-01-05 x | a 3.50"])
        let tsv = CSVImportRun(csv: "2026-01-05\tx\t3\n", rules: "fields date, description, amount1\naccount1 a\n", csvName: "bank.tsv")
        #expect(tsv.summary == ["2026-01-05 x | a 3"])
    }

    /// Each problem a record can have, with the exact message.
    static let errors: [(csv: String, rules: String, message: String)] = [
        ("2026-01-05,x\n", "fields date, description, amount\naccount1 a\n", """
            bank.csv:1:1: error: this record has 2 fields, so it has no %3
              1 | 2026-01-05,x
                | ^^^^^^^^^^^^
              rule: bank.csv.rules:1: fields date, description, amount
            hint: check the separator and the fields list; skip records like this one with an 'if' block and 'skip'

            """),
        ("5/1/2026,x,1\n", "fields date, description, amount\ndate-format %d/%m/%Y\n", """
            bank.csv:1:1: error: '5/1/2026' is not a date in the format '%d/%m/%Y'
              1 | 5/1/2026,x,1
                | ^^^^^^^^
              rule: bank.csv.rules:1: fields date, description, amount
              rule: bank.csv.rules:2: date-format %d/%m/%Y
            hint: correct the date-format rule (%d and %m take two digits, %-d and %-m one or two)

            """),
        ("x,05/01/2026,1\n", "fields description, d, amount\ndate %d\n", """
            bank.csv:1:3: error: '05/01/2026' is not a date
              1 | x,05/01/2026,1
                |   ^^^^^^^^^^
              rule: bank.csv.rules:2: date %d
            hint: without a date-format rule dates are YYYY-MM-DD, YYYY/MM/DD or YYYY.MM.DD; describe others with one, such as date-format %d/%m/%Y

            """),
        ("2026-02-30,x,1\n", "fields date, description, amount\n", """
            bank.csv:1:1: error: '2026-02-30' is not a valid date: February 2026 has 28 days
              1 | 2026-02-30,x,1
                | ^^^^^^^^^^
              rule: bank.csv.rules:1: fields date, description, amount
            hint: check the date-format rule: %d is the day, %m the month

            """),
        ("2026-01-05,x,1,?\n", "fields date, description, amount, status\n", """
            bank.csv:1:16: error: '?' is not a status
              1 | 2026-01-05,x,1,?
                |                ^
              rule: bank.csv.rules:1: fields date, description, amount, status
            hint: a status is * (cleared), ! (pending) or empty

            """),
        ("2026-01-05,x,n/a\n", "fields date, description, amount\n", """
            bank.csv:1:14: error: 'n/a' is not an amount
              1 | 2026-01-05,x,n/a
                |              ^^^
              rule: bank.csv.rules:1: fields date, description, amount
            hint: an amount is a number with an optional commodity, such as -12.50, $12.50, 12.50 USD or (12.50); give a commodity written apart with a currency rule

            """),
        ("2026-01-05,x,123456789012345678901234567890123456789\n", "fields date, description, amount1\naccount1 a\n", """
            bank.csv:1:14: error: '123456789012345678901234567890123456789' has more digits than track can hold exactly
              1 | 2026-01-05,x,123456789012345678901234567890123456789
                |              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
              rule: bank.csv.rules:1: fields date, description, amount1
            hint: amounts may have up to 38 significant digits and 37 decimal places

            """),
        ("2026-01-05,x,3,4\n", "fields date, description, amount-in, amount-out\naccount1 a\n", """
            bank.csv:1:14: error: posting 1 gets non-zero amounts from amount-in (3) and amount-out (4); it may have one
              1 | 2026-01-05,x,3,4
                |              ^^^
              rule: bank.csv.rules:1: fields date, description, amount-in, amount-out
              rule: bank.csv.rules:1: fields date, description, amount-in, amount-out
            hint: leave one empty or zero, or choose with 'if' blocks, such as: if %amount-in [1-9]  (then, indented) amount1 %amount-in

            """),
        ("2026-01-05,x,3\n", "fields date, description, amount\naccount1 assets  bank\n", """
            bank.csv.rules:2:10: error: 'assets  bank' is not an account name: it holds two spaces or a tab
              2 | account1 assets  bank
                |          ^^^^^^^^^^^^
              rule: bank.csv.rules:2: account1 assets  bank
            hint: an account name may hold single spaces; in a journal two spaces or a tab end it

            """),
        ("x, ,3\n", "fields description, date, amount\n", """
            bank.csv:1:3: error: this record's date is empty
              1 | x, ,3
                |   ^
              rule: bank.csv.rules:1: fields description, date, amount
            hint: without a date-format rule dates are YYYY-MM-DD, YYYY/MM/DD or YYYY.MM.DD; describe others with one, such as date-format %d/%m/%Y

            """),
        ("x,3\n", "fields description, amount\nif ^y\n date %1\n", """
            bank.csv:1:1: error: no rule gives this record a date
              1 | x,3
                | ^^^
            hint: add a top-level rule such as 'date %1', or name a field 'date' in the fields list

            """),
    ]

    @Test(arguments: errors.indices)
    func errorMessages(_ i: Int) {
        let run = CSVImportRun(csv: Self.errors[i].csv, rules: Self.errors[i].rules)
        #expect(run.rendered.joined() == Self.errors[i].message)
        #expect(run.entries.isEmpty)
    }

    @Test func everyBrokenRecordIsReportedAndTheOthersRead() {
        let run = CSVImportRun(csv: "2026-01-05,a,1\nbad,b,1\n2026-01-07,c,x\n2026-01-08,d,2\n",
                               rules: "fields date, description, amount1\naccount1 a\n")
        #expect(run.errors.count == 2)
        #expect(run.entries.map(\.description) == ["a", "d"])
    }

    @Test func aMissingCSVFile() {
        var sources = SourceStore()
        let (_, _, diagnostics) = CSVImporter.read(csv: "none.csv", rules: "r.rules", into: &sources,
                                                   fileSystem: InMemoryFileSystem(files: ["r.rules": "date %1\n"]))
        var renderer = DiagnosticRenderer(sources: sources)
        #expect(diagnostics.map { renderer.render($0) } == [
            "track: error: CSV file 'none.csv' not found\nhint: check the path; it is relative to the current folder\n",
        ])
    }
}
