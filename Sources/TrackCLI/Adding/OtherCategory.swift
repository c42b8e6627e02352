import TrackModel

/// The journal's own "other" category, where `add` books an expense or an
/// income with no category and `reconcile --adjust` books a difference: an
/// account just below the top expense (or income) account whose name means
/// "other" in the journal's language, else one named so in the script the
/// top account is written in (`Expenses:Other`, `支出:其他`).
enum OtherCategory {
    /// Names meaning "other" that journals use for the catch-all category.
    static let names: Set<String> = ["other", "others", "misc", "miscellaneous", "其他", "其它", "雜項", "杂项", "その他",
                                     "기타", "otros", "otro", "autres", "divers", "sonstiges", "altro", "outros"]

    /// The account for `type` (`.expense` or `.revenue`); `fallbackRoot` when the journal has no such top account.
    static func account(for type: AccountType, in journal: Journal, fallbackRoot: String) -> String {
        let table = journal.accounts
        let root = table.allIDs.first { table[$0].depth == 1 && table.type(of: $0)?.basic == type }
        if let root, let other = table.allIDs.first(where: { table[$0].parent == root && names.contains(String(table[$0].leafName).lowercased()) }) {
            return table.name(other)
        }
        let rootName = root.map { table.name($0) } ?? fallbackRoot
        return rootName + ":" + (isCJK(rootName) ? "其他" : "Other")
    }

    /// Whether `name` is written in Chinese or Japanese characters.
    static func isCJK(_ name: String) -> Bool {
        name.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) || (0x3400...0x4DBF).contains($0.value) }
    }
}
