import Testing
import TrackModel
@testable import TrackRendering
import TrackSyntax

/// A cell is written once per amount: the same amount at the same scale
/// again is a copy, another amount (or `1.5` for `1.50`) is written anew.
@Suite struct RecentCellsTests {
    @Test func copiesTheLastCellOfTheSameAmountOnly() throws {
        let usd = CommodityID(rawValue: 1), eur = CommodityID(rawValue: 2)
        let amounts = try [("1.50", usd), ("7", eur), ("1.50", usd), ("1.5", usd), ("7", eur)].map { text, commodity in
            Amount(try #require(Quantity(text)), commodity)
        }
        var recent = RecentCells(commodities: 3)
        var block = ByteBlock(capacity: 16)
        defer { block.release() }
        var written = 0
        for (n, amount) in amounts.enumerated() {
            recent.append(amount, to: &block) { block in
                written += 1
                block.append(contentsOf: "[\(n):\(amount.quantity)]")
            }
        }
        #expect(written == 3)
        #expect(String(decoding: block.bytes(since: 0), as: UTF8.self) == "[0:1.50][1:7][0:1.50][3:1.5][1:7]")
    }
}
