import TrackModel
import TrackReports
import TrackSyntax

/// Account names as registers show them.
struct AccountNames {
    let journal: Journal
    private var fullNames: [[UInt8]?] = []

    init(journal: Journal) {
        self.journal = journal
        fullNames = Array(repeating: nil, count: journal.accounts.count * 3)
    }

    static func slot(_ kind: Posting.Kind) -> Int {
        switch kind {
        case .real: return 0
        case .virtual: return 1
        case .balancedVirtual: return 2
        }
    }

    /// The full name, in `()` or `[]` for virtual postings, cached.
    mutating func fullName(_ account: AccountID, _ kind: Posting.Kind) -> [UInt8] {
        let key = account.index * 3 + AccountNames.slot(kind)
        if let name = fullNames[key] { return name }
        let name = journal.accounts.name(account)
        let shown: String
        switch kind {
        case .real: shown = name
        case .virtual: shown = "(" + name + ")"
        case .balancedVirtual: shown = "[" + name + "]"
        }
        let bytes = Array(shown.utf8)
        fullNames[key] = bytes
        return bytes
    }

    /// hledger's account name elision: parent components shortened to two
    /// columns from the left (`Ex:Leisure:Dining`) until the name fits, then
    /// the start cut off with `…` (`…ure:Dining`).
    static func elide(_ name: String, toWidth width: Int) -> String {
        var done: [Substring] = []
        var rest = name.split(separator: ":", omittingEmptySubsequences: false)[...]
        while DisplayWidth.of((done + rest).joined(separator: ":")) > width, rest.count > 1 {
            done.append(FittedText.prefix(rest.removeFirst(), width: 2))
        }
        let shortened = (done + rest).joined(separator: ":")
        return FittedText.truncatingLeft(shortened, width: width)
    }
}

/// Text cut to a display width, with `…` where something was left out.
enum FittedText {
    static let ellipsis = "…"

    /// The longest prefix of `text` at most `width` columns wide.
    static func prefix(_ text: Substring, width: Int) -> Substring {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let w = DisplayWidth.of(text[index...index])
            if used + w > width { break }
            used += w
            end = text.index(after: index)
        }
        return text[..<end]
    }

    /// `text`, or `…` and its end when it is wider than `width`.
    static func truncatingLeft(_ text: String, width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        guard width > 0 else { return "" }
        var used = 0
        var start = text.endIndex
        while start > text.startIndex {
            let previous = text.index(before: start)
            let w = DisplayWidth.of(text[previous..<start])
            if used + w > width - 1 { break }
            used += w
            start = previous
        }
        return ellipsis + text[start...]
    }

    /// Appends `bytes` (UTF-8) padded with spaces to `width` columns, or, when
    /// wider, the longest start that leaves room for `…`, then `…`.
    static func appendTruncatingRight(_ bytes: ArraySlice<UInt8>, width: Int, to block: inout ByteBlock) {
        bytes.withUnsafeBytes { appendTruncatingRight($0, width: width, to: &block) }
    }

    /// As `appendTruncatingRight(_: ArraySlice<UInt8>, width:to:)`, for the journal's text.
    static func appendTruncatingRight(_ bytes: SourceBytes, width: Int, to block: inout ByteBlock) {
        bytes.withUnsafeBytes { appendTruncatingRight($0, width: width, to: &block) }
    }

    static func appendTruncatingRight(_ raw: UnsafeRawBufferPointer, width: Int, to block: inout ByteBlock) {
        guard width > 0 else { return }
        let b = raw.bindMemory(to: UInt8.self)
        // Plain ASCII, the usual case: one column per byte.
        let checked = min(b.count, width + 1)
        var ascii = true
        for i in 0..<checked where b[i] < 0x20 || b[i] >= 0x7F {
            ascii = false
            break
        }
        if ascii {
            if b.count <= width {
                block.append(raw)
                block.appendSpaces(width - b.count)
            } else {
                block.append(UnsafeRawBufferPointer(rebasing: raw[0..<(width - 1)]))
                block.append(contentsOf: ellipsis)
            }
            return
        }
        var used = 0
        var cut = 0
        var cutWidth = 0
        var i = 0
        var fits = true
        while i < b.count {
            let (w, length) = scalarWidth(b, at: i)
            if used + w > width {
                fits = false
                break
            }
            used += w
            i += length
            if used <= width - 1 {
                cut = i
                cutWidth = used
            }
        }
        if fits {
            block.append(raw)
        } else {
            block.append(UnsafeRawBufferPointer(rebasing: raw[0..<cut]))
            block.append(contentsOf: ellipsis)
            used = cutWidth + 1
        }
        block.appendSpaces(width - used)
    }

    /// The display width and UTF-8 length of the character starting at `i`;
    /// a malformed byte counts as one column, as its replacement character would.
    static func scalarWidth(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (width: Int, length: Int) {
        let lead = bytes[i]
        if lead < 0x80 { return (lead < 0x20 || lead == 0x7F ? 0 : 1, 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
        guard length > 0, i + length <= bytes.count else { return (1, 1) }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for k in 1..<length {
            let b = bytes[i + k]
            guard b & 0xC0 == 0x80 else { return (1, 1) }
            value = value << 6 | UInt32(b & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return (1, length) }
        return (DisplayWidth.of(scalar: scalar), length)
    }
}


/// A CSV field as bytes: in double quotes, quotes inside doubled (as `CSVWriter`).
enum CSVField {
    static func append(_ bytes: some Collection<UInt8>, to block: inout ByteBlock) {
        block.append(UInt8(ascii: "\""))
        for b in bytes {
            if b == UInt8(ascii: "\"") { block.append(b) }
            block.append(b)
        }
        block.append(UInt8(ascii: "\""))
    }
}
