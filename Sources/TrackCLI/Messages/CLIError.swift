/// Why a command stops: a message for the user (declared once in
/// `CLIMessage`'s catalogue, with its ID and hint), or a failure whose
/// details were already printed (journal diagnostics).
public enum CLIError: Error, Equatable {
    case message(CLIMessage)
    /// Already reported; exit with status 1.
    case reported

    init(_ error: ArgumentError) {
        self = .message(CLIMessage(error))
    }

    /// The message's ID; nil for an error already reported.
    public var id: CLIMessage.ID? {
        guard case .message(let message) = self else { return nil }
        return message.id
    }
}
