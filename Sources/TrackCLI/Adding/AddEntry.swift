import TrackModel
import TrackSyntax

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

    /// The entry as a draft (`EntryText`), ending with a newline.
    var text: String {
        EntryText(header: EntryText.header(date: date, description: description),
                  comment: EntryText.Comment(sameLine: comment.isEmpty ? nil : "; " + comment),
                  postings: lines.map { EntryText.Posting(account: $0.account, amount: $0.amount ?? "") })
            .text(.draft(accountsAligned: true))
    }
}
