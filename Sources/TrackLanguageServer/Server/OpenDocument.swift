/// A document the editor has open: its text as the editor holds it, which
/// is what the server reads instead of the file on disk.
struct OpenDocument: Sendable {
    let uri: String
    /// The path the journal reader knows it by: the file's canonical path,
    /// or the URI itself for a document that is not a file.
    let key: String
    var version: Int
    var text: [UInt8]

    /// Applies `textDocument/didChange` content changes in order: a change
    /// with a range replaces that range (incremental sync), one without
    /// replaces the whole text (full sync).
    mutating func apply(_ changes: [JSON]) throws(RPCError) {
        for change in changes {
            guard let newText = change["text"]?.string else { throw .invalidParams("a content change has no text") }
            if let range = change["range"] {
                guard let start = Position(range["start"]), let end = Position(range["end"]) else {
                    throw .invalidParams("a content change has a bad range")
                }
                let a = LineIndex.offset(of: start, in: text), b = LineIndex.offset(of: end, in: text)
                let offsets = min(a, b)..<max(a, b)
                text.replaceSubrange(offsets, with: Array(newText.utf8))
            } else {
                text = Array(newText.utf8)
            }
        }
    }
}
