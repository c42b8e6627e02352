import Testing
import TrackModel

@Suite struct AccountTypeTests {
    @Test(arguments: [
        ("資產", AccountType.asset), ("资产", .asset), ("資産", .asset), ("активы", .asset), ("Актив", .asset),
        ("負債", .liability), ("负债", .liability), ("обязательства", .liability), ("Пассивы", .liability),
        ("權益", .equity), ("权益", .equity), ("純資産", .equity), ("Капитал", .equity),
        ("收入", .revenue), ("收益", .revenue), ("収益", .revenue), ("収入", .revenue), ("Доходы", .revenue),
        ("доход", .revenue),
        ("支出", .expense), ("費用", .expense), ("费用", .expense), ("Расходы", .expense), ("расход", .expense),
    ])
    func localizedTopLevelNames(name: String, expected: AccountType) {
        #expect(AccountType(topLevelName: name) == expected)
        var table = AccountTable()
        let id = table.intern(name + ":x")
        #expect(table.type(of: id) == expected)
    }

    @Test(arguments: [
        ("A", AccountType.asset), ("asset", .asset), ("Assets", .asset), ("L", .liability), ("Liabilities", .liability),
        ("E", .equity), ("R", .revenue), ("income", .revenue), ("Revenues", .revenue), ("X", .expense),
        ("expenses", .expense), ("C", .cash), ("Cash", .cash), ("V", .conversion), ("conversion", .conversion),
    ])
    func tagValues(value: String, expected: AccountType) {
        #expect(AccountType(tagValue: value) == expected)
    }

    @Test(arguments: ["", "Q", "bank", "assetss", " asset"])
    func unknownTagValues(value: String) {
        #expect(AccountType(tagValue: value) == nil)
    }

    @Test func basicTypes() {
        #expect(AccountType.cash.basic == .asset)
        #expect(AccountType.conversion.basic == .equity)
        #expect(AccountType.allCases.filter(\.isBalanceSheet) == [.asset, .liability, .equity, .cash, .conversion])
        #expect(AccountType.allCases.filter { !$0.isBalanceSheet } == [.revenue, .expense])
    }
}
