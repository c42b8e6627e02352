import TrackModel

/// Which postings a report looks at, from query terms as hledger writes them:
/// `acct:expenses`, `desc:coffee`, `payee:`, `note:`, `date:2026-11`,
/// `status:*`, `tag:receipt`, `tag:trip=tokyo`, `amt:>50`, `cur:USD`,
/// `code:42`, `date2:2026-02`, `real:1`, `depth:2`, `cat:leisure`,
/// `not:TERM`; a term with no prefix is a plain word (see `PlainWords`).
/// A `word:` term whose word is no prefix is an account pattern, as in
/// hledger (`assets:bank`); one that matches no account is an error naming
/// the prefixes (`PostingFilter(validating:journal:)`), never an empty report.
///
/// Terms combine as hledger 1.25 combines them: account terms (plain words
/// included) are alternatives, and so are description terms, status terms
/// and category terms; those groups and every other term (`payee:`,
/// `note:`, `date:`, `tag:`, `amt:`, `cur:`, each `not:`) must all hold.
public indirect enum Query: Sendable {
    case any
    case account(TextPattern)
    case description(TextPattern)
    case payee(TextPattern)
    case note(TextPattern)
    case date(DateSpan)
    case status(Status)
    case tag(name: TextPattern, value: TextPattern?)
    case amount(AmountTest)
    case commodity(TextPattern)
    /// `code:42`: the transaction's code.
    case code(TextPattern)
    /// `date2:2026-02`: the secondary date (the posting's, else the
    /// transaction's, else the primary date), as hledger.
    case secondaryDate(DateSpan)
    /// `real:1` (or `real:`): real postings; `real:0`: virtual ones.
    case real(Bool)
    /// `depth:2`: matches every posting; reports show accounts to this
    /// depth (`depthLimit`), as `--depth` does.
    case depth(Int)
    /// `cat:leisure`: postings to an account in this category (`Categories`),
    /// by name, ignoring case.
    case category(String)
    case not(Query)
    case and([Query])
    case or([Query])

    /// `amt:` tests: against the magnitude unless the number has a sign.
    public struct AmountTest: Sendable {
        public enum Comparison: Sendable { case equal, less, lessOrEqual, greater, greaterOrEqual }
        public var comparison: Comparison
        public var value: Quantity
        public var signed: Bool

        public func holds(for quantity: Quantity) -> Bool {
            let q = signed ? quantity : (quantity.magnitude ?? quantity)
            switch comparison {
            case .equal: return q == value
            case .less: return q < value
            case .lessOrEqual: return q <= value
            case .greater: return q > value
            case .greaterOrEqual: return q >= value
            }
        }
    }

    /// The date span the query restricts to (the intersection of its
    /// top-level `date:` terms), for reports that need their period.
    public var dateSpan: DateSpan {
        switch self {
        case .date(let span): return span
        case .and(let terms):
            return terms.reduce(DateSpan.unbounded) { $0.intersection($1.dateSpan) }
        default: return .unbounded
        }
    }

    /// The query without its top-level `date:` terms, for reports that
    /// apply the period through their columns (`dateSpan`), so that
    /// historical balances still count what came before it.
    public var withoutDates: Query {
        switch self {
        case .date: return .any
        case .and(let terms):
            let rest = terms.filter { if case .date = $0 { return false } else { return true } }
            return rest.isEmpty ? .any : rest.count == 1 ? rest[0] : .and(rest)
        default: return self
        }
    }

    public var isAny: Bool {
        if case .any = self { return true }
        return false
    }

    /// The query prefixes track knows, for messages.
    public static let prefixes = ["acct:", "amt:", "cat:", "code:", "cur:", "date:", "date2:", "depth:", "desc:", "not:",
                                  "note:", "payee:", "real:", "status:", "tag:"]

    /// The smallest `depth:` of the top-level terms, nil when there is none.
    public var depthLimit: Int? {
        switch self {
        case .depth(let n): return n
        case .and(let terms): return terms.compactMap(\.depthLimit).min()
        default: return nil
        }
    }
}

extension Query {
    /// What a term with no prefix matches. hledger reads it as an account
    /// pattern, which suits reports of balances; commands that list
    /// transactions let it match the description too, so `track register
    /// coffee` finds the coffee bought with a card.
    public enum PlainWords: Sendable {
        /// `food` is `acct:food` (balance, accounts, income-statement, balance-sheet).
        case account
        /// `food` matches when the account name or the description contains it
        /// (register, print).
        case accountOrDescription
    }

    /// Parses command-line query terms, one per argument.
    public static func parse(_ terms: [String], today: Day, plainWords: PlainWords = .account) throws(QueryError) -> Query {
        var groups: [String: [Query]] = [:]
        var order: [String] = []
        var others: [Query] = []
        for term in terms where !term.isEmpty {
            let (kind, query) = try parseTerm(term, today: today, plainWords: plainWords)
            if let kind {
                if groups[kind] == nil { order.append(kind) }
                groups[kind, default: []].append(query)
            } else {
                others.append(query)
            }
        }
        var parts = order.map { kind -> Query in
            let alternatives = groups[kind]!
            return alternatives.count == 1 ? alternatives[0] : .or(alternatives)
        }
        parts += others
        switch parts.count {
        case 0: return .any
        case 1: return parts[0]
        default: return .and(parts)
        }
    }

    /// One term, and the group of alternatives it joins (nil: it must hold on its own).
    private static func parseTerm(_ term: String, today: Day, plainWords: PlainWords) throws(QueryError) -> (String?, Query) {
        if term.hasPrefix("not:") {
            let inner = String(term.dropFirst(4))
            guard !inner.isEmpty else {
                throw QueryError(term: term, message: "'not:' needs a term to exclude", hint: "write it as not:TERM, such as not:rent or not:desc:salary")
            }
            let (_, query) = try parseTerm(inner, today: today, plainWords: plainWords)
            return (nil, .not(query))
        }
        guard let colon = term.firstIndex(of: ":") else {
            return try plainWord(term, plainWords)
        }
        let prefix = String(term[..<colon])
        let value = String(term[term.index(after: colon)...])
        switch prefix {
        case "acct": return ("acct", .account(try pattern(value, in: term)))
        case "desc": return ("desc", .description(try pattern(value, in: term)))
        case "payee": return (nil, .payee(try pattern(value, in: term)))
        case "note": return (nil, .note(try pattern(value, in: term)))
        case "cur": return (nil, .commodity(try pattern(value, in: term)))
        case "cat":
            guard !value.isEmpty else {
                throw QueryError(term: term, message: "'cat:' needs a category name", hint: "write it as cat:NAME, such as cat:leisure")
            }
            return ("cat", .category(value))
        case "date":
            return (nil, .date(try span(value, in: term, today: today)))
        case "status":
            switch value {
            case "*": return ("status", .status(.cleared))
            case "!": return ("status", .status(.pending))
            case "": return ("status", .status(.unmarked))
            default:
                throw QueryError(term: term, message: "'\(value)' is not a status",
                                 hint: "use status:* (cleared), status:! (pending) or status: (unmarked)")
            }
        case "tag":
            guard !value.isEmpty else {
                throw QueryError(term: term, message: "'tag:' needs a tag name", hint: "write it as tag:NAME or tag:NAME=VALUE, such as tag:trip=lisbon")
            }
            if let equals = value.firstIndex(of: "=") {
                return (nil, .tag(name: try pattern(String(value[..<equals]), in: term),
                                  value: try pattern(String(value[value.index(after: equals)...]), in: term)))
            }
            return (nil, .tag(name: try pattern(value, in: term), value: nil))
        case "amt":
            return (nil, .amount(try parseAmountTest(value, term: term)))
        case "code": return ("code", .code(try pattern(value, in: term)))
        case "date2":
            return (nil, .secondaryDate(try span(value, in: term, today: today)))
        case "real":
            switch value.lowercased() {
            case "", "1", "y", "yes", "t", "true": return (nil, .real(true))
            case "0", "n", "no", "f", "false": return (nil, .real(false))
            default:
                throw QueryError(term: term, message: "'\(value)' in '\(term)' is not yes or no",
                                 hint: "use real:1 (real postings) or real:0 (virtual ones)")
            }
        case "depth":
            guard let n = Int(value), n >= 1 else {
                throw QueryError(term: term, message: "'\(value)' in '\(term)' is not a depth",
                                 hint: "write it as depth:N, such as depth:2")
            }
            return (nil, .depth(n))
        default:
            // `assets:bank` is an account pattern, not an unknown prefix.
            return try plainWord(term, plainWords)
        }
    }

    /// The span of a `date:` or `date2:` value.
    private static func span(_ value: String, in term: String, today: Day) throws(QueryError) -> DateSpan {
        let period: Period
        do {
            period = try PeriodExpression.parse(value, today: today)
        } catch {
            throw QueryError(term: term, message: "'\(value)' in '\(term)' is not a period: \(error.message)", hint: error.hint)
        }
        guard period.interval == nil else {
            throw QueryError(term: term, message: "'\(term)' has an interval, which a query cannot use",
                             hint: "give the interval as an option, such as -M or -p 'monthly in 2026'")
        }
        return period.span
    }

    /// `text` as a pattern; an error names the whole `term` it came from.
    private static func pattern(_ text: String, in term: String) throws(QueryError) -> TextPattern {
        do {
            return try TextPattern(text)
        } catch {
            throw QueryError(term: term, message: error.message, hint: error.hint)
        }
    }

    private static func plainWord(_ term: String, _ plainWords: PlainWords) throws(QueryError) -> (String?, Query) {
        let pattern = try pattern(term, in: term)
        switch plainWords {
        case .account: return ("acct", .account(pattern))
        case .accountOrDescription: return ("plain", .or([.account(pattern), .description(pattern)]))
        }
    }

    private static func parseAmountTest(_ text: String, term: String) throws(QueryError) -> AmountTest {
        var rest = Substring(text)
        var comparison = AmountTest.Comparison.equal
        for (symbol, c) in [("<=", AmountTest.Comparison.lessOrEqual), (">=", .greaterOrEqual), ("<", .less),
                            (">", .greater), ("=", .equal)] where rest.hasPrefix(symbol) {
            comparison = c
            rest = rest.dropFirst(symbol.count)
            break
        }
        guard let value = Quantity(rest) else {
            throw QueryError(term: term, message: "'\(text)' in '\(term)' is not an amount comparison",
                             hint: "write amt:12.50, amt:>50, amt:<=-10 (a sign compares signed amounts)")
        }
        let signed = rest.hasPrefix("-") || rest.hasPrefix("+")
        return AmountTest(comparison: comparison, value: value, signed: signed)
    }

    /// The category names `cat:` terms ask for, in order.
    public var categoryNames: [String] {
        switch self {
        case .category(let name): return [name]
        case .not(let q): return q.categoryNames
        case .and(let qs), .or(let qs): return qs.flatMap(\.categoryNames)
        default: return []
        }
    }
}
