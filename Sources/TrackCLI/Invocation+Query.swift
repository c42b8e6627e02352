import TrackModel
import TrackReports

extension Invocation {
    /// The query from positional terms, restricted to the report period,
    /// with plain words read as `plainWords` says (see `Query.PlainWords`).
    func query(period: Period, plainWords: Query.PlainWords) throws(CLIError) -> Query {
        var query: Query
        do {
            query = try Query.parse(arguments.positionals, today: today, plainWords: plainWords)
        } catch {
            throw .invalid(error.message, hint: error.hint)
        }
        if !period.span.isUnbounded {
            query = query.isAny ? .date(period.span) : .and([query, .date(period.span)])
        }
        return query
    }

    /// `query` prepared for `journal`; a `cat:` term naming a category the
    /// journal does not have is an error.
    func filter(_ query: Query, journal: Journal) throws(CLIError) -> PostingFilter {
        do {
            return try PostingFilter(validating: query, journal: journal)
        } catch {
            throw .invalid(error.message, hint: error.hint)
        }
    }
}
