import TrackModel

/// The transaction one CSV record becomes, before it joins a journal: its
/// text as strings and its amounts as read from the record.
///
/// ```csv
/// 2026-11-02,Corner Market,-84.20
/// ```
///
/// with `account1 assets:bank` is dated 2026-11-02, described `Corner
/// Market`, with postings `assets:bank  -84.20` and `income:unknown  84.20`.
public struct CSVEntry: Sendable {
    /// The record's place among the file's records (from 0).
    public var recordIndex: Int
    /// The record in the CSV file.
    public var range: Range<SourceLocation>
    public var date: Day
    public var date2: Day?
    public var status: Status
    public var code: String
    public var description: String
    /// The comment without `;`, its lines joined by `\n`.
    public var comment: String
    public var postings: [CSVEntryPosting]

    /// The posting whose amount identifies the record: the first with an
    /// amount, else the first with a balance.
    var identifyingPosting: CSVEntryPosting? {
        postings.first { $0.amount != nil } ?? postings.first { $0.balance != nil }
    }
}

/// One posting of a `CSVEntry`.
public struct CSVEntryPosting: Sendable {
    /// The account name, without the brackets of a virtual posting.
    public var account: String
    public var kind: Posting.Kind
    /// nil when the posting leaves its amount to be inferred.
    var amount: CSVAmount?
    /// A `balanceN` value: the balance assertion (or assignment, with no amount).
    var balance: CSVAmount?
    /// The comment without `;`, its lines joined by `\n`.
    public var comment: String

    /// The amount as plain text, for tests and messages: `-84.20 $`, or nil.
    public var amountText: String? {
        amount.map { $0.quantity.description + ($0.symbol.isEmpty ? "" : " " + $0.symbol) }
    }
}
