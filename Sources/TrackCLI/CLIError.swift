/// Why a command stops: a message for the user (with a hint), or a failure
/// whose details were already printed (journal diagnostics).
public enum CLIError: Error, Equatable {
    case message(String, hint: String?)
    /// Already reported; exit with status 1.
    case reported

    static func invalid(_ message: String, hint: String? = nil) -> CLIError {
        .message(message, hint: hint)
    }

    init(_ error: ArgumentError) {
        self = .message(error.message, hint: error.hint)
    }
}
