/// An `alias` directive: renames accounts as they are read.
///
/// ```journal
/// alias checking = Assets:Bank:Checking
/// alias /^(expenses?):food/ = \1:Essentials:Groceries
/// ```
///
/// A plain alias replaces a whole account name or its leading components; a
/// regular expression alias (case-insensitive, as hledger) replaces every
/// match, with `\1`… standing for captured groups.
struct AccountAlias {
    enum Pattern {
        case plain(String)
        case regex(Regex<AnyRegexOutput>, source: String)
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
                let regex = try Regex(source).ignoresCase()
                return .success(AccountAlias(pattern: .regex(regex, source: source), replacement: right))
            } catch {
                return .failure(.invalidRegex(source))
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
        case .regex(let regex, _):
            return name.replacing(regex) { match in expand(replacement, with: match) }
        }
    }

    /// `\1`… in the replacement become the captured groups.
    private func expand(_ template: String, with match: Regex<AnyRegexOutput>.Match) -> String {
        var result = ""
        var chars = template.makeIterator()
        while let c = chars.next() {
            guard c == "\\" else {
                result.append(c)
                continue
            }
            guard let next = chars.next() else {
                result.append(c)
                break
            }
            if let digit = next.wholeNumberValue, digit < match.output.count {
                if let sub = match.output[digit].substring { result += sub }
            } else {
                result.append(next)
            }
        }
        return result
    }
}

enum AliasError: Error, Equatable {
    case missingEquals
    case invalidRegex(String)
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
