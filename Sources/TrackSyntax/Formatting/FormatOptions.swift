/// How `JournalFormatter` writes a file: the choices the canonical form
/// leaves to the user.
public struct FormatOptions: Sendable {
    public enum LineEnding: Sendable {
        /// Each file keeps the line ending its first line has (`\r\n` or `\n`).
        case keep
        /// Every line ends with `\n`.
        case lf
    }

    public var lineEnding: LineEnding
    /// Stable-sorts transactions by date (see `TransactionSort`).
    public var sortsTransactions: Bool
    /// The rightmost column a decimal mark is aligned at (see `AmountColumn`).
    public var amountColumnCap: Int
    /// Files at least this large are formatted on all processor cores, in
    /// pieces of about `pieceSize` bytes (tests lower both).
    public var parallelThreshold = 4 << 20
    public var pieceSize = 2 << 20
    /// How many places of a sorted run are formatted ahead at once (see
    /// `TransactionSort`; tests lower it).
    public var sortWindow = 32_768

    public init(lineEnding: LineEnding = .keep, sortsTransactions: Bool = false,
                amountColumnCap: Int = AmountColumn.defaultCap) {
        self.lineEnding = lineEnding
        self.sortsTransactions = sortsTransactions
        self.amountColumnCap = amountColumnCap
    }
}
