/// The most a text could score against the typed description
/// (`TemplateFinder.similarity`), read from its bytes without building its
/// words: `TemplateFinder.best` scores a text only when this says it could
/// beat the best so far.
///
/// For ASCII text it is the larger of the exact share of words in common
/// and the edit score the difference in length allows (the edit distance
/// is at least that difference); both are what the scorer computes or more.
/// Text with bytes outside ASCII, and a typed description whose words are
/// not all ASCII, are bounded by 100 (Unicode case and letters are the
/// scorer's business).
struct ScoreBound {
    /// The typed words, distinct, as bytes; nil when one is not ASCII.
    private let words: [[UInt8]]?
    /// The length of the typed words joined, as far as the edited length.
    private let editedCount: Int

    init(words: [String], editedCount: Int) {
        var distinct: [[UInt8]] = []
        for word in words where !distinct.contains(Array(word.utf8)) { distinct.append(Array(word.utf8)) }
        self.words = distinct.allSatisfy { $0.allSatisfy { $0 < 0x80 } } ? distinct : nil
        self.editedCount = editedCount
    }

    /// At least the score of `text`, from 0 to 100.
    func limit(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { limit($0) }
    }

    /// At least the score of the text of `bytes` (UTF-8), from 0 to 100.
    func limit(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let words, editedCount > 0 else { return words == nil ? 100 : 0 }
        // The text's words as ranges, the distinct ones, and the length of all joined by one space.
        var distinct: [Range<Int>] = []
        var letters = 0, count = 0, start = -1
        for i in 0...bytes.count {
            let byte: UInt8 = i < bytes.count ? bytes[i] : 0x20
            if byte >= 0x80 { return 100 }
            if Self.folded(byte) != nil {
                if start < 0 { start = i }
                letters += 1
                continue
            }
            guard start >= 0 else { continue }
            let word = start..<i
            count += 1
            if !distinct.contains(where: { Self.equalFolded(bytes, $0, bytes, word) }) { distinct.append(word) }
            start = -1
        }
        guard letters > 0 else { return 0 }
        let shared = words.filter { word in
            word.withUnsafeBufferPointer { w in distinct.contains { Self.equalFolded(w, 0..<w.count, bytes, $0) } }
        }.count
        let byWords = 100 * shared / (words.count + distinct.count - shared)
        let length = min(letters + count - 1, TemplateFinder.editedLength)
        let longest = max(length, editedCount)
        let byEdits = 100 - 100 * abs(length - editedCount) / longest
        return max(byWords, byEdits)
    }

    /// A letter (lowercased) or digit, or nil.
    @inline(__always)
    private static func folded(_ byte: UInt8) -> UInt8? {
        if byte &- 97 < 26 || byte &- 48 < 10 { return byte }
        if byte &- 65 < 26 { return byte + 32 }
        return nil
    }

    /// Whether two words are equal, letters compared lowercased.
    private static func equalFolded(_ a: UnsafeBufferPointer<UInt8>, _ x: Range<Int>,
                                    _ b: UnsafeBufferPointer<UInt8>, _ y: Range<Int>) -> Bool {
        guard x.count == y.count else { return false }
        for k in 0..<x.count where folded(a[x.lowerBound + k]) != folded(b[y.lowerBound + k]) { return false }
        return true
    }
}
