/// "Did you mean …?" for mistyped options, commands, accounts and categories.
public enum Suggestion {
    /// The candidate `word` most likely stands for, or nil when none is close.
    ///
    /// Case is ignored. The candidate with the smallest edit distance wins
    /// when that distance is at most `max(2, word.count / 3)` and leaves at
    /// least one character of `word` in place (so `z` does not suggest `b`);
    /// ties go to the earlier candidate. Failing that, a candidate that is the
    /// only one starting with `word` is suggested (`cum` → `cumulative`).
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let typed = word.lowercased()
        guard !typed.isEmpty else { return nil }
        let limit = min(max(2, typed.count / 3), typed.count - 1)

        var best: (candidate: String, distance: Int)?
        let typedLength = typed.count
        for candidate in candidates {
            // The distance is at least the difference in length: skip a long name
            // (a deep account) without the work of comparing it, which grows with both lengths.
            guard abs(candidate.count - typedLength) <= limit else { continue }
            let distance = editDistance(typed, candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        if let best {
            return best.candidate
        }

        let extensions = candidates.filter { $0.lowercased().hasPrefix(typed) }
        return extensions.count == 1 ? extensions[0] : nil
    }

    /// Up to `count` candidates nearest `word` by edit distance (case
    /// ignored), none more than `limit` away: the nearest first, ties in the
    /// candidates' order. For "the closest are …" when `closest` finds none.
    public static func nearest(to word: String, among candidates: [String], within limit: Int = .max,
                               count: Int = 3) -> [String] {
        let typed = word.lowercased()
        return candidates.enumerated()
            .map { (distance: editDistance(typed, $0.element.lowercased()), order: $0.offset, name: $0.element) }
            .filter { $0.distance <= limit }
            .sorted { ($0.distance, $0.order) < ($1.distance, $1.order) }
            .prefix(count).map(\.name)
    }

    /// The Damerau-Levenshtein distance (optimal string alignment) between
    /// `a` and `b` in characters: insertions, deletions, substitutions and
    /// swaps of two neighbours each cost 1, so `flta` is 1 from `flat`.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }

        // Three rows of the full matrix suffice: a swap looks two rows back.
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
