import Testing
import TrackModel

/// Issue 12, item 11: a sum that overflows is an error at the posting (its
/// account and date), never a total that silently lost an amount.
@Suite struct SilentOverflowTests {
    static let big = "20000000000000000000000000000000000000"
    static let nineE37 = "90000000000000000000000000000000000000"

    @Test func aSmallerScaleAfterAHugeAmountIsAnError() {
        // 2e37 then 0.5: at one decimal the sum needs 39 digits.
        var b = JournalBuilder()
        b.transaction(day(1, 1), [b.posting("a", "\(Self.big) USD"), b.posting("b", nil)])
        b.transaction(day(1, 2), [b.posting("a", "0.5 USD"), b.posting("b", nil)])
        #expect(b.finalize() == ["sum overflow 0/0"])
    }

    @Test func twoHugeAmountsOfOneAccountAreAnError() {
        var b = JournalBuilder()
        b.transaction(day(1, 1), [b.posting("a", "\(Self.nineE37) USD"), b.posting("b", nil)])
        b.transaction(day(1, 2), [b.posting("a", "\(Self.nineE37) USD"), b.posting("b", nil)])
        b.transaction(day(1, 3), [b.posting("a", "5 USD"), b.posting("b", nil)])
        #expect(b.finalize() == ["sum overflow 1/0"])
    }

    @Test func aParentOfTwoHugeChildrenIsAnError() {
        var b = JournalBuilder()
        b.transaction(day(1, 1), [b.posting("p:x", "\(Self.nineE37) USD"), b.posting("q", nil)])
        b.transaction(day(1, 1), [b.posting("p:y", "\(Self.nineE37) USD"), b.posting("q", nil)])
        #expect(b.finalize() == ["sum overflow 1/0"])
    }

    @Test func hugeAmountsThatCannotOverflowAreAccepted() {
        // Positives and negatives each fit: every sum of them does.
        var b = JournalBuilder()
        b.transaction(day(1, 1), [b.posting("a", "\(Self.nineE37) USD"), b.posting("b", "-\(Self.nineE37) USD")])
        b.transaction(day(1, 2), [b.posting("a", "-5 USD"), b.posting("b", "5 USD")])
        #expect(b.finalize() == [])
    }

    @Test func aTransactionThatOverflowsIsReportedOnce() {
        var b = JournalBuilder()
        b.transaction(day(1, 1), [b.posting("a", "\(Self.nineE37) USD"), b.posting("a", "\(Self.nineE37) USD"),
                                  b.posting("b", nil)])
        #expect(b.finalize() == ["overflow 0/-"])
    }
}
