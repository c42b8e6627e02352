/// The stable name of one diagnostic message, for editors, scripts
/// (`track check --errors json` prints it as "id") and tests.
///
/// One ID names one message with its hint; the message may fill in what the
/// input holds (the text, a count, the reason a date does not exist, a
/// suggestion), but two fixed wordings are two IDs. IDs are scoped by domain,
/// one enum each, and spelled as the case's name in kebab case
/// (`unbalancedTransaction` is `unbalanced-transaction`), so that a name and
/// its ID cannot drift apart.
public enum DiagnosticID: Hashable, Sendable, CaseIterable {
    /// Reading a journal: its files, lines, directives and transactions.
    case journal(Journal)
    /// Importing CSV: the rules file, the CSV file and each record.
    case csv(CSV)
    /// Savings plans' tags on `account` directives.
    case plan(Plan)

    public static var allCases: [DiagnosticID] {
        Journal.allCases.map(DiagnosticID.journal) + CSV.allCases.map(DiagnosticID.csv) + Plan.allCases.map(DiagnosticID.plan)
    }

    /// The ID as users see it: `unbalanced-transaction`, `rules-unknown`.
    public var rawValue: String {
        switch self {
        case .journal(let id): Self.kebabCase(String(describing: id))
        case .csv(let id): Self.kebabCase(String(describing: id))
        case .plan(let id): Self.kebabCase(String(describing: id))
        }
    }

    /// `csvUnclosedQuote` → `csv-unclosed-quote`.
    static func kebabCase(_ name: String) -> String {
        var out = ""
        for character in name {
            if character.isUppercase {
                out += "-" + character.lowercased()
            } else {
                out.append(character)
            }
        }
        return out
    }
}
