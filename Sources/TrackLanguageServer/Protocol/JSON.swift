/// A JSON-RPC value as the server reads and writes it.
///
/// Numbers keep their text, so a request id such as `12` goes back exactly
/// as it came; `int` reads one where the protocol wants an integer (a line,
/// a character, a version). Objects keep their keys in order, which keeps
/// what the server writes byte-for-byte stable for tests.
public indirect enum JSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    public static func == (lhs: JSON, rhs: JSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    public static func int(_ value: Int) -> JSON { .number(String(value)) }

    /// The member named `key` of an object; nil for anything else.
    public subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members.first(where: { $0.0 == key })?.1
    }

    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// An integer number (`12`, not `1.5`, not `"12"`).
    public var int: Int? {
        if case .number(let text) = self { return Int(text) }
        return nil
    }

    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var array: [JSON]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    public var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}
