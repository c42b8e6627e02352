import TrackModel

extension TemplateFinder {
    /// The best template among transactions met in any order: the highest
    /// score, and of those the latest (date, then place), which is what
    /// `best(for:among:)` chooses visiting candidates latest first. Kept as
    /// the walk goes, it holds no candidate list: a million descriptions
    /// that the prefilter lets through (`noodle bar` against every
    /// `… | purchase N`) cost a bound each, not a string each.
    ///
    /// A candidate is scored only when a bound on a part's bytes
    /// (`ScoreBound`) says it could take the best's place: at least the
    /// best's score when it is later, more when it is earlier. Each part is
    /// scored once (payees repeat).
    struct Search {
        private let wanted: Words
        private let bound: ScoreBound
        private var scores: [String: Int] = [:]
        /// The best so far: its score, date and transaction.
        private(set) var best: (score: Int, date: Day, index: Int)?

        init(for description: String) {
            wanted = Words(description)
            bound = ScoreBound(words: wanted.words, editedCount: wanted.edited.count)
        }

        /// Considers the transaction at `index`, of `date`, whose description is `bytes`.
        mutating func consider(_ bytes: UnsafeBufferPointer<UInt8>, date: Day, index: Int) {
            let needed: Int
            if let best {
                needed = (date, index) > (best.date, best.index) ? best.score : best.score + 1
            } else {
                needed = TemplateFinder.threshold
            }
            guard needed <= 100 else { return }
            var score = -1
            forEachPart(of: bytes) { part in
                guard bound.limit(part) >= needed else { return }
                let text = String(decoding: part, as: UTF8.self)
                let partScore = scores[text] ?? TemplateFinder.similarity(wanted, Words(text))
                scores[text] = partScore
                score = max(score, partScore)
            }
            guard score >= needed else { return }
            best = (score, date, index)
        }

        /// Whichever of two searches' best comes first in `best(for:among:)`'s order.
        static func better(_ a: (score: Int, date: Day, index: Int)?, _ b: (score: Int, date: Day, index: Int)?)
            -> (score: Int, date: Day, index: Int)? {
            guard let a, let b else { return a ?? b }
            return (a.score, a.date, a.index) >= (b.score, b.date, b.index) ? a : b
        }

        /// `parts(of:)` on bytes: the description, then its payee and note
        /// when it has both; text that is not ASCII is split as characters.
        private func forEachPart(of bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
            guard bytes.allSatisfy({ $0 < 0x80 }) else {
                for part in TemplateFinder.parts(of: String(decoding: bytes, as: UTF8.self)) {
                    var part = part
                    part.withUTF8 { body($0) }
                }
                return
            }
            body(bytes)
            // As `asciiParts`: a bar before any text is skipped; one at the very end leaves the whole only.
            var start = 0
            for i in bytes.indices where bytes[i] == UInt8(ascii: "|") {
                guard i > start else {
                    start = i + 1
                    continue
                }
                guard i + 1 < bytes.count else { return }
                body(UnsafeBufferPointer(rebasing: bytes[start..<i]))
                body(UnsafeBufferPointer(rebasing: bytes[(i + 1)...]))
                return
            }
        }
    }
}
