import TrackModel

/// Which postings a report looks at, from query terms as hledger writes them:
/// `acct:expenses`, `desc:coffee`, `payee:`, `note:`, `date:2026-11`,
/// `status:*`, `tag:receipt`, `tag:trip=tokyo`, `amt:>50`, `cur:USD`,
/// `not:TERM`; a term with no prefix is an account pattern.
///
/// Terms combine as hledger combines them: terms of the same kind (account,
/// description, status…) are alternatives; different kinds must all hold;
/// each `not:` term must hold on its own.
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

    public var isAny: Bool {
        if case .any = self { return true }
        return false
    }
}

extension Query {
    /// Parses command-line query terms, one per argument.
    public static func parse(_ terms: [String], today: Day) throws(QueryError) -> Query {
        var groups: [String: [Query]] = [:]
        var order: [String] = []
        var others: [Query] = []
        for term in terms where !term.isEmpty {
            let (kind, query) = try parseTerm(term, today: today)
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

    /// One term, and the group it is an alternative within (nil: must hold alone).
    private static func parseTerm(_ term: String, today: Day) throws(QueryError) -> (String?, Query) {
        if term.hasPrefix("not:") {
            let (_, inner) = try parseTerm(String(term.dropFirst(4)), today: today)
            return (nil, .not(inner))
        }
        guard let colon = term.firstIndex(of: ":") else {
            return ("acct", .account(try TextPattern(term)))
        }
        let prefix = String(term[..<colon])
        let value = String(term[term.index(after: colon)...])
        switch prefix {
        case "acct": return ("acct", .account(try TextPattern(value)))
        case "desc": return ("desc", .description(try TextPattern(value)))
        case "payee": return ("payee", .payee(try TextPattern(value)))
        case "note": return ("note", .note(try TextPattern(value)))
        case "cur": return ("cur", .commodity(try TextPattern(value)))
        case "date":
            do {
                return (nil, .date(try PeriodExpression.parse(value, today: today).span))
            } catch {
                throw QueryError(term: term, message: "'\(value)' in '\(term)' is not a date or period", hint: error.hint)
            }
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
            if let equals = value.firstIndex(of: "=") {
                return (nil, .tag(name: try TextPattern(String(value[..<equals])),
                                  value: try TextPattern(String(value[value.index(after: equals)...]))))
            }
            return (nil, .tag(name: try TextPattern(value), value: nil))
        case "amt":
            return (nil, .amount(try parseAmountTest(value, term: term)))
        default:
            // `assets:bank` is an account pattern, not an unknown prefix.
            return ("acct", .account(try TextPattern(term)))
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
            throw QueryError(term: term, message: "'\(text)' is not an amount comparison",
                             hint: "write amt:12.50, amt:>50, amt:<=-10 (a sign compares signed amounts)")
        }
        let signed = rest.hasPrefix("-") || rest.hasPrefix("+")
        return AmountTest(comparison: comparison, value: value, signed: signed)
    }
}
