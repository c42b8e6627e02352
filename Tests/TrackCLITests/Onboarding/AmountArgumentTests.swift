import Testing
@testable import TrackCLI
import TrackModel

/// Amounts typed on the command line, read in a known commodity.
struct AmountArgumentTests {
    static func reader(_ currency: String) -> AmountArgument {
        let currency = try! CurrencyTable.currency(currency)
        return AmountArgument(symbol: currency.symbol, aliases: [currency.code] + currency.aliases, style: currency.style,
                              purpose: "the starting balance")
    }

    @Test(arguments: [
        ("USD", "1500", "1500"), ("USD", "1,500.00", "1500.00"), ("USD", "$1,500", "1500"), ("USD", "-$20", "-20"),
        ("USD", "$-20", "-20"), ("USD", "+3", "3"), ("USD", ".5", "0.5"), ("USD", "1500 USD", "1500"),
        ("USD", "usd 12.5", "12.5"), ("USD", "1,234,567.89", "1234567.89"), ("USD", "1,00", "1.00"),
        ("USD", " 42 ", "42"), ("USD", "1500.", "1500"),
        ("EUR", "1.234,56", "1234.56"), ("EUR", "12,50", "12.50"), ("EUR", "12.50", "12.50"), ("EUR", "1.500", "1500"),
        ("EUR", "12,50 €", "12.50"), ("EUR", "-1.000.000", "-1000000"),
        ("JPY", "¥250,000", "250000"), ("JPY", "1,500", "1500"), ("TWD", "NT$52,000", "52000"),
    ])
    func reads(_ currency: String, _ text: String, _ expected: String) throws {
        #expect(try Self.reader(currency).parse(text) == Quantity(expected)!)
    }

    @Test(arguments: ["lots", "", "-", "12x5", "11OO", "5x", "1,0000,0", "1.000,00,5", "$", "12 $ 5", "1..5", "$5 USD", "5 -",
                      "-$-20", "--20"])
    func refusesWhatIsNotAnAmount(_ text: String) {
        #expect(wordsThrown {
            try Self.reader("USD").parse(text)
        } == .message("'\(text)' is not an amount for the starting balance",
                      hint: "write a number such as 1,500.00, in $"))
    }

    @Test func refusesAnotherCommodity() {
        #expect(wordsThrown {
            try Self.reader("USD").parse("100 EUR")
        } == .message("'100 EUR' is not in $", hint: "the starting balance is in $: write a number such as 1,500.00"))
        #expect(wordsThrown {
            try Self.reader("TWD").parse("€5")
        } == .message("'€5' is not in NT$", hint: "the starting balance is in NT$: write a number such as 1,500"))
    }

    @Test func refusesMoreDecimalsThanTheCommodityHas() {
        #expect(wordsThrown {
            try Self.reader("JPY").parse("1500.5")
        } == .message("'1500.5' has more decimals than amounts in ¥ have (0)", hint: "round it to 0 decimals"))
        // One mark before three digits is the commodity's decimal mark: `1.500` dollars is not 1,500.
        #expect(wordsThrown {
            try Self.reader("USD").parse("1.500")
        } == .message("'1.500' has more decimals than amounts in $ have (2)", hint: "round it to 2 decimals"))
    }
}
