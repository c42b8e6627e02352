import TrackModel

/// A problem found in a journal: what, where, and how to fix it.
///
/// Diagnostics are values; `Diagnostic+Catalog.swift` declares each one's
/// wording once and `DiagnosticRenderer` prints them all the same way:
/// `FILE:LINE:COL: error: …`, the line, a caret, `hint: …`.
public struct Diagnostic: Sendable, Error {
    public enum Severity: String, Sendable {
        case error, warning
    }

    public let id: DiagnosticID
    public let severity: Severity
    /// What the caret underlines; nil for problems with no position (a missing file).
    public let range: Range<SourceLocation>?
    /// Extra lines shown around the caret line, such as a whole transaction.
    public let context: Range<SourceLocation>?
    public let message: String
    public let hint: String?
    /// Further lines of detail, printed after the excerpt.
    public let notes: [String]

    public init(
        _ id: DiagnosticID, severity: Severity = .error, range: Range<SourceLocation>?,
        context: Range<SourceLocation>? = nil, message: String, hint: String? = nil, notes: [String] = []
    ) {
        self.id = id
        self.severity = severity
        self.range = range
        self.context = context
        self.message = message
        self.hint = hint
        self.notes = notes
    }

    public var isError: Bool { severity == .error }
}

/// The stable name of each kind of diagnostic, for editors and for tests.
public enum DiagnosticID: String, Sendable, CaseIterable {
    case fileNotFound = "file-not-found"
    case fileUnreadable = "file-unreadable"
    case journalTooLarge = "journal-too-large"
    case invalidDate = "invalid-date"
    case expectedDate = "expected-date"
    case invalidAmount = "invalid-amount"
    case amountOverflow = "amount-overflow"
    case unexpectedText = "unexpected-text"
    case unknownDirective = "unknown-directive"
    case unsupportedLedgerSyntax = "unsupported-ledger-syntax"
    case postingOutsideTransaction = "posting-outside-transaction"
    case missingAccountName = "missing-account-name"
    case unclosedQuote = "unclosed-quote"
    case unclosedBracket = "unclosed-bracket"
    case missingArgument = "missing-argument"
    case includeNotFound = "include-not-found"
    case includeCycle = "include-cycle"
    case invalidRegex = "invalid-regex"
    case unmatchedEnd = "unmatched-end"
    case invalidAccountType = "invalid-account-type"
    case unbalancedTransaction = "unbalanced-transaction"
    case tooManyMissingAmounts = "too-many-missing-amounts"
    case balanceAssertionFailed = "balance-assertion-failed"
    case assignmentWithCost = "assignment-with-cost"
    case ambiguousAmount = "ambiguous-amount"
    case invalidPeriod = "invalid-period"
}
