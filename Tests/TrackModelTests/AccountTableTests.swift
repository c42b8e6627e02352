import Testing
import TrackModel

@Suite struct AccountTableTests {
    static func declare(_ table: inout AccountTable, _ name: String, _ type: AccountType?) -> AccountID {
        let id = table.intern(name)
        table[id].declaration = Account.Declaration(
            order: 0, location: SourceLocation(offset: 1), type: type, tags: [], comment: .empty)
        return id
    }

    @Test func internCreatesParentsFirst() {
        var table = AccountTable()
        let dining = table.intern("Expenses:Leisure:Dining")
        #expect(table.count == 3)
        #expect(table.accounts.map(\.name) == ["Expenses", "Expenses:Leisure", "Expenses:Leisure:Dining"])
        #expect(dining.index == 2)
        let leisure = table.id(of: "Expenses:Leisure")
        let expenses = table.id(of: "Expenses")
        #expect(leisure != nil && expenses != nil)
        #expect(table[dining].parent == leisure)
        #expect(table[leisure!].parent == expenses)
        #expect(table[expenses!].parent == nil)
        #expect(table.allIDs == [expenses!, leisure!, dining])
    }

    @Test func internIsIdempotentAndReusesParents() {
        var table = AccountTable()
        let a = table.intern("Assets:Bank:Checking")
        let b = table.intern("Assets:Bank:Savings")
        let again = table.intern("Assets:Bank:Checking")
        let parent = table.intern("Assets:Bank")
        #expect(a == again)
        #expect(table.count == 4)
        #expect(table[a].parent == parent)
        #expect(table[b].parent == parent)
        #expect(table.id(of: "Assets:Cash") == nil)
        #expect(table.name(b) == "Assets:Bank:Savings")
    }

    @Test(arguments: [
        ("Assets", 1, "Assets", "Assets"),
        ("Assets:Bank", 2, "Bank", "Assets"),
        ("Expenses:Leisure:Dining", 3, "Dining", "Expenses"),
        ("a:b:c:d:e", 5, "e", "a"),
        ("a::b", 3, "b", "a"),
        ("Ausgaben:Essen & Trinken", 2, "Essen & Trinken", "Ausgaben"),
        ("資產:現金", 2, "現金", "資產"),
    ])
    func depthAndNames(name: String, depth: Int, leaf: String, top: String) {
        var table = AccountTable()
        let id = table.intern(name)
        #expect(table[id].depth == depth)
        #expect(table[id].leafName == leaf)
        #expect(table[id].topLevelName == top)
        #expect(table.count == depth)
    }

    @Test func emptyComponentsAreKept() {
        var table = AccountTable()
        let id = table.intern("a::b")
        #expect(table.accounts.map(\.name) == ["a", "a:", "a::b"])
        #expect(table[table[id].parent!].leafName == "")
    }

    @Test func lineage() {
        var table = AccountTable()
        let dining = table.intern("Expenses:Leisure:Dining")
        let top = table.intern("Expenses")
        #expect(table.lineage(of: dining).map { table.name($0) } == ["Expenses:Leisure:Dining", "Expenses:Leisure", "Expenses"])
        #expect(table.lineage(of: top) == [top])
    }

    @Test(arguments: [(1, "Expenses"), (2, "Expenses:Leisure"), (3, "Expenses:Leisure:Dining"),
                      (4, "Expenses:Leisure:Dining"), (99, "Expenses:Leisure:Dining"), (0, "Expenses")])
    func ancestorAtDepth(depth: Int, expected: String) {
        var table = AccountTable()
        let dining = table.intern("Expenses:Leisure:Dining")
        #expect(table.name(table.ancestor(of: dining, atDepth: depth)) == expected)
    }

    @Test func isAncestor() {
        var table = AccountTable()
        let dining = table.intern("Expenses:Leisure:Dining")
        let leisure = table.intern("Expenses:Leisure")
        let expenses = table.intern("Expenses")
        let food = table.intern("Expenses:Food")
        let other = table.intern("ExpensesOther")
        #expect(table.isAncestor(expenses, of: dining))
        #expect(table.isAncestor(leisure, of: dining))
        #expect(table.isAncestor(expenses, of: food))
        #expect(!table.isAncestor(dining, of: dining))
        #expect(!table.isAncestor(dining, of: expenses))
        #expect(!table.isAncestor(food, of: dining))
        #expect(!table.isAncestor(expenses, of: other))
        #expect(!table.isAncestor(expenses, of: expenses))
    }

    @Test func typeFromDeclaration() {
        var table = AccountTable()
        let card = Self.declare(&table, "Expenses:Card", .liability)
        #expect(table.type(of: card) == .liability)
        let checking = Self.declare(&table, "Assets:Bank:Checking", .cash)
        #expect(table.type(of: checking) == .cash)
        #expect(table.type(of: table.id(of: "Assets:Bank")!) == .asset)
    }

    @Test func typeInheritedFromADeclaredParent() {
        var table = AccountTable()
        _ = Self.declare(&table, "Budget", .equity)
        let food = table.intern("Budget:Food:Groceries")
        #expect(table.type(of: food) == .equity)
        #expect(table.type(of: table.id(of: "Budget:Food")!) == .equity)
        // The nearest declared type wins over the top-level name and farther parents.
        _ = Self.declare(&table, "Assets:Loans", .liability)
        let car = table.intern("Assets:Loans:Car")
        #expect(table.type(of: car) == .liability)
        _ = Self.declare(&table, "Budget:Food", .expense)
        #expect(table.type(of: food) == .expense)
        // A declaration without a type passes the question up.
        let untyped = Self.declare(&table, "Assets:Loans:Car:Old", nil)
        #expect(table.type(of: untyped) == .liability)
    }

    @Test func typeFromTopLevelName() {
        var table = AccountTable()
        let cases: [(String, AccountType?)] = [
            ("Assets:Bank", .asset), ("assets", .asset), ("ASSET:x", .asset),
            ("Liabilities:Card", .liability), ("liability", .liability), ("Debts:Friend", .liability), ("debt", .liability),
            ("Equity:Opening", .equity), ("EQUITY", .equity),
            ("Income:Salary", .revenue), ("Revenue", .revenue), ("revenues:x", .revenue),
            ("Expenses:Food", .expense), ("expense", .expense),
            ("Budget:Food", nil), ("Asset s", nil), ("Cash", nil), ("Expenses2", nil),
        ]
        for (name, expected) in cases {
            let id = table.intern(name)
            #expect(table.type(of: id) == expected, "\(name)")
        }
    }

    @Test func typeDoesNotLookAtLowerLevelNames() {
        var table = AccountTable()
        let assets = table.intern("Budget:Assets")
        let food = table.intern("Budget:Expenses:Food")
        #expect(table.type(of: assets) == nil)
        #expect(table.type(of: food) == nil)
    }

    /// Many names alike (as `Expenses:Item000123:Part`) each keep their own
    /// id while the index grows, and are found again by their bytes.
    @Test func manySimilarNamesAreFoundAgain() {
        var table = AccountTable()
        var ids: [AccountID] = []
        for i in 0..<5_000 { ids.append(table.intern("Expenses:Item\(100_000 + i):Part")) }
        #expect(table.count == 10_001)
        for i in stride(from: 0, to: 5_000, by: 7) {
            #expect(table.id(of: "Expenses:Item\(100_000 + i):Part") == ids[i])
            #expect(table.intern("Expenses:Item\(100_000 + i)") == table[ids[i]].parent)
        }
        #expect(table.id(of: "Expenses:Item99999:Part") == nil)
        #expect(table.id(of: "Expenses:") == nil)
    }

    /// Merging another table parents first gives what interning each name gives.
    @Test func internUnderAKnownParent() {
        var other = AccountTable()
        _ = other.intern("Assets:Bank:Checking")
        _ = other.intern("Expenses:Food")
        var merged = AccountTable()
        _ = merged.intern("Expenses")
        var map: [AccountID] = []
        for account in other.accounts {
            map.append(merged.intern(account.name, parent: account.parent.map { map[$0.index] }))
        }
        var direct = AccountTable()
        _ = direct.intern("Expenses")
        _ = direct.intern("Assets:Bank:Checking")
        _ = direct.intern("Expenses:Food")
        #expect(merged.accounts.map(\.name) == direct.accounts.map(\.name))
        #expect(merged.accounts.map(\.parent) == direct.accounts.map(\.parent))
        #expect(merged.accounts.map(\.depth) == direct.accounts.map(\.depth))
        #expect(merged.intern("Expenses:Food", parent: nil) == direct.id(of: "Expenses:Food"))
    }
}
