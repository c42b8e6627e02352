import TrackModel

/// A problem found in a journal, a CSV file or its rules: what, where, and
/// how to fix it.
///
/// Diagnostics are values. Each message is declared once, with its hint, by
/// the static function named like its ID (`Diagnostic+Journal.swift`,
/// `Diagnostic+CSV.swift`); `DiagnosticRenderer` prints them all the same
/// way: `FILE:LINE:COL: error: …`, the line, a caret, `hint: …`.
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
