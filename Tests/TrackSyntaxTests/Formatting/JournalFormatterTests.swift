import Foundation
import Testing
import TrackModel
@testable import TrackSyntax

/// The canonical form, rule by rule (grammar.md, "Canonical form"): each
/// case is a journal as someone might write it and the form `track fmt`
/// gives it.
@Suite struct JournalFormatterTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: String
        var input: String
        var output: String
        var testDescription: String { rule }
    }

    static let cases: [Case] = [
        Case(rule: "dates are YYYY-MM-DD, secondary dates too; header parts one space apart", input: """
            Y 2026
            2026/1/2=1/5   *   (12)   Corner Market   ;  receipt:yes
                a  1 USD
                b
            1.3 ! no year
                a  1 USD
                b

            """, output: """
            Y 2026

            2026-01-02=2026-01-05 * (12) Corner Market  ;  receipt:yes
                a  1 USD
                b

            2026-01-03 ! no year
                a  1 USD
                b

            """),
        Case(rule: "postings are indented four spaces, tabs or not; a status mark is kept", input: """
            2026-01-02 t
            \t*Assets:Cash\t-5 USD
              !  Expenses:Food   5 USD

            """, output: """
            2026-01-02 t
                * Assets:Cash     -5 USD
                ! Expenses:Food    5 USD

            """),
        Case(rule: "amounts align on their decimal mark at one column for the whole file", input: """
            2026-01-02 t
                Expenses:Food  5.25 USD
                Assets:Cash  NT$-1,172,268
                Assets:Other  12 EUR
                Equity
            2026-01-03 u
                Expenses:Essentials:Groceries  1,084.20 USD
                Assets:Cash

            """, output: """
            2026-01-02 t
                Expenses:Food                      5.25 USD
                Assets:Cash            NT$-1,172,268
                Assets:Other                      12 EUR
                Equity

            2026-01-03 u
                Expenses:Essentials:Groceries  1,084.20 USD
                Assets:Cash

            """),
        Case(rule: "the column is capped: a wider posting keeps two spaces and moves nothing else", input: """
            2026-01-02 t
                Assets:Cash  1 USD
                Expenses:A Very Long Account Name That Goes On  2 USD
                Income

            """, output: """
            2026-01-02 t
                Assets:Cash        1 USD
                Expenses:A Very Long Account Name That Goes On  2 USD
                Income

            """),
        Case(rule: "widths are display widths: a CJK character counts two", input: """
            2026-01-08 台北 | 晚餐
                支出:餐飲  NT$420
                Assets:Cash  NT$-420

            """, output: """
            2026-01-08 台北 | 晚餐
                支出:餐飲     NT$420
                Assets:Cash  NT$-420

            """),
        Case(rule: "amounts take their commodity's style, never fewer decimals than written", input: """
            commodity $1,000.00
            2026-01-02 t
                a  $5
                b  $ 1234.5
                c  $0.125
                d  -$1,239.625

            """, output: """
            commodity $1,000.00

            2026-01-02 t
                a         $5.00
                b     $1,234.50
                c         $0.125
                d    $-1,239.625

            """),
        Case(rule: "left-out amounts stay left out, one line even when inferred in two commodities", input: """
            2026-01-02 t
                a  5 EUR
                b  3 USD
                c

            """, output: """
            2026-01-02 t
                a  5 EUR
                b  3 USD
                c

            """),
        Case(rule: "costs keep @ or @@, lots and assertions are kept, an assignment stays one", input: """
            2026-01-02 t
                a  10 AAPL {$50} [2026-01-01] @ $55
                b  2 AAPL @@ $111
                c  1 AAPL (@) $5
                d
            2026-01-03 u
                a  -2 AAPL = 8 AAPL
                e  = $10 @ 2 EUR
                f  0 AAPL ==* 0 AAPL
                g

            """, output: """
            2026-01-02 t
                a         10 AAPL {$50} [2026-01-01] @ $55
                b          2 AAPL @@ $111
                c          1 AAPL (@) $5
                d

            2026-01-03 u
                a         -2 AAPL = 8 AAPL
                e      = $10 @ 2 EUR
                f          0 AAPL ==* 0 AAPL
                g

            """),
        Case(rule: "comments are kept verbatim; posting comments of a transaction align", input: """
            2026-01-02 t ; trip:Tokyo
              ; second line
                Expenses:Food  5 USD ; lunch
                  ;   a note
                Assets:Cash  ; paid cash

            """, output: """
            2026-01-02 t  ; trip:Tokyo
                ; second line
                Expenses:Food      5 USD  ; lunch
                  ;   a note
                Assets:Cash               ; paid cash

            """),
        Case(rule: "directives, comment lines and comment blocks are copied as written", input: """
            # a comment
            account Assets:Cash    ; type: Cash
                note   kept as written
            comment
              2026-02-30 not a date, not read
            end comment
            P 2026-01-01 EUR   1.08 USD

            """, output: """
            # a comment
            account Assets:Cash    ; type: Cash
                note   kept as written
            comment
              2026-02-30 not a date, not read
            end comment
            P 2026-01-01 EUR   1.08 USD

            """),
        Case(rule: "one blank line after a transaction and before one after a directive; a comment above stays attached", input: """

            ; head


            2026-01-01 a
                x  1 USD
                y
            ; attached
            2026-01-02 b
                x  1 USD
                y


            account x
            2026-01-04 d
                x  1 USD
                y



            """, output: """
            ; head

            2026-01-01 a
                x  1 USD
                y

            ; attached
            2026-01-02 b
                x  1 USD
                y

            account x

            2026-01-04 d
                x  1 USD
                y

            """),
        Case(rule: "trailing whitespace is removed and the file ends with exactly one newline", input:
            "; note  \t\naccount a   \n2026-01-02 t   \n    a  1 USD   \n    b\t", output: """
            ; note
            account a

            2026-01-02 t
                a  1 USD
                b

            """),
        Case(rule: "periodic transactions and auto posting rules are formatted like transactions", input: """
            ~monthly   budget ;  note
              Expenses:Food  300 USD
              Assets:Cash
            = expenses:food
              (Budget:Food)   *-1
              [Budget:Pool]  *0.5 ; half

            """, output: """
            ~ monthly  budget  ;  note
                Expenses:Food    300 USD
                Assets:Cash

            = expenses:food
                (Budget:Food)  *-1
                [Budget:Pool]  *0.5  ; half

            """),
        Case(rule: "accounts are written as written: aliases and apply account read them again", input: """
            alias food = Expenses:Food
            apply account Household
            2026-01-02 t
              food  1 USD
              Cash
            end apply account

            """, output: """
            alias food = Expenses:Food
            apply account Household

            2026-01-02 t
                food       1 USD
                Cash

            end apply account

            """),
        Case(rule: "a 1,000-like number keeps its groups only where it reads the same everywhere", input: """
            2026-01-01 a
                x  NT$1,000,000
                y
            2026-01-02 b
                x  NT$5000
                z  NT$5,000
                y

            """, output: """
            2026-01-01 a
                x       NT$1,000,000
                y

            2026-01-02 b
                x            NT$5000
                z           NT$5,000
                y

            """),
        Case(rule: "one group mark before other than three digits would read as decimals: none is written", input: """
            commodity NT$1,00.
            2026-01-01 a
                x  NT$420
                y  NT$12,345
                z

            """, output: """
            commodity NT$1,00.

            2026-01-01 a
                x             NT$420
                y         NT$1,23,45
                z

            """),
        Case(rule: "a decimal comma that no decimals show stays after the number", input: """
            2026-01-02 b
                x  100, USD
                y  1 AAA @ 1,20 USD
                z

            """, output: """
            2026-01-02 b
                x        100, USD
                y          1 AAA @ 1,20 USD
                z

            """),
        Case(rule: "a commodity directive that states its decimal mark allows 5,000", input: """
            commodity NT$1,000.
            2026-01-01 a
                x  NT$5000
                y

            """, output: """
            commodity NT$1,000.

            2026-01-01 a
                x   NT$5,000
                y

            """),
    ]

    @Test(arguments: cases)
    func rule(_ c: Case) {
        #expect(formatted(c.input) == c.output)
        // The output is canonical: formatting it again changes nothing.
        #expect(formatted(c.output) == c.output)
    }

    /// grammar.md's "Canonical form" example: the first two journals of the section, before and after.
    @Test func theGrammarsExampleIsTrue() throws {
        let grammar = try String(contentsOfFile: FormatterCorpus.repositoryRoot + "/grammar.md", encoding: .utf8)
        let section = try #require(grammar.components(separatedBy: "## Canonical form").last)
        let blocks = section.components(separatedBy: "```journal\n").dropFirst().map {
            $0.components(separatedBy: "```").first ?? ""
        }
        try #require(blocks.count >= 2)
        #expect(formatted(blocks[0]) == blocks[1])
    }

    @Test func everyConstructTogether() {
        #expect(formatted(Self.features) == Self.canonical)
    }

    @Test func canonicalInputIsUnchangedByteForByte() {
        #expect(formatted(Self.canonical) == Self.canonical)
    }

    @Test func crlfFilesKeepCRLFUnlessAskedForLF() throws {
        let input = Array("\u{FEFF}; bom\r\n2026/1/2 x\r\n  a   1.50 USD   \r\n  b\r\n\r\n\r\n2026/1/3\r\n  ; c\r\n  a  2 USD\r\n  b".utf8)
        let crlf = try #require(formatted(bytes: input))
        #expect(String(decoding: crlf, as: UTF8.self)
            == "\u{FEFF}; bom\r\n2026-01-02 x\r\n    a  1.50 USD\r\n    b\r\n\r\n2026-01-03\r\n    ; c\r\n    a  2.00 USD\r\n    b\r\n")
        let lf = try #require(formatted(bytes: input, options: FormatOptions(lineEnding: .lf)))
        #expect(String(decoding: lf, as: UTF8.self)
            == "\u{FEFF}; bom\n2026-01-02 x\n    a  1.50 USD\n    b\n\n2026-01-03\n    ; c\n    a  2.00 USD\n    b\n")
    }

    @Test func anEmptyFileStaysEmpty() {
        #expect(formatted("") == "")
        #expect(formatted("\n\n  \n") == "")
    }

    @Test func includedFilesAreFormattedEachOnItsOwn() {
        let files = formatted(files: [
            "main.journal": "include sub.journal\n2026-01-02 t\n  Expenses:Food:Restaurants  5 USD\n  b\n",
            "sub.journal": "2026-01-01 s\n  a  1,000.00 USD\n  b\n",
        ])
        #expect(files["main.journal"] == """
            include sub.journal

            2026-01-02 t
                Expenses:Food:Restaurants  5.00 USD
                b

            """)
        #expect(files["sub.journal"] == """
            2026-01-01 s
                a      1,000.00 USD
                b

            """)
    }

    @Test func sortingMovesTransactionsWithTheirCommentsBetweenDirectives() {
        let input = """
            ; header

            2026-01-03 c
                a  1 USD
                b

            ; about a
            2026-01-01 a
                a  1 USD
                b
            2026-01-03 c2
                a  1 USD
                b
            P 2026-01-01 EUR 1 USD
            2026-01-02 after the directive
                a  1 USD
                b
            2025-12-31 still after it
                a  1 USD
                b
            ; trailing

            """
        #expect(formatted(input, options: FormatOptions(sortsTransactions: true)) == """
            ; header

            ; about a
            2026-01-01 a
                a  1 USD
                b

            2026-01-03 c
                a  1 USD
                b

            2026-01-03 c2
                a  1 USD
                b

            P 2026-01-01 EUR 1 USD

            2025-12-31 still after it
                a  1 USD
                b

            2026-01-02 after the directive
                a  1 USD
                b

            ; trailing

            """)
    }

    /// A sorted run is written a window of places at a time, each window's
    /// transactions formatted ahead in file order: any window gives the text
    /// one window gives, whatever the order, with comments that move and stay,
    /// blank lines, block comments and directives between runs.
    @Test func aSortedRunWrittenInWindowsIsTheSame() throws {
        var state: UInt64 = 5
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % n
        }
        var text = "; header\n\n"
        for k in 0..<60 {
            switch next(9) {
            case 0: text += "; note above \(k)\n"
            case 1: text += "; set apart \(k)\n\n"
            case 2: text += "comment\nblock \(k)\nend comment\n"
            case 3 where k % 20 == 3: text += "P 2026-01-0\(1 + next(9)) EUR 1.08 USD\n\n"
            default: break
            }
            text += "2026-0\(1 + next(9))-1\(next(10)) entry \(k)\n    Expenses:Food  \(k).50 USD\n    Assets:Cash\n"
            if next(3) > 0 { text += "\n" }
        }
        text += "; trailing\n"
        let whole = try #require(formatted(text, options: FormatOptions(sortsTransactions: true)))
        #expect(whole.contains("entry 59") && whole != text)
        for window in 1...5 {
            var options = FormatOptions(sortsTransactions: true)
            options.sortWindow = window
            #expect(formatted(text, options: options) == whole, "window \(window)")
        }
    }

    @Test func sortingSortedInputChangesNothingMore() throws {
        let once = try #require(formatted(Self.canonical, options: FormatOptions(sortsTransactions: true)))
        #expect(formatted(once, options: FormatOptions(sortsTransactions: true)) == once)
    }

    /// Found by the fmt fuzz target: `0 1 50` gives its commodity groups of
    /// 2 then 1 (hledger shows 12,495 as `1 2 4 95`); written `1 50`, the
    /// file would read with groups of 2. A leading zero group is kept as written.
    @Test(arguments: [
        ("2026-02-01\n    c  0 1 50\n    s\n", "2026-02-01\n    c     0 1 50\n    s\n"),
        ("2026-02-01\n    c  0,100.00 USD\n    s\n", "2026-02-01\n    c      0,100.00 USD\n    s\n"),
    ])
    func aLeadingZeroGroupIsKeptSoTheStyleReadsTheSame(input: String, expected: String) throws {
        let once = try #require(formatted(input))
        #expect(once == expected)
        #expect(JournalEquivalence.firstDifference(load(input).journal, load(once).journal) == nil)
        #expect(formatted(once) == once)
    }

    /// `track add` aligns what it appends by the file's tail alone: from any
    /// transaction on, it is the whole file's text (a blank line before it aside).
    @Test func theTailIsTheEndOfTheWholeText() throws {
        for text in [Self.features, Self.canonical] {
            let loaded = load(text)
            try #require(!loaded.hasErrors)
            let formatter = JournalFormatter(journal: loaded.journal)
            let whole = String(decoding: formatter.format(fileAt: 0), as: UTF8.self)
            for transaction in loaded.journal.transactions {
                let offset = Int(transaction.source.start - loaded.journal.sources.files[0].base)
                let tail = String(decoding: formatter.formatTail(fileAt: 0, from: offset), as: UTF8.self)
                #expect(!tail.isEmpty && whole.hasSuffix(tail.drop { $0 == "\n" }), "from \(transaction.date)")
            }
            #expect(formatter.formatTail(fileAt: 0, from: loaded.journal.sources.files[0].bytes.count + 1).isEmpty)
        }
    }

    @Test func theColumnRoundsUpToAStepAndStopsAtTheCap() {
        #expect(AmountColumn(widest: 0, cap: 40).column == 0)
        #expect(AmountColumn(widest: 25, cap: 40).column == 32)
        #expect(AmountColumn(widest: 32, cap: 40).column == 32)
        #expect(AmountColumn(widest: 39, cap: 40).column == 40)
        #expect(AmountColumn(widest: 61, cap: 40).column == 40)
        #expect(AmountColumn(widest: 61, cap: 40).padding(lead: 50, integerWidth: 3) == 2)
    }

    /// Every construct the formatter meets, written untidily.
    static let features = """
        ; features: every construct the formatter meets\u{20}\u{20}\u{20}
        commodity 1,000.00 USD
        commodity NT$1,000.
        account Assets:Bank:Checking   ; type: Cash
            note the main account
        D $1,000.00
        P 2026-01-01 EUR 1.08 USD
        2026/1/2=1/5 *   (1042)   Corner Market | weekly shop   ;  receipt:yes
          ; second comment line
          Expenses:Groceries   84.2 USD ; aisle:3
              ; posting note
          ! Assets:Bank:Checking
        2026.01.03 Exchange
        \tAssets:EUR\t-100 EUR
        \tAssets:USD\t110 USD
        2026-01-04 Shares
            Assets:Broker   10 AAPL {50 USD} [2026-01-03] @ 55.125 USD
            Assets:Broker   -2 AAPL (@@) 111 USD
            Assets:Bank:Checking
        2026-01-05 Budget
            (Budget:Food)   -84.20 USD
            [Savings:Goal]   50 USD
            [Assets:Bank:Checking]
        2026-01-06 Cash count
            Assets:Cash   = 200 USD
            Assets:Bank:Checking   -5 USD == -579.45 USD
            Assets:Savings   0 USD =* 0 USD
            Expenses:Misc
        2026-01-07 Trip ; no description spacing
            Expenses:Travel   20 EUR
            Expenses:Fees   2 USD
            Assets:Bank:Checking
        2026-01-08 台北 | 晚餐
            支出:餐飲   NT$420
            資產:現金
        2026-01-09 bare
            Expenses:Misc   5
            Assets:Cash   = 100 USD @ 2 EUR
            Expenses:Misc


        ~ monthly  budget
            Expenses:Groceries   300 USD
            Assets:Bank:Checking
        = expenses:groceries   ; auto
            (Budget:Food)   *-1
        comment
           everything here is kept\u{20}\u{20}\u{20}
        end comment
        # the end
        """

    /// `features` in canonical form.
    static let canonical = """
        ; features: every construct the formatter meets
        commodity 1,000.00 USD
        commodity NT$1,000.
        account Assets:Bank:Checking   ; type: Cash
            note the main account
        D $1,000.00
        P 2026-01-01 EUR 1.08 USD

        2026-01-02=2026-01-05 * (1042) Corner Market | weekly shop  ;  receipt:yes
            ; second comment line
            Expenses:Groceries        84.20 USD  ; aisle:3
              ; posting note
            ! Assets:Bank:Checking

        2026-01-03 Exchange
            Assets:EUR              -100 EUR
            Assets:USD               110.00 USD

        2026-01-04 Shares
            Assets:Broker             10 AAPL {50 USD} [2026-01-03] @ 55.125 USD
            Assets:Broker             -2 AAPL (@@) 111.00 USD
            Assets:Bank:Checking

        2026-01-05 Budget
            (Budget:Food)            -84.20 USD
            [Savings:Goal]            50.00 USD
            [Assets:Bank:Checking]

        2026-01-06 Cash count
            Assets:Cash            = 200.00 USD
            Assets:Bank:Checking      -5.00 USD == -579.45 USD
            Assets:Savings             0.00 USD =* 0.00 USD
            Expenses:Misc

        2026-01-07 Trip  ; no description spacing
            Expenses:Travel           20 EUR
            Expenses:Fees              2.00 USD
            Assets:Bank:Checking

        2026-01-08 台北 | 晚餐
            支出:餐飲             NT$420
            資產:現金

        2026-01-09 bare
            Expenses:Misc             $5.00
            Assets:Cash            = 100.00 USD @ 2 EUR
            Expenses:Misc

        ~ monthly  budget
            Expenses:Groceries       300.00 USD
            Assets:Bank:Checking

        = expenses:groceries  ; auto
            (Budget:Food)  *-1

        comment
           everything here is kept
        end comment
        # the end

        """
}
