import Testing
import TrackModel
import TrackReports

/// Savings is a category (SPEC.md): an asset account's `category:` tag puts
/// it in that category for `cat:` queries, while the expense and income
/// category lists (what the category reports and `add` draw from) stay as they were.
@Suite struct AssetCategoryTests {
    static let journal = ReportTestJournal.read("""
        account Assets:Bank:Checking   ; type: Cash
        account Assets:Bank:Savings    ; type: Asset, category: savings
        account Assets:Bank:Loans      ; type: Asset

        2026-01-01 Salary
            Assets:Bank:Checking        4200 USD
            Income:Salary

        2026-01-02 Groceries
            Expenses:Essentials:Food      80 USD
            Assets:Bank:Checking

        2026-01-03 To savings
            Assets:Bank:Savings:Emergency  500 USD
            Assets:Bank:Checking

        """)

    @Test func aTaggedAssetAccountAndItsChildrenAreInTheCategory() {
        let journal = Self.journal
        let categories = Categories(journal: journal)
        let savings = journal.accounts.id(of: "Assets:Bank:Savings")!
        let emergency = journal.accounts.id(of: "Assets:Bank:Savings:Emergency")!
        let checking = journal.accounts.id(of: "Assets:Bank:Checking")!
        #expect(categories.category(of: savings)?.name == "savings")
        #expect(categories.category(of: savings)?.kind == .asset)
        #expect(categories.category(of: emergency)?.name == "savings")
        #expect(categories.category(of: checking) == nil)
        #expect(categories.assets.map(\.name) == ["savings"])
    }

    @Test func anUntaggedAssetAccountHasNoCategoryByItsName() {
        let categories = Categories(journal: Self.journal)
        let loans = Self.journal.accounts.id(of: "Assets:Bank:Loans")!
        #expect(categories.category(of: loans) == nil)
        #expect(!categories.queryable.map(\.name).contains("Bank"))
    }

    @Test func expenseAndIncomeCategoriesAreUnchanged() {
        let categories = Categories(journal: Self.journal)
        #expect(categories.all.map(\.name) == ["Essentials", "Salary"])
        #expect(categories.named("savings") == nil)
    }

    @Test func catSavingsMatchesTheSavingsPostings() throws {
        let journal = Self.journal
        let query = try Query.parse(["cat:savings"], today: ReportTestJournal.today)
        let filter = try PostingFilter(validating: query, journal: journal)
        var matched: [String] = []
        for transaction in journal.transactions {
            for posting in transaction.postings where filter.matches(transaction, posting) {
                matched.append(String(journal.accounts.name(posting.account)))
            }
        }
        #expect(matched == ["Assets:Bank:Savings:Emergency"])
    }
}
