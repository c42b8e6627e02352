import Testing
import TrackModel

/// The one digit writer every amount writer uses.
@Suite struct DigitLayoutTests {
    static func written(_ text: String, mark: String = ",", decimal: Character = ".", sizes: [Int] = [3]) -> String {
        let q = Quantity(text)!
        let layout = DigitLayout(q, groupSizes: sizes)
        return layout.string(negative: q.isNegative, decimalMark: decimal.asciiValue!,
                             groupMark: Array(mark.utf8), groupSizes: sizes)
    }

    @Test(arguments: [
        ("0", [3], "0"),
        ("0.5", [3], "0.5"),
        ("999", [3], "999"),
        ("1000", [3], "1,000"),
        ("-1234567.891", [3], "-1,234,567.891"),
        ("1234567", [3, 2], "12,34,567"),
        ("1234567.5", [3, 0], "1234,567.5"),
        ("1234567", [0], "1234567"),
        ("1234567", [-2], "1234567"),
        ("170141183460469231731687303715884105727", [3],
         "170,141,183,460,469,231,731,687,303,715,884,105,727"),
    ])
    func groupsFromTheRight(_ text: String, _ sizes: [Int], _ expected: String) {
        #expect(Self.written(text, sizes: sizes) == expected)
    }

    @Test func marksOfSeveralBytesAndADecimalComma() {
        #expect(Self.written("1234567.25", mark: "\u{2009}", decimal: ",") == "1\u{2009}234\u{2009}567,25")
        #expect(Self.written("1234567.25", mark: ".", decimal: ",") == "1.234.567,25")
    }

    @Test func sizesTheBytesItWrites() {
        let layout = DigitLayout(Quantity("-1234567.891")!, groupSizes: [3])
        #expect(layout.digits == 10 && layout.scale == 3 && layout.marks == 2 && layout.integerDigits == 7)
        #expect(layout.byteCount(groupMarkCount: 3) == 10 + 1 + 6)
        #expect(DigitLayout(Quantity("0.05")!).digits == 3)
    }

    @Test func aWriterMayDropTheMarks() {
        var layout = DigitLayout(Quantity("5000")!, groupSizes: [3])
        layout.marks = 0
        #expect(layout.string(negative: false, decimalMark: UInt8(ascii: "."), groupMark: Array(",".utf8), groupSizes: [3])
            == "5000")
    }

    @Test func roundsOnlyWhereTheStyleHasAPrecision() {
        #expect(AmountStyle(precision: 2).shown(Quantity("1.005")!).description == "1.00")
        #expect(AmountStyle(precision: 2).shown(Quantity("1.015")!).description == "1.02")
        #expect(AmountStyle().shown(Quantity("1.005")!).description == "1.005")
        #expect(Quantity("1.5")!.shown(atPrecision: 3).description == "1.500")
    }
}
