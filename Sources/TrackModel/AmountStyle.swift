/// How amounts of one commodity are written: `$1,000.00`, `1.000,00 EUR`,
/// `NT$1,000`. Kept apart from the quantity, as hledger's `AmountStyle`.
///
/// A style comes from the `commodity` directive, else it is inferred from the
/// amounts the journal writes (see `AmountStyleInference`).
public struct AmountStyle: Sendable, Hashable {
    public enum SymbolSide: Sendable, Hashable {
        case left, right
    }

    public enum DecimalMark: UInt8, Sendable, Hashable {
        case period = 0x2E
        case comma = 0x2C

        public var character: Character { self == .period ? "." : "," }
        public var other: DecimalMark { self == .period ? .comma : .period }
    }

    /// Digit grouping: the mark (`,`, `.`, a space, `'`…) and the group sizes
    /// from the right, the last repeating (`[3]` for 1,000,000; `[3, 2]` for 10,00,000).
    public struct DigitGroups: Sendable, Hashable {
        public var mark: Character
        public var sizes: [Int]

        public init(mark: Character, sizes: [Int]) {
            self.mark = mark
            self.sizes = sizes.isEmpty ? [3] : sizes
        }
    }

    public var symbolSide: SymbolSide
    /// A space between symbol and number (`USD 5`, `5 USD`).
    public var spaced: Bool
    public var decimalMark: DecimalMark
    public var digitGroups: DigitGroups?
    /// Digits shown after the decimal mark; nil shows each amount's own digits.
    public var precision: UInt8?

    public init(
        symbolSide: SymbolSide = .right, spaced: Bool = true, decimalMark: DecimalMark = .period,
        digitGroups: DigitGroups? = nil, precision: UInt8? = nil
    ) {
        self.symbolSide = symbolSide
        self.spaced = spaced
        self.decimalMark = decimalMark
        self.digitGroups = digitGroups
        self.precision = precision
    }

    /// hledger's style for amounts with no style of their own: symbol on the
    /// right, spaced, `.` as the decimal mark, each amount's own precision.
    public static let plain = AmountStyle()
}
