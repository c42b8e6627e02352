import Foundation
import Testing
import TrackModel
import TrackRendering
import TrackSyntax

/// Issue 12, item 19: a JSON number such as `1234567890123456.78` reads back
/// as `…456.8` in jq, Python and JavaScript, so every JSON amount also
/// carries its value as an exact decimal string.
@Suite struct JSONAmountsExactTests {
    static let digits = "1234567890123456.78"

    /// The members of the first object in `json`, as a float-reading consumer sees them.
    static func firstObject(_ json: String) throws -> [String: Any] {
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8))
        if let object = parsed as? [String: Any] { return object }
        return try #require((parsed as? [[String: Any]])?.first)
    }

    @Test func anAmountObjectCarriesItsExactDecimal() throws {
        var commodities = CommodityTable()
        let usd = commodities.intern("USD")
        let amount = Amount(Quantity(Self.digits)!, usd)
        let json = AmountJSON.amount(amount, AmountFormatter(commodities: commodities)).rendered(pretty: false)
        let object = try Self.firstObject(json)
        #expect(object["exact"] as? String == Self.digits)
        // The number stays, for readers that keep every digit, beside the exact form.
        #expect(json.contains("\"quantity\":\(Self.digits)"))
    }

    @Test func exportCarriesEachAmountExactly() throws {
        let journal = JournalLoader(options: ParseOptions(today: Day(year: 2026, month: 11, day: 21)!)).load(
            text: "2026-01-01 x\n    a  \(Self.digits) USD\n    b\n", path: "test.journal").journal
        let json = ExportRenderer(journal: journal, transactions: [0]).json().rendered(pretty: false)
        let object = try Self.firstObject(json)
        #expect(object["amount-exact"] as? String == Self.digits)
        #expect(object["debit-exact"] as? String == Self.digits)
        #expect(object["credit-exact"] is NSNull)
        // The CSV keeps hledger's columns.
        #expect(!ExportRenderer(journal: journal, transactions: [0]).csv().contains("exact"))
    }
}
