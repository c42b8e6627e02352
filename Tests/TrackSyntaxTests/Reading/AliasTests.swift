import Testing
import TrackModel
@testable import TrackSyntax

@Suite struct AliasTests {
    static func alias(_ text: String) -> AccountAlias? {
        if case .success(let alias) = AccountAlias.parse(text) { return alias }
        return nil
    }

    static func failure(_ text: String) -> AliasError? {
        if case .failure(let error) = AccountAlias.parse(text) { return error }
        return nil
    }

    @Test(arguments: [
        ("checking = Assets:Bank:Checking", "checking", "Assets:Bank:Checking"),
        ("checking = Assets:Bank:Checking", "checking:joint", "Assets:Bank:Checking:joint"),
        ("checking = Assets:Bank:Checking", "checkings", "checkings"),  // whole components only
        ("checking = Assets:Bank:Checking", "my:checking", "my:checking"),  // from the start only
        ("checking = Assets:Bank:Checking", "Checking", "Checking"),  // plain aliases match case
        ("  a:b   =   c  ", "a:b:x", "c:x"),
        ("Expenses:Food = ", "Expenses:Food", ""),
    ])
    func plainAliasesReplaceLeadingComponents(definition: String, name: String, expected: String) {
        #expect(Self.alias(definition)?.apply(to: name) == expected)
    }

    @Test(arguments: [
        ("/^(expenses?):food/ = \\1:Essentials:Groceries", "expenses:food:market", "expenses:Essentials:Groceries:market"),
        ("/^(expenses?):food/ = \\1:Essentials:Groceries", "Expense:Food", "Expense:Essentials:Groceries"),  // ignores case
        ("/^(.)x/ = \\1\\1y", "axe", "aaye"),
        ("/o/ = 0", "foo:bo", "f00:b0"),  // every match
        ("/^([^:]+):([^:]+)$/ = \\2:\\1", "a:b", "b:a"),
        ("/x(y)?/ = [\\1]", "xz", "[]z"),  // a group that did not take part is empty
        ("/a/ = \\\\", "cat", "c\\t"),  // an escaped backslash
        ("/a = b/ = c", "a = b", "c"),  // the '=' that counts is after the closing '/'
    ])
    func regexAliasesReplaceEveryMatch(definition: String, name: String, expected: String) {
        #expect(Self.alias(definition)?.apply(to: name) == expected)
    }

    /// Regular expressions that backtrack (issue 12 item 7): `alias /(a+)+$/ = x` hung `check`.
    @Test func regularExpressionsThatBacktrackFinish() {
        let name = String(repeating: "a", count: 5_000) + ":b"
        #expect(Self.alias("/(a+)+$/ = x")?.apply(to: name) == name)
        #expect(Self.alias("/(a|aa)+:/ = x:")?.apply(to: name) == "x:b")
    }

    @Test func malformedDefinitions() {
        #expect(Self.failure("no equals sign") == .missingEquals)
        #expect(Self.failure(" = Assets") == .missingEquals)
        #expect(Self.failure("/[/ = x") == .invalidRegex("["))
        #expect(Self.failure("/(a/ = x") == .invalidRegex("(a"))
    }

    @Test func aliasesApplyMostRecentFirst() {
        // hledger applies `b = c` first (to nothing), then `a = b`: the result is b.
        let loaded = load("alias a = b\nalias b = c\n2026-11-02 t\n    a  1\n    x\n")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.account(0, 0) == "b")
    }

    @Test func aliasesApplyToWhatApplyAccountProduced() {
        let loaded = load("apply account H\nalias H:a = Z\n2026-11-02 t\n    a  1\n    x\nend apply account\n")
        #expect(loaded.account(0, 0) == "Z")
        #expect(loaded.account(0, 1) == "H:x")
    }

    @Test func aliasesApplyToVirtualPostingsAndAccountDirectives() {
        let loaded = load("""
            alias food = Expenses:Food
            account food:fruit
            2026-11-02 t
                (food)  1
                [food]  1
                [b]

            """)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.account(0, 0) == "Expenses:Food")
        #expect(loaded.account(0, 1) == "Expenses:Food")
        #expect(loaded.namedAccountNames.contains("Expenses:Food:fruit"))
    }

    @Test func aliasesTakeEffectFromTheirLineOn() {
        let loaded = load("""
            2026-11-01 before
                food  1
                b
            alias food = Expenses:Food
            2026-11-02 after
                food  1
                b
            end aliases
            2026-11-03 after end aliases
                food  1
                b

            """)
        #expect(loaded.diagnostics.isEmpty)
        #expect((0..<3).map { loaded.account($0, 0) } == ["food", "Expenses:Food", "food"])
    }

    @Test func aliasErrors() {
        let loaded = load("alias foo\nalias /[/ = x\nalias\n")
        #expect(loaded.ids == [.aliasNeedsOldAndNew, .invalidRegex, .aliasNeedsOldAndNew])
        #expect(loaded.positions == ["main.journal:1:7", "main.journal:2:7", "main.journal:3:6"])
    }
}
