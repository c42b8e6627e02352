import Testing
import TrackModel
@testable import TrackSyntax

/// The append composition: a draft becomes canonical text in the file's
/// amount column, read back with the file to check it.
@Suite struct AppendedEntriesTests {
    static let original = "2026-11-01 Rent\n    Expenses:Bills:Rent          $1,400.00\n    Assets:Bank\n"

    static func base(_ original: String, target: String = "main.journal") -> JournalWriter.Base {
        let files = InMemoryFileSystem(files: [target: original])
        let reread = JournalReread(options: ParseOptions(today: testToday), fileSystem: files)
        let journal = reread.read([target]).journal
        return JournalWriter.Base(journal: journal, original: Array(original.utf8), isNew: false, target: target,
                                  reread: reread)
    }

    @Test func aDraftIsPutInCanonicalFormInTheFilesAmountColumn() {
        let draft = "2026-11-02 Noodle Bar\n    Expenses:Dining  $12.50\n    Assets:Bank\n"
        let added = AppendedEntries(draft: Array(draft.utf8), to: Self.base(Self.original))
        #expect(!added.check.hasErrors)
        #expect(String(decoding: added.bytes, as: UTF8.self)
            == "2026-11-02 Noodle Bar\n    Expenses:Dining          $12.50\n    Assets:Bank\n")
        #expect(added.check.journal.transactions.count == 2)
    }

    @Test func aDraftThatBreaksTheJournalStaysAsItIsAndCheckSaysWhy() {
        let draft = "2026-11-02 Count\n    Assets:Bank  $0 = $5\n    Equity\n"
        let added = AppendedEntries(draft: Array(draft.utf8), to: Self.base(Self.original), formattedAlone: false)
        #expect(added.check.hasErrors)
        #expect(String(decoding: added.bytes, as: UTF8.self) == draft)
    }

    /// An assertion that holds only after the file's entries is aligned, not formatted alone.
    @Test func anEntryThatHoldsOnlyInTheFileIsAligned() {
        let draft = "2026-11-02 Count\n    Assets:Bank  $-1,400.00 = $-2,800.00\n    Equity\n"
        let added = AppendedEntries(draft: Array(draft.utf8), to: Self.base(Self.original), formattedAlone: false)
        #expect(!added.check.hasErrors)
        #expect(String(decoding: added.bytes, as: UTF8.self)
            == "2026-11-02 Count\n    Assets:Bank          $-1,400.00 = $-2,800.00\n    Equity\n")
    }

    @Test func lastLinesAndSpacing() {
        #expect(AppendedEntries.lastLines(2, of: Array("a\nb\nc\n".utf8)) == Array("b\nc\n".utf8))
        #expect(AppendedEntries.lastLines(3, of: Array("a\nb\nc\n".utf8)) == Array("a\nb\nc\n".utf8))
        #expect(AppendedEntries.lastLines(4, of: Array("a\nb\nc\n".utf8)) == nil)
        #expect(AppendedEntries.sameBesidesSpacing(Array("a     b\n".utf8), Array("a  b\n".utf8)))
        #expect(!AppendedEntries.sameBesidesSpacing(Array("a b\n".utf8), Array("ab\n".utf8)))
    }
}
