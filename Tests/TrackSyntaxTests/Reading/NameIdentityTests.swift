import Testing
import TrackModel
@testable import TrackSyntax

/// The class "distinct names merged": names were interned as Swift
/// `String` keys, whose equality is canonical equivalence, so NFC `Café` and
/// NFD `Café` (different bytes) became one account, and one commodity.
/// They are interned by bytes, as hledger keeps them, and `check --strict`
/// warns about names that differ only in normalization.
struct NameIdentityTests {
    private let nfc = "Caf\u{E9}"
    private let nfd = "Cafe\u{301}"

    private func load(_ text: String, strict: Bool = false) -> LoadedJournal {
        JournalLoader(options: ParseOptions(today: Day(year: 2024, month: 1, day: 1)!, strict: strict)).load(text: text)
    }

    @Test func accountsThatDifferOnlyInNormalizationStayApart() {
        let loaded = load("2024-01-01 x\n    Expenses:\(nfc)  1 USD\n    Expenses:\(nfd)  2 USD\n    b\n")
        let postings = loaded.journal.transactions[0].postings
        #expect(postings[0].account != postings[1].account)
        #expect(loaded.journal.accounts.name(postings[1].account).utf8.elementsEqual("Expenses:\(nfd)".utf8))
        #expect(loaded.journal.accounts.id(of: "Expenses:\(nfd)") == postings[1].account)
        #expect(loaded.diagnostics.isEmpty)
    }

    @Test func commoditiesThatDifferOnlyInNormalizationStayApart() {
        let loaded = load("2024-01-01 x\n    a  1 \(nfc)\n    b  -1 \(nfc)\n    c  1 \(nfd)\n    d  -1 \(nfd)\n")
        let postings = loaded.journal.transactions[0].postings
        #expect(postings[0].amount.commodity != postings[2].amount.commodity)
    }

    @Test func strictWarnsAboutNormalizationTwins() {
        let text = "2024-01-01 x\n    Expenses:\(nfc)  1 \(nfd)\n    Expenses:\(nfd)  -1 \(nfd)\n    b  1 \(nfc)\n    c  -1 \(nfc)\n"
        #expect(load(text).diagnostics.isEmpty)
        let warnings = load(text, strict: true).warnings
        #expect(warnings.map(\.id) == [.journal(.namesDifferInNormalization), .journal(.namesDifferInNormalization)])
        #expect(warnings[0].message.hasPrefix("accounts 'Expenses:\(nfc)' (14 bytes), 'Expenses:\(nfd)' (15 bytes)"))
        #expect(warnings[1].message.hasPrefix("commodities"))
    }

    /// `A\xff`, `A\xfe` and `A\xef\xbf\xbd` decoded to the same `A\u{FFFD}`: invalid
    /// bytes in a name are an error (hledger 1.25 refuses such a file whole).
    @Test func namesWithInvalidUTF8AreAnError() {
        let bytes = Array("2024-01-01 x\n    A".utf8) + [0xFF] + Array("  1 USD\n    A".utf8) + [0xFE]
            + Array("  2 USD\n    A\u{FFFD}  -3 USD\n    b  1 X".utf8) + [0xE9] + Array("\n    c  -1 X\u{E9}\n".utf8)
        let loaded = JournalLoader(options: ParseOptions(today: Day(year: 2024, month: 1, day: 1)!)).load(bytes: bytes)
        #expect(loaded.errors.map(\.id) == Array(repeating: .journal(.nameNotUtf8), count: 3))
        #expect(loaded.errors.last?.message.hasPrefix("commodity symbol") == true)
    }

    @Test func twinsAreGroupedInOrderOfFirstAppearance() {
        #expect(JournalParser.normalizationTwins(["a", nfd, "b", nfc, "c"]).map { $0.map { Array($0.utf8) } }
                == [[Array(nfd.utf8), Array(nfc.utf8)]])
        #expect(JournalParser.normalizationTwins(["a", "b"]).isEmpty)
    }
}
