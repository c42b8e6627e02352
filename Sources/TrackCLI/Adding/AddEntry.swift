import TrackModel

/// The transaction `track add` writes, with its accounts and amounts
/// decided, as journal text (`print` layout; the caller puts it in
/// canonical form).
struct AddEntry: Equatable {
    struct Line: Equatable {
        var account: String
        /// The amount as the journal writes it (`$12.50`), or nil to leave it to inference.
        var amount: String?
    }

    var date: Day
    var description: String
    /// The note and the tags, for the comment after the description.
    var comment: String
    var lines: [Line]
    /// The accounts whose new balance `track add` shows: the account paid from or into.
    var balanceAccounts: [String]

    /// The entry, ending with a newline.
    var text: String {
        var header = date.description + " " + description
        if !comment.isEmpty { header += "  ; " + comment }
        let width = lines.map(\.account.count).max() ?? 0
        let body = lines.map { line in
            guard let amount = line.amount else { return "    " + line.account }
            return "    " + line.account + String(repeating: " ", count: width - line.account.count + 2) + amount
        }
        return ([header] + body).joined(separator: "\n") + "\n"
    }
}
