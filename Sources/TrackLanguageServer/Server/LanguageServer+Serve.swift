extension LanguageServer {
    /// Reads messages until `exit` or the end of input and answers each.
    /// Returns the exit status: 0 after `shutdown` then `exit`, or when
    /// the client just closes the stream; 1 for `exit` without `shutdown`.
    public mutating func serve(_ reader: inout MessageReader, _ writer: MessageWriter) -> Int32 {
        while true {
            if !reader.hasBufferedHeader {
                for message in flush() { writer.send(message) }
            }
            switch reader.next() {
            case .end:
                return 0
            case .malformed(let reason):
                writer.send(Outgoing.error(id: .null, .parseError(reason)))
            case .message(let body):
                for message in handle(body) { writer.send(message) }
                if let exitStatus { return exitStatus }
            }
        }
    }
}
