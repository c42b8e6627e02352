import TrackModel
import TrackReports

/// What the household reports (`report monthly`, `categories`,
/// `required-income`) read from the command line before their own options:
/// the period (`-p`, `-b`, `-e`, and `date:` terms, as hledger takes them)
/// and the query of the other terms. A plain word matches the account name
/// or the description (`report monthly coffee`), as in a register: these
/// reports sum transactions, and a household asks about payees more often
/// than about account names.
///
/// The dates are taken out of the query and handed to the report as its
/// span, because a report's figures are not all inside it: a closing
/// balance counts every posting before the period ends.
struct ReportSelection {
    /// The period options; an interval from `-p` (`monthly in 2026`) is in `period.interval`.
    var period: Period
    /// The span asked for: `-p`/`-b`/`-e` and `date:` terms together; a side left open is unbounded.
    var span: DateSpan
    /// The query without its top-level `date:` terms.
    var query: Query

    /// `plainWords`: `.account` for the reports that compare with hledger's
    /// `balance` (`budget`), where a plain word is an account pattern.
    init(_ arguments: ParsedArguments, terms: [String], today: Day,
         plainWords: Query.PlainWords = .accountOrDescription) throws(CLIError) {
        period = try PeriodOptions(arguments, today: today).period
        var parsed: Query
        do {
            parsed = try Query.parse(terms, today: today, plainWords: plainWords)
        } catch {
            throw .message(.badQuery(error))
        }
        var dates = DateSpan.unbounded
        (parsed, dates) = ReportSelection.takingDates(from: parsed)
        query = parsed
        span = period.span.intersection(dates)
    }

    /// The query for `journal`; a `cat:` naming no category of it is an error.
    func filter(_ journal: Journal) throws(CLIError) -> PostingFilter {
        try QueryArgument.filter(query, journal: journal)
    }

    /// The query without its top-level `date:` terms, and their intersection.
    static func takingDates(from query: Query) -> (Query, DateSpan) {
        switch query {
        case .date(let span):
            return (.any, span)
        case .and(let terms):
            var span = DateSpan.unbounded
            var rest: [Query] = []
            for term in terms {
                if case .date(let s) = term { span = span.intersection(s) } else { rest.append(term) }
            }
            return (rest.isEmpty ? .any : (rest.count == 1 ? rest[0] : .and(rest)), span)
        default:
            return (query, .unbounded)
        }
    }

    /// Whether `-p`, `-b`, `-e` or a `date:` term gave any date.
    var hasDates: Bool { !span.isUnbounded }
}
