/// Golden scenarios for track fmt (issue 3): one journal as written and its
/// canonical form per rule of grammar.md's "Canonical form", then the modes.
extension GoldenTests {
    static let fmt: [Scenario] = [
        inline("fmt-dates-and-headers.journal", """
            Y 2026
            2026/1/2=1/5   *   (1042)   Corner Market | weekly shop   ;  receipt:yes
              Expenses:Groceries  84.20 USD
              Assets:Checking
            1.3 ! Noodle Bar
              Expenses:Dining  12.50 USD
              Assets:Cash
            2026.01.04
              Assets:Cash  0 USD

            """, "fmt"),
        inline("fmt-postings.journal", """
            2026-01-02 Indents
            \t*Assets:Cash\t-5.25 USD
             !  Expenses:Food   5.25 USD
                  (Budget:Food)  -5.25 USD
            \t[Assets:Savings]  1 USD
              [Assets:Bank]

            """, "fmt"),
        inline("fmt-amount-column.journal", """
            2026-01-02 Rent
              Expenses:Bills:Rent  1,400.00 USD
              Assets:Bank:Checking
            2026-01-03 Exchange
              Assets:Cash  NT$-1,000,000
              Assets:Yen  ¥1,200,000
              Assets:USD  12.5 USD
              Equity:Conversion
            2026-01-04 An account wider than the cap stays two spaces from its amount
              Expenses:Leisure:Entertainment:Streaming:Family Plan  22.99 USD
              Assets:Bank:Checking

            """, "fmt"),
        inline("fmt-display-width.journal", """
            commodity NT$1,000.
            commodity ¥1,000.
            2026-03-10 台新銀行 | 換日圓
              資產:日圓帳戶  ¥80,000 @@ NT$16,880
              資產:銀行:台新活存
            2026-03-11 拉麵
              支出:餐飲  ¥1,200
              資產:日圓帳戶

            """, "fmt"),
        inline("fmt-amount-styles.journal", """
            commodity 1.000,00 EUR
            D $1,000.00
            2026-01-02 Styles
              Expenses:Travel  1234,5 EUR
              Expenses:Fees  2 EUR
              Expenses:Food  5
              Expenses:Coffee  $ 3.125
              Assets:Cash  -1239.5 EUR
              Assets:Card

            """, "fmt"),
        inline("fmt-comments.journal", """
            ; a comment line, kept as written
            # so is this
            2026-01-02 Lunch ; trip:Lisbon
              ; a comment line of the transaction
              Expenses:Food  12.50 USD ; shared:yes
                ;   a comment line of the posting
              Assets:Cash  ; paid cash
            comment
              kept, even 2026-02-30
            end comment

            """, "fmt"),
        inline("fmt-left-out-costs-assertions.journal", """
            2026-01-02 Shares
              Assets:Broker  10 AAPL {50 USD} [2026-01-01] @ 55 USD
              Assets:Broker  2 AAPL @@ 111 USD
              Assets:Checking
            2026-01-03 Trip
              Expenses:Travel  20 EUR
              Expenses:Fees  2.00 USD
              Assets:Checking
            2026-01-04 Statement
              Assets:Checking  0 USD = -663.00 USD
              Assets:Cash  = 200 USD
              Equity:Adjustments

            """, "fmt"),
        inline("fmt-periodic-and-auto.journal", """
            ~monthly from 2026-01   household budget
              Expenses:Essentials  1500 USD
              Expenses:Leisure  300 USD
              Income:Salary
            = expenses:food ; mirror food spending
              (Budget:Food)  *-1

            """, "fmt"),
        inline("fmt-blank-lines.journal", """


            ; header
            account Assets:Cash
            account Expenses:Food
            2026-01-02 a
              Expenses:Food  1 USD
              Assets:Cash
            ; about b, right above it
            2026-01-03 b
              Expenses:Food  2 USD
              Assets:Cash



            P 2026-01-03 EUR 1.08 CHF
            2026-01-04 c
              Expenses:Food  3 USD
              Assets:Cash



            """, "fmt"),
        inline("fmt-trailing-whitespace.journal",
               "; note\u{20}\u{20}\t\naccount Assets:Cash\u{20}\u{20}\n2026-01-02 t\u{20}\u{20}\u{20}\n  Expenses:Food  1 USD\u{20}\u{20}\n  Assets:Cash\t",
               "fmt"),
        Scenario(file: "fmt-include.diff", arguments: ["-f", "test.journal", "fmt", "--diff"], files: [
            "test.journal": """
                ; the main file
                include books/2026.journal
                2026/1/3 Lunch
                  Expenses:Food  12.5 USD
                  Assets:Cash

                """,
            "books/2026.journal": """
                ; an included file stays a file of its own
                2026/1/2 Rent
                  Expenses:Rent  1,400.00 USD
                  Assets:Bank

                """,
        ]),
        inline("fmt-crlf.journal", "; CRLF stays CRLF\r\n2026/1/2 t\r\n  Expenses:Food  1 USD\r\n  Assets:Cash\r\n\r\n\r\n", "fmt"),
        inline("fmt-eol-lf.journal", "; CRLF becomes LF\r\n2026/1/2 t\r\n  Expenses:Food  1 USD\r\n  Assets:Cash\r\n",
               "fmt", "--eol", "lf"),
        inline("fmt-sort.journal", """
            ; January, set apart: it stays at the top

            2026-01-03 c
              Expenses:Food  3 USD
              Assets:Cash
            ; b moves with this comment
            2026-01-02 b
              Expenses:Food  2 USD
              Assets:Cash
            2026-01-03 c, second of the day
              Expenses:Food  3 USD
              Assets:Cash
            P 2026-01-01 EUR 1.08 USD
            2026-01-05 after the directive, not moved before it
              Expenses:Food  5 USD
              Assets:Cash
            2026-01-04 d
              Expenses:Food  4 USD
              Assets:Cash

            """, "fmt", "--sort"),
        inline("fmt-check.txt", "2026/1/2 t\n  a  1 USD\n  b\n", "fmt", "--check").exiting(1),
        inline("fmt-check-canonical", "2026-01-02 t\n    a  1 USD\n    b\n", "fmt", "--check"),
        inline("fmt-diff.diff", "; unchanged\n2026/1/2 t\n  a  1 USD\n  b\n; unchanged too\n", "fmt", "--diff"),
        inline("fmt-broken", broken, "fmt", "-i").failing(),
        inline("fmt-error-eol", "", "fmt", "--eol", "cr").failing(),
        Scenario(file: "fmt-help.txt", arguments: ["fmt", "--help"]),
    ]
}
