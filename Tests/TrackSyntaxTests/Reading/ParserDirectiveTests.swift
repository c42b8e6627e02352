import Testing
import TrackModel
@testable import TrackSyntax

@Suite struct ParserDirectiveTests {
    @Test func accountDirectivesDeclareOrderTypesAndTags() {
        let loaded = load("""
            account Assets:Bank:Checking        ; type: Cash
            account Assets:Savings:Vacation     ; goal: 3000 USD, due: 2027-06-30
            account Liabilities:Loans:Car
            account Mine:Stuff  ; type:L
            account Expenses:Leisure:Dining
            account Assets:Bank:Checking        ; declared twice: the first declaration stays

            """)
        #expect(loaded.diagnostics.isEmpty)
        let accounts = loaded.journal.accounts
        let checking = accounts.id(of: "Assets:Bank:Checking")!
        #expect(accounts[checking].declaration?.order == 0)
        #expect(accounts[checking].declaration?.type == .cash)
        #expect(loaded.journal.string(accounts[checking].declaration!.comment) == "; type: Cash")
        let vacation = accounts.id(of: "Assets:Savings:Vacation")!
        #expect(loaded.tags(accounts[vacation].declaration!.tags) == ["goal=3000 USD", "due=2027-06-30"])
        #expect(accounts[accounts.id(of: "Expenses:Leisure:Dining")!].declaration?.order == 4)
        #expect(loaded.journal.accountDeclarationCount == 5)
        #expect(loaded.namedAccountNames == [
            "Assets:Bank:Checking", "Assets:Savings:Vacation", "Liabilities:Loans:Car", "Mine:Stuff", "Expenses:Leisure:Dining",
        ])
        #expect(accounts.type(of: accounts.id(of: "Mine:Stuff")!) == .liability)
        #expect(!accounts[checking].isUsed, "declared, not posted to")
    }

    @Test(arguments: [
        ("Asset", AccountType.asset), ("A", .asset), ("assets", .asset),
        ("Liability", .liability), ("L", .liability),
        ("Equity", .equity), ("E", .equity),
        ("Revenue", .revenue), ("R", .revenue), ("Income", .revenue),
        ("Expense", .expense), ("X", .expense),
        ("Cash", .cash), ("C", .cash),
        ("Conversion", .conversion), ("V", .conversion),
    ])
    func accountTypeTags(value: String, type: AccountType) {
        let loaded = load("account Things  ; type: \(value)\n")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.accounts.type(of: loaded.journal.accounts.id(of: "Things")!) == type)
    }

    @Test func accountTypesFromTopLevelNamesAndParents() {
        let loaded = load("""
            account Savings  ; type: Asset
            2026-11-02 t
                assets:bank  1
                Liabilities:Card  1
                Debts:Loan  1
                EQUITY:Opening  1
                income:salary  1
                Revenues:Misc  1
                expenses:food  1
                Savings:Goal  1
                支出:餐飲  1
                資產:現金  1
                Other:Thing

            """)
        let accounts = loaded.journal.accounts
        func type(_ name: String) -> AccountType? { accounts.type(of: accounts.id(of: name)!) }
        #expect(type("assets:bank") == .asset)
        #expect(type("Liabilities:Card") == .liability)
        #expect(type("Debts:Loan") == .liability)
        #expect(type("EQUITY:Opening") == .equity)
        #expect(type("income:salary") == .revenue)
        #expect(type("Revenues:Misc") == .revenue)
        #expect(type("expenses:food") == .expense)
        #expect(type("Savings:Goal") == .asset, "a declared parent's type passes down")
        #expect(type("支出:餐飲") == .expense)
        #expect(type("資產:現金") == .asset)
        #expect(type("Other:Thing") == nil)
    }

    @Test func anAccountDirectiveNeedsAName() {
        #expect(load("account\n").ids == [.accountNeedsName])
        #expect(load("account   \n").ids == [.accountNeedsName])
        // hledger reads what follows as the name, even a `;`: so does track.
        #expect(load("account   ; only a comment\n").namedAccountNames == ["; only a comment"])
    }

    @Test func commodityDirectives() {
        let loaded = load("""
            commodity $1,000.00
            commodity 1.000,00 EUR  ; euro
            commodity NT$1,000
            commodity USD
                format 1,000.00 USD
            commodity BTC
                note bitcoin
                format 1.00000000
            commodity "ACME Co"
            commodity 1 000,0 SEK

            """)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.style("$") == AmountStyle(symbolSide: .left, spaced: false, decimalMark: .period,
                                                 digitGroups: .init(mark: ",", sizes: [3]), precision: 2))
        #expect(loaded.style("EUR") == AmountStyle(symbolSide: .right, spaced: true, decimalMark: .comma,
                                                   digitGroups: .init(mark: ".", sizes: [3]), precision: 2))
        #expect(loaded.style("NT$") == AmountStyle(symbolSide: .left, spaced: false, decimalMark: .period,
                                                   digitGroups: .init(mark: ",", sizes: [3]), precision: 0))
        #expect(loaded.style("USD") == AmountStyle(symbolSide: .right, spaced: true, decimalMark: .period,
                                                   digitGroups: .init(mark: ",", sizes: [3]), precision: 2))
        #expect(loaded.style("BTC") == AmountStyle(symbolSide: .right, spaced: true, decimalMark: .period,
                                                   digitGroups: nil, precision: 8))
        #expect(loaded.style("SEK") == AmountStyle(symbolSide: .right, spaced: true, decimalMark: .comma,
                                                   digitGroups: .init(mark: " ", sizes: [3]), precision: 1))
        let acme = loaded.journal.commodities.id(of: "ACME Co")!
        #expect(loaded.journal.commodities[acme].declaration != nil)
        #expect(loaded.journal.commodities[acme].style == nil, "declared, but no amount shows a style")
    }

    @Test func aCommodityDirectiveNeedsAnArgument() {
        #expect(load("commodity\n").ids == [.commodityNeedsSymbol])
    }

    @Test func defaultCommodity() {
        let loaded = load("""
            D $1,000.00

            2026-11-02 amounts without a symbol get the default commodity
                Expenses  5
                Assets

            """)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.amount(0, 0) == "5 $")
        #expect(loaded.formatted(0, 1) == "$-5.00")
    }

    @Test func priceDirectives() {
        let loaded = load("""
            P 2026-11-03 EUR 1.08 USD
            P 2026/11/04 12:30 EUR $1.09
            P 2026-11-05 12:30:59 "ACME Co" 10.5 EUR
            Y 2025
            P 11/06 BTC 50,000.00 USD

            """)
        #expect(loaded.diagnostics.isEmpty)
        let prices = loaded.journal.prices
        #expect(prices.map(\.date) == [day(2026, 11, 3), day(2026, 11, 4), day(2026, 11, 5), day(2025, 11, 6)])
        #expect(prices.map { loaded.journal.commodities.symbol($0.commodity) } == ["EUR", "EUR", "ACME Co", "BTC"])
        #expect(prices.map { loaded.show($0.price) } == ["1.08 USD", "1.09 $", "10.5 EUR", "50000.00 USD"])
    }

    @Test func aPriceDirectiveNeedsACommodityAndAPrice() {
        #expect(load("P 2026-11-03\n").ids == [.priceNeedsCommodityAndPrice])
        #expect(load("P 2026-11-03 EUR\n").ids == [.expectedAmount])
        #expect(load("P 2026-11-03 5 USD\n").ids == [.priceNeedsCommodityAndPrice])
        #expect(load("P\n").ids == [.expectedDate])
    }

    @Test func payeeAndTagDeclarations() {
        let loaded = load("payee Corner Market\npayee Noodle Bar  ; lunch\ntag receipt\ntag trip\n    ; a sub-line\n")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.payees.map { loaded.journal.string($0.name) } == ["Corner Market", "Noodle Bar"])
        #expect(loaded.journal.tagDeclarations.map { loaded.journal.string($0.name) } == ["receipt", "trip"])
    }

    @Test func yearDirectives() {
        let loaded = load("Y 2024\n01/02 a\n    a  1\n    b\nyear 2023  ; comment\n01/03 b\n    a  1\n    b\n")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.transactions.map(\.date) == [day(2024, 1, 2), day(2023, 1, 3)])
    }

    @Test func yearWithoutASpaceAsHledgerReadsIt() {
        let loaded = load("Y2024\n01/02 a\n")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.transactions.map(\.date) == [day(2024, 1, 2)])
        #expect(load("year2024\n").ids == [.unknownDirective], "hledger rejects it too")
    }

    @Test(arguments: [
        ("Y abc", DiagnosticID.Journal.notAYear), ("Y -1", .notAYear), ("Y 1000000", .notAYear), ("year", .expectedYear),
        ("Y 2026x", .notAYear),
    ])
    func badYears(line: String, id: DiagnosticID.Journal) {
        #expect(load(line + "\n").ids == [id])
    }

    @Test func endApplyYearGoesBackToTodaysYear() {
        let loaded = load("apply year 2020\n01/02 a\nend apply year\n01/03 b\n")
        #expect(loaded.journal.transactions.map(\.date) == [day(2020, 1, 2), day(2026, 1, 3)])
    }

    @Test func decimalMarkDirective() {
        let loaded = load("""
            2026-11-01 before the directive: as hledger reads it
                a  1,000 USD
                b

            decimal-mark ,

            2026-11-02 after it: ',' is the decimal mark
                a  1,000 EUR
                b

            decimal-mark .

            2026-11-03 and now '.' again
                a  1,000 GBP
                b

            """)
        #expect(loaded.diagnostics.isEmpty)
        #expect([loaded.amount(0, 0), loaded.amount(1, 0), loaded.amount(2, 0)] == ["1.000 USD", "1.000 EUR", "1000 GBP"])
    }

    @Test func decimalMarkNeedsAMark() {
        #expect(load("decimal-mark\n").ids == [.decimalMarkNeedsMark])
        #expect(load("decimal-mark ;\n").ids == [.decimalMarkNeedsMark])
    }

    @Test func applyAccountPrefixesAccountNames() {
        let loaded = load("""
            apply account Household
            2026-11-02 t
                Expenses:Food  5
                Assets:Cash
            apply account Kids
            2026-11-03 nested
                Toys  1
                Cash
            end apply account
            end apply account
            2026-11-04 after
                Expenses:Food  5
                Assets:Cash

            """)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.account(0, 0) == "Household:Expenses:Food")
        #expect(loaded.account(1, 0) == "Household:Kids:Toys")
        #expect(loaded.account(2, 0) == "Expenses:Food")
    }

    @Test func applyAccountAlsoPrefixesAccountDirectives() {
        let loaded = load("apply account Household\naccount Assets:Cash  ; type: Cash\nend apply account\n")
        #expect(loaded.namedAccountNames == ["Household:Assets:Cash"])
    }

    @Test func unmatchedEndApplyAccount() {
        #expect(load("end apply account\n").ids == [.unmatchedEnd])
        #expect(load("apply account A\nend apply account\nend apply account\n").ids == [.unmatchedEnd])
        #expect(load("apply account\n").ids == [.applyAccountNeedsName])
    }

    @Test func ledgerPricingDirectivesAreIgnoredAsHledgerIgnoresThem() {
        let loaded = load("N $\nC 1.00 Kb = 1024 bytes\nend tag\n")
        #expect(loaded.diagnostics.isEmpty)
    }

    @Test func directivesMayHaveIndentedSubLines() {
        let loaded = load("account Assets:Cash\n    note pocket money\n    type:Cash\n2026-11-02 t\n    Assets:Cash  1\n    b\n")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.transactions.count == 1)
    }

    @Test func ledgerDirectivePrefixesAreAccepted() {
        // ledger lets `!` or `@` precede a directive keyword; hledger reads `!include`, `@account`…
        let loaded = load("@account Assets:Cash\n!payee Corner Market\n")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.namedAccountNames == ["Assets:Cash"])
    }

    @Test(arguments: [
        ("define x = 5", "ledger's 'define' directive is not supported (hledger does not read it either)"),
        ("assert true", "ledger's 'assert' directive is not supported (hledger does not read it either)"),
        ("apply tag foo", "ledger's 'apply tag' directive is not supported (hledger does not read it either)"),
        ("apply fixed CAD $0.90", "ledger's 'apply fixed' directive is not supported (hledger does not read it either)"),
        ("--strict", "command-line options in a journal ('--strict') are a ledger feature track does not read"),
        ("--input-date-format %d/%m", "command-line options in a journal ('--input-date-format') are a ledger feature track does not read"),
        ("i 2026-01-01 08:00:00 Work:Project", "timeclock entries ('i DATE …') are not read in a journal"),
        ("o 2026-01-01 17:00:00", "timeclock entries ('o DATE …') are not read in a journal"),
        ("frobnicate", "unknown directive 'frobnicate'"),
        ("Assets:Cash  5", "unknown directive 'Assets:Cash'"),
    ])
    func ledgerConstructsAreErrorsNamingTheConstruct(line: String, message: String) {
        let loaded = load("\(line)\n2026-11-02 still read\n    a  1\n    b\n")
        #expect(loaded.diagnostics.map(\.message) == [message])
        #expect(loaded.journal.transactions.count == 1, "reading goes on at the next item")
    }
}
