import TrackModel

/// An `alias` directive: renames accounts as they are read.
///
/// ```journal
/// alias checking = Assets:Bank:Checking
/// alias /^(expenses?):food/ = \1:Essentials:Groceries
/// ```
///
/// A plain alias replaces a whole account name or its leading components; a
/// regular expression alias (case-insensitive, as hledger) replaces every
/// match, with `\1`… standing for captured groups. Regular expressions
/// match in linear time (`RegexPattern`), so no alias can hang a reader.
struct AccountAlias: Sendable {
    enum Pattern: Sendable {
        case plain(String)
        case regex(RegexPattern)
    }

    let pattern: Pattern
    let replacement: String

    /// Reads the text after `alias`: `OLD = NEW` or `/REGEX/ = NEW`.
    /// Returns nil with a reason when it is malformed.
    static func parse(_ text: String) -> Result<AccountAlias, AliasError> {
        guard let equals = equalsIndex(in: text) else { return .failure(.missingEquals) }
        let left = text[..<equals].trimmingSpaces()
        let right = String(text[text.index(after: equals)...].trimmingSpaces())
        guard !left.isEmpty else { return .failure(.missingEquals) }
        if left.hasPrefix("/") && left.hasSuffix("/") && left.count >= 2 {
            let source = String(left.dropFirst().dropLast())
            do {
                return .success(AccountAlias(pattern: .regex(try RegexPattern(source)), replacement: right))
            } catch {
                switch error {
                case .invalid:
                    return .failure(.invalidRegex(source))
                case .tooLarge(let limit):
                    return .failure(.regexTooLarge(source, limit: limit))
                }
            }
        }
        return .success(AccountAlias(pattern: .plain(String(left)), replacement: right))
    }

    /// The `=` that separates the two sides: for a regex, the first after its closing `/`.
    private static func equalsIndex(in text: String) -> String.Index? {
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix("/"), let close = trimmed.dropFirst().lastIndex(of: "/") {
            return trimmed[close...].firstIndex(of: "=")
        }
        return text.firstIndex(of: "=")
    }

    func apply(to name: String) -> String {
        switch pattern {
        case .plain(let old):
            if name == old { return replacement }
            if name.hasPrefix(old + ":") { return replacement + name.dropFirst(old.count) }
            return name
        case .regex(let regex):
            return regex.replacingMatches(in: name, with: replacement)
        }
    }
}

enum AliasError: Error, Equatable {
    case missingEquals
    case invalidRegex(String)
    case regexTooLarge(String, limit: Int)
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    func trimmingSpaces() -> SubSequence {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }) else { return self[endIndex...] }
        let end = lastIndex(where: { !isSpace($0) })!
        return self[start...end]
    }
}
