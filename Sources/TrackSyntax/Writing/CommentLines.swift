import TrackModel

/// A comment's lines as the writers of entries show them: each from its
/// first character that is not a space or a tab, without trailing spaces,
/// tabs or carriage returns (`print` writes them so); `withoutMarks`, also
/// without the `;` that starts it and one space after it (`export`'s
/// `CommentText`).
///
/// The lines are byte ranges of the journal when the comment is plain ASCII
/// with LF line ends, the usual case; any other comment is split as a
/// `String` (by `Character`, so that a mark combining with a space or a
/// CRLF line end reads as it always did).
public struct CommentLines {
    private let bytes: SourceBytes

    public init(_ comment: Text, in journal: Journal) {
        bytes = journal.bytes(comment)
    }

    /// Calls `body` with each line's bytes, in order.
    public func forEach(withoutMarks: Bool = false, _ body: (UnsafeRawBufferPointer) -> Void) {
        guard !bytes.isEmpty else { return }
        let plain = bytes.withUnsafeBytes { ByteBlock.isASCII($0) && !$0.contains(UInt8(ascii: "\r")) }
        guard plain else {
            for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
                var rest = line.drop { $0 == " " || $0 == "\t" }
                if withoutMarks {
                    if rest.first == ";" { rest = rest.dropFirst() }
                    if rest.first == " " { rest = rest.dropFirst() }
                }
                var text = EntryText.trimmingTrailingSpaces(String(rest))
                text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
            }
            return
        }
        bytes.withUnsafeBytes { raw in
            var start = 0
            while true {
                var end = start
                while end < raw.count && raw[end] != UInt8(ascii: "\n") { end += 1 }
                var first = start
                while first < end && (raw[first] == UInt8(ascii: " ") || raw[first] == UInt8(ascii: "\t")) { first += 1 }
                if withoutMarks && first < end && raw[first] == UInt8(ascii: ";") { first += 1 }
                if withoutMarks && first < end && raw[first] == UInt8(ascii: " ") { first += 1 }
                var last = end
                while last > first && (raw[last - 1] == UInt8(ascii: " ") || raw[last - 1] == UInt8(ascii: "\t")) { last -= 1 }
                body(UnsafeRawBufferPointer(rebasing: raw[first..<last]))
                guard end < raw.count else { return }
                start = end + 1
            }
        }
    }
}
