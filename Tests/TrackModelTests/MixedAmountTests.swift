import Testing
import TrackModel

@Suite struct MixedAmountTests {
    static let usd = CommodityID(rawValue: 3)
    static let eur = CommodityID(rawValue: 1)
    static let gbp = CommodityID(rawValue: 2)
    static let big = Quantity(mantissa: .max, scale: 0)

    static func amount(_ text: String, _ commodity: CommodityID) -> Amount {
        Amount(dec(text), commodity)
    }

    /// Entries as `id:quantity`, in stored order.
    static func entries(_ mixed: MixedAmount) -> [String] {
        mixed.amounts.map { "\($0.commodity.rawValue):\($0.quantity)" }
    }

    @Test func emptyIsZero() {
        #expect(MixedAmount().isZero)
        #expect(MixedAmount.zero.amounts.isEmpty)
        #expect(MixedAmount().quantity(of: Self.usd) == .zero)
        #expect(MixedAmount().commodities.isEmpty)
    }

    @Test func addKeepsOneEntryPerCommoditySortedById() {
        var m = MixedAmount()
        var ok = m.add(Self.amount("10", Self.usd))
        #expect(ok)
        ok = m.add(Self.amount("5.5", Self.eur))
        #expect(ok)
        ok = m.add(Self.amount("-2.25", Self.usd))
        #expect(ok)
        ok = m.add(Self.amount("1", Self.gbp))
        #expect(ok)
        ok = m.add(Self.amount("0.5", Self.eur))
        #expect(ok)
        #expect(Self.entries(m) == ["1:6.0", "2:1", "3:7.75"])
        #expect(m.commodities == [Self.eur, Self.gbp, Self.usd])
        #expect(m.quantity(of: Self.usd) == dec("7.75"))
        #expect(m.quantity(of: CommodityID.none) == .zero)
        #expect(!m.isZero)
    }

    @Test(arguments: [
        [3, 1, 2], [1, 2, 3], [3, 2, 1], [2, 3, 1, 3, 2, 1], [0, 5, 0, 4, 9, 7], [7],
    ])
    func entriesStaySortedForAnyInsertionOrder(ids: [UInt32]) {
        var m = MixedAmount()
        for id in ids { m.add(Amount(Quantity(1), CommodityID(rawValue: id))) }
        let unique = Array(Set(ids)).sorted()
        #expect(m.commodities.map(\.rawValue) == unique)
        for id in unique {
            let count = ids.filter { $0 == id }.count
            #expect(m.quantity(of: CommodityID(rawValue: id)) == Quantity(count))
        }
    }

    @Test func zeroEntriesAreKeptUntilRemoved() {
        var m = MixedAmount()
        m.add(Self.amount("10", Self.usd))
        m.add(Self.amount("-10", Self.usd))
        m.add(Self.amount("3", Self.eur))
        #expect(Self.entries(m) == ["1:3", "3:0"])
        #expect(!m.isZero)
        let cleaned = m.removingZeros()
        #expect(Self.entries(cleaned) == ["1:3"])
        #expect(Self.entries(m) == ["1:3", "3:0"])
        m.add(Self.amount("-3", Self.eur))
        #expect(m.isZero)
        #expect(m.amounts.count == 2)
        #expect(m.removingZeros().amounts.isEmpty)
        var zeroOnly = MixedAmount()
        zeroOnly.add(Self.amount("0.00", Self.gbp))
        #expect(zeroOnly.isZero)
        #expect(zeroOnly.commodities == [Self.gbp])
    }

    @Test func initializers() {
        let single = MixedAmount(Self.amount("4", Self.gbp))
        #expect(Self.entries(single) == ["2:4"])
        let many = MixedAmount([
            Self.amount("1", Self.usd), Self.amount("2", Self.eur), Self.amount("3", Self.usd),
        ])
        #expect(Self.entries(many) == ["1:2", "3:4"])
    }

    @Test func addingAnotherMixedAmount() {
        var a = MixedAmount([Self.amount("1", Self.usd), Self.amount("2", Self.eur)])
        let b = MixedAmount([Self.amount("-1", Self.usd), Self.amount("5", Self.gbp)])
        let ok = a.add(b)
        #expect(ok)
        #expect(Self.entries(a) == ["1:2", "2:5", "3:0"])
    }

    @Test func subtract() {
        var m = MixedAmount(Self.amount("10", Self.usd))
        var ok = m.subtract(Self.amount("2.50", Self.usd))
        #expect(ok)
        ok = m.subtract(Self.amount("1", Self.eur))
        #expect(ok)
        #expect(Self.entries(m) == ["1:-1", "3:7.50"])
        ok = m.subtract(Amount(Quantity(mantissa: .min, scale: 0), Self.usd))
        #expect(!ok)
        #expect(Self.entries(m) == ["1:-1", "3:7.50"])
    }

    @Test func negated() throws {
        let m = MixedAmount([Self.amount("10", Self.usd), Self.amount("-2.5", Self.eur), Self.amount("0", Self.gbp)])
        let n = try #require(m.negated())
        #expect(Self.entries(n) == ["1:2.5", "2:0", "3:-10"])
        #expect(n.negated() == m)
        #expect(MixedAmount().negated() == MixedAmount())
        let unrepresentable = MixedAmount([Self.amount("1", Self.eur), Amount(Quantity(mantissa: .min, scale: 0), Self.usd)])
        #expect(unrepresentable.negated() == nil)
    }

    @Test func overflowReturnsFalseAndLeavesTheValueUnchanged() {
        var m = MixedAmount([Amount(Self.big, Self.usd), Self.amount("1", Self.eur)])
        let before = m
        var ok = m.add(Amount(Quantity(1), Self.usd))
        #expect(!ok)
        #expect(m == before)
        ok = m.add(Self.amount("0.1", Self.usd))
        #expect(!ok)
        #expect(m == before)
        ok = m.add(Self.amount("-1", Self.usd))
        #expect(ok)
        #expect(m.quantity(of: Self.usd) == Quantity(mantissa: .max - 1, scale: 0))
    }

    @Test func overflowAddingAMixedAmountLeavesTheValueUnchanged() {
        // EUR sorts before USD: the EUR entry would be added before USD overflows.
        var m = MixedAmount([Self.amount("1", Self.eur), Amount(Self.big, Self.usd)])
        let before = m
        let other = MixedAmount([Self.amount("5", Self.eur), Self.amount("1", Self.gbp), Self.amount("1", Self.usd)])
        let ok = m.add(other)
        #expect(!ok)
        #expect(m == before)
    }

    @Test func equalityComparesValuesNotScales() {
        let a = MixedAmount([Self.amount("1.50", Self.usd)])
        let b = MixedAmount([Self.amount("1.5", Self.usd)])
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != MixedAmount([Self.amount("1.5", Self.eur)]))
    }

    @Test func addRemovingZeroDropsAnEntryThatReturnsToZero() {
        var b = JournalBuilder()
        var total = MixedAmount()
        total.addRemovingZero(b.amount("5 USD"))
        total.addRemovingZero(b.amount("2 EUR"))
        total.addRemovingZero(b.amount("-5.00 USD"))
        #expect(b.show(total) == ["2 EUR"])
        total.addRemovingZero(b.amount("0 GBP"))
        #expect(total.amounts.count == 1)
        total.addRemovingZero(b.amount("-2 EUR"))
        #expect(total.amounts.isEmpty)
    }
}
