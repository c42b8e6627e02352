import TrackModel

/// Horizontal bars drawn with block characters, in eighths of a column:
/// `████▍` is 4⅜ columns. Each block character is one column wide, so a bar
/// of width n takes exactly n columns and the text after it lines up.
///
/// Lengths are worked out exactly (`value × width × 8 ÷ maximum`, rounded
/// half to even), so equal values always draw equal bars; a value above
/// zero never draws an empty bar (it gets at least `▏`).
public enum BarChart {
    /// The partial blocks for 1 to 7 eighths of a column.
    public static let eighths = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    public static let full = "█"

    /// The bar for `value` on a scale where `maximum` fills `width` columns;
    /// empty for zero, negative values or a zero maximum.
    public static func bar(_ value: Quantity, maximum: Quantity, width: Int) -> String {
        blocks(eighths: eighths(value, maximum: maximum, width: width))
    }

    /// The bar's length in eighths of a column (0 for no bar).
    public static func eighths(_ value: Quantity, maximum: Quantity, width: Int) -> Int {
        guard width > 0, value.isPositive, maximum.isPositive,
              let scaled = value.multiplied(by: Quantity(width * 8)),
              let units = scaled.divided(by: maximum, scale: 0) else { return 0 }
        return Int(min(max(units.integerPart, 1), Int128(width * 8)))
    }

    /// A bar `count` eighths of a column long: `(count + 7) / 8` columns.
    public static func blocks(eighths count: Int) -> String {
        String(repeating: full, count: count / 8) + (count % 8 == 0 ? "" : eighths[count % 8 - 1])
    }

    /// The width bars get in a line `columns` wide once `used` columns hold
    /// the rest, at least `minimum`.
    public static func width(columns: Int, used: Int, minimum: Int = 10) -> Int {
        max(minimum, columns - used)
    }

}
