/// What a description must have to be similar enough to the one typed
/// (`TemplateFinder`), checked on its bytes with no allocation, so that
/// `track add` scores only the few descriptions that could qualify instead
/// of every description of the journal (a million transactions took 15 s).
///
/// Both conditions are necessary, never sufficient, so the choice is the
/// one that scoring every description would make:
/// - sharing words needs one word in common;
/// - an edit distance of at most half the longer text needs lengths and
///   letter counts that differ by at most that much (the distance is at
///   least either difference).
/// Text with bytes outside ASCII is always scored (Unicode case and letters
/// are the scorer's business).
struct TemplatePrefilter {
    /// Letters, digits and the space, by slot: 26 + 10 + 1.
    private static let slots = 37

    private let words: [[UInt8]]
    private let editedLength: Int
    private let counts: [Int]
    /// The typed description has bytes outside ASCII: every description is scored.
    private let scoresEverything: Bool

    init(_ description: String) {
        let bytes = Array(description.utf8)
        scoresEverything = bytes.contains { $0 >= 0x80 }
        var words: [[UInt8]] = []
        var word: [UInt8] = []
        for byte in bytes {
            if let folded = Self.folded(byte) {
                word.append(folded)
            } else if !word.isEmpty {
                words.append(word)
                word = []
            }
        }
        if !word.isEmpty { words.append(word) }
        self.words = words
        var counts = [Int](repeating: 0, count: Self.slots)
        let edited = Self.edited(Array(words.joined(separator: [UInt8(ascii: " ")])))
        for byte in edited { counts[Self.slot(byte)] += 1 }
        self.counts = counts
        editedLength = edited.count
    }

    /// Whether `description`, whole or either side of its first `|`, could score at least the threshold.
    func mayQualify(_ description: ArraySlice<UInt8>, scratch: inout [Int]) -> Bool {
        if scoresEverything || description.contains(where: { $0 >= 0x80 }) { return true }
        // The words of either side of a `|` are words of the whole: looked for once.
        if sharesWord(description) || mayQualifyByLetters(description, scratch: &scratch) { return true }
        guard let bar = description.firstIndex(of: UInt8(ascii: "|")) else { return false }
        return mayQualifyByLetters(description[..<bar], scratch: &scratch)
            || mayQualifyByLetters(description[(bar + 1)...], scratch: &scratch)
    }

    /// Whether `part` has a word of the typed description.
    private func sharesWord(_ part: ArraySlice<UInt8>) -> Bool {
        var start: Int?
        for i in part.indices {
            let inWord = Self.folded(part[i]) != nil
            if inWord, start == nil { start = i }
            if !inWord || i == part.index(before: part.endIndex), let s = start {
                let end = inWord ? i + 1 : i
                if words.contains(where: { Self.equalFolded($0, part[s..<end]) }) { return true }
                start = nil
            }
        }
        return false
    }

    /// Whether `part`'s length and letter counts allow an edit distance small enough.
    private func mayQualifyByLetters(_ part: ArraySlice<UInt8>, scratch counts: inout [Int]) -> Bool {
        guard editedLength > 0 else { return false }
        // The joined words (one space between), over the first `editedLength` characters: length and counts.
        if counts.count == Self.slots {
            for k in counts.indices { counts[k] = 0 }
        } else {
            counts = [Int](repeating: 0, count: Self.slots)
        }
        var length = 0, pendingSpace = false
        for byte in part {
            guard length < TemplateFinder.editedLength else { break }
            guard let folded = Self.folded(byte) else {
                pendingSpace = length > 0
                continue
            }
            if pendingSpace {
                counts[Self.slot(UInt8(ascii: " "))] += 1
                length += 1
                pendingSpace = false
                if length == TemplateFinder.editedLength { break }
            }
            counts[Self.slot(folded)] += 1
            length += 1
            // Longer than about twice the typed text: the length alone rules it out, and length only grows.
            if length > editedLength, 100 * (length - editedLength) >= 51 * length { return false }
        }
        guard length > 0 else { return false }
        let longest = max(length, editedLength)
        var missing = 0, extra = 0
        for k in 0..<Self.slots {
            let d = counts[k] - self.counts[k]
            if d > 0 { extra += d } else { missing -= d }
        }
        // The score `100 - 100 * d / longest` is at least 50 only when `100 * d < 51 * longest`.
        return 100 * max(missing, extra, abs(length - editedLength)) < 51 * longest
    }

    /// A letter (lowercased) or digit, or nil.
    private static func folded(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
        default: nil
        }
    }

    private static func equalFolded(_ word: [UInt8], _ bytes: ArraySlice<UInt8>) -> Bool {
        guard word.count == bytes.count else { return false }
        return zip(word, bytes).allSatisfy { $0 == folded($1) }
    }

    private static func edited(_ joined: [UInt8]) -> ArraySlice<UInt8> {
        joined.prefix(TemplateFinder.editedLength)
    }

    private static func slot(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "0")...UInt8(ascii: "9"): 26 + Int(byte - UInt8(ascii: "0"))
        default: 36
        }
    }
}
