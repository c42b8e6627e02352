import Testing
import TrackModel

@Suite struct CostTests {
    @Test(arguments: [
        (Cost.Kind.perUnit, "0.8733", "-5", "-4.3665"),
        (.perUnit, "50", "10", "500"),
        (.perUnit, "-2", "3", "-6"),
        (.total, "4.3665", "-5", "-4.3665"),
        (.total, "-4.3665", "-5", "4.3665"),  // hledger 1.25: `-5 EUR @@ -4.3665 GBP` costs 4.3665 GBP
        (.total, "500", "10", "500"),
        (.total, "-500", "10", "-500"),  // hledger 1.25: `10 X @@ -500 Y` costs -500 Y
        (.total, "7", "0", "0"),  // hledger: total × signum(quantity)
    ])
    func total(kind: Cost.Kind, price: String, quantity: String, expected: String) throws {
        let gbp = CommodityID(rawValue: 4)
        let total = try #require(Cost(kind, Amount(dec(price), gbp)).total(for: dec(quantity)))
        #expect(total.commodity == gbp)
        #expect(total.quantity == dec(expected))
    }

    @Test func totalOverflows() {
        let huge = Quantity(mantissa: .max, scale: 0)
        #expect(Cost(.perUnit, Amount(dec("2"), .none)).total(for: huge) == nil)
        #expect(Cost(.total, Amount(Quantity(mantissa: .min, scale: 0), .none)).total(for: dec("-1")) == nil)
    }
}
