#if canImport(Glibc)
import Glibc
#endif

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

    /// Where each line starts, then the end of the text: line i is
    /// `starts[i]..<starts[i + 1]` (with its newline). One integer a line.
    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        LineIndex.forEachNewline(in: bytes) {
            if $0 + 1 < bytes.count { starts.append($0 + 1) }
            return true
        }
        if !bytes.isEmpty { starts.append(bytes.count) }
        return starts
    }

    /// `oldStarts` and `newStarts` are the texts' `lineStarts`.
    static func hunks(old: [UInt8], oldStarts: [Int], new: [UInt8], newStarts: [Int]) -> [Hunk] {
        let lines = Lines(old: old, oldStarts: oldStarts[...], new: new, newStarts: newStarts[...])
        let n = lines.n, m = lines.m
        var head = 0
        while head < n && head < m && lines.same(head, head) { head += 1 }
        var tail = 0
        while tail < n - head && tail < m - head && lines.same(n - 1 - tail, m - 1 - tail) { tail += 1 }
        let middle = Lines(old: old, oldStarts: oldStarts[head...(n - tail)], new: new, newStarts: newStarts[head...(m - tail)])
        if middle.n == 0 && middle.m == 0 { return [] }
        guard let (deleted, inserted) = edits(middle) else { return greedy(middle, from: head) }
        var hunks: [Hunk] = []
        var i = 0, j = 0
        while i < middle.n || j < middle.m {
            if i < middle.n && j < middle.m && !deleted[i] && !inserted[j] {
                i += 1
                j += 1
                continue
            }
            let oldStart = i, newStart = j
            while i < middle.n && deleted[i] { i += 1 }
            while j < middle.m && inserted[j] { j += 1 }
            hunks.append(Hunk(old: (head + oldStart)..<(head + i), new: (head + newStart)..<(head + j)))
        }
        return hunks
    }

    /// The lines of both texts as ranges into their bytes, compared in
    /// place: no array of line copies or slices for a file of 400,000 lines.
    struct Lines {
        let old: [UInt8]
        /// The starts of the lines compared, then the end of the last.
        let oldStarts: ArraySlice<Int>
        let new: [UInt8]
        let newStarts: ArraySlice<Int>

        var n: Int { max(0, oldStarts.count - 1) }
        var m: Int { max(0, newStarts.count - 1) }

        /// Whether line `i` of the old text (counted from the start of `oldStarts`) is line `j` of the new.
        func same(_ i: Int, _ j: Int) -> Bool {
            let a = oldStarts[oldStarts.startIndex + i]..<oldStarts[oldStarts.startIndex + i + 1]
            let b = newStarts[newStarts.startIndex + j]..<newStarts[newStarts.startIndex + j + 1]
            guard a.count == b.count else { return false }
            return old.withUnsafeBufferPointer { x in
                new.withUnsafeBufferPointer { y in
                    guard let p = x.baseAddress, let q = y.baseAddress else { return a.isEmpty }
                    return memcmp(p + a.lowerBound, q + b.lowerBound, a.count) == 0
                }
            }
        }
    }

    /// Lines further apart than this are not looked for by `greedy`.
    static let window = 8

    /// A linear walk for middles too far apart for Myers' diff (formatting
    /// a journal never formatted rewrites most of its lines in place): equal
    /// lines are kept; a line of `a` found among the next `window` lines of
    /// `b` makes those before it insertions, a line of `b` found among the
    /// next of `a` makes those deletions; otherwise the two lines are one
    /// replaced by the other. Each run of lines not kept is one hunk.
    private static func greedy(_ lines: Lines, from head: Int) -> [Hunk] {
        let n = lines.n, m = lines.m
        var hunks: [Hunk] = []
        var i = 0, j = 0
        var open: (i: Int, j: Int)?
        while i < n || j < m {
            if i < n && j < m && lines.same(i, j) {
                if let start = open {
                    hunks.append(Hunk(old: (head + start.i)..<(head + i), new: (head + start.j)..<(head + j)))
                    open = nil
                }
                i += 1
                j += 1
                continue
            }
            if open == nil { open = (i, j) }
            if i == n {
                j = m
            } else if j == m {
                i = n
            } else if let k = (1...window).first(where: { j + $0 < m && lines.same(i, j + $0) }) {
                j += k
            } else if let k = (1...window).first(where: { i + $0 < n && lines.same(i + $0, j) }) {
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
    private static func edits(_ lines: Lines) -> ([Bool], [Bool])? {
        let n = lines.n, m = lines.m
        let limit = min(n + m, maximumDistance)
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        // trace[d]: v after step d, for diagonals -d...d.
        var trace: [[Int]] = []
        for d in 0...limit {
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n && y < m && lines.same(x, y) {
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
