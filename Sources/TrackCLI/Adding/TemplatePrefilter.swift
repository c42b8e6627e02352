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
    ///
    /// One pass looks for a word in common (the words of either side are
    /// words of the whole) and measures the three texts; letters are
    /// counted only in those whose length allows the edit distance.
    func mayQualify(_ description: ArraySlice<UInt8>, scratch: inout [Int]) -> Bool {
        if scoresEverything { return true }
        guard let scan = description.withUnsafeBufferPointer({ scanned($0) }) else { return true }
        if allows(scan.whole), mayQualifyByLetters(description, scratch: &scratch) { return true }
        guard let bar = scan.bar.map({ description.startIndex + $0 }) else { return false }
        return (allows(scan.left) && mayQualifyByLetters(description[..<bar], scratch: &scratch))
            || (allows(scan.right) && mayQualifyByLetters(description[(bar + 1)...], scratch: &scratch))
    }

    /// The joined lengths of a description, whole and either side of its first `|` (at `bar`).
    private struct Scan {
        var whole = JoinedLength(), left = JoinedLength(), right = JoinedLength()
        var bar: Int?
    }

    /// The description's lengths; nil when it may qualify whatever they
    /// are: it has a word of the typed text, or bytes outside ASCII.
    private func scanned(_ bytes: UnsafeBufferPointer<UInt8>) -> Scan? {
        var scan = Scan()
        var start: Int?
        for i in 0..<bytes.count {
            let byte = bytes[i]
            if byte >= 0x80 { return nil }
            let inWord = Self.folded(byte) != nil
            if inWord, start == nil { start = i }
            if !inWord || i == bytes.count - 1, let s = start {
                let end = inWord ? i + 1 : i
                if words.contains(where: { Self.equalFolded($0, bytes, s..<end) }) { return nil }
                start = nil
            }
            scan.whole.add(isLetter: inWord)
            if scan.bar != nil {
                scan.right.add(isLetter: inWord)
            } else if byte == UInt8(ascii: "|") {
                scan.bar = i
            } else {
                scan.left.add(isLetter: inWord)
            }
        }
        return scan
    }

    /// The length of a text's words joined by one space, as far as
    /// `TemplateFinder.editedLength`, fed a byte at a time.
    private struct JoinedLength {
        var length = 0
        var pendingSpace = false

        mutating func add(isLetter: Bool) {
            guard length < TemplateFinder.editedLength else { return }
            guard isLetter else {
                pendingSpace = length > 0
                return
            }
            length = min(length + (pendingSpace ? 2 : 1), TemplateFinder.editedLength)
            pendingSpace = false
        }
    }

    /// Whether a text `length` long can be near enough the typed text's
    /// length (the edit distance is at least their difference).
    private func allows(_ text: JoinedLength) -> Bool {
        let length = text.length
        return length > 0 && editedLength > 0 && 100 * abs(length - editedLength) < 51 * max(length, editedLength)
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

    /// A letter (lowercased) or digit, or nil. Compared as numbers (`a` is
    /// 97, `A` 65, `0` 48): this runs on every byte of every description.
    @inline(__always)
    private static func folded(_ byte: UInt8) -> UInt8? {
        if byte &- 97 < 26 || byte &- 48 < 10 { return byte }
        if byte &- 65 < 26 { return byte + 32 }
        return nil
    }

    private static func equalFolded(_ word: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard word.count == range.count else { return false }
        for k in 0..<word.count where word[k] != folded(bytes[range.lowerBound + k]) { return false }
        return true
    }

    private static func edited(_ joined: [UInt8]) -> ArraySlice<UInt8> {
        joined.prefix(TemplateFinder.editedLength)
    }

    private static func slot(_ byte: UInt8) -> Int {
        if byte &- 97 < 26 { return Int(byte &- 97) }
        if byte &- 48 < 10 { return 26 + Int(byte &- 48) }
        return 36
    }
}
