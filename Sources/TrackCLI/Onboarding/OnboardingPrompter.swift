/// Asks `track init`'s questions on a terminal: each shows its default in
/// brackets, Enter (or the end of input) takes it, and a bad answer is
/// explained and asked again, a few times, before `track init` gives up.
struct OnboardingPrompter {
    /// The next line typed, without its line ending; nil at the end of input.
    let readLine: () -> String?
    /// Writes a question (to standard error, so that the output stays clean).
    let write: (String) -> Void

    static let attempts = 3

    /// Asks `question` until `read` takes the answer; an empty answer or
    /// the end of input gives `defaultAnswer` to `read`.
    func ask<Value>(_ question: String, defaultAnswer: String,
                    _ read: (String) throws(CLIError) -> Value) throws(CLIError) -> Value {
        var attempt = 1
        while true {
            write(defaultAnswer.isEmpty ? "\(question): " : "\(question) [\(defaultAnswer)]: ")
            guard let line = readLine() else {
                write("\n")
                return try read(defaultAnswer)
            }
            let answer = ArgumentText.trimmed(line)
            do {
                return try read(answer.isEmpty ? defaultAnswer : answer)
            } catch {
                guard attempt < Self.attempts, case .message(let message) = error else { throw error }
                write("  \(message.text)\n" + (message.hint.map { "  hint: \($0)\n" } ?? ""))
                attempt += 1
            }
        }
    }
}
