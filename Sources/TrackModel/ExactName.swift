/// A name compared and hashed by its UTF-8 bytes, for interning.
///
/// Swift's `String` equality is Unicode canonical equivalence, so as a
/// dictionary key it makes NFC `Café` and NFD `Café` one account; hledger
/// keeps them apart, and so do journals that mean two accounts. Lookups
/// happen once per distinct spelling, not per posting.
///
/// The bytes are hashed once, when the name is made (FNV-1a): a dictionary
/// lookup compares the key with several others along its probe, and a
/// journal of 100,000 accounts named alike (`Expenses:Item000123:Part`)
/// would otherwise compare their bytes at each step.
public struct ExactName: Hashable, Sendable {
    public let string: String
    private let digest: UInt64

    public init(_ string: String) {
        var string = string
        digest = string.withUTF8 { bytes in
            var digest: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            return digest
        }
        self.string = string
    }

    public static func == (lhs: ExactName, rhs: ExactName) -> Bool {
        guard lhs.digest == rhs.digest, lhs.string.utf8.count == rhs.string.utf8.count else { return false }
        var left = lhs.string, right = rhs.string
        return left.withUTF8 { a in
            right.withUTF8 { b in
                for i in a.indices where a[i] != b[i] { return false }
                return true
            }
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }
}
