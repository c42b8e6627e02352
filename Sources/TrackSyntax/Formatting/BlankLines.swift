/// Where the canonical form puts blank lines between a file's items:
///
/// - exactly one after a transaction (or periodic transaction, or auto
///   posting rule), and one between a directive and a transaction after it;
/// - elsewhere one where the file has one or more, none where it has none:
///   a comment written right above a transaction stays attached to it;
/// - none at the start or the end of the file.
struct BlankLines {
    /// The kind of the last item written; nil before the first.
    private var previous: JournalLayout.Kind?
    private var pending = false

    /// A blank line of the file was read (it is not written as such).
    mutating func read() {
        pending = true
    }

    /// Whether a blank line goes before an item of this kind.
    func needed(before kind: JournalLayout.Kind) -> Bool {
        guard let previous else { return false }
        if previous.isEntry { return true }
        if kind.isEntry && previous == .directive { return true }
        return pending
    }

    mutating func wrote(_ kind: JournalLayout.Kind) {
        previous = kind
        pending = false
    }
}
