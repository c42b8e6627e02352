/// Why a command line could not be understood.
///
/// Each case renders its own message and hint here, in one place, so the
/// wording is the same wherever the error is raised.
public enum ArgumentError: Error, Sendable, Equatable {
    case unknownOption(String, suggestion: String?)
    case missingValue(option: String)
    case unexpectedValue(option: String)
    case invalidValue(option: String, value: String, expected: String)
    case unknownCommand(String, suggestion: String?)
    /// A positional argument given to a command that takes none.
    case unexpectedArgument(String)

    public var message: String {
        switch self {
        case .unknownOption(let name, _):
            return "unknown option '\(name)'"
        case .missingValue(let option):
            return "option '\(option)' needs a value"
        case .unexpectedValue(let option):
            return "option '\(option)' takes no value"
        case .invalidValue(let option, let value, _):
            return "invalid value '\(value)' for option '\(option)'"
        case .unknownCommand(let name, _):
            return "unknown command '\(name)'"
        case .unexpectedArgument(let argument):
            return "unexpected argument '\(argument)'"
        }
    }

    public var hint: String? {
        switch self {
        case .unknownOption(_, let suggestion?), .unknownCommand(_, let suggestion?):
            return "did you mean '\(suggestion)'?"
        case .unknownOption(_, nil):
            return "run the command with --help for the list of options"
        case .unknownCommand(_, nil):
            return "run 'track --help' for the list of commands"
        case .missingValue(let option):
            let attached = option.hasPrefix("--") ? "\(option)=VALUE" : "\(option)VALUE"
            return "write it as '\(option) VALUE' or '\(attached)'"
        case .unexpectedValue(let option):
            return "write '\(option)' on its own"
        case .invalidValue(_, _, let expected):
            return "expected \(expected)"
        case .unexpectedArgument:
            return "this command takes no arguments"
        }
    }
}
