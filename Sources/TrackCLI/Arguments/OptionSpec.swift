/// One option a command accepts: `-f, --file FILE  Read the journal from FILE.`
public struct OptionSpec: Sendable {
    /// Every spelling with its dashes, e.g. `["-f", "--file"]`.
    public let names: [String]
    /// Shown in help (`FILE`); nil for a flag, which takes no value.
    public let valueName: String?
    /// Whether every occurrence is kept (`--file a --file b`); otherwise the
    /// last one given wins, as in hledger.
    public let repeatable: Bool
    public let help: String
    /// What the value is, for completions and the manual: a fixed set of
    /// choices, a file, an account…; by default read from `valueName`
    /// (`ValueKind.named`). Meaningless for a flag.
    public let values: ValueKind
    /// The value may be left out (`--forecast` or `--forecast=2027`): it is
    /// then attached with `=` or not given at all, never the next argument.
    public var valueIsOptional = false

    public init(names: [String], valueName: String? = nil, values: ValueKind? = nil, repeatable: Bool = false, help: String) {
        precondition(!names.isEmpty && names.allSatisfy { $0.hasPrefix("-") && $0.count > 1 }, "option names start with a dash")
        self.names = names
        self.valueName = valueName
        self.repeatable = repeatable
        self.help = help
        self.values = values ?? ValueKind.named(valueName)
    }

    public var takesValue: Bool { valueName != nil }

    /// `--forecast[=PERIOD]`: a long option whose value is optional.
    public static func optionalValue(_ name: String, valueName: String, help: String) -> OptionSpec {
        var option = OptionSpec(names: [name], valueName: valueName, help: help)
        option.valueIsOptional = true
        return option
    }

    /// What `ParsedArguments` is looked up by: the first long name without
    /// its dashes (`file`), or the first short name without its dash.
    public var key: String {
        if let long = names.first(where: { $0.hasPrefix("--") }) {
            return String(long.dropFirst(2))
        }
        return String(names[0].dropFirst())
    }
}
