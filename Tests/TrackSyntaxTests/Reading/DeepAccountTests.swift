import Testing
import TrackModel
@testable import TrackSyntax

/// The class "deep account names": `a:b:b:…` with 80,000 components
/// overflowed the stack (interning each parent recursively) and stored
/// every prefix (quadratic memory). Names are interned parents first
/// without recursion and cut at `AccountTable.maximumDepth` components,
/// with an error; sizes are counted, never timed.
struct DeepAccountTests {
    private let loader = JournalLoader(options: ParseOptions(today: Day(year: 2024, month: 1, day: 1)!))

    private func journal(depth: Int) -> String {
        "2024-01-01 x\n    " + Array(repeating: "b", count: depth).joined(separator: ":") + "  1 USD\n    c\n"
    }

    @Test func aNameDeeperThanTheCapIsCutWithAnError() {
        let loaded = loader.load(text: journal(depth: 100))
        #expect(loaded.errors.map(\.id) == [.journal(.accountTooDeep)])
        #expect(loaded.journal.accounts.count == AccountTable.maximumDepth + 1)  // b…b (64 levels) and c
        #expect(loaded.journal.accounts.accounts.map(\.depth).max() == AccountTable.maximumDepth)
    }

    @Test func eightyThousandComponentsNeitherCrashNorGrowQuadratically() {
        let loaded = loader.load(text: journal(depth: 80_000))
        #expect(loaded.errors.map(\.id) == [.journal(.accountTooDeep)])
        let storedBytes = loaded.journal.accounts.accounts.reduce(0) { $0 + $1.name.utf8.count }
        // 64 prefixes of at most 127 bytes each, not 80,000 prefixes of up to 160 KB.
        #expect(storedBytes <= AccountTable.maximumDepth * 2 * AccountTable.maximumDepth)
    }

    @Test func aNameAtTheCapIsRead() {
        let loaded = loader.load(text: journal(depth: AccountTable.maximumDepth))
        #expect(loaded.diagnostics.isEmpty)
    }

    @Test func internLinksEachNewParentOnce() {
        var table = AccountTable()
        let leaf = table.intern("a:b:c")
        let other = table.intern("a:b:d")
        #expect(table.count == 4)
        #expect(table.lineage(of: leaf).map { table.name($0) } == ["a:b:c", "a:b", "a"])
        #expect(table[other].parent == table.id(of: "a:b"))
        #expect(table[leaf].depth == 3)
        #expect(table.intern("a::") == table.id(of: "a::"))
        #expect(table.name(table[table.id(of: "a::")!].parent!) == "a:")
    }
}
