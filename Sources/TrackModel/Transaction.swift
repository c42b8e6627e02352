/// A dated movement of money between accounts, whose postings balance.
///
/// ```journal
/// 2026-11-02 * (1042) Corner Market | weekly shop   ; receipt:yes
///     Expenses:Essentials:Groceries      84.20 USD
///     Assets:Bank:Checking
/// ```
///
/// Text fields are ranges of the journal's `SourceStore`; read them with
/// `Journal.string(_:)`.
public struct Transaction: Sendable {
    public var date: Day
    /// The `=DATE` after the date.
    public var secondaryDate: Day?
    public var status: Status
    /// The code in parentheses, without them; empty when there is none.
    public var code: Text
    /// Everything after status and code, up to the comment: `Corner Market | weekly shop`.
    public var description: Text
    /// The comment, from its first `;` to the end of its last line, verbatim:
    /// the rest of the header line and comment lines before the first posting.
    public var comment: Text
    public var tags: [Tag]
    public var postings: PostingList
    /// The whole transaction as written, header to last line.
    public var source: Text

    public init(
        date: Day, secondaryDate: Day? = nil, status: Status = .unmarked, code: Text = .empty,
        description: Text = .empty, comment: Text = .empty, tags: [Tag] = [],
        postings: PostingList = [], source: Text = .empty
    ) {
        self.date = date
        self.secondaryDate = secondaryDate
        self.status = status
        self.code = code
        self.description = description
        self.comment = comment
        self.tags = tags
        self.postings = postings
        self.source = source
    }

    /// The start of the header line.
    public var location: SourceLocation { source.location }
}

/// A market price: `P 2026-11-03 EUR 1.08 USD` (one EUR is worth 1.08 USD).
public struct PriceDirective: Sendable {
    public var date: Day
    public var commodity: CommodityID
    public var price: Amount
    public var location: SourceLocation

    public init(date: Day, commodity: CommodityID, price: Amount, location: SourceLocation) {
        self.date = date
        self.commodity = commodity
        self.price = price
        self.location = location
    }
}

/// A rule that generates transactions: `~ monthly  budget`. Kept as written;
/// budgets and forecasts interpret its recurrence.
public struct PeriodicTransaction: Sendable {
    /// The period expression as written, for lossless formatting: `monthly from 2026-01`.
    public var period: Text
    /// When it recurs, as the parser read it from `period`. `~ monthly`
    /// has no dates: it stays relative here, and a report resolves it
    /// against its own span. (A period that cannot be read is a parse error,
    /// and the journal does not load; its rule is left unbounded, once.)
    public var recurrence: Recurrence
    public var description: Text
    public var comment: Text
    public var tags: [Tag]
    public var postings: PostingList
    public var source: Text

    public init(period: Text, recurrence: Recurrence, description: Text, comment: Text, tags: [Tag],
                postings: PostingList, source: Text) {
        self.period = period
        self.recurrence = recurrence
        self.description = description
        self.comment = comment
        self.tags = tags
        self.postings = postings
        self.source = source
    }
}

/// An auto posting rule: `= expenses:food` followed by postings to add to every
/// matching posting. Kept as written; applied only by commands that ask for it.
public struct AutoPostingRule: Sendable {
    /// The query after `=`.
    public var query: Text
    public var comment: Text
    public var postings: PostingList
    public var source: Text

    public init(query: Text, comment: Text, postings: PostingList, source: Text) {
        self.query = query
        self.comment = comment
        self.postings = postings
        self.source = source
    }
}

/// A `payee` or `tag` declaration: `payee Corner Market`.
public struct NameDeclaration: Sendable {
    public var name: Text
    public var location: SourceLocation

    public init(name: Text, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}
