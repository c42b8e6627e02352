import Testing
import TrackModel

@Suite struct QuantityArithmeticTests {
    static let max = Quantity(mantissa: .max, scale: 0)
    static let min = Quantity(mantissa: .min, scale: 0)

    @Test(arguments: [
        ("1.5", "2.25", "375@2"),
        ("1.50", "2.25", "375@2"),
        ("0.1", "0.2", "3@1"),
        ("-5", "3", "-2@0"),
        ("-5.00", "5", "0@2"),
        ("10", "-0.001", "9999@3"),
        ("0", "0", "0@0"),
        ("12.50", "0", "1250@2"),
        ("-0.05", "-0.05", "-10@2"),
    ])
    func adding(a: String, b: String, expected: String) throws {
        let sum = try #require(dec(a).adding(dec(b)))
        #expect(exact(sum) == expected)
        let commuted = try #require(dec(b).adding(dec(a)))
        #expect(exact(commuted) == expected)
    }

    @Test(arguments: [
        ("5", "3", "2@0"),
        ("3", "5", "-2@0"),
        ("1.5", "2.25", "-75@2"),
        ("0", "0.01", "-1@2"),
        ("-1", "-1.0", "0@1"),
        ("100", "99.99", "1@2"),
    ])
    func subtracting(a: String, b: String, expected: String) throws {
        let difference = try #require(dec(a).subtracting(dec(b)))
        #expect(exact(difference) == expected)
    }

    @Test func addingOverflowReturnsNil() {
        let nearMax = Quantity(mantissa: Int128.max - 10, scale: 0)
        #expect(nearMax.adding(nearMax) == nil)
        #expect(Self.max.adding(Quantity(1)) == nil)
        #expect(Self.min.adding(Quantity(-1)) == nil)
        #expect(Self.min.adding(Self.min) == nil)
        // Rescaling to the common scale overflows although the value is small.
        #expect(Self.max.adding(dec("0.1")) == nil)
        #expect(Self.max.adding(Quantity(0)).map(exact) == "\(Int128.max)@0")
        #expect(Self.max.adding(Self.min).map(exact) == "-1@0")
        #expect(Self.max.adding(Quantity(-1)).map(exact) == "\(Int128.max - 1)@0")
    }

    @Test func subtractingOverflowReturnsNil() {
        #expect(Self.min.subtracting(Quantity(1)) == nil)
        #expect(Self.max.subtracting(Quantity(-1)) == nil)
        #expect(Quantity(0).subtracting(Self.min) == nil)
        #expect(Self.max.subtracting(Self.min) == nil)
        #expect(Self.min.subtracting(Self.min).map(exact) == "0@0")
    }

    @Test func subtractingInt128MinWhenTheResultFits() {
        // -1 - Int128.min is Int128.max: it fits although -Int128.min does not.
        #expect(Quantity(-1).subtracting(Self.min).map(exact) == "\(Int128.max)@0")
        #expect(Quantity(mantissa: -5, scale: 0).subtracting(Quantity(mantissa: .min, scale: 0))
            .map(exact) == "\(Int128.max - 4)@0")
    }

    @Test func addingWhenOnlyTheSumFitsAtTheCommonScale() {
        // -2.8e37 does not fit at one decimal (-2.8e38), but its sum with 1.7e37 does.
        let a = Quantity(mantissa: -28 * Quantity.powerOfTen(36), scale: 0)
        let b = Quantity(mantissa: 17 * Quantity.powerOfTen(37), scale: 1)
        #expect(a.adding(b).map(exact) == "\(-11 * Quantity.powerOfTen(37))@1")
        #expect(b.adding(a).map(exact) == "\(-11 * Quantity.powerOfTen(37))@1")
        #expect(a.subtracting(b.negated()!).map(exact) == "\(-11 * Quantity.powerOfTen(37))@1")
        #expect(b.negated()!.subtracting(a).map(exact) == "\(11 * Quantity.powerOfTen(37))@1")
        // And when the sum does not fit either.
        #expect(a.adding(b.negated()!) == nil)
        #expect(a.subtracting(b) == nil)
        // Int128.min on the side that is not rescaled.
        let min1 = Quantity(mantissa: .min, scale: 1)
        #expect(Quantity(mantissa: -Quantity.powerOfTen(37), scale: 0).subtracting(min1).map(exact)
            == "\(-Quantity.powerOfTen(38) - Int128.min)@1")
        #expect(Quantity(mantissa: -2 * Quantity.powerOfTen(37), scale: 0).subtracting(Quantity(mantissa: .max, scale: 1)) == nil)
        #expect(Quantity(mantissa: Quantity.powerOfTen(37), scale: 0).adding(min1).map(exact)
            == "\(Quantity.powerOfTen(38) + Int128.min)@1")
        #expect(Quantity(mantissa: 10 * Quantity.powerOfTen(36), scale: 0).subtracting(Quantity(mantissa: .max, scale: 1))
            .map(exact) == "\(Quantity.powerOfTen(38) - Int128.max)@1")
    }

    @Test(arguments: [
        ("1.5", "-15@1"), ("-1.5", "15@1"), ("0", "0@0"), ("0.00", "0@2"), ("-0.001", "1@3"),
    ])
    func negated(text: String, expected: String) throws {
        let result = try #require(dec(text).negated())
        #expect(exact(result) == expected)
    }

    @Test func negatingExtremes() {
        #expect(Self.min.negated() == nil)
        #expect(Quantity(mantissa: .min, scale: 5).negated() == nil)
        #expect(Self.max.negated().map(exact) == "\(-Int128.max)@0")
        #expect(Quantity(mantissa: -Int128.max, scale: 0).negated().map(exact) == "\(Int128.max)@0")
        #expect(Self.min.magnitude == nil)
        #expect(dec("-2.5").magnitude.map(exact) == "25@1")
        #expect(dec("2.5").magnitude.map(exact) == "25@1")
    }

    @Test(arguments: [
        ("1.5", "0.25", "375@3"),
        ("2", "3", "6@0"),
        ("-5", "0.8733", "-43665@4"),
        ("-5", "-0.8733", "43665@4"),
        ("0", "123.45", "0@2"),
        ("10.00", "1.10", "110000@4"),
        ("1000.000", "1000.000", "1000000000000@6"),
    ])
    func multiplied(a: String, b: String, expected: String) throws {
        let product = try #require(dec(a).multiplied(by: dec(b)))
        #expect(exact(product) == expected)
        let commuted = try #require(dec(b).multiplied(by: dec(a)))
        #expect(exact(commuted) == expected)
    }

    @Test func multiplyingOverflowReturnsNil() {
        let big = Quantity(mantissa: Int128(1) << 64, scale: 0)
        #expect(big.multiplied(by: big) == nil)
        #expect(Self.max.multiplied(by: Quantity(2)) == nil)
        #expect(Self.min.multiplied(by: Quantity(-1)) == nil)
        #expect(Self.max.multiplied(by: Quantity(-1)).map(exact) == "\(-Int128.max)@0")
        #expect(Self.min.multiplied(by: Quantity(1)).map(exact) == "\(Int128.min)@0")
        #expect(Quantity(mantissa: Int128(1) << 63, scale: 0).multiplied(by: Quantity(mantissa: Int128(1) << 63, scale: 0))
            .map(exact) == "\(Int128(1) << 126)@0")
    }

    @Test func multiplyingDropsTrailingZerosBeforeGivingUp() {
        // 10^20 and 10^5, each written with ten zero decimals: the mantissas' product
        // (10^45) overflows, the value (10^25) does not. A value too large stays nil.
        let a = Quantity(mantissa: Quantity.powerOfTen(30), scale: 10)
        let b = Quantity(mantissa: Quantity.powerOfTen(15), scale: 10)
        #expect(a.multiplied(by: b) == Quantity(mantissa: Quantity.powerOfTen(25), scale: 0))
        let c = Quantity(mantissa: Quantity.powerOfTen(20), scale: 0)
        #expect(c.multiplied(by: c) == nil)
    }

    @Test func multiplyingDropsTrailingZerosOfTheProduct() {
        // (4e29 + 0.2) × (5e6 + 0.5): neither has a trailing zero, but the product's
        // mantissa at scale 2, 2e38 + …10, does; at scale 1 it fits.
        let a = Quantity(mantissa: 4 * Quantity.powerOfTen(30) + 2, scale: 1)
        let b = Quantity(mantissa: 5 * Quantity.powerOfTen(7) + 5, scale: 1)
        let product = a.multiplied(by: b)
        #expect(product.map(exact) == "20000002000000000000000000000010000001@1")
        // -0.373507182322894953 × -4.7e29 is an integer: kept at the largest scale that fits.
        let c = Quantity(mantissa: -373_507_182_322_894_953, scale: 18)
        let d = Quantity(mantissa: -47 * Quantity.powerOfTen(31), scale: 3)
        #expect(c.multiplied(by: d).map(\.description) == "175548375691760627910000000000.00000000")
    }

    @Test func multiplyingPastTheMaximumScaleRounds() {
        // 0.5 (scale 20) × 0.5 (scale 20) is 0.25 at scale 40: too wide, but exact.
        let half = Quantity(mantissa: 5 * Quantity.powerOfTen(19), scale: 20)
        #expect(half.multiplied(by: half).map(\.normalized).map(exact) == "25@2")
        // 1e-20 × 1e-20 = 1e-40 rounds to zero at scale 37.
        let tiny = Quantity(mantissa: 1, scale: 20)
        #expect(tiny.multiplied(by: tiny).map(exact) == "0@37")
        // 5e-38 at scale 38 rounds half to even: 0.
        let a = Quantity(mantissa: 5, scale: 19), b = Quantity(mantissa: 1, scale: 19)
        #expect(a.multiplied(by: b).map(exact) == "0@37")
        // 15e-38 rounds to 2e-37.
        #expect(Quantity(mantissa: 15, scale: 19).multiplied(by: b).map(exact) == "2@37")
    }

    @Test func multiplyingPastTheMaximumScaleWhenTheExactProductIsWider() {
        // (1 + 1e-30)² = 1 + 2e-30 + 1e-60: the exact mantissa needs 61 digits,
        // but rounded to the maximum scale it fits.
        let a = Quantity(mantissa: Quantity.powerOfTen(30) + 1, scale: 30)
        #expect(a.multiplied(by: a).map(exact) == "\(Quantity.powerOfTen(37) + 2 * Quantity.powerOfTen(7))@37")
        // (12.5 + 1e-30) × (3.2 + 1e-30) ≈ 40, more than scale 37 holds (±17.01…): nil.
        let x = Quantity(mantissa: 125 * Quantity.powerOfTen(29) + 1, scale: 30)
        let y = Quantity(mantissa: 32 * Quantity.powerOfTen(29) + 1, scale: 30)
        #expect(x.multiplied(by: y) == nil)
        // -(3 + 1e-30) × (2 + 1e-30) ≈ -6 at scale 37.
        let m = Quantity(mantissa: -(3 * Quantity.powerOfTen(30) + 1), scale: 30)
        let n = Quantity(mantissa: 2 * Quantity.powerOfTen(30) + 1, scale: 30)
        #expect(m.multiplied(by: n).map(exact) == "\(-(6 * Quantity.powerOfTen(37) + 5 * Quantity.powerOfTen(7)))@37")
    }

    @Test(arguments: [
        ("1", "3", 2, "0.33"),
        ("2", "3", 2, "0.67"),
        ("-2", "3", 2, "-0.67"),
        ("2", "-3", 2, "-0.67"),
        ("-2", "-3", 2, "0.67"),
        ("10", "4", 0, "2"),  // 2.5 → 2
        ("14", "4", 0, "4"),  // 3.5 → 4
        ("-10", "4", 0, "-2"),
        ("-14", "4", 0, "-4"),
        ("1", "8", 2, "0.12"),  // 0.125 → 0.12
        ("3", "8", 2, "0.38"),  // 0.375 → 0.38
        ("4.3665", "5", 4, "0.8733"),
        ("20", "10", 8, "2.00000000"),
        ("1.5", "0.25", 0, "6"),
        ("0.001", "1000", 2, "0.00"),
        ("0.001", "1000", 6, "0.000001"),
        ("123.456", "0.001", 3, "123456.000"),
        ("0", "7", 3, "0.000"),
        ("1", "7", 37, "0.1428571428571428571428571428571428571"),
    ])
    func dividedRoundsHalfToEven(a: String, b: String, scale: Int, expected: String) throws {
        let quotient = try #require(dec(a).divided(by: dec(b), scale: UInt8(scale)))
        #expect(quotient.description == expected)
        #expect(quotient.scale == UInt8(scale))
    }

    @Test func dividingByZeroReturnsNil() {
        #expect(Quantity(1).divided(by: .zero, scale: 2) == nil)
        #expect(Quantity(0).divided(by: dec("0.00"), scale: 0) == nil)
        #expect(Self.max.divided(by: .zero, scale: 0) == nil)
    }

    @Test func dividingOverflowReturnsNil() {
        #expect(Self.min.divided(by: Quantity(-1), scale: 0) == nil)
        #expect(Self.max.divided(by: dec("0.5"), scale: 0) == nil)
        #expect(Self.max.divided(by: Quantity(1), scale: 1) == nil)
        #expect(Quantity(1).divided(by: Quantity(1), scale: 38) == nil)
        #expect(Self.min.divided(by: Quantity(1), scale: 0).map(exact) == "\(Int128.min)@0")
        #expect(Self.max.divided(by: Quantity(-1), scale: 0).map(exact) == "\(-Int128.max)@0")
    }

    @Test func dividingAtTheMaximumScaleWhenTheResultFits() {
        // 20 / 3 = 6.666…67 with 37 decimals: 38 digits, within Int128.
        let q = Quantity(20).divided(by: Quantity(3), scale: 37)
        #expect(q.map(exact) == String(repeating: "6", count: 37) + "7@37")
        let r = Quantity(-17).divided(by: Quantity(1), scale: 37)
        #expect(r.map(exact) == "\(-17 * Quantity.powerOfTen(37))@37")
    }

    @Test func dividingByAHugeDivisorStillRoundsHalfToEven() {
        // 17 / 18 = 0.94…: rounds to 1 even when the scaled divisor passes Int128.
        let seventeen = Quantity(mantissa: 17 * Quantity.powerOfTen(37), scale: 37)
        #expect(seventeen.divided(by: Quantity(18), scale: 0).map(exact) == "1@0")
        #expect(seventeen.divided(by: Quantity(-18), scale: 0).map(exact) == "-1@0")
        #expect(seventeen.divided(by: Quantity(35), scale: 0).map(exact) == "0@0")
        #expect(seventeen.divided(by: Quantity(34), scale: 0).map(exact) == "0@0")  // exactly 0.5 → 0
        #expect(Quantity(mantissa: 1, scale: 37).divided(by: Self.max, scale: 0).map(exact) == "0@0")
    }

    @Test func arithmeticAtTheMaximumScale() {
        let tiny = Quantity(mantissa: 1, scale: Quantity.maximumScale)
        #expect(tiny.adding(tiny).map(exact) == "2@37")
        #expect(tiny.adding(Quantity(1)).map(exact) == "\(Quantity.powerOfTen(37) + 1)@37")
        #expect(tiny.adding(Quantity(100)) == nil)
        #expect(tiny.negated().map(exact) == "-1@37")
    }
}
