import Testing
@testable import TrackCLI

/// The split of an amount typed on the command line, which `track add`
/// uses to tell amounts from other words and `AmountArgument` to read them.
struct AmountTextTests {
    @Test func splitsSignsSymbolAndNumber() throws {
        let inner = try #require(AmountText(splitting: " $-1,500.00 "))
        #expect(inner == AmountText(splitting: "$-1,500.00"))
        #expect(inner.leadingSign == nil && inner.innerSign == "-")
        #expect(inner.written == "$" && inner.number == "1,500.00" && inner.isNegative == true)
        let leading = try #require(AmountText(splitting: "- 20 EUR"))
        #expect(leading.leadingSign == "-" && leading.innerSign == nil)
        #expect(leading.written == "EUR" && leading.number == "20" && leading.isNegative == true)
        #expect(AmountText(splitting: "+$-20")?.isNegative == true)
        #expect(AmountText(splitting: "12")?.isNegative == false)
    }

    @Test func aMinusAndAnotherSignIsNoSign() {
        #expect(AmountText(splitting: "-$-20")?.isNegative == .some(nil))
        #expect(AmountText(splitting: "--20")?.isNegative == .some(nil))
        // add still reads the symbol, and then the reader refuses the amount.
        #expect(AmountText("-$-20")?.symbol == "$")
    }

    @Test func splitsOnlyANumberWithAtMostOneSideWritten() {
        #expect(AmountText(splitting: "USD") == nil)
        #expect(AmountText(splitting: "$5 USD") == nil)
        // A split whose number has no digit, or whose symbol looks like an account, is not an amount for add.
        #expect(AmountText(splitting: "$.") != nil && AmountText("$.") == nil)
        #expect(AmountText(splitting: "Assets:Bank2") != nil && AmountText("Assets:Bank2") == nil)
        #expect(AmountText(splitting: "12 $ 5")?.written == "$ 5" && AmountText("12 $ 5") == nil)
    }
}
