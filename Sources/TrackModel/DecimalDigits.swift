/// How many decimal digits a number has, for the writers that lay amounts
/// out byte by byte (`DigitLayout`, which every amount writer uses).
public enum DecimalDigits {
    /// Decimal digits in `value` (1 for zero).
    @inlinable
    public static func count(_ value: UInt128) -> Int {
        if value <= UInt128(UInt64.max) { return count(word: UInt64(value)) }
        var v = value
        var count = 1
        while v >= 10 {
            v /= 10
            count += 1
        }
        return count
    }

    /// Decimal digits in a 64-bit `value` (1 for zero), for writers that
    /// hold the usual amount's mantissa in one word.
    @inlinable
    public static func count(word value: UInt64) -> Int {
        // From the bit length: log10(2) ≈ 1233 / 4096, then one correction.
        if value < 10 { return 1 }
        let bits = 64 - value.leadingZeroBitCount
        let guess = (bits * 1233) >> 12
        return guess + 1 - (value < powersOfTen[guess] ? 1 : 0)
    }

    /// 10^0 through 10^19, every power of ten a `UInt64` holds. Written
    /// out, not computed: a literal array is laid out at compile time, so
    /// reading it costs no lazy-initialisation check per number.
    @usableFromInline
    static let powersOfTen: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000,
        1_000_000_000_000_000, 10_000_000_000_000_000, 100_000_000_000_000_000, 1_000_000_000_000_000_000,
        10_000_000_000_000_000_000,
    ]
}
