/// One error message of the command line: its ID, its words and its hint.
///
/// Every message is a static member of `CLIMessage` named as its ID, in
/// the `CLIMessage+*.swift` files by area, so that its wording is declared
/// once whatever raises it; `CLIMessageCatalogueTests` holds a reproducer
/// for every ID. Errors of the journal and CSV files are diagnostics, with
/// their own IDs (`DiagnosticID`).
public struct CLIMessage: Equatable, Sendable {
    public let id: ID
    public let text: String
    public let hint: String?

    init(_ id: ID, _ text: String, hint: String?) {
        self.id = id
        self.text = text
        self.hint = hint
    }

    /// A command line the parser could not read, in `ArgumentError`'s words.
    init(_ error: ArgumentError) {
        let id: ID = switch error {
        case .unknownOption: .unknownOption
        case .missingValue: .missingValue
        case .unexpectedValue: .unexpectedValue
        case .invalidValue: .invalidValue
        case .unknownCommand: .unknownCommand
        case .unexpectedArgument: .unexpectedArgument
        }
        self.init(id, error.message, hint: error.hint)
    }
}
