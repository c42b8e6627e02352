import TrackModel

/// The "invoice catalog" of the finance apps track replaces: the most
/// recent transaction whose description is most like a new one's gives it
/// its accounts (and, with `--same`, its amount), so `track add expense 4.50
/// "blue bottle"` goes where the last Blue Bottle coffee went.
///
/// Similarity ignores case and punctuation. It is the larger of the share
/// of words the two descriptions have in common (`Noodle Bar` and `Noodle
/// Bar & Grill`: 2 of 3) and how little editing turns one into the other
/// (`Netflx` and `Netflix`: 1 change in 7); a description at least half
/// similar qualifies. A description `PAYEE | NOTE` is compared whole and by
/// each part. Ties go to the later date, then to the later entry.
///
/// Editing is measured over the first `editedLength` characters of each
/// (where a payee is named): an edit distance takes time in the product of
/// the lengths, and two 40 KB descriptions took 14 s. Words count whole.
struct TemplateFinder {
    /// The smallest similarity, in percent, that makes a template.
    static let threshold = 50

    /// How much of each description the edit distance looks at.
    static let editedLength = 200

    /// A candidate: a transaction's description, date and place in the journal.
    struct Candidate: Equatable {
        var description: String
        var date: Day
        var index: Int
    }

    /// The index of the best template for `description`, or nil when none is similar enough.
    ///
    /// Candidates are visited latest first (date, then place), and one
    /// replaces the best so far only with a higher score: the first to reach
    /// the highest score is the one ties go to. A part (the description, its
    /// payee, its note) is scored only when a bound on its bytes
    /// (`ScoreBound`) says it could beat the best so far, and each part once
    /// (payees repeat): a payee typed as written matched thousands of
    /// `Noodle Bar | purchase N` and scored each of them.
    static func best(for description: String, among candidates: [Candidate]) -> Int? {
        let wanted = Words(description)
        let bound = ScoreBound(words: wanted.words, editedCount: wanted.edited.count)
        var best: Int?
        var beat = threshold - 1
        var scores: [String: Int] = [:]  // parts repeat: score each once
        for candidate in candidates.sorted(by: { ($0.date, $0.index) > ($1.date, $1.index) }) {
            var score = -1
            for part in parts(of: candidate.description) where bound.limit(part) > beat {
                let partScore = scores[part] ?? similarity(wanted, Words(part))
                scores[part] = partScore
                score = max(score, partScore)
            }
            guard score > beat else { continue }
            best = candidate.index
            beat = score
            if score == 100 { break }
        }
        return best
    }

    /// The description, and its payee and note when it has both (`Noodle Bar | dinner`).
    static func parts(of description: String) -> [String] {
        if let parts = asciiParts(of: description) { return parts }
        let split = description.split(separator: "|", maxSplits: 1).map(String.init)
        return split.count == 2 ? [description] + split : [description]
    }

    /// `parts` of ASCII text, split on its bytes (each byte is a character
    /// there, but for CR LF, neither a bar): as `split(separator: "|",
    /// maxSplits: 1)` splits, empty pieces before the first bar after text
    /// skipped and not counted. Nil for other text, which the characters split.
    private static func asciiParts(of description: String) -> [String]? {
        var text = description
        return text.withUTF8 { bytes -> [String]? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var start = 0
            for i in bytes.indices where bytes[i] == UInt8(ascii: "|") {
                guard i > start else {
                    start = i + 1
                    continue
                }
                guard i + 1 < bytes.count else { return [description] }
                return [description, String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self),
                        String(decoding: UnsafeBufferPointer(rebasing: bytes[(i + 1)...]), as: UTF8.self)]
            }
            return [description]
        }
    }

    /// How alike two descriptions are, from 0 to 100.
    static func similarity(_ a: String, _ b: String) -> Int {
        similarity(Words(a), Words(b))
    }

    static func similarity(_ a: Words, _ b: Words) -> Int {
        guard !a.joined.isEmpty, !b.joined.isEmpty else { return 0 }
        let shared = Set(a.words).intersection(b.words).count
        let all = Set(a.words).union(b.words).count
        let byWords = all == 0 ? 0 : 100 * shared / all
        let (x, y) = (a.edited, b.edited)
        let longest = max(x.count, y.count)
        let byEdits = 100 - 100 * Suggestion.editDistance(x, y) / longest
        return max(byWords, byEdits)
    }

    /// A description's words, lowercased, without punctuation.
    struct Words {
        var words: [String]
        var joined: String
        /// The start of `joined` that edits are counted over.
        var edited: String

        init(_ text: String) {
            words = text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
            joined = words.joined(separator: " ")
            edited = String(joined.prefix(TemplateFinder.editedLength))
        }
    }
}
