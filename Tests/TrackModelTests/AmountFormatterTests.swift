import Testing
import TrackModel

@Suite struct AmountFormatterTests {
    static let thousands = AmountStyle.DigitGroups(mark: ",", sizes: [3])
    static let indian = AmountStyle.DigitGroups(mark: ",", sizes: [3, 2])

    /// A table with each symbol styled as given.
    static func table(_ styles: [(String, AmountStyle?)]) -> CommodityTable {
        var table = CommodityTable()
        for (symbol, style) in styles {
            let id = table.intern(symbol)
            table[id].style = style
        }
        return table
    }

    static func format(_ quantity: String, _ symbol: String, _ style: AmountStyle?, groups: Bool = true) -> String {
        let table = table([(symbol, style)])
        let formatter = AmountFormatter(commodities: table, showsDigitGroups: groups)
        return formatter.format(Amount(dec(quantity), table.id(of: symbol)!))
    }

    @Test(arguments: [
        // Symbol side and spacing.
        ("135", "$", AmountStyle(symbolSide: .left, spaced: false), "$135"),
        ("-135", "$", AmountStyle(symbolSide: .left, spaced: false), "$-135"),
        ("5", "USD", AmountStyle(symbolSide: .left, spaced: true), "USD 5"),
        ("-5", "USD", AmountStyle(symbolSide: .left, spaced: true), "USD -5"),
        ("-5", "USD", AmountStyle(symbolSide: .right, spaced: true), "-5 USD"),
        ("-5", "€", AmountStyle(symbolSide: .right, spaced: false), "-5€"),
        ("84.20", "USD", AmountStyle.plain, "84.20 USD"),
        // Decimal comma, groups.
        ("1000.5", "EUR", AmountStyle(decimalMark: .comma, digitGroups: .init(mark: ".", sizes: [3]), precision: 2),
         "1.000,50 EUR"),
        ("-1234567.891", "EUR", AmountStyle(decimalMark: .comma, digitGroups: .init(mark: " ", sizes: [3])),
         "-1 234 567,891 EUR"),
        ("1000000", "$", AmountStyle(symbolSide: .left, spaced: false, digitGroups: thousands, precision: 2),
         "$1,000,000.00"),
        ("999", "$", AmountStyle(symbolSide: .left, spaced: false, digitGroups: thousands), "$999"),
        ("1000", "$", AmountStyle(symbolSide: .left, spaced: false, digitGroups: thousands), "$1,000"),
        ("-100000", "$", AmountStyle(symbolSide: .left, spaced: false, digitGroups: thousands), "$-100,000"),
        ("0.5", "$", AmountStyle(symbolSide: .left, spaced: false, digitGroups: thousands), "$0.5"),
        ("1000000", "INR", AmountStyle(digitGroups: indian), "10,00,000 INR"),
        ("1234567890.12", "INR", AmountStyle(digitGroups: indian), "1,23,45,67,890.12 INR"),
        ("12345", "INR", AmountStyle(digitGroups: indian), "12,345 INR"),
        ("123", "INR", AmountStyle(digitGroups: indian), "123 INR"),
        ("1234567", "CHF", AmountStyle(digitGroups: .init(mark: "'", sizes: [3]), precision: 2), "1'234'567.00 CHF"),
        ("52000", "NT$", AmountStyle(symbolSide: .left, spaced: false, digitGroups: thousands, precision: 0), "NT$52,000"),
        // Precision: padding and half-even rounding.
        ("5", "USD", AmountStyle(precision: 2), "5.00 USD"),
        ("5.1", "USD", AmountStyle(precision: 2), "5.10 USD"),
        ("0.125", "USD", AmountStyle(precision: 2), "0.12 USD"),
        ("0.135", "USD", AmountStyle(precision: 2), "0.14 USD"),
        ("-0.125", "USD", AmountStyle(precision: 2), "-0.12 USD"),
        ("2.5", "USD", AmountStyle(precision: 0), "2 USD"),
        ("3.5", "USD", AmountStyle(precision: 0), "4 USD"),
        ("999.995", "$", AmountStyle(symbolSide: .left, spaced: false, digitGroups: thousands, precision: 2),
         "$1,000.00"),
        ("-0.004", "USD", AmountStyle(precision: 2), "0.00 USD"),
        ("1.23456", "BTC", AmountStyle(precision: nil), "1.23456 BTC"),
        ("1.50", "BTC", AmountStyle(precision: nil), "1.50 BTC"),
        ("0.05", "USD", AmountStyle(precision: nil), "0.05 USD"),
        // Symbols that must be quoted, and none.
        ("1", "light armor", AmountStyle.plain, "1 \"light armor\""),
        ("-2", "ACME Co", AmountStyle(symbolSide: .left, spaced: true), "\"ACME Co\" -2"),
        ("3", "H2O", AmountStyle.plain, "3 \"H2O\""),
        ("42.5", "", AmountStyle.plain, "42.5"),
        ("-42.5", "", AmountStyle(symbolSide: .left, spaced: false), "-42.5"),
    ])
    func formatsAmount(quantity: String, symbol: String, style: AmountStyle, expected: String) {
        #expect(Self.format(quantity, symbol, style) == expected)
    }

    @Test func aCommodityWithoutStyleShowsItsOwnDigits() {
        #expect(Self.format("12.500", "XYZ", nil) == "12.500 XYZ")
        #expect(Self.format("-3", "XYZ", nil) == "-3 XYZ")
        let formatter = AmountFormatter(commodities: CommodityTable())
        #expect(formatter.style(of: .none) == .plain)
        #expect(formatter.format(dec("7.0"), commodity: .none) == "7.0")
    }

    @Test func digitGroupsCanBeTurnedOff() {
        let style = AmountStyle(symbolSide: .left, spaced: false, digitGroups: Self.thousands, precision: 2)
        #expect(Self.format("1234567.5", "$", style, groups: false) == "$1234567.50")
        #expect(Self.format("1234567.5", "$", style, groups: true) == "$1,234,567.50")
        let comma = AmountStyle(decimalMark: .comma, digitGroups: .init(mark: ".", sizes: [3]))
        #expect(Self.format("-1234.5", "EUR", comma, groups: false) == "-1234,5 EUR")
    }

    @Test(arguments: [
        ("0", 0, "0"), ("0.00", 2, "0.00"), ("1", 0, "1"), ("-1", 0, "-1"), ("0.01", 2, "0.01"), ("-0.01", 2, "-0.01"),
        ("123456789012345678901234567890", 0, "123,456,789,012,345,678,901,234,567,890"),
    ])
    func formatNumber(quantity: String, scale: Int, expected: String) {
        let formatter = AmountFormatter(commodities: CommodityTable())
        let style = AmountStyle(digitGroups: Self.thousands)
        #expect(formatter.formatNumber(dec(quantity), style: style) == expected)
    }

    @Test func formatNumberAtInt128Extremes() {
        let formatter = AmountFormatter(commodities: CommodityTable())
        #expect(formatter.formatNumber(Quantity(mantissa: .min, scale: 0), style: .plain)
            == "-170141183460469231731687303715884105728")
        #expect(formatter.formatNumber(Quantity(mantissa: .max, scale: 37), style: .plain)
            == "17.0141183460469231731687303715884105727")
        #expect(formatter.formatNumber(Quantity(mantissa: -1, scale: 37), style: AmountStyle(decimalMark: .comma))
            == "-0,0000000000000000000000000000000000001")
    }

    @Test func digitGroupSizesBelowOneDoNotHang() {
        let formatter = AmountFormatter(commodities: CommodityTable())
        let lastThreeOnly = AmountStyle(digitGroups: .init(mark: ",", sizes: [3, 0]))
        #expect(formatter.formatNumber(dec("1234567.5"), style: lastThreeOnly) == "1234,567.5")
        let none = AmountStyle(digitGroups: .init(mark: ",", sizes: [0]))
        #expect(formatter.formatNumber(dec("1234567"), style: none) == "1234567")
        let negative = AmountStyle(digitGroups: .init(mark: ",", sizes: [-2]))
        #expect(formatter.formatNumber(dec("-1234567"), style: negative) == "-1234567")
        #expect(AmountStyle.DigitGroups(mark: ",", sizes: []).sizes == [3])
    }

    @Test func zeroMixedAmountIsZero() {
        let table = Self.table([("USD", AmountStyle(precision: 2)), ("EUR", nil)])
        let formatter = AmountFormatter(commodities: table)
        #expect(formatter.format(MixedAmount()) == ["0"])
        #expect(formatter.formatOneLine(MixedAmount()) == "0")
        let zeros = MixedAmount([Amount(dec("0.00"), table.id(of: "USD")!), Amount(dec("0"), table.id(of: "EUR")!)])
        #expect(formatter.format(zeros) == ["0"])
        // Rounds to zero at the display precision: not shown.
        let tiny = MixedAmount([Amount(dec("0.001"), table.id(of: "USD")!)])
        #expect(formatter.format(tiny) == ["0"])
    }

    @Test func oneLineJoinsInSymbolOrder() {
        // Interned in an order different from the symbols' order.
        let table = Self.table([
            ("USD", AmountStyle(precision: 2)), ("EUR", AmountStyle(precision: 2)),
            ("$", AmountStyle(symbolSide: .left, spaced: false, precision: 2)), ("AAPL", nil),
        ])
        let formatter = AmountFormatter(commodities: table)
        var mixed = MixedAmount()
        mixed.add(Amount(dec("5"), table.id(of: "USD")!))
        mixed.add(Amount(dec("-3.5"), table.id(of: "EUR")!))
        mixed.add(Amount(dec("10"), table.id(of: "$")!))
        mixed.add(Amount(dec("2"), table.id(of: "AAPL")!))
        mixed.add(Amount(dec("0.001"), table.id(of: "USD")!))
        #expect(formatter.format(mixed) == ["$10.00", "2 AAPL", "-3.50 EUR", "5.00 USD"])
        #expect(formatter.formatOneLine(mixed) == "$10.00, 2 AAPL, -3.50 EUR, 5.00 USD")
    }

    @Test func zeroEntriesAreLeftOutOfAMixedAmount() {
        let table = Self.table([("USD", AmountStyle(precision: 2)), ("EUR", AmountStyle(precision: 2))])
        let formatter = AmountFormatter(commodities: table)
        let mixed = MixedAmount([Amount(dec("0"), table.id(of: "USD")!), Amount(dec("-1"), table.id(of: "EUR")!)])
        #expect(formatter.formatOneLine(mixed) == "-1.00 EUR")
    }

    @Test(arguments: [
        ("0", Optional<Int>.none, true),
        ("0.000", nil, true),
        ("0.001", nil, false),
        ("0.004", 2, true),
        ("-0.004", 2, true),
        ("0.005", 2, true),  // half to even: 0.00
        ("0.015", 2, false),  // 0.02
        ("0.006", 2, false),
        ("0.01", 2, false),
        ("0.4", 0, true),
        ("0.5", 0, true),
        ("1.5", 0, false),
        ("0.001", 3, false),
        ("0.001", 5, false),
    ])
    func isZeroWhenShown(quantity: String, precision: Int?, expected: Bool) {
        let table = Self.table([("USD", AmountStyle(precision: precision.map { UInt8($0) }))])
        let formatter = AmountFormatter(commodities: table)
        #expect(formatter.isZeroWhenShown(Amount(dec(quantity), table.id(of: "USD")!)) == expected)
    }
}
