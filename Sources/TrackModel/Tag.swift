/// A `name:value` tag written in a comment: `; receipt:yes, trip:Tokyo`.
/// Both parts are text in the journal's `SourceStore`; a tag with no value
/// (`; flag:`) has an empty value.
public struct Tag: Sendable, Hashable {
    public var name: Text
    public var value: Text

    public init(name: Text, value: Text) {
        self.name = name
        self.value = value
    }
}

/// The clearing status of a transaction or posting: none, `!` pending, `*` cleared.
public enum Status: UInt8, Sendable, Hashable {
    case unmarked = 0
    case pending = 0x21  // !
    case cleared = 0x2A  // *

    /// The mark as written: "", "!" or "*".
    public var mark: String {
        switch self {
        case .unmarked: return ""
        case .pending: return "!"
        case .cleared: return "*"
        }
    }
}
