/// Which items of one file are which items of another: the longest common
/// subsequence by key (Myers' O(ND) difference), after the common start and
/// end are taken off, so appending to a large journal costs a walk over it.
///
/// Matching keeps order, so an item is matched by content and by position:
/// of two identical entries, each matches the one in its own place.
enum ItemMatching {
    /// Beyond this many differences the middle is left unmatched (a merge
    /// then sees one changed region), keeping time and memory bounded.
    static let maximumDifferences = 1000

    /// For each item of `base`, the index of its match in `other`, or nil.
    static func match(_ base: ItemizedFile, _ other: ItemizedFile) -> [Int?] {
        let a = base.items, b = other.items
        var result = [Int?](repeating: nil, count: a.count)
        var prefix = 0
        while prefix < a.count && prefix < b.count && base.same(a[prefix], b[prefix], in: other) {
            result[prefix] = prefix
            prefix += 1
        }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix
            && base.same(a[a.count - 1 - suffix], b[b.count - 1 - suffix], in: other) {
            result[a.count - 1 - suffix] = b.count - 1 - suffix
            suffix += 1
        }
        let pairs = myers(base, prefix..<(a.count - suffix), other, prefix..<(b.count - suffix))
        for (i, j) in pairs { result[i] = j }
        return result
    }

    /// The matched pairs of a longest common subsequence of the two ranges.
    private static func myers(_ base: ItemizedFile, _ ra: Range<Int>, _ other: ItemizedFile,
                              _ rb: Range<Int>) -> [(Int, Int)] {
        let n = ra.count, m = rb.count
        guard n > 0 && m > 0 else { return [] }
        let limit = min(n + m, maximumDifferences)
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        var found = false
        search: for d in 0...limit {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])
                    ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n && y < m
                    && base.same(base.items[ra.lowerBound + x], other.items[rb.lowerBound + y], in: other) {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n && y >= m {
                    found = true
                    break search
                }
            }
        }
        guard found else { return [] }
        // Walk back from the end, collecting the diagonal (matched) steps.
        var pairs: [(Int, Int)] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
                pairs.append((ra.lowerBound + x, rb.lowerBound + y))
            }
            if d > 0 {
                x = previousX
                y = previousY
            }
        }
        return pairs.reversed()
    }
}
