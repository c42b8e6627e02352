import Testing
@testable import TrackMerge

@Suite struct ItemizedFileTests {
    static let journal = """

        ; household
        ; two lines of comment
        account Assets:Cash  ; type:A

        2026-11-01 Salary
            Assets:Cash          100 USD
            Income:Salary


        comment
        a block
        end comment
        2026/11/02 * Lunch  ; tag:x
            ; a note
            Expenses:Food         12 USD
            Assets:Cash
        P 2026-11-03 EUR 1.10 USD
        ~ monthly
            Expenses:Rent  500 USD
            Assets:Cash
        """

    static func kinds(_ text: String) -> [JournalItem.Kind] {
        ItemizedFile(bytes: Array(text.utf8)).items.map(\.kind)
    }

    @Test func itemsOfAJournal() {
        #expect(Self.kinds(Self.journal) == [.blank, .comment, .directive, .transaction, .comment, .transaction,
                                              .directive, .directive])
        let file = ItemizedFile(bytes: Array(Self.journal.utf8))
        #expect(file.items.map(\.date) == [nil, nil, nil, 20261101, nil, 20261102, nil, nil])
        #expect(String(decoding: file.bytes[file.items[3].trailing], as: UTF8.self) == "\n\n")
    }

    @Test(arguments: [
        journal, "", "\n", "\n\n", "2026-01-01 x", "2026-01-01 x\n  a  1\n  b\n\n\n", "  indented first\nx\n",
        "2026-01-01 x\r\n    a  1 USD\r\n    b\r\n\r\n2026-01-02 y\r\n", "comment\nnever ended\n\n", "\u{FEFF}2026-01-01 bom\n",
        "2026-01-01 x\n\n    after a blank\n",
    ])
    func joiningTheItemsGivesTheFileBack(_ text: String) {
        let file = ItemizedFile(bytes: Array(text.utf8))
        var joined: [UInt8] = []
        var next = 0
        for item in file.items {
            #expect(item.content.lowerBound == next)
            joined += file.text(of: item)
            next = item.trailing.upperBound
        }
        #expect(joined == Array(text.utf8))
        let lines = ItemizedFile(lines: Array(text.utf8))
        #expect(lines.items.flatMap { lines.text(of: $0) } == Array(text.utf8))
    }

    @Test func spacingDoesNotChangeTheKey() {
        let a = ItemizedFile(bytes: Array("2026-01-01 x\n    a    1 USD\n    b\n".utf8))
        let b = ItemizedFile(bytes: Array("2026-01-01 x\n  a  1 USD  \r\n\tb".utf8))
        let c = ItemizedFile(bytes: Array("2026-01-01 x\n    a    2 USD\n    b\n".utf8))
        #expect(a.same(a.items[0], b.items[0], in: b))
        #expect(!a.same(a.items[0], c.items[0], in: c))
    }

    @Test func matchingKeepsOrderAndPosition() {
        let base = ItemizedFile(bytes: Array("2026-01-01 a\n\n2026-01-01 a\n\n2026-01-02 b\n".utf8))
        let other = ItemizedFile(bytes: Array("2026-01-01 a\n\n2026-01-03 c\n\n2026-01-01 a\n\n2026-01-02 b\n".utf8))
        #expect(ItemMatching.match(base, other) == [0, 2, 3])
        let nothing = ItemizedFile(bytes: [])
        #expect(ItemMatching.match(base, nothing) == [nil, nil, nil])
    }
}
