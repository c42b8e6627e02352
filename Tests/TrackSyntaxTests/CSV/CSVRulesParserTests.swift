import Testing
import TrackModel
@testable import TrackSyntax

@Suite struct CSVRulesParserTests {
    func parsed(_ text: String, files: [String: String] = [:]) -> CSVRules {
        let (rules, rendered) = parseRules(text, files: files)
        #expect(rendered == [])
        return rules
    }

    @Test func everyTopLevelDirective() {
        let rules = parsed("""
            # a comment
            ; another

            skip 2
            separator ;
            fields Date, Description, , amount_, currency
            date-format %d.%m.%Y
            decimal-mark ,
            newest-first
            balance-type ==*
            account1 assets:bank
            description: %description %amount_

            """)
        #expect(rules.skip == 2)
        #expect(rules.separator == [UInt8(ascii: ";")])
        #expect(rules.fieldNames == ["date", "description", "", "amount_", "currency"])
        #expect(rules.dateFormat?.source == "%d.%m.%Y")
        #expect(rules.decimalMark == .comma)
        #expect(rules.newestFirst)
        #expect(rules.balanceType == CSVRules.BalanceType(isTotal: true, includesSubaccounts: true))
        #expect(rules.assignments.map(\.field) == [.date, .description, .currency(0), .account(1), .description])
        #expect(rules.assignments.map(\.value.source) == ["%1", "%2", "%5", "assets:bank", "%description %amount_"])
    }

    @Test func skipAloneSkipsOne() {
        #expect(parsed("skip\ndate %1\n").skip == 1)
    }

    @Test(arguments: [("tab", [UInt8.tab]), ("TAB", [.tab]), ("space", [.space]), ("|", [UInt8(ascii: "|")])])
    func separatorWords(_ word: String, _ bytes: [UInt8]) {
        #expect(parsed("separator \(word)\ndate %1\n").separator == bytes)
    }

    @Test func aLiteralSpaceOrTabSeparator() {
        #expect(parsed("separator  \ndate %1\n").separator == [.space])
        #expect(parsed("separator \t\ndate %1\n").separator == [.tab])
    }

    @Test func fieldNamesIgnoreCaseAndMayBeQuoted() {
        let rules = parsed("fields \"Booking Date\", AMOUNT, description\ndate %1\n")
        #expect(rules.fieldNames == ["booking date", "amount", "description"])
        #expect(rules.index(ofField: "amount") == 2)
    }

    @Test func everyFieldNameHledgerKnows() {
        let names = ["date", "date2", "status", "code", "description", "comment", "comment2", "account1", "account99",
                     "amount", "amount-in", "amount-out", "amount3", "amount3-in", "amount3-out", "currency", "currency4",
                     "balance", "balance5"]
        let rules = parsed(names.map { "\($0) x" }.joined(separator: "\n"))
        #expect(rules.assignments.map(\.field.name) == names)
        #expect(CSVTransactionField(name: "account") == nil)
        #expect(CSVTransactionField(name: "account100") == nil)
        #expect(CSVTransactionField(name: "amount01") == nil)
    }

    @Test func anEmptyValueIsAnAssignmentOfNothing() {
        let rules = parsed("date %1\naccount2\ncomment:\n")
        #expect(rules.assignments.map(\.field) == [.date, .account(2), .comment(0)])
        #expect(rules.assignments.map(\.value.source) == ["%1", "", ""])
    }

    @Test func interpolationReferences() {
        let template = CSVTemplate("%1 %Payee_name-x | 50% off %")
        #expect(template.references == [.index(1), .name("payee_name-x")])
        #expect(template.parts.count == 4)
    }

    @Test func ifBlocksWithOneOrSeveralPatterns() {
        let rules = parsed("""
            fields date, description, amount
            if coffee
             account2 expenses:coffee
            if
            %description ^rent
            & %amount ^-
            salary
              account2 expenses:rent
              comment2 monthly
            # a comment between blocks
            if %amount ^0
             skip
            if ^total
             end
            if %description (?i)fee
             skip 3

            """)
        #expect(rules.conditionals.count == 5)
        let second = rules.conditionals[1]
        #expect(second.matchers.map(\.pattern) == ["^rent", "^-", "salary"])
        #expect(second.matchers.map(\.field) == [.name("description"), .name("amount"), nil])
        #expect(second.matchers.map(\.joinsPrevious) == [false, true, false])
        #expect(second.assignments.map(\.field) == [.account(2), .comment(2)])
        #expect(rules.conditionals[2].skip == 1)
        #expect(rules.conditionals[3].ends)
        #expect(rules.conditionals[4].skip == 3)
    }

    @Test func commentLinesInsideAnIfBlock() {
        let rules = parsed("date %1\nif coffee\n# why\n account2 a\n  ; note\n comment b\n")
        #expect(rules.conditionals[0].assignments.map(\.field) == [.account(2), .comment(0)])
    }

    @Test func ifTables() {
        let rules = parsed("""
            fields date, description, amount
            if,account2,comment
            atm fee,expenses:fees,deductible
            %description groceries,expenses:food,
            # not a row

            account1 assets:bank

            """)
        #expect(rules.conditionals.count == 2)
        #expect(rules.conditionals[1].matchers[0].field == .name("description"))
        #expect(rules.conditionals[1].assignments.map(\.value.source) == ["expenses:food", ""])
        #expect(rules.assignments.last?.field == .account(1))
    }

    @Test func includeReadsAnotherRulesFileInPlace() {
        let rules = parsed("fields date, description, amount\ninclude common/cats.rules\naccount1 assets:bank\n",
                           files: ["common/cats.rules": "if coffee\n account2 expenses:coffee\ninclude more.rules\n",
                                   "common/more.rules": "decimal-mark .\n"])
        #expect(rules.conditionals.count == 1)
        #expect(rules.decimalMark == .period)
        #expect(rules.assignments.map(\.field).last == .account(1))
    }

    @Test func patternsIgnoreCaseAndReadGNUWordBoundaries() {
        let rules = parsed("date %1\nif \\<cafe\\>\n account2 x\n")
        let matcher = rules.conditionals[0].matchers[0]
        #expect(matcher.matches("2026,CAFE latte"))
        #expect(!matcher.matches("2026,cafeteria"))
    }

    /// Regular expressions that backtrack (issue 12 item 7): an `if (a+)+$` hung the import.
    @Test func regularExpressionsThatBacktrackFinish() {
        let rules = parsed("date %1\nif (a+)+$\n account2 x\n")
        let matcher = rules.conditionals[0].matchers[0]
        #expect(!matcher.matches("2026," + String(repeating: "a", count: 5_000) + "!"))
        #expect(matcher.matches("2026," + String(repeating: "a", count: 5_000)))
    }

    @Test func aByteOrderMarkAndCRLF() {
        let (rules, rendered) = parseRules("\u{FEFF}skip 1\r\nfields date, amount\r\n")
        #expect(rendered == [])
        #expect(rules.skip == 1)
        #expect(rules.fieldNames == ["date", "amount"])
    }

    /// Each problem a rules file can have, with the exact message.
    static let errors: [(rules: String, files: [String: String], message: String)] = [
        ("fields date, amount\nacount1 assets:bank\n", [:], """
            bank.csv.rules:2:1: error: unknown rule 'acount1'
              2 | acount1 assets:bank
                | ^^^^^^^
            hint: did you mean 'account1'? \(Diagnostic.rulesHelp)

            """),
        ("fields date, amount\n account1 assets:bank\n", [:], """
            bank.csv.rules:2:2: error: this indented line belongs to no 'if' block
              2 |  account1 assets:bank
                |  ^^^^^^^^^^^^^^^^^^^^
            hint: only the rules of an 'if' block are indented, and a blank line ends the block; start other rules at the beginning of the line

            """),
        ("fields date, amount\nskip one\n", [:], """
            bank.csv.rules:2:6: error: 'one' is not a number of records to skip
              2 | skip one
                |      ^^^
            hint: write 'skip' alone to skip one record, or 'skip N' with a whole number, such as skip 2

            """),
        ("fields date, amount\nseparator ;;\n", [:], """
            bank.csv.rules:2:11: error: ';;' is not a separator: it is more than one character
              2 | separator ;;
                |           ^^
            hint: write one character, such as 'separator ;', or the word tab or space

            """),
        ("fields date, amount\nseparator\n", [:], """
            bank.csv.rules:2:1: error: 'separator' needs a character
              2 | separator
                | ^^^^^^^^^
            hint: write one character, such as 'separator ;', or the word tab or space

            """),
        ("fields date, amount\ndecimal-mark ;\n", [:], """
            bank.csv.rules:2:14: error: ';' is not a decimal mark
              2 | decimal-mark ;
                |              ^
            hint: write 'decimal-mark .' or 'decimal-mark ,'

            """),
        ("fields date, amount\nbalance-type =!\n", [:], """
            bank.csv.rules:2:14: error: '=!' is not a balance assertion type
              2 | balance-type =!
                |              ^^
            hint: write = (one commodity), == (all commodities), or =* and ==* to include subaccounts

            """),
        ("fields date, amount\ndate-format %d/%K/%Y\n", [:], """
            bank.csv.rules:2:16: error: '%K' is not a date format directive
              2 | date-format %d/%K/%Y
                |                ^^
            hint: write the format with %Y %y %m %d %b %B %e %j, and %H %M %S %I %l %p %z for a time (%-d and %-m take one or two digits), such as date-format %d/%m/%Y

            """),
        ("fields date, amount\ndate-format\n", [:], """
            bank.csv.rules:2:1: error: 'date-format' needs a format
              2 | date-format
                | ^^^^^^^^^^^
            hint: write the format with %Y %y %m %d %b %B %e %j, and %H %M %S %I %l %p %z for a time (%-d and %-m take one or two digits), such as date-format %d/%m/%Y

            """),
        ("fields\n", [:], """
            bank.csv.rules:1:1: error: 'fields' needs the names of the CSV fields
              1 | fields
                | ^^^^^^
            hint: name them in order, separated by commas, such as: fields date, description, amount

            """),
        ("fields date, booking date, amount\n", [:], """
            bank.csv.rules:1:14: error: 'booking date' is not a field name
              1 | fields date, booking date, amount
                |              ^^^^^^^^^^^^
            hint: a name holds letters, digits, '_' and '-', with no spaces; leave a field unnamed with nothing or _ between the commas

            """),
        ("fields date, amount\nif (coffee\n account2 x\n", [:], """
            bank.csv.rules:2:4: error: '(coffee' is not a valid regular expression
              2 | if (coffee
                |    ^^^^^^^
            hint: check brackets and escapes (\\. matches a dot, \\( a parenthesis); patterns ignore case

            """),
        ("fields date, description, amount\nif %desc coffee\n account2 x\n", [:], """
            bank.csv.rules:2:4: error: '%desc' names no CSV field
              2 | if %desc coffee
                |    ^^^^^
            hint: did you mean '%description'?

            """),
        ("fields date, payee, amount\nif %memo coffee\n account2 x\n", [:], """
            bank.csv.rules:2:4: error: '%memo' names no CSV field
              2 | if %memo coffee
                |    ^^^^^
            hint: the fields list names %date, %payee, %amount; or refer to a field by position, such as %1

            """),
        ("date %1\nif %0 coffee\n account2 x\n", [:], """
            bank.csv.rules:2:4: error: '%0' names no CSV field: fields are numbered from 1
              2 | if %0 coffee
                |    ^^
            hint: the first field is %1

            """),
        ("date %1\nif\n account2 x\n", [:], """
            bank.csv.rules:2:1: error: 'if' needs a pattern
              2 | if
                | ^^
            hint: write it after 'if' (if coffee) or on the lines below, one pattern per line, such as %description ^coffee

            """),
        ("date %1\nif coffee\n\n account2 x\n", [:], """
            bank.csv.rules:2:1: error: this 'if' block has no rules
              2 | if coffee
                | ^^^^^^^^^
            hint: indent its rules by at least one space under the patterns; a line at the beginning of the line is one more pattern

            """ + """
            bank.csv.rules:4:2: error: this indented line belongs to no 'if' block
              4 |  account2 x
                |  ^^^^^^^^^^
            hint: only the rules of an 'if' block are indented, and a blank line ends the block; start other rules at the beginning of the line

            """),
        ("date %1\nif\n& coffee\n account2 x\n", [:], """
            bank.csv.rules:3:1: error: '&' joins a pattern to the one above it, and there is none
              3 | & coffee
                | ^
            hint: remove the '&', or put the pattern it belongs to above it

            """),
        ("date %1\nif coffee\n date-format %d\n", [:], """
            bank.csv.rules:3:2: error: 'date-format' applies to the whole file and cannot be inside an 'if' block
              3 |  date-format %d
                |  ^^^^^^^^^^^
            hint: move it out of the block, to the beginning of a line; an 'if' block holds field assignments, skip and end

            """),
        ("date %1\nif coffee\n acount2 x\n", [:], """
            bank.csv.rules:3:2: error: unknown rule 'acount2'
              3 |  acount2 x
                |  ^^^^^^^
            hint: did you mean 'account2'? \(Diagnostic.rulesHelp)

            """),
        ("date %1\nend\n", [:], """
            bank.csv.rules:2:1: error: 'end' belongs inside an 'if' block
              2 | end
                | ^^^
            hint: indent it under an 'if' whose patterns match the record to stop at

            """),
        ("date %1\nif,account2,comment\ncoffee,expenses:coffee\n", [:], """
            bank.csv.rules:3:1: error: this row has 1 value; the table's 'if' line names 2 fields
              3 | coffee,expenses:coffee
                | ^^^^^^^^^^^^^^^^^^^^^^
            hint: write a pattern and one value per field, separated like the 'if' line (a value may be empty)

            """),
        ("date %1\nif,account2,note\ncoffee,x,y\n", [:], """
            bank.csv.rules:2:13: error: 'note' is not a field an 'if' table can set
              2 | if,account2,note
                |             ^^^^
            hint: an 'if' table sets fields such as account2, comment or description: if,account2,comment

            """),
        ("date %1\ninclude common.rules\n", [:], """
            bank.csv.rules:2:9: error: included file 'common.rules' not found
              2 | include common.rules
                |         ^^^^^^^^^^^^
            hint: paths are relative to the including file's folder

            """),
        ("date %1\ninclude bank.csv.rules\n", [:], """
            bank.csv.rules:2:9: error: cyclic include: 'bank.csv.rules' is already being read
              2 | include bank.csv.rules
                |         ^^^^^^^^^^^^^^
            hint: a file must not include itself, directly or through other files

            """),
        ("fields _, description, amount\naccount1 assets:bank\n", [:], """
            bank.csv.rules:1:1: error: the rules do not say which CSV field is the date
              1 | fields _, description, amount
                | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
            hint: name a field 'date' in the fields list, or add a rule such as 'date %1'

            """),
        ("fields id, date, amount\ngroup-by id\n", [:], """
            bank.csv.rules:2:10: error: 'id' is not one CSV field
              2 | group-by id
                |          ^^
            hint: write the field whose value is shared by the records of one transaction, such as group-by %txnidx

            """),
        ("fields id, date, amount\ngroup-by\n", [:], """
            bank.csv.rules:2:1: error: 'group-by' needs a CSV field
              2 | group-by
                | ^^^^^^^^
            hint: write the field whose value is shared by the records of one transaction, such as group-by %txnidx

            """),
        ("date %1\ngroup-by %txnidx\n", [:], """
            bank.csv.rules:2:10: error: '%txnidx' names no CSV field
              2 | group-by %txnidx
                |          ^^^^^^^
            hint: name the CSV fields with a 'fields' list, or refer to them by position, such as %1

            """),
        ("fields date, amount\ndecimal-mark\n", [:], """
            bank.csv.rules:2:1: error: 'decimal-mark' needs a mark
              2 | decimal-mark
                | ^^^^^^^^^^^^
            hint: write 'decimal-mark .' or 'decimal-mark ,'

            """),
        ("fields date, amount\nbalance-type\n", [:], """
            bank.csv.rules:2:1: error: 'balance-type' needs a type
              2 | balance-type
                | ^^^^^^^^^^^^
            hint: write = (one commodity), == (all commodities), or =* and ==* to include subaccounts

            """),
        ("fields date, amount\ninclude\n", [:], """
            bank.csv.rules:2:1: error: 'include' needs a rules file, such as 'include common.rules'
              2 | include
                | ^^^^^^^

            """),
    ]

    @Test(arguments: errors.indices)
    func errorMessages(_ i: Int) {
        let (_, rendered) = parseRules(Self.errors[i].rules, files: Self.errors[i].files)
        #expect(rendered.joined() == Self.errors[i].message)
    }

    @Test func aMissingRulesFile() {
        var sources = SourceStore()
        let (_, diagnostics) = CSVRulesParser.parse(path: "none.rules", into: &sources, fileSystem: InMemoryFileSystem(files: [:]))
        var renderer = DiagnosticRenderer(sources: sources)
        #expect(diagnostics.map { renderer.render($0) } == [
            """
            track: error: rules file 'none.rules' not found
            hint: give the rules with --rules FILE (hledger names them like the CSV file plus .rules)

            """,
        ])
    }

    /// A file system whose one file cannot be read, as without permission.
    struct UnreadableFileSystem: JournalFileSystem {
        var files: InMemoryFileSystem
        var unreadable: String

        func read(_ path: String) -> Result<[UInt8], FileError> {
            path == unreadable ? .failure(.unreadable("Permission denied")) : files.read(path)
        }

        func canonicalPath(_ path: String) -> String { files.canonicalPath(path) }
        func contentsOfDirectory(_ path: String) -> [String]? { files.contentsOfDirectory(path) }
    }

    @Test func unreadableFiles() {
        let files = InMemoryFileSystem(files: ["bank.csv.rules": "date %1\ninclude secret.rules\n"])
        var sources = SourceStore()
        let (_, included) = CSVRulesParser.parse(path: "bank.csv.rules", into: &sources,
                                                 fileSystem: UnreadableFileSystem(files: files, unreadable: "secret.rules"))
        var renderer = DiagnosticRenderer(sources: sources)
        #expect(included.map { renderer.render($0) } == [
            """
            bank.csv.rules:2:9: error: cannot read included file 'secret.rules': Permission denied
              2 | include secret.rules
                |         ^^^^^^^^^^^^

            """,
        ])
        var other = SourceStore()
        let (_, main) = CSVRulesParser.parse(path: "bank.csv.rules", into: &other,
                                             fileSystem: UnreadableFileSystem(files: files, unreadable: "bank.csv.rules"))
        var mainRenderer = DiagnosticRenderer(sources: other)
        #expect(main.map { mainRenderer.render($0) } == ["track: error: cannot read rules file 'bank.csv.rules': Permission denied\n"])
        var third = SourceStore()
        let (_, _, csv) = CSVImporter.read(csv: "bank.csv", rules: "r", into: &third, fileSystem: UnreadableFileSystem(
            files: InMemoryFileSystem(files: ["r": "date %1\n"]), unreadable: "bank.csv"))
        var csvRenderer = DiagnosticRenderer(sources: third)
        #expect(csv.map { csvRenderer.render($0) } == ["track: error: cannot read CSV file 'bank.csv': Permission denied\n"])
    }

    @Test func everyProblemIsReportedInOneRun() {
        let (_, rendered) = parseRules("fields date, amount\nskip x\nseparator\nfoo bar\n")
        #expect(rendered.count == 3)
    }
}
