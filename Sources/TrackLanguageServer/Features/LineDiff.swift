/// The lines that differ between two texts, as hunks: Myers' O(ND) diff on
/// lines after trimming the common head and tail, so that formatting a
/// journal becomes a few small edits rather than one replacement of the
/// whole file (the editor keeps its cursor, folds and undo steps).
///
/// Past `maximumDistance` differing lines (its time and memory grow with
/// the square of the distance), a linear walk that keeps equal lines and
/// finds lines inserted or deleted nearby (`greedy`): still correct, and a
/// file formatted for the first time becomes one edit per changed run.
struct LineDiff {
    struct Hunk: Equatable {
        /// Lines of the old text replaced…
        var old: Range<Int>
        /// …by these lines of the new one.
        var new: Range<Int>
    }

    static let maximumDistance = 500

    static func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        for (i, byte) in bytes.enumerated() where byte == 0x0A {
            lines.append(start..<(i + 1))
            start = i + 1
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        return lines
    }

    static func hunks(old: [UInt8], oldLines: [Range<Int>], new: [UInt8], newLines: [Range<Int>]) -> [Hunk] {
        let a = oldLines.map { old[$0] }, b = newLines.map { new[$0] }
        var head = 0
        while head < a.count && head < b.count && a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head && tail < b.count - head && a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        let middleA = Array(a[head..<(a.count - tail)]), middleB = Array(b[head..<(b.count - tail)])
        if middleA.isEmpty && middleB.isEmpty { return [] }
        guard let (deleted, inserted) = edits(middleA, middleB) else { return greedy(middleA, middleB, from: head) }
        var hunks: [Hunk] = []
        var i = 0, j = 0
        while i < middleA.count || j < middleB.count {
            if i < middleA.count && j < middleB.count && !deleted[i] && !inserted[j] {
                i += 1
                j += 1
                continue
            }
            let oldStart = i, newStart = j
            while i < middleA.count && deleted[i] { i += 1 }
            while j < middleB.count && inserted[j] { j += 1 }
            hunks.append(Hunk(old: (head + oldStart)..<(head + i), new: (head + newStart)..<(head + j)))
        }
        return hunks
    }

    /// Lines further apart than this are not looked for by `greedy`.
    static let window = 8

    /// A linear walk for middles too far apart for Myers' diff (formatting
    /// a journal never formatted rewrites most of its lines in place): equal
    /// lines are kept; a line of `a` found among the next `window` lines of
    /// `b` makes those before it insertions, a line of `b` found among the
    /// next of `a` makes those deletions; otherwise the two lines are one
    /// replaced by the other. Each run of lines not kept is one hunk.
    private static func greedy(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>], from head: Int) -> [Hunk] {
        var hunks: [Hunk] = []
        var i = 0, j = 0
        var open: (i: Int, j: Int)?
        while i < a.count || j < b.count {
            if i < a.count && j < b.count && a[i] == b[j] {
                if let start = open {
                    hunks.append(Hunk(old: (head + start.i)..<(head + i), new: (head + start.j)..<(head + j)))
                    open = nil
                }
                i += 1
                j += 1
                continue
            }
            if open == nil { open = (i, j) }
            if i == a.count {
                j = b.count
            } else if j == b.count {
                i = a.count
            } else if let k = (1...window).first(where: { j + $0 < b.count && a[i] == b[j + $0] }) {
                j += k
            } else if let k = (1...window).first(where: { i + $0 < a.count && a[i + $0] == b[j] }) {
                i += k
            } else {
                i += 1
                j += 1
            }
        }
        if let start = open { hunks.append(Hunk(old: (head + start.i)..<(head + i), new: (head + start.j)..<(head + j))) }
        return hunks
    }

    /// Which lines of `a` are deleted and which of `b` inserted; nil past `maximumDistance`.
    private static func edits(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> ([Bool], [Bool])? {
        let n = a.count, m = b.count
        let limit = min(n + m, maximumDistance)
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        // trace[d]: v after step d, for diagonals -d...d.
        var trace: [[Int]] = []
        for d in 0...limit {
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n && y < m && a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n && y >= m {
                    trace.append(Array(v[(offset - d)...(offset + d)]))
                    return backtrack(trace, n: n, m: m)
                }
            }
            trace.append(Array(v[(offset - d)...(offset + d)]))
        }
        return nil
    }

    private static func backtrack(_ trace: [[Int]], n: Int, m: Int) -> ([Bool], [Bool]) {
        var deleted = [Bool](repeating: false, count: n), inserted = [Bool](repeating: false, count: m)
        var x = n, y = m
        for d in stride(from: trace.count - 1, to: 0, by: -1) {
            let previous = trace[d - 1]
            func at(_ k: Int) -> Int { previous[k + d - 1] }
            let k = x - y
            let previousK = k == -d || (k != d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1
            let previousX = at(previousK), previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
            }
            if x == previousX { inserted[previousY] = true } else { deleted[previousX] = true }
            x = previousX
            y = previousY
        }
        return (deleted, inserted)
    }
}
