extension CLIError {
    /// Runs `body`, a step of writing a file, with its failure as a user
    /// error in the words `WriteError` has for it.
    static func writing<T>(_ body: () throws(WriteError) -> T) throws(CLIError) -> T {
        do {
            return try body()
        } catch {
            throw .message(CLIMessage(error))
        }
    }
}
