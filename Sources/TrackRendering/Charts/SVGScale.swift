import TrackModel

/// A chart's value axis in SVG: round tick values (1, 2 or 5 times a power
/// of ten) from below the smallest value (or zero) to above the largest,
/// and where a value falls between two pixel rows.
///
/// Positions are worked out on the exact quantities and written in tenths
/// of a pixel (`123.4`), never through a floating-point value, so the same
/// figures always draw the same bytes.
struct SVGScale {
    /// The lowest and highest tick, whole numbers.
    let low: Int128
    let high: Int128
    let step: Int128
    /// The pixel rows of `high` (top) and `low` (bottom), in tenths.
    let top: Int
    let bottom: Int

    /// A scale for `values` between the rows `top` and `bottom` (pixels),
    /// always including zero, about four steps.
    init(_ values: [Quantity], top: Int, bottom: Int) {
        let largest = values.max() ?? Quantity(0), smallest = values.min() ?? Quantity(0)
        let highest = max(Self.ceiling(largest), 0), lowest = min(Self.floor(smallest), 0)
        step = Self.niceStep((max(highest - lowest, 1) + 3) / 4)
        high = Self.roundedUp(highest, to: step)
        low = -Self.roundedUp(-lowest, to: step)
        self.top = top * 10
        self.bottom = bottom * 10
    }

    var ticks: [Int128] {
        var ticks: [Int128] = []
        var tick = low
        while tick <= high {
            ticks.append(tick)
            tick += step
        }
        return ticks
    }

    /// The row of `value`, in tenths of a pixel, clamped to the axis.
    func y(_ value: Quantity) -> Int {
        let span = Quantity(mantissa: high - low, scale: 0)
        guard let above = Quantity(mantissa: high, scale: 0).subtracting(value),
              let scaled = above.multiplied(by: Quantity(bottom - top)),
              let tenths = scaled.divided(by: span, scale: 0) else { return bottom }
        return top + Int(min(max(tenths.integerPart, 0), Int128(bottom - top)))
    }

    /// 1, 2 or 5 times a power of ten, at least `raw`.
    static func niceStep(_ raw: Int128) -> Int128 {
        var power: Int128 = 1
        while power * 10 <= raw { power *= 10 }
        for factor: Int128 in [1, 2, 5, 10] where power * factor >= raw { return power * factor }
        return power * 10
    }

    static func roundedUp(_ value: Int128, to step: Int128) -> Int128 {
        value <= 0 ? 0 : (value + step - 1) / step * step
    }

    private static func ceiling(_ q: Quantity) -> Int128 {
        let whole = q.integerPart
        return Quantity(mantissa: whole, scale: 0) < q ? whole + 1 : whole
    }

    private static func floor(_ q: Quantity) -> Int128 {
        let whole = q.integerPart
        return q < Quantity(mantissa: whole, scale: 0) ? whole - 1 : whole
    }

    /// Tenths of a pixel as an SVG number: `1234` is `123.4`, `1230` is `123`.
    static func pixels(_ tenths: Int) -> String {
        let sign = tenths < 0 ? "-" : ""
        let magnitude = abs(tenths)
        return sign + String(magnitude / 10) + (magnitude % 10 == 0 ? "" : "." + String(magnitude % 10))
    }

    /// A tick's label with digit groups: `12,000`, `-500`.
    static func label(_ value: Int128) -> String {
        let digits = Array(String(value.magnitude))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return (value < 0 ? "-" : "") + out
    }
}
