import TrackModel
import TrackReports

/// The query of a command's positional terms (`expenses not:rent
/// date:2026-11`), read before the journal and prepared for it after.
enum QueryArgument {
    /// The query of `terms`, restricted to the report period, with plain
    /// words read as `plainWords` says (see `Query.PlainWords`).
    static func query(_ terms: [String], period: Period, plainWords: Query.PlainWords = .account,
                      today: Day) throws(CLIError) -> Query {
        var query: Query
        do {
            query = try Query.parse(terms, today: today, plainWords: plainWords)
        } catch {
            throw .message(.badQuery(error))
        }
        if !period.span.isUnbounded {
            query = query.isAny ? .date(period.span) : .and([query, .date(period.span)])
        }
        return query
    }

    /// The query of the positional terms, restricted to the period that
    /// `-p`, `-b` and `-e` give: for the commands with no interval.
    static func query(_ arguments: ParsedArguments, plainWords: Query.PlainWords = .account,
                      today: Day) throws(CLIError) -> Query {
        try query(arguments.positionals, period: try PeriodOptions(arguments, today: today).period, plainWords: plainWords,
                  today: today)
    }

    /// `query` prepared for `journal`; a `cat:` term naming a category the
    /// journal does not have is an error, and so is an unknown prefix.
    static func filter(_ query: Query, journal: Journal) throws(CLIError) -> PostingFilter {
        try refuseUnknownPrefix(query, journal: journal)
        do {
            return try PostingFilter(validating: query, journal: journal)
        } catch {
            throw .message(.unknownCategoryTerm(error))
        }
    }

    /// A `word:` term that is no prefix and matches nothing is an error naming the prefixes.
    static func refuseUnknownPrefix(_ query: Query, journal: Journal) throws(CLIError) {
        if let error = PostingFilter.unknownPrefix(in: query, journal: journal) {
            throw .message(.unknownQueryPrefix(error))
        }
    }
}
