/// A name compared and hashed by its UTF-8 bytes, for interning.
///
/// Swift's `String` equality is Unicode canonical equivalence, so as a
/// dictionary key it makes NFC `Café` and NFD `Café` one account; hledger
/// keeps them apart, and so do journals that mean two accounts. Lookups
/// happen once per distinct spelling, not per posting.
public struct ExactName: Hashable, Sendable {
    public let string: String

    public init(_ string: String) {
        self.string = string
    }

    public static func == (lhs: ExactName, rhs: ExactName) -> Bool {
        lhs.string.utf8.elementsEqual(rhs.string.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
