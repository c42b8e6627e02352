/// How many decimal digits a number has, for the writers that lay amounts
/// out byte by byte (`DigitLayout`, which every amount writer uses).
public enum DecimalDigits {
    /// Decimal digits in `value` (1 for zero).
    @inlinable
    public static func count(_ value: UInt128) -> Int {
        if value <= UInt128(UInt64.max) {
            // From the bit length: log10(2) ≈ 1233 / 4096, then one correction.
            let v = UInt64(value)
            if v < 10 { return 1 }
            let bits = 64 - v.leadingZeroBitCount
            let guess = (bits * 1233) >> 12
            return guess + 1 - (v < powersOfTen[guess] ? 1 : 0)
        }
        var v = value
        var count = 1
        while v >= 10 {
            v /= 10
            count += 1
        }
        return count
    }

    /// 10^0 through 10^19, every power of ten a `UInt64` holds.
    @usableFromInline
    // Written out, not computed: a literal array is laid out at compile
    // time, so reading it costs no lazy-initialisation check per number.
    static let powersOfTen: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000,
        1_000_000_000_000_000, 10_000_000_000_000_000, 100_000_000_000_000_000, 1_000_000_000_000_000_000,
        10_000_000_000_000_000_000,
    ]
}
