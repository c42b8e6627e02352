extension Day {
    /// The year as hledger writes it: four digits or more (`0999`, `2026`, `12345`).
    public static func yearText(_ year: Int) -> String {
        let digits = String(year)
        return digits.count < 4 ? String(repeating: "0", count: 4 - digits.count) + digits : digits
    }

    /// Appends the ISO form's bytes, `2026-11-02` (`12345-12-31` past 9999):
    /// the writer for the byte paths (fmt, register), as `description` is
    /// for strings, so that no path assumes a four-digit year.
    public func appendISO(to out: inout [UInt8]) {
        let (y, m, d) = civil
        let zero = UInt8(ascii: "0")
        var divisor = 1000
        while divisor * 10 <= y { divisor *= 10 }
        while divisor > 0 {
            out.append(zero + UInt8(y / divisor % 10))
            divisor /= 10
        }
        out.append(UInt8(ascii: "-"))
        out.append(zero + UInt8(m / 10))
        out.append(zero + UInt8(m % 10))
        out.append(UInt8(ascii: "-"))
        out.append(zero + UInt8(d / 10))
        out.append(zero + UInt8(d % 10))
    }

    /// The ISO form's bytes.
    public var isoBytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(10)
        appendISO(to: &out)
        return out
    }
}
