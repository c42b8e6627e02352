import TrackModel

/// A `Query` prepared for one journal: account patterns and categories are
/// tested once per account, not once per posting, so filtering a million
/// postings costs a table lookup each.
public struct PostingFilter: Sendable {
    private let query: Query
    let journal: Journal
    /// For each account pattern or category in the query (in walk order), which accounts match.
    private let accountMatches: [[Bool]]
    /// Whether matching reads the journal's text: descriptions, codes, tags (`FilterReading`).
    public let readsText: Bool

    /// A category the journal does not have matches no posting; see
    /// `init(validating:journal:)` to report it instead.
    public init(_ query: Query, journal: Journal) {
        self.query = query
        self.journal = journal
        var tables: [[Bool]] = []
        var categories: Categories?
        PostingFilter.collectAccountTerms(query) { term in
            switch term {
            case .account(let pattern):
                tables.append(journal.accounts.allIDs.map { pattern.matches(journal.accounts.name($0)) })
            case .category(let name):
                if categories == nil { categories = Categories(journal: journal) }
                let wanted = name.lowercased()
                tables.append(journal.accounts.allIDs.map { categories!.category(of: $0)?.name.lowercased() == wanted })
            default:
                break
            }
        }
        accountMatches = tables
        readsText = PostingFilter.readsText(query)
    }

    private static func readsText(_ query: Query) -> Bool {
        switch query {
        case .description, .payee, .note, .code, .tag: true
        case .not(let q): readsText(q)
        case .and(let qs), .or(let qs): qs.contains(where: readsText)
        case .any, .account, .category, .date, .status, .amount, .commodity, .secondaryDate, .real, .depth: false
        }
    }

    /// As `init(_:journal:)`, but a `cat:` term naming a category the
    /// journal does not have is an error whose hint names the closest one.
    public init(validating query: Query, journal: Journal) throws(QueryError) {
        let names = query.categoryNames
        if !names.isEmpty {
            let distinct = Categories(journal: journal).names()
            for name in names where !distinct.contains(where: { $0.lowercased() == name.lowercased() }) {
                throw PostingFilter.unknownCategory(name, among: distinct)
            }
        }
        self.init(query, journal: journal)
    }

    static func unknownCategory(_ name: String, among known: [String]) -> QueryError {
        let hint: String
        if let suggestion = Suggestion.closest(to: name, among: known) {
            hint = "did you mean 'cat:\(suggestion)'?"
        } else if known.isEmpty {
            hint = "this journal has no categories: they are the accounts just below Expenses and Income, or an account directive's category: tag"
        } else {
            hint = "the journal's categories are " + known.joined(separator: ", ")
        }
        return QueryError(term: "cat:" + name, message: "unknown category '\(name)'", hint: hint)
    }

    public var isAny: Bool { query.isAny }

    /// Whether posting `posting` of `transaction` matches.
    public func matches(_ transaction: Transaction, _ posting: Posting) -> Bool {
        var next = 0
        return evaluate(query, transaction, posting, &next, transactionDate: false)
    }

    /// Whether any posting of `transaction` matches, with `date:` testing the
    /// transaction's own date (hledger's `print` semantics).
    public func matches(_ transaction: Transaction) -> Bool {
        if isAny { return true }
        return transaction.postings.contains { posting in
            var next = 0
            return evaluate(query, transaction, posting, &next, transactionDate: true)
        }
    }

    private static func collectAccountTerms(_ query: Query, _ visit: (Query) -> Void) {
        switch query {
        case .account, .category: visit(query)
        case .not(let q): collectAccountTerms(q, visit)
        case .and(let qs), .or(let qs): for q in qs { collectAccountTerms(q, visit) }
        default: break
        }
    }

    /// Walks the query in the same order as `collectAccountTerms`, so the
    /// n-th account pattern or category uses the n-th table.
    private func evaluate(_ query: Query, _ t: Transaction, _ p: Posting, _ next: inout Int, transactionDate: Bool) -> Bool {
        switch query {
        case .any:
            return true
        case .account, .category:
            let table = accountMatches[next]
            next += 1
            return table[p.account.index]
        case .description(let pattern):
            return pattern.matches(bytes: journal.bytes(t.description))
        case .payee(let pattern):
            return pattern.matches(bytes: DescriptionParts.payee(journal.bytes(t.description)))
        case .note(let pattern):
            return pattern.matches(bytes: DescriptionParts.note(journal.bytes(t.description)))
        case .date(let span):
            return span.contains(transactionDate ? t.date : journal.date(of: p, in: t))
        case .status(let status):
            return (p.status == .unmarked ? t.status : p.status) == status
        case .tag(let name, let value):
            return hasTag(name, value, journal.postingDetails.tags(of: p)) || hasTag(name, value, t.tags)
        case .amount(let test):
            return p.hasAmount && test.holds(for: p.amount.quantity)
        case .commodity(let pattern):
            return pattern.matchesWhole(journal.commodities.symbol(p.amount.commodity))
        case .code(let pattern):
            return pattern.matches(bytes: journal.bytes(t.code))
        case .secondaryDate(let span):
            let own = transactionDate ? nil : journal.postingDetails[p].secondaryDate
            return span.contains(own ?? t.secondaryDate ?? (transactionDate ? t.date : journal.date(of: p, in: t)))
        case .real(let real):
            return (p.kind == .real) == real
        case .depth:
            return true
        case .not(let inner):
            return !evaluate(inner, t, p, &next, transactionDate: transactionDate)
        case .and(let terms):
            var result = true
            for term in terms where !evaluate(term, t, p, &next, transactionDate: transactionDate) { result = false }
            return result
        case .or(let terms):
            var result = false
            for term in terms where evaluate(term, t, p, &next, transactionDate: transactionDate) { result = true }
            return result
        }
    }

    private func hasTag(_ name: TextPattern, _ value: TextPattern?, _ tags: [Tag]) -> Bool {
        tags.contains { tag in
            name.matchesWhole(journal.string(tag.name))
                && (value.map { $0.matches(bytes: journal.bytes(tag.value)) } ?? true)
        }
    }
}

/// A description's two parts, `payee | note`; with no `|` both are the whole.
public enum DescriptionParts {
    @inlinable
    public static func payee<Bytes: BidirectionalCollection>(_ bytes: Bytes) -> Bytes
    where Bytes.Element == UInt8, Bytes.SubSequence == Bytes {
        guard let bar = bytes.firstIndex(of: UInt8(ascii: "|")) else { return bytes }
        return trim(bytes[..<bar])
    }

    @inlinable
    public static func note<Bytes: BidirectionalCollection>(_ bytes: Bytes) -> Bytes
    where Bytes.Element == UInt8, Bytes.SubSequence == Bytes {
        guard let bar = bytes.firstIndex(of: UInt8(ascii: "|")) else { return bytes }
        return trim(bytes[bytes.index(after: bar)...])
    }

    @inlinable
    static func trim<Bytes: BidirectionalCollection>(_ s: Bytes) -> Bytes
    where Bytes.Element == UInt8, Bytes.SubSequence == Bytes {
        var a = s.startIndex, b = s.endIndex
        while a < b && (s[a] == 0x20 || s[a] == 0x09) { s.formIndex(after: &a) }
        while b > a && (s[s.index(before: b)] == 0x20 || s[s.index(before: b)] == 0x09) { s.formIndex(before: &b) }
        return s[a..<b]
    }
}
