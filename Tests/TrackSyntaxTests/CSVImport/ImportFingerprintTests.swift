import Testing
import TrackModel
@testable import TrackSyntax

@Suite struct ImportFingerprintTests {
    static let rules = "fields date, description, amount\naccount1 assets:bank\n"

    func entries(_ csv: String, rules: String = rules) -> [CSVEntry] {
        let run = CSVImportRun(csv: csv, rules: rules)
        #expect(run.rendered == [])
        return run.entries
    }

    @Test func theHashIsFNV1aIn16HexDigits() {
        #expect(ImportFingerprint.hash("") == "cbf29ce484222325")
        #expect(ImportFingerprint.hash("a") == "af63dc4c8601ec8c")
        #expect(ImportFingerprint.hash("foobar") == "85944171f73967e8")
    }

    @Test func theFingerprintIsDateDescriptionAccountAndAmount() {
        let entry = entries("2026-11-02,Corner Market,-84.20\n")[0]
        #expect(ImportFingerprint.of(entry) == ImportFingerprint.hash("2026-11-02\tCorner Market\tassets:bank\t-84.2"))
    }

    @Test func trailingZerosAndOtherAccountsDoNotChangeIt() {
        let a = entries("2026-11-02,Corner Market,-84.20\n")[0]
        let b = entries("2026-11-02,Corner Market,-84.2\n", rules: Self.rules + "account2 expenses:groceries\n")[0]
        #expect(ImportFingerprint.of(a) == ImportFingerprint.of(b))
    }

    @Test(arguments: [
        "2026-11-03,Corner Market,-84.20\n", "2026-11-02,Corner Market Inc,-84.20\n", "2026-11-02,Corner Market,-84.21\n",
        "2026-11-02,Corner Market,84.20\n", "2026-11-02,Corner Market,-84.20 EUR\n",
    ])
    func anyOfTheFourChangesIt(_ csv: String) {
        let a = entries("2026-11-02,Corner Market,-84.20\n")[0]
        #expect(ImportFingerprint.of(a) != ImportFingerprint.of(entries(csv)[0]))
    }

    @Test func theAccountChangesIt() {
        let a = entries("2026-11-02,x,1\n")[0]
        let b = entries("2026-11-02,x,1\n", rules: "fields date, description, amount\naccount1 assets:cash\n")[0]
        #expect(ImportFingerprint.of(a) != ImportFingerprint.of(b))
    }

    @Test func recordsAreNewWhenTheFileHasMoreOfThemThanTheJournal() {
        let list = entries("2026-11-05,Coffee,-3.50\n2026-11-05,Coffee,-3.50\n2026-11-06,Tea,-2\n")
        let coffee = ImportFingerprint.of(list[0])
        let (none, allKnown) = ImportFingerprint.newEntries(list, known: [coffee: 2, ImportFingerprint.of(list[2]): 1])
        #expect(none.isEmpty && allKnown == 3)
        let (one, two) = ImportFingerprint.newEntries(list, known: [coffee: 1])
        #expect(one.map(\.entry.description) == ["Coffee", "Tea"])
        #expect(two == 1)
        let (all, zero) = ImportFingerprint.newEntries(list, known: [:])
        #expect(all.count == 3 && zero == 0)
    }

    @Test func theJournalsTagsAreCounted() {
        let loaded = load("""
            2026-11-05 Coffee  ; import:aaaa
                a  1
                b

            2026-11-05 Coffee  ; note, import:aaaa
                a  1
                b

            2026-11-06 Tea  ; imported:bbbb
                a  1
                b

            """)
        #expect(ImportFingerprint.counts(in: loaded.journal) == ["aaaa": 2])
    }

    @Test func groupedRecordsMakeOneEntry() {
        let rules = "fields id, date, description, account1, amount1\ngroup-by %id\n"
        let list = entries("1,2026-11-02,Rent,expenses:rent,900\n1,2026-11-02,ignored,assets:bank,-900\n2,2026-11-03,Tea,expenses:tea,2\n2,2026-11-03,x,assets:cash,-2\n", rules: rules)
        #expect(list.map(\.description) == ["Rent", "Tea"])
        #expect(list.map { $0.postings.map(\.account) } == [["expenses:rent", "assets:bank"], ["expenses:tea", "assets:cash"]])
    }
}
