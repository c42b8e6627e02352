/// A command line and what it does, shown in `--help` and the manual page.
public struct CommandExample: Sendable, Equatable {
    /// As typed, starting with `track`.
    public let command: String
    /// One sentence saying what it does.
    public let meaning: String

    public init(_ command: String, _ meaning: String) {
        self.command = command
        self.meaning = meaning
    }
}
