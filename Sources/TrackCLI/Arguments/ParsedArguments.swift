/// What the command line said, by option key (`OptionSpec.key`).
public struct ParsedArguments: Sendable, Equatable {
    /// Keys of the flags given.
    public var flags: Set<String>
    /// Values of value-taking options in the order given; a non-repeatable
    /// option keeps only its last value.
    public var values: [String: [String]]
    /// Arguments that are not options, in order (queries, file names).
    public var positionals: [String]

    public init(flags: Set<String> = [], values: [String: [String]] = [:], positionals: [String] = []) {
        self.flags = flags
        self.values = values
        self.positionals = positionals
    }

    /// Whether the flag or value-taking option was given.
    public func has(_ key: String) -> Bool {
        flags.contains(key) || !(values[key] ?? []).isEmpty
    }

    /// The last value given for `key`.
    public func value(_ key: String) -> String? {
        values[key]?.last
    }

    public func values(_ key: String) -> [String] {
        values[key] ?? []
    }
}
