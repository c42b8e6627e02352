@testable import TrackCLI

/// A command-line error's words, its ID aside: what the tests of a
/// message's wording compare (`CLIMessageCatalogueTests` checks every ID
/// with its exact output).
struct CLIErrorWords: Equatable, CustomStringConvertible {
    var text: String
    var hint: String?

    static func message(_ text: String, hint: String?) -> CLIErrorWords {
        CLIErrorWords(text: text, hint: hint)
    }

    init(text: String, hint: String?) {
        self.text = text
        self.hint = hint
    }

    /// The words of `error`; nil for another error, or one already reported.
    init?(_ error: any Error) {
        guard case .message(let message)? = error as? CLIError else { return nil }
        self.init(text: message.text, hint: message.hint)
    }

    var description: String { text + (hint.map { "\nhint: " + $0 } ?? "") }
}

/// The words of the command-line error `body` throws; nil when it throws none.
func wordsThrown(_ body: () throws -> some Any) -> CLIErrorWords? {
    do {
        _ = try body()
        return nil
    } catch {
        return CLIErrorWords(error)
    }
}
