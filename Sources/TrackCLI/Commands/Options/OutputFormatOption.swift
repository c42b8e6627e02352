/// `-O text|csv|json` (`--output-format`): what a report writes.
///
/// The value is kept as given and read with the formats the command
/// writes (`format(allowed:)`), so that each command names its own in the
/// error's hint.
struct OutputFormatOption {
    static let option = OptionSpec(names: ["-O", "--output-format"], valueName: "FORMAT", values: .choice(["text", "csv", "json"]), help: "text (default), csv or json")

    /// `--csv-safe`, beside `-O` wherever CSV is written (`Invocation.writeCSV`).
    static let csvSafe = OptionSpec(
        names: ["--csv-safe"],
        help: "in CSV, put ' before a field a spreadsheet would run as a formula (= + - @ tab CR)")

    /// `-O` for commands that write no CSV.
    static let textOrJSON = OptionSpec(names: ["-O", "--output-format"], valueName: "FORMAT", values: .choice(["text", "json"]), help: "text (default) or json")

    /// What `-O` said, nil when it was not given.
    var given: String?

    init(_ arguments: ParsedArguments) {
        given = arguments.value("output-format")
    }

    /// The format asked for, text when none was; one the command does not write is an error.
    func format(allowed: [OutputFormat] = OutputFormat.allCases) throws(CLIError) -> OutputFormat {
        guard let given else { return .text }
        guard let format = OutputFormat(rawValue: given.lowercased()), allowed.contains(format) else {
            throw .message(.unknownOutputFormat(given, allowed: allowed))
        }
        return format
    }
}
