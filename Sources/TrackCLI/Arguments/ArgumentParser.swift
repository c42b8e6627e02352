import TrackModel

/// Splits a command line into options and positional arguments.
///
/// Accepted spellings: `--name value`, `--name=value`, `-x value`,
/// `-xVALUE` (`-Ocsv`, `-p2026`), `-x=VALUE` and flags such as `--flat`.
/// Options may come after positionals; `--` ends the options and a lone `-`
/// (standard input) is a positional. So that `track add lunch -12.50` needs
/// no `--`, a dash followed by a digit or `.` is a positional unless an
/// option has that short name. A value-taking option takes the next argument
/// whatever it looks like, as getopt does, so `--depth -5` reaches the
/// option's own validation. In a command with `--depth`, `-1` … `-9` (any
/// `-DIGITS`) is hledger's shorthand for `--depth N`; elsewhere it stays a
/// positional. Short flags are not bundled (`-SE`), so a
/// single-dash long name such as `-tree` is reported with a suggestion.
public struct ArgumentParser: Sendable {
    public let options: [OptionSpec]
    /// When false, the first positional argument is an error.
    public let acceptsPositionals: Bool
    private let optionsByName: [String: OptionSpec]

    public init(options: [OptionSpec], acceptsPositionals: Bool = true) {
        self.options = options
        self.acceptsPositionals = acceptsPositionals
        var optionsByName: [String: OptionSpec] = [:]
        for option in options {
            for name in option.names {
                precondition(optionsByName[name] == nil, "option \(name) declared twice")
                optionsByName[name] = option
            }
        }
        self.optionsByName = optionsByName
    }

    public func parse(_ arguments: [String]) throws(ArgumentError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                for positional in remaining {
                    try add(positional: positional, to: &parsed)
                }
                break
            }
            if argument.hasPrefix("--") {
                let (name, attached) = Self.splitAtEquals(argument)
                guard let option = optionsByName[name] else {
                    throw unknownOption(name)
                }
                if option.valueIsOptional && attached == nil {
                    parsed.flags.insert(option.key)
                } else if option.takesValue {
                    let value = if let attached { attached } else { try nextValue(for: name, from: &remaining) }
                    add(value: value, for: option, to: &parsed)
                } else if attached != nil {
                    throw .unexpectedValue(option: name)
                } else {
                    parsed.flags.insert(option.key)
                }
            } else if argument.hasPrefix("-"), argument.count > 1 {
                try parseShort(argument, remaining: &remaining, into: &parsed)
            } else {
                try add(positional: argument, to: &parsed)
            }
        }
        return parsed
    }

    private func parseShort(
        _ argument: String,
        remaining: inout ArraySlice<String>,
        into parsed: inout ParsedArguments
    ) throws(ArgumentError) {
        let name = String(argument.prefix(2))
        let rest = argument.dropFirst(2)
        guard let option = optionsByName[name] else {
            let digits = argument.dropFirst()
            if let depth = optionsByName["--depth"], digits.allSatisfy({ ("0"..."9").contains($0) }) {
                add(value: String(digits), for: depth, to: &parsed)
                return
            }
            if let second = argument.dropFirst().first, second == "." || ("0"..."9").contains(second) {
                try add(positional: argument, to: &parsed)
                return
            }
            throw unknownOption(Self.splitAtEquals(argument).name)
        }
        if option.takesValue {
            // `-O=csv` is read as `-Ocsv`: no value worth passing starts with `=`.
            let value = rest.isEmpty ? try nextValue(for: name, from: &remaining) : String(rest.trimmingPrefix("="))
            add(value: value, for: option, to: &parsed)
        } else if rest.isEmpty {
            parsed.flags.insert(option.key)
        } else if rest.hasPrefix("=") {
            throw .unexpectedValue(option: name)
        } else {
            throw unknownOption(argument)
        }
    }

    private func nextValue(for name: String, from remaining: inout ArraySlice<String>) throws(ArgumentError) -> String {
        guard let value = remaining.popFirst() else {
            throw .missingValue(option: name)
        }
        return value
    }

    private func add(value: String, for option: OptionSpec, to parsed: inout ParsedArguments) {
        if option.repeatable {
            parsed.values[option.key, default: []].append(value)
        } else {
            parsed.values[option.key] = [value]
        }
    }

    private func add(positional: String, to parsed: inout ParsedArguments) throws(ArgumentError) {
        guard acceptsPositionals else {
            throw .unexpectedArgument(positional)
        }
        parsed.positionals.append(positional)
    }

    /// Compares names without their dashes, so `-flat` suggests `--flat`
    /// and `-z` does not suggest `-b`.
    private func unknownOption(_ name: String) -> ArgumentError {
        let names = options.flatMap(\.names)
        let bare = names.map { String($0.drop { $0 == "-" }) }
        let suggestion = Suggestion.closest(to: String(name.drop { $0 == "-" }), among: bare)
            .flatMap { match in bare.firstIndex(of: match).map { names[$0] } }
        return .unknownOption(name, suggestion: suggestion)
    }

    private static func splitAtEquals(_ argument: String) -> (name: String, value: String?) {
        guard let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
