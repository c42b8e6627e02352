import TrackModel

/// Finds the journal's account a name typed on the command line means: the
/// name itself, the same name in other case, or the one account whose last
/// part it is (`Visa` for `Liabilities:Cards:Visa`). An unknown name is an
/// error naming the closest accounts, unless new accounts are allowed.
struct AccountResolver {
    /// Every account the journal names or declares, and their parents.
    let names: [String]

    init(journal: Journal) {
        names = journal.accounts.allIDs.map { journal.accounts.name($0) }
    }

    init(names: [String]) {
        self.names = names
    }

    /// The account `typed` means; `option` names where it was typed, for messages.
    func resolve(_ typed: String, option: String, allowNew: Bool) throws(CLIError) -> String {
        let name = ArgumentText.trimmed(typed)
        if names.contains(name) { return name }
        let lowered = name.lowercased()
        let sameCase = names.filter { $0.lowercased() == lowered }
        if sameCase.count == 1 { return sameCase[0] }
        if !name.contains(":") {
            let byLeaf = names.filter { $0.split(separator: ":").last.map { $0.lowercased() == lowered } ?? false }
            if byLeaf.count == 1 { return byLeaf[0] }
        }
        try Self.checkName(name, option: option)
        if allowNew { return name }
        let closest = closest(to: name)
        let hint = closest.isEmpty
            ? "the journal has no accounts yet; add --new-account to use '\(name)'"
            : CLIMessage.closest(closest) + "; or add --new-account to start '\(name)'"
        throw .message(.unknownAddAccount(name, option: option, hint: hint))
    }

    /// Up to three accounts nearest `name`: those sharing the most of its
    /// parts first, then by edit distance of the whole name or of its last
    /// part, ties in the journal's order.
    func closest(to name: String, count: Int = 3) -> [String] {
        let lowered = name.lowercased()
        let typedParts = lowered.split(separator: ":").map(String.init)
        let leaf = typedParts.last ?? lowered
        let scored = names.enumerated().map { i, candidate in
            let parts = candidate.lowercased().split(separator: ":").map(String.init)
            let shared = typedParts.filter(parts.contains).count
            let whole = Suggestion.editDistance(lowered, candidate.lowercased())
            let byLeaf = Suggestion.editDistance(leaf, parts.last ?? "") + (typedParts.count > 1 ? 2 : 0)
            return (shared: shared, distance: min(whole, byLeaf), order: i, name: candidate)
        }
        let limit = max(3, name.count / 2)
        return scored.filter { $0.distance <= limit || ($0.shared > 0 && $0.shared < typedParts.count) }
            .sorted { (-$0.shared, $0.distance, $0.order) < (-$1.shared, $1.distance, $1.order) }
            .prefix(count).map(\.name)
    }

    /// A name the journal syntax would read as something else is refused.
    static func checkName(_ name: String, option: String) throws(CLIError) {
        let parts = name.split(separator: ":", omittingEmptySubsequences: false)
        if name.isEmpty || name.contains("  ") || name.contains("\t") || name.contains(where: \.isNewline)
            || name.contains(";") || parts.contains(where: \.isEmpty) || name.first == "(" || name.first == "[" {
            throw .message(.notAnAccountName(name, option: option))
        }
    }
}
