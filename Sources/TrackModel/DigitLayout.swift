/// How a quantity's digits are written in a style: the one place that lays
/// out integer digits, digit group marks, the decimal mark and the fraction
/// (`1234567.5` as `1,234,567.5`, `12,34,567.5` or `1.234.567,5`).
///
/// Every amount writer (reports, CSV, JSON, `register`'s byte stream,
/// `fmt`) works out a layout once, sizes its output by `byteCount`, then
/// has it write the number backwards into place. The sign and the
/// commodity symbol are the writer's; rounding to a precision happens
/// before (`AmountStyle.shown`). Group sizes run from the right, the last
/// repeating; a size below 1 ends the grouping (the remaining digits form
/// one group), so a malformed style never loops.
public struct DigitLayout: Sendable, Equatable {
    public let magnitude: UInt128
    public let scale: Int
    /// Digits written, at least one before the decimal mark (`0.5`).
    public let digits: Int
    /// Group marks written; a writer may lower it to 0 to write none.
    public var marks: Int

    @inlinable
    public init<Sizes: RandomAccessCollection<Int>>(_ quantity: Quantity, groupSizes: Sizes) {
        magnitude = quantity.mantissa.magnitude
        scale = Int(quantity.scale)
        digits = max(DecimalDigits.count(magnitude), scale + 1)
        var marks = 0
        if !groupSizes.isEmpty {
            var remaining = digits - scale
            while true {
                let size = Self.size(marks, of: groupSizes)
                guard size >= 1, remaining > size else { break }
                remaining -= size
                marks += 1
            }
        }
        self.marks = marks
    }

    /// A layout without digit groups.
    @inlinable
    public init(_ quantity: Quantity) {
        self.init(quantity, groupSizes: EmptyCollection())
    }

    /// Digits before the decimal mark.
    @inlinable
    public var integerDigits: Int { digits - scale }

    /// The bytes of the number: digits, the decimal mark (one byte) and
    /// group marks of `groupMarkCount` bytes each.
    @inlinable
    public func byteCount(groupMarkCount: Int) -> Int {
        digits + (scale > 0 ? 1 : 0) + marks * groupMarkCount
    }

    /// Writes the number so that it ends just before `end`: the fraction,
    /// the decimal mark, then the integer digits with a group mark before
    /// each full group.
    @inlinable
    public func write<Mark: BidirectionalCollection<UInt8>, Sizes: RandomAccessCollection<Int>>(
        endingAt end: UnsafeMutablePointer<UInt8>, decimalMark: UInt8, groupMark: Mark, groupSizes: Sizes
    ) {
        if magnitude <= UInt128(UInt64.max) {
            fill(UInt64(truncatingIfNeeded: magnitude), end, decimalMark, groupMark, groupSizes)
        } else {
            fill(magnitude, end, decimalMark, groupMark, groupSizes)
        }
    }

    /// The number as a string, after `-` when `negative`.
    @inlinable
    public func string<Mark: BidirectionalCollection<UInt8>, Sizes: RandomAccessCollection<Int>>(
        negative: Bool, decimalMark: UInt8, groupMark: Mark, groupSizes: Sizes
    ) -> String {
        let sign = negative ? 1 : 0
        let length = sign + byteCount(groupMarkCount: groupMark.count)
        return String(unsafeUninitializedCapacity: length) { buffer in
            let base = buffer.baseAddress!
            if negative { base.pointee = UInt8(ascii: "-") }
            write(endingAt: base + length, decimalMark: decimalMark, groupMark: groupMark, groupSizes: groupSizes)
            return length
        }
    }

    /// The size of the `k`-th group from the right.
    @inlinable
    static func size<Sizes: RandomAccessCollection<Int>>(_ k: Int, of sizes: Sizes) -> Int {
        sizes[sizes.index(sizes.startIndex, offsetBy: Swift.min(k, sizes.count - 1))]
    }

    @inlinable
    func fill<T: FixedWidthInteger & UnsignedInteger, Mark: BidirectionalCollection<UInt8>, Sizes: RandomAccessCollection<Int>>(
        _ magnitude: T, _ end: UnsafeMutablePointer<UInt8>, _ decimalMark: UInt8, _ groupMark: Mark, _ groupSizes: Sizes
    ) {
        var value = magnitude
        var p = end
        for _ in 0..<scale {
            p -= 1
            p.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
            value /= 10
        }
        if scale > 0 {
            p -= 1
            p.pointee = decimalMark
        }
        var group = 0
        var inGroup = 0
        for _ in 0..<integerDigits {
            if group < marks && inGroup == Self.size(group, of: groupSizes) {
                for b in groupMark.reversed() {
                    p -= 1
                    p.pointee = b
                }
                group += 1
                inGroup = 0
            }
            p -= 1
            p.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
            value /= 10
            inGroup += 1
        }
    }
}

extension AmountStyle {
    /// `quantity` as this style shows it: rounded to the style's precision
    /// (half to even, as hledger), or as it is when the style has none.
    @inlinable
    public func shown(_ quantity: Quantity) -> Quantity {
        quantity.shown(atPrecision: precision)
    }
}

extension Quantity {
    /// Rounded to `precision` decimals for display (half to even), or as it
    /// is for nil; the one rounding rule of every amount writer but `fmt`'s,
    /// which never rounds.
    @inlinable
    public func shown(atPrecision precision: UInt8?) -> Quantity {
        guard let precision, precision != scale, let rounded = rounded(toScale: precision) else { return self }
        return rounded
    }
}
