/// The column at which a file's amounts line up: every posting amount of
/// the file (transactions, periodic transactions, auto posting rules) has
/// its decimal mark there, or, with no decimals shown, its last digit just
/// before it.
///
/// ```journal
///     Expenses:Essentials:Groceries     84.20 USD
///     Assets:Cash                 NT$1,500
///                                         ^ the column (0-based: 40 here)
/// ```
///
/// A posting needs four spaces of indent, its status mark and account name,
/// two spaces, and its amount's part before the decimal mark, in display
/// width. The column is the widest need of the file's postings that need
/// at most `cap`, rounded up to a multiple of `step`, and at most `cap`; a
/// posting that needs more keeps two spaces before its amount, is not
/// aligned and takes no part, so one long account name moves nothing else.
/// Postings without an amount take no part either.
///
/// Both numbers come from measured diffs (grammar.md, "Canonical form"):
/// the column moves, and so rewrites every amount line of the file, only
/// when a posting within the cap crosses a multiple of 8. The 42 example
/// and compatibility journals all need 40 columns or fewer, so a cap of 40
/// aligns every one of their amounts; with a higher cap an account name
/// that needs up to the cap (one of 44 to 52 columns for a cap of 52)
/// rewrites 3,063 lines of 31 of those files (all 438 amount lines of
/// `Examples/household.journal`), with 40 none. Rounding to 8 keeps an
/// account one character wider than the widest from doing the same.
public struct AmountColumn: Sendable, Equatable {
    public static let defaultCap = 40
    public static let step = 8

    /// The column (0-based, in display width) of the decimal mark.
    public let column: Int

    /// From the widest need among a file's postings (see above); 0 when no
    /// posting has an amount.
    public init(widest: Int, cap: Int) {
        let rounded = (widest + AmountColumn.step - 1) / AmountColumn.step * AmountColumn.step
        column = min(rounded, cap)
    }

    /// What a posting needs: `lead` columns up to the end of its account
    /// name, two spaces, and `integerWidth` columns of amount before the mark.
    public static func need(lead: Int, integerWidth: Int) -> Int {
        lead + 2 + integerWidth
    }

    /// Spaces between the account and the amount: enough to reach the
    /// column, at least two.
    public func padding(lead: Int, integerWidth: Int) -> Int {
        max(2, column - lead - integerWidth)
    }
}
