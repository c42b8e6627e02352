/// What a description must have to be similar enough to the one typed
/// (`TemplateFinder`), checked on its bytes with no allocation, so that
/// `track add` scores only the few descriptions that could qualify instead
/// of every description of the journal (a million transactions took 15 s).
///
/// Every condition is necessary, never sufficient, so the choice is the
/// one that scoring every description would make:
/// - sharing words needs one word in common;
/// - an edit distance of at most half the longer text needs lengths and
///   letter counts that differ by at most that much (the distance is at
///   least either difference). Before counting letters, the letters one
///   text has and the other lacks altogether (a bit per letter) bound that
///   difference from below for the price of an `or` per byte.
/// Text with bytes outside ASCII is always scored (Unicode case and letters
/// are the scorer's business).
struct TemplatePrefilter: Sendable {
    /// Letters, digits and the space, by slot: 26 + 10 + 1.
    private static let slots = 37

    private let words: [[UInt8]]
    /// Bit `n` set when a typed word is `n` bytes long (bit 63: 63 or more), to skip comparing most words.
    private let wordLengths: UInt64
    private let editedLength: Int
    private let counts: [Int]
    /// The letters and digits of the typed text's edited part, a bit per slot.
    private let letters: UInt64
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
        wordLengths = words.reduce(0) { $0 | 1 << UInt64(min($1.count, 63)) }
        var counts = [Int](repeating: 0, count: Self.slots)
        var letters: UInt64 = 0
        let edited = Self.edited(Array(words.joined(separator: [UInt8(ascii: " ")])))
        for byte in edited {
            counts[Self.slot(byte)] += 1
            if byte != UInt8(ascii: " ") { letters |= 1 << UInt64(Self.slot(byte)) }
        }
        self.counts = counts
        self.letters = letters
        editedLength = edited.count
    }

    /// Whether `description`, whole or either side of its first `|` after text (as the scorer splits it), could score at least the threshold.
    ///
    /// One pass looks for a word in common (the words of either side are
    /// words of the whole) and measures the three texts; letters are
    /// counted only in those whose length and letters allow the edit distance.
    func mayQualify(_ description: ArraySlice<UInt8>, scratch: inout [Int]) -> Bool {
        description.withUnsafeBufferPointer { mayQualify($0, scratch: &scratch) }
    }

    /// As above, on bytes where they lie (the journal's, not a slice of them).
    func mayQualify(_ description: UnsafeBufferPointer<UInt8>, scratch: inout [Int]) -> Bool {
        if scoresEverything { return true }
        guard let scan = scanned(description) else { return true }
        if allows(scan.whole), mayQualifyByLetters(description, scratch: &scratch) { return true }
        guard let bar = scan.bar else { return false }
        return (allows(scan.left) && mayQualifyByLetters(UnsafeBufferPointer(rebasing: description[..<bar]), scratch: &scratch))
            || (allows(scan.right)
                && mayQualifyByLetters(UnsafeBufferPointer(rebasing: description[(bar + 1)...]), scratch: &scratch))
    }

    /// What one pass measures of a description, whole and either side of its first `|` after text (at `bar`).
    private struct Scan {
        var whole = Part(), left = Part(), right = Part()
        var bar: Int?
    }

    /// A text's letters and digits, counted, as bits, and in how many words.
    private struct Part {
        var letters = 0
        var words = 0
        var bits: UInt64 = 0

        /// The length of its words joined by one space.
        var joined: Int { letters == 0 ? 0 : letters + words - 1 }

        static func + (a: Part, b: Part) -> Part {
            Part(letters: a.letters + b.letters, words: a.words + b.words, bits: a.bits | b.bits)
        }
    }

    /// The description's measures; nil when it may qualify whatever they
    /// are: it has a word of the typed text, or bytes outside ASCII.
    private func scanned(_ bytes: UnsafeBufferPointer<UInt8>) -> Scan? {
        var scan = Scan()
        var part = Part()
        var start = -1, pieceStart = 0
        let letterBits = Self.letterBits
        for i in 0..<bytes.count {
            let byte = bytes[i]
            let bit = letterBits[Int(byte)]
            if bit & Self.letterMask != 0 {
                if start < 0 {
                    start = i
                    part.words += 1
                }
                part.letters += 1
                part.bits |= bit
                continue
            }
            if bit != 0 { return nil }  // outside ASCII
            if start >= 0 {
                if isTypedWord(bytes, start..<i) { return nil }
                start = -1
            }
            // The scorer splits as `split(separator: "|", maxSplits: 1)`: empty pieces before it do not count.
            if byte == UInt8(ascii: "|"), scan.bar == nil {
                if i == pieceStart {
                    pieceStart = i + 1
                } else {
                    scan.bar = i
                    scan.left = part
                    part = Part()
                }
            }
        }
        if start >= 0, isTypedWord(bytes, start..<bytes.count) { return nil }
        if scan.bar == nil {
            scan.whole = part
        } else {
            scan.right = part
            scan.whole = scan.left + part
        }
        return scan
    }

    /// Whether the word at `range` is one of the typed words, compared folded.
    @inline(__always)
    private func isTypedWord(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard wordLengths & (1 << UInt64(min(range.count, 63))) != 0 else { return false }
        return words.contains { Self.equalFolded($0, bytes, range) }
    }

    /// Whether a text so long and with these letters can be near enough the
    /// typed text: the edit distance is at least their difference in length,
    /// and at least the number of letters either has and the other lacks.
    private func allows(_ text: Part) -> Bool {
        let joined = text.joined
        let length = min(joined, TemplateFinder.editedLength)
        guard length > 0, editedLength > 0 else { return false }
        let longest = max(length, editedLength)
        guard 100 * abs(length - editedLength) < 51 * longest else { return false }
        // Letters past the edited length are not compared: their bits are not the edited text's.
        guard joined <= TemplateFinder.editedLength else { return true }
        let extra = (text.bits & ~letters).nonzeroBitCount, missing = (letters & ~text.bits).nonzeroBitCount
        return 100 * max(extra, missing) < 51 * longest
    }

    /// Whether `part`'s length and letter counts allow an edit distance small enough.
    private func mayQualifyByLetters(_ part: UnsafeBufferPointer<UInt8>, scratch counts: inout [Int]) -> Bool {
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

    /// Per byte: the bit of a letter's or digit's slot (`slot`), the bit
    /// `outsideASCII` for bytes from 0x80, else 0. Read once per byte of
    /// every description, where two comparisons and a shift cost more.
    private static let letterBits: [UInt64] = (0...255).map { (byte: Int) -> UInt64 in
        if byte >= 0x80 { return outsideASCII }
        return folded(UInt8(byte)).map { 1 << UInt64(slot($0)) } ?? 0
    }

    /// The bits of the letters' and digits' slots in `letterBits`.
    private static let letterMask: UInt64 = 1 << 36 - 1
    private static let outsideASCII: UInt64 = 1 << 63

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
