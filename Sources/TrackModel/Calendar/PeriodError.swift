/// Why a period could not be read: `message` says what is wrong with
/// `text` (the whole expression), `hint` how to write it.
public struct PeriodError: Error, Sendable, Equatable {
    public let text: String
    public let message: String
    public let hint: String

    public init(text: String, message: String, hint: String) {
        self.text = text
        self.message = message
        self.hint = hint
    }

    public static let generalHint =
        "try 2026, 2026-11, 2026q4, 2026-W45, 'this month', 'last 3 months', 'from 2026-01 to 2026-07' or 'monthly in 2026'"

    static func invalid(_ text: String, _ message: String) -> PeriodError {
        PeriodError(text: text, message: message, hint: generalHint)
    }

    static func unknown(_ text: String, _ words: String) -> PeriodError {
        .invalid(text, "'\(words)' is neither a date nor a period name")
    }
}
