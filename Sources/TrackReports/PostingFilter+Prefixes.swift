import TrackModel

extension PostingFilter {
    /// The first term written as `word:…` whose word is no query prefix and
    /// that matches nothing in `journal`: hledger reads such a term as an
    /// account pattern (so `assets:bank` works), and so does track, but a
    /// mistyped or unsupported prefix (`code2:42`, `payees:x`) would then
    /// give an empty report with no word of why. Nil when there is none.
    public static func unknownPrefix(in query: Query, journal: Journal) -> QueryError? {
        switch query {
        case .account(let pattern):
            return unmatched(pattern, journal: journal, descriptions: false)
        case .or(let terms) where terms.count == 2:
            // A plain word that may match the description too (`PlainWords.accountOrDescription`).
            if case .account(let pattern) = terms[0], case .description(let same) = terms[1], same.source == pattern.source {
                return unmatched(pattern, journal: journal, descriptions: true)
            }
            return terms.lazy.compactMap { unknownPrefix(in: $0, journal: journal) }.first
        case .and(let terms), .or(let terms):
            return terms.lazy.compactMap { unknownPrefix(in: $0, journal: journal) }.first
        case .not(let inner):
            return unknownPrefix(in: inner, journal: journal)
        default:
            return nil
        }
    }

    private static func unmatched(_ pattern: TextPattern, journal: Journal, descriptions: Bool) -> QueryError? {
        let source = pattern.source
        guard let colon = source.firstIndex(of: ":") else { return nil }
        let word = source[..<colon]
        // A prefix is a word of letters (`date2`): `^assets:` or `a.b:` are patterns meant as such.
        guard !word.isEmpty, word.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
        if journal.accounts.allIDs.contains(where: { pattern.matches(journal.accounts.name($0)) }) { return nil }
        if descriptions, journal.transactions.contains(where: { pattern.matches(bytes: journal.bytes($0.description)) }) {
            return nil
        }
        return QueryError(
            term: source,
            message: "'\(word):' in '\(source)' is not a query prefix, and no account matches '\(source)'",
            hint: "the prefixes are " + Query.prefixes.joined(separator: ", ")
                + "; a term such as assets:bank names accounts")
    }
}
