import Foundation
import Testing
import TrackModel
import TrackSyntax
@testable import TrackMerge

@Suite struct JournalMergeTests {
    static let options = ParseOptions(today: Day(year: 2026, month: 11, day: 21)!)

    static func entry(_ day: Int, _ payee: String, _ amount: String = "10") -> String {
        "2026-11-\(day < 10 ? "0" : "")\(day) \(payee)\n    Expenses:Food  \(amount) USD\n    Assets:Cash\n"
    }

    static func merge(_ base: String, _ ours: String, _ theirs: String) -> (text: String, outcome: MergeOutcome) {
        let outcome = JournalMerge(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8),
                                   path: "test.journal", parseOptions: options).merge()
        return (String(decoding: outcome.bytes, as: UTF8.self), outcome)
    }

    @Test func bothAddedDifferentEntries() {
        let base = Self.entry(1, "A")
        let ours = base + "\n" + Self.entry(3, "C")
        let theirs = base + "\n" + Self.entry(2, "B") + "\n" + Self.entry(4, "D")
        let merged = Self.merge(base, ours, theirs)
        #expect(merged.outcome.isClean)
        #expect(merged.text == [Self.entry(1, "A"), Self.entry(2, "B"), Self.entry(3, "C"), Self.entry(4, "D")]
            .joined(separator: "\n"))
    }

    @Test func bothAddedTheSameEntry() {
        let base = Self.entry(1, "A")
        let ours = base + "\n" + Self.entry(2, "B")
        let merged = Self.merge(base, ours, ours)
        #expect(merged.text == ours)
        let spaced = base + "\n" + Self.entry(2, "B").replacingOccurrences(of: "  10", with: "        10")
        let again = Self.merge(base, ours, spaced)
        #expect(again.outcome.isClean)
        #expect(again.text == ours)
    }

    @Test func oneSideChangedTheOtherAdded() {
        let base = Self.entry(1, "A") + "\n" + Self.entry(2, "B")
        let ours = Self.entry(1, "A") + "\n" + Self.entry(2, "B", "15")
        let theirs = base + "\n" + Self.entry(3, "C")
        let merged = Self.merge(base, ours, theirs)
        #expect(merged.outcome.isClean)
        #expect(merged.text == ours + "\n" + Self.entry(3, "C"))
    }

    @Test func oneSideDeleted() {
        let base = Self.entry(1, "A") + "\n" + Self.entry(2, "B") + "\n" + Self.entry(3, "C")
        let ours = Self.entry(1, "A") + "\n" + Self.entry(3, "C")
        let merged = Self.merge(base, ours, base + "\n" + Self.entry(4, "D"))
        #expect(merged.text == ours + "\n" + Self.entry(4, "D"))
    }

    @Test func bothChangedOneEntryDifferently() {
        let base = Self.entry(1, "A") + "\n" + Self.entry(2, "B") + "\n" + Self.entry(3, "C")
        let ours = Self.entry(1, "A") + "\n" + Self.entry(2, "B", "11") + "\n" + Self.entry(3, "C")
        let theirs = Self.entry(1, "A") + "\n" + Self.entry(2, "B", "12") + "\n" + Self.entry(3, "C")
        let merged = Self.merge(base, ours, theirs)
        #expect(merged.outcome.conflicts == 1)
        #expect(merged.text == Self.entry(1, "A") + "\n<<<<<<< ours\n" + Self.entry(2, "B", "11") + "\n=======\n"
            + Self.entry(2, "B", "12") + "\n>>>>>>> theirs\n" + Self.entry(3, "C"))
    }

    @Test func aResultThatDoesNotBalanceIsAConflict() {
        let base = "2026-11-01 A\n    Assets:Cash  10 USD\n    Income\n"
        let ours = base + "\n2026-11-02 B\n    Assets:Cash  5 USD\n    Income\n\n2026-11-03 check\n    Assets:Cash  0 USD = 15 USD\n"
        let theirs = base + "\n2026-11-02 C\n    Assets:Cash  1 USD\n    Income\n"
        let merged = Self.merge(base, ours, theirs)
        #expect(merged.outcome.conflicts == 0)
        #expect(merged.outcome.failedCheck?.errors.first?.id == .journal(.balanceAssertionFailed))
        #expect(!merged.outcome.isClean)
    }

    @Test func aBaseThatDoesNotReadIsMergedByLines() {
        let base = "2026-11-01 A\n    Assets:Cash  ten USD\n    Income\n"
        let ours = "; ours\n" + base
        let theirs = base + "; theirs\n"
        let merged = Self.merge(base, ours, theirs)
        #expect(merged.outcome.method == .lines)
        #expect(merged.text == "; ours\n" + base + "; theirs\n")
    }

    @Test func aFileWithoutAFinalNewline() {
        let base = Self.entry(1, "A").dropLast()
        let merged = Self.merge(String(base), Self.entry(1, "A") + "\n" + Self.entry(2, "B"),
                                String(base) + "\n\n" + Self.entry(3, "C"))
        #expect(merged.outcome.isClean)
        #expect(merged.text == [Self.entry(1, "A"), Self.entry(2, "B"), Self.entry(3, "C")].joined(separator: "\n"))
    }

    @Test func formattingOnOneSideAddingOnTheOther() {
        let base = "2026-11-01 A\n  Expenses:Food  10 USD\n  Assets:Cash\n"
        let ours = "2026-11-01 A\n    Expenses:Food          10 USD\n    Assets:Cash\n"
        let theirs = base + "\n" + Self.entry(2, "B")
        let merged = Self.merge(base, ours, theirs)
        #expect(merged.outcome.isClean)
        #expect(merged.text == ours + "\n" + Self.entry(2, "B"))
    }

    @Test func oneSideChangedTheLastEntryAndAddedTheOtherAdded() {
        let base = Self.entry(1, "A") + "\n" + Self.entry(2, "B")
        let ours = Self.entry(1, "A") + "\n" + Self.entry(2, "B", "15") + "\n" + Self.entry(4, "D")
        let theirs = base + "\n" + Self.entry(3, "C")
        let merged = Self.merge(base, ours, theirs)
        #expect(merged.outcome.isClean)
        #expect(merged.text == [Self.entry(1, "A"), Self.entry(2, "B", "15"), Self.entry(3, "C"), Self.entry(4, "D")]
            .joined(separator: "\n"))
    }

    @Test func windowsLineEndsAreKept() {
        let crlf = { (text: String) in text.replacingOccurrences(of: "\n", with: "\r\n") }
        let base = crlf(Self.entry(1, "A"))
        let merged = Self.merge(base, base + "\r\n" + crlf(Self.entry(3, "C")), base + "\r\n" + crlf(Self.entry(2, "B")))
        #expect(merged.outcome.isClean)
        #expect(merged.text == crlf([Self.entry(1, "A"), Self.entry(2, "B"), Self.entry(3, "C")].joined(separator: "\n")))
    }

    @Test func additionsAreInDateOrderWhateverOrderEachSideWrote() {
        let base = Self.entry(1, "A")
        let ours = base + "\n" + Self.entry(5, "E") + "\n" + Self.entry(3, "C")
        let theirs = base + "\n" + Self.entry(4, "D") + "\n" + Self.entry(2, "B") + "\n" + Self.entry(3, "C")
        let merged = Self.merge(base, ours, theirs)
        #expect(merged.text == ["A", "B", "C", "D", "E"].enumerated().map { Self.entry($0.offset + 1, $0.element) }
            .joined(separator: "\n"))
    }

    @Test func bothSidesAddedTheFile() {
        let merged = Self.merge("", Self.entry(2, "B") + "\n" + Self.entry(1, "A"), Self.entry(1, "A") + "\n" + Self.entry(3, "C"))
        #expect(merged.outcome.isClean)
        #expect(merged.text == [Self.entry(1, "A"), Self.entry(2, "B"), Self.entry(3, "C")].joined(separator: "\n"))
    }

    @Test func entriesOneSideChangedAreNotReordered() {
        let base = Self.entry(5, "E") + "\n" + Self.entry(1, "A")
        let ours = Self.entry(5, "E", "50") + "\n" + Self.entry(1, "A", "11")
        let theirs = base + "\n" + Self.entry(3, "C")
        let merged = Self.merge(base, ours, theirs)
        #expect(merged.outcome.isClean)
        #expect(merged.text == [Self.entry(5, "E", "50"), Self.entry(1, "A", "11"), Self.entry(3, "C")].joined(separator: "\n"))
    }
}
