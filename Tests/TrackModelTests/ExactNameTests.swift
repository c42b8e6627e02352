import Testing
import TrackModel

/// `ExactName` compares bytes, where `String` compares canonical equivalence.
struct ExactNameTests {
    @Test func nfcAndNFDAreTwoNames() {
        #expect("Caf\u{E9}" == "Cafe\u{301}")
        #expect(ExactName("Caf\u{E9}") != ExactName("Cafe\u{301}"))
        #expect(ExactName("Caf\u{E9}") == ExactName("Caf\u{E9}"))
        #expect(Set([ExactName("Caf\u{E9}"), ExactName("Cafe\u{301}"), ExactName("Caf\u{E9}")]).count == 2)
    }

    @Test func tablesInternByBytes() {
        var accounts = AccountTable()
        #expect(accounts.intern("Caf\u{E9}") != accounts.intern("Cafe\u{301}"))
        var commodities = CommodityTable()
        #expect(commodities.intern("Caf\u{E9}") != commodities.intern("Cafe\u{301}"))
    }
}
