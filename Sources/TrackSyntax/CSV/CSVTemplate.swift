/// A CSV field named in a rules file: `%3` (by position, from 1) or `%amount`
/// (by its name in the `fields` list, any case).
public enum CSVFieldReference: Sendable, Hashable {
    case index(Int)
    case name(String)

    /// As written, with its `%`.
    public var written: String {
        switch self {
        case .index(let n): return "%" + String(n)
        case .name(let name): return "%" + name
        }
    }

    /// Bytes a field name may hold after `%`: letters, digits, `_` and `-`.
    static func isNameByte(_ b: UInt8) -> Bool {
        b.isDigit || b.isASCIILetter || b == UInt8(ascii: "_") || b == UInt8(ascii: "-") || b >= 0x80
    }
}

/// The value of a field assignment, with the CSV fields it interpolates:
/// `%date`, `%3` and plain text, as in `description %payee | %memo`.
public struct CSVTemplate: Sendable, Hashable {
    public enum Part: Sendable, Hashable {
        case text(String)
        /// A field; `offset` is where its `%` is in the rule's value (bytes).
        case field(CSVFieldReference, offset: Int)
    }

    public let parts: [Part]
    /// The value as written.
    public let source: String

    /// Reads `%N` and `%name` references; a `%` not followed by a name
    /// character is text (`50% off`).
    public init(_ source: String) {
        self.source = source
        let bytes = Array(source.utf8)
        var parts: [Part] = []
        var text: [UInt8] = []
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "%"), i + 1 < bytes.count, CSVFieldReference.isNameByte(bytes[i + 1]) else {
                text.append(bytes[i])
                i += 1
                continue
            }
            let start = i
            i += 1
            let nameStart = i
            while i < bytes.count && CSVFieldReference.isNameByte(bytes[i]) { i += 1 }
            if !text.isEmpty {
                parts.append(.text(String(decoding: text, as: UTF8.self)))
                text = []
            }
            let name = bytes[nameStart..<i]
            if name.allSatisfy(\.isDigit), let n = Int(String(decoding: name, as: UTF8.self)) {
                parts.append(.field(.index(n), offset: start))
            } else {
                parts.append(.field(.name(String(decoding: name, as: UTF8.self).lowercased()), offset: start))
            }
        }
        if !text.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))) }
        self.parts = parts
    }

    /// The fields the template interpolates, in order.
    public var references: [CSVFieldReference] {
        parts.compactMap { part in
            if case .field(let reference, _) = part { return reference }
            return nil
        }
    }
}
