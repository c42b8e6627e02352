import Testing
import TrackModel

@Suite struct QuantityTests {
    @Test func keepsWrittenScale() {
        #expect(Quantity(mantissa: 150, scale: 2).description == "1.50")
        #expect(Quantity(mantissa: 150, scale: 2) == Quantity(mantissa: 15, scale: 1))
    }

    @Test(arguments: [
        Int128(0), 1, -1, 42, -42, 1_000_000_007, Int128(Int64.max) + 1, Int128(Int64.min) - 1,
        Int128.max, Int128.min,
    ])
    func storesMantissaAcrossBothWords(mantissa: Int128) {
        for scale: UInt8 in [0, 1, 18, Quantity.maximumScale] {
            let q = Quantity(mantissa: mantissa, scale: scale)
            #expect(q.mantissa == mantissa)
            #expect(q.scale == scale)
            #expect(q.isZero == (mantissa == 0))
            #expect(q.isNegative == (mantissa < 0))
            #expect(q.isPositive == (mantissa > 0))
            #expect(q.signum == mantissa.signum())
        }
    }

    @Test func integerInitializer() {
        #expect(exact(Quantity(12)) == "12@0")
        #expect(exact(Quantity(-7)) == "-7@0")
        #expect(exact(Quantity(Int.max)) == "\(Int.max)@0")
        #expect(exact(Quantity(Int.min)) == "\(Int.min)@0")
        #expect(exact(Quantity.zero) == "0@0")
        #expect(Quantity.zero.isZero)
        #expect(Quantity.zero.signum == 0)
    }

    @Test(arguments: [
        ("12.75", Int128(12)), ("-12.75", -12), ("0.99", 0), ("-0.99", 0), ("7", 7), ("100.00", 100),
    ])
    func integerPartTruncatesTowardZero(text: String, expected: Int128) {
        #expect(dec(text).integerPart == expected)
    }

    @Test(arguments: [
        (Int128(0), 0, "0"),
        (0, 2, "0.00"),
        (5, 2, "0.05"),
        (-5, 2, "-0.05"),
        (5, 1, "0.5"),
        (50, 3, "0.050"),
        (1, 6, "0.000001"),
        (-1, 6, "-0.000001"),
        (100, 2, "1.00"),
        (-123_450, 2, "-1234.50"),
        (1_000_000, 0, "1000000"),
        (-42, 0, "-42"),
        (123, 3, "0.123"),
        (1234, 3, "1.234"),
    ])
    func description(mantissa: Int128, scale: Int, expected: String) {
        #expect(Quantity(mantissa: mantissa, scale: UInt8(scale)).description == expected)
    }

    @Test func descriptionOfInt128Extremes() {
        #expect(Quantity(mantissa: .max, scale: 0).description == "170141183460469231731687303715884105727")
        #expect(Quantity(mantissa: .min, scale: 0).description == "-170141183460469231731687303715884105728")
        #expect(Quantity(mantissa: .max, scale: 2).description == "1701411834604692317316873037158841057.27")
        #expect(Quantity(mantissa: .min, scale: 37).description == "-17.0141183460469231731687303715884105728")
        #expect(Quantity(mantissa: 1, scale: 37).description == "0.0000000000000000000000000000000000001")
        #expect(Quantity(mantissa: -1, scale: 37).description == "-0.0000000000000000000000000000000000001")
    }

    @Test(arguments: [
        ("1.50", "1.5"), ("1.5", "1.500000"), ("0", "0.000"), ("-0.00", "0"), ("100", "100.00"),
        ("-2.10", "-2.1"), ("0.000000000000000001", "0.000000000000000001000"),
    ])
    func equalValuesAtDifferentScales(a: String, b: String) {
        let x = dec(a), y = dec(b)
        #expect(x == y)
        #expect(y == x)
        #expect(!(x < y) && !(y < x))
        #expect(x.hashValue == y.hashValue)
        #expect(Set([x, y]).count == 1)
    }

    @Test(arguments: [
        ("1.5", "1.51"), ("1.5", "-1.5"), ("0.1", "0.01"), ("100", "100.0000001"), ("-3", "-3.0001"), ("0", "0.001"),
    ])
    func differentValuesAreUnequal(a: String, b: String) {
        #expect(dec(a) != dec(b))
    }

    /// Pairs in increasing order.
    @Test(arguments: [
        ("1.49", "1.5"),
        ("-1.5", "-1.49"),
        ("-0.01", "0"),
        ("0", "0.0000001"),
        ("-100", "1"),
        ("99.999", "100"),
        ("2", "10"),
        ("-10", "-2"),
        ("0.1", "0.12"),
    ])
    func comparison(smaller: String, larger: String) {
        let a = dec(smaller), b = dec(larger)
        #expect(a < b)
        #expect(!(b < a))
        #expect(a <= b && b >= a && b > a)
        #expect(a != b)
        #expect([b, a].sorted().map(exact) == [a, b].map(exact))
    }

    @Test func comparisonWhenRescalingOverflows() {
        // Int128.max at scale 0 cannot be rescaled to scale 1: compare by integer part.
        let huge = Quantity(mantissa: .max, scale: 0)
        let small = Quantity(mantissa: 15, scale: 1)
        #expect(small < huge)
        #expect(!(huge < small))
        #expect(Quantity(mantissa: .min, scale: 0) < small)
        #expect(huge > Quantity(mantissa: .max, scale: 37))
        #expect(huge != Quantity(mantissa: .max, scale: 1))
        #expect(Quantity(mantissa: .min, scale: 0) < Quantity(mantissa: .min, scale: 1))
    }

    @Test func comparisonWithEqualIntegerPartsWhenRescalingOverflows() {
        // …1057.27 (Int128.max at scale 2) and …1057.3: same integer part, and
        // …1057.3 overflows at scale 2, so only the fractions can decide.
        let a = Quantity(mantissa: .max, scale: 2)
        let b = Quantity(mantissa: Int128.max / 10 + 1, scale: 1)
        #expect(a.integerPart == b.integerPart)
        #expect(a < b)
        #expect(!(b < a))
        #expect(a != b)
        let negA = Quantity(mantissa: -Int128.max, scale: 2)
        let negB = Quantity(mantissa: -(Int128.max / 10 + 1), scale: 1)
        #expect(negB < negA)
        #expect(negA != negB)
    }

    @Test func hashIsIndependentOfScale() {
        var set = Set<Quantity>()
        for scale in UInt8(0)...10 {
            set.insert(Quantity(mantissa: 3 * Quantity.powerOfTen(scale), scale: scale))
        }
        #expect(set.count == 1)
        #expect(set.contains(Quantity(3)))
        let dictionary = [dec("1.50"): "a"]
        #expect(dictionary[dec("1.5")] == "a")
    }

    @Test(arguments: 0...38)
    func powerOfTen(n: Int) {
        var expected: Int128 = 1
        for _ in 0..<n { expected *= 10 }
        #expect(Quantity.powerOfTen(UInt8(n)) == expected)
    }

    @Test(arguments: [
        ("1.5", 3, "1500@3"),
        ("1.5", 1, "15@1"),
        ("-2", 4, "-20000@4"),
        ("0", 37, "0@37"),
        ("1.25", 1, "12@1"),  // a smaller scale rounds, half to even
        ("1.35", 1, "14@1"),
    ])
    func rescaled(text: String, scale: Int, expected: String) throws {
        let result = try #require(dec(text).rescaled(to: UInt8(scale)))
        #expect(exact(result) == expected)
    }

    @Test func rescaledOverflowsToNil() {
        #expect(Quantity(mantissa: .max, scale: 0).rescaled(to: 1) == nil)
        #expect(Quantity(mantissa: .min, scale: 0).rescaled(to: 1) == nil)
        #expect(Quantity(20).rescaled(to: 37) == nil)
        #expect(Quantity(1).rescaled(to: 37).map(exact) == "\(Quantity.powerOfTen(37))@37")
        #expect(Quantity(1).rescaled(to: 38) == nil)
        #expect(Quantity(1).rescaled(to: .max) == nil)
    }

    @Test(arguments: [
        ("0.125", 2, "0.12"),
        ("0.135", 2, "0.14"),
        ("0.145", 2, "0.14"),
        ("0.155", 2, "0.16"),
        ("-0.125", 2, "-0.12"),
        ("-0.135", 2, "-0.14"),
        ("-0.145", 2, "-0.14"),
        ("0.1251", 2, "0.13"),
        ("-0.1251", 2, "-0.13"),
        ("0.1249", 2, "0.12"),
        ("2.5", 0, "2"),
        ("3.5", 0, "4"),
        ("-2.5", 0, "-2"),
        ("-3.5", 0, "-4"),
        ("0.5", 0, "0"),
        ("-0.5", 0, "0"),
        ("0.004", 2, "0.00"),
        ("0.005", 2, "0.00"),
        ("0.015", 2, "0.02"),
        ("9.995", 2, "10.00"),
        ("-9.995", 2, "-10.00"),
        ("1.2", 4, "1.2000"),
        ("7", 2, "7.00"),
        ("1.23", 2, "1.23"),
    ])
    func roundedHalfToEven(text: String, scale: Int, expected: String) throws {
        let result = try #require(dec(text).rounded(toScale: UInt8(scale)))
        #expect(result.description == expected)
        #expect(result.scale == UInt8(scale))
    }

    @Test func roundedAtExtremes() {
        #expect(Quantity(mantissa: .max, scale: 37).rounded(toScale: 0).map(exact) == "17@0")
        #expect(Quantity(mantissa: .min, scale: 37).rounded(toScale: 0).map(exact) == "-17@0")
        #expect(Quantity(mantissa: .max, scale: 1).rounded(toScale: 0).map(exact) == "\(Int128.max / 10 + 1)@0")
        #expect(Quantity(mantissa: .max, scale: 0).rounded(toScale: 2) == nil)
    }

    @Test(arguments: [
        ("1.500", "15@1"), ("1.5", "15@1"), ("100", "100@0"), ("100.00", "100@0"), ("0.000", "0@0"),
        ("-2.0100", "-201@2"), ("0.10", "1@1"), ("-0.000001000", "-1@6"),
    ])
    func normalized(text: String, expected: String) {
        #expect(exact(dec(text).normalized) == expected)
    }

    @Test func normalizedKeepsExtremes() {
        #expect(Quantity(mantissa: .max, scale: 5).normalized.mantissa == .max)
        #expect(Quantity(mantissa: .min, scale: 5).normalized.mantissa == .min)
        #expect(exact(Quantity(mantissa: Quantity.powerOfTen(37), scale: 37).normalized) == "1@0")
    }
}
