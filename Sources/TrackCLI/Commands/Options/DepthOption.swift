/// `--depth N`: how deep a report shows accounts (or categories).
///
/// The value is kept as given and read with `depth()`, so that a command
/// may read it after the journal (`report categories`, whose default
/// depends on the categories named).
struct DepthOption {
    static let option = OptionSpec(names: ["--depth"], valueName: "N", help: "show accounts to depth N, summing deeper ones into them")

    /// `--depth` for lists that show a deeper account under its ancestor's name.
    static let nameOption = OptionSpec(names: ["--depth"], valueName: "N", help: "show accounts to depth N (a deeper account as its parent)")

    /// What `--depth` said, nil when it was not given.
    var given: String?

    init(_ arguments: ParsedArguments) {
        given = arguments.value("depth")
    }

    /// The depth, from 1; nil when none was given.
    func depth() throws(CLIError) -> Int? {
        guard let given else { return nil }
        guard let n = Int(given), n >= 1 else {
            throw .message(.notADepth(given))
        }
        return n
    }
}
