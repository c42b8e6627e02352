import Testing
import TrackModel

/// The digit count the byte-level amount writers size their output by.
struct DecimalDigitsTests {
    @Test func countsDigitsAtEveryPowerOfTen() {
        #expect(DecimalDigits.count(0) == 1)
        var power: UInt128 = 1
        for digits in 1...38 {
            #expect(DecimalDigits.count(power) == digits, "10^\(digits - 1)")
            #expect(DecimalDigits.count(power - 1) == max(1, digits - 1), "10^\(digits - 1) - 1")
            #expect(DecimalDigits.count(power * 10 - 1) == digits, "10^\(digits) - 1")
            power *= 10
        }
    }

    @Test func countsTheLargestNumbers() {
        #expect(DecimalDigits.count(UInt128(UInt64.max)) == 20)
        #expect(DecimalDigits.count(UInt128(UInt64.max) + 1) == 20)
        #expect(DecimalDigits.count(UInt128.max) == 39)
    }
}
