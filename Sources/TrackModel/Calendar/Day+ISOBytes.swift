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
        if (0...9999).contains(y) {
            // The usual date: its ten bytes laid out on the stack, then one append (not ten, each checking capacity).
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 10) { p in
                Self.writeISO(year: y, month: m, day: d, to: p.baseAddress!)
                out.append(contentsOf: p)
            }
            return
        }
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

    /// Writes `YYYY-MM-DD`, ten bytes, at `p`: the layout of every byte
    /// writer of a date whose year has at most four digits.
    @inlinable @inline(__always)
    public static func writeISO(year y: Int, month m: Int, day d: Int, to p: UnsafeMutablePointer<UInt8>) {
        let zero = UInt8(ascii: "0")
        p[0] = zero &+ UInt8(truncatingIfNeeded: y / 1000)
        p[1] = zero &+ UInt8(truncatingIfNeeded: y / 100 % 10)
        p[2] = zero &+ UInt8(truncatingIfNeeded: y / 10 % 10)
        p[3] = zero &+ UInt8(truncatingIfNeeded: y % 10)
        p[4] = UInt8(ascii: "-")
        p[5] = zero &+ UInt8(truncatingIfNeeded: m / 10)
        p[6] = zero &+ UInt8(truncatingIfNeeded: m % 10)
        p[7] = UInt8(ascii: "-")
        p[8] = zero &+ UInt8(truncatingIfNeeded: d / 10)
        p[9] = zero &+ UInt8(truncatingIfNeeded: d % 10)
    }

    /// The ISO form's bytes.
    public var isoBytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(10)
        appendISO(to: &out)
        return out
    }
}
