/// `--depth N`: how deep a report shows accounts (or categories); a
/// `depth:N` query term says the same (hledger's), and the smaller wins.
///
/// The value is kept as given and read with `depth()`, so that a command
/// may read it after the journal (`report categories`, whose default
/// depends on the categories named).
struct DepthOption {
    static let option = OptionSpec(names: ["--depth"], valueName: "N", help: "show accounts to depth N, summing deeper ones into them (-1 … -9 for short)")

    /// `--depth` for lists that show a deeper account under its ancestor's name.
    static let nameOption = OptionSpec(names: ["--depth"], valueName: "N", help: "show accounts to depth N (a deeper account as its parent; -1 … -9 for short)")

    /// What `--depth` said, nil when it was not given.
    var given: String?
    /// The smallest `depth:N` among the query terms (`Query.parse` checks them).
    var queried: Int?

    init(_ arguments: ParsedArguments) {
        given = arguments.value("depth")
        queried = arguments.positionals.compactMap { $0.hasPrefix("depth:") ? Int($0.dropFirst(6)) : nil }.min()
    }

    /// The depth, from 1; nil when none was given.
    func depth() throws(CLIError) -> Int? {
        guard let given else { return queried }
        guard let n = Int(given), n >= 1 else {
            throw .message(.notADepth(given))
        }
        return min(n, queried ?? n)
    }
}
