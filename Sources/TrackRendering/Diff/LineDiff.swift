/// The shortest edit script between two sequences of lines (Myers, "An
/// O(ND) Difference Algorithm and Its Variations", 1986), as runs of kept,
/// deleted and inserted lines.
///
/// Lines are compared as small integers (each distinct line gets one), the
/// common prefix and suffix are set aside first, and the search stops after
/// `maximumEdits` edits: past that the middle is reported as deleted and
/// inserted whole, which is still a correct diff (a long one) and keeps a
/// journal rewritten on every line from taking quadratic time.
struct LineDiff {
    enum Operation: Equatable {
        case keep, delete, insert
    }

    /// A run of lines with one operation; `old` and `new` are where it starts.
    struct Run: Equatable {
        var operation: Operation
        var old: Int
        var new: Int
        var count: Int
    }

    static let maximumEdits = 1000

    /// The runs that turn `old` into `new`.
    static func runs<Line: Hashable>(_ old: [Line], _ new: [Line], maximumEdits: Int = maximumEdits) -> [Run] {
        var ids: [Line: Int] = [:]
        let a = old.map { line in ids[line] ?? { let id = ids.count; ids[line] = id; return id }() }
        let b = new.map { line in ids[line] ?? { let id = ids.count; ids[line] = id; return id }() }
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix
                && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        var runs: [Run] = []
        func add(_ operation: Operation, _ i: Int, _ j: Int, _ count: Int) {
            guard count > 0 else { return }
            if let last = runs.last, last.operation == operation,
               last.old + (operation == .insert ? 0 : last.count) == i,
               last.new + (operation == .delete ? 0 : last.count) == j {
                runs[runs.count - 1].count += count
            } else {
                runs.append(Run(operation: operation, old: i, new: j, count: count))
            }
        }
        add(.keep, 0, 0, prefix)
        let middleA = Array(a[prefix..<(a.count - suffix)])
        let middleB = Array(b[prefix..<(b.count - suffix)])
        if let script = myers(middleA, middleB, maximumEdits: maximumEdits) {
            var i = 0, j = 0
            for operation in script {
                switch operation {
                case .keep: add(.keep, prefix + i, prefix + j, 1); i += 1; j += 1
                case .delete: add(.delete, prefix + i, prefix + j, 1); i += 1
                case .insert: add(.insert, prefix + i, prefix + j, 1); j += 1
                }
            }
        } else {
            add(.delete, prefix, prefix, middleA.count)
            add(.insert, prefix + middleA.count, prefix, middleB.count)
        }
        add(.keep, a.count - suffix, b.count - suffix, suffix)
        return runs
    }

    /// One operation per line, or nil past `maximumEdits` edits.
    private static func myers(_ a: [Int], _ b: [Int], maximumEdits: Int) -> [Operation]? {
        let n = a.count, m = b.count
        if n == 0 { return Array(repeating: .insert, count: m) }
        if m == 0 { return Array(repeating: .delete, count: n) }
        let limit = min(n + m, maximumEdits)
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        // The furthest x on each diagonal k after each number of edits d, for the way back.
        var trace: [[Int]] = []
        for d in 0...limit {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]  // down: an insertion
                } else {
                    x = v[offset + k - 1] + 1  // right: a deletion
                }
                var y = x - k
                while x < n && y < m && a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n && y >= m {
                    return backtrack(trace: trace, d: d, k: k, offset: offset, n: n, m: m)
                }
            }
        }
        return nil
    }

    private static func backtrack(trace: [[Int]], d: Int, k: Int, offset: Int, n: Int, m: Int) -> [Operation] {
        var operations: [Operation] = []
        var x = n, y = m
        var k = k
        var d = d
        while d > 0 {
            let v = trace[d]
            let down = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])
            let previousK = down ? k + 1 : k - 1
            let previousX = v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX + (down ? 0 : 1) && y > previousY + (down ? 1 : 0) {
                operations.append(.keep)
                x -= 1
                y -= 1
            }
            operations.append(down ? .insert : .delete)
            if down { y -= 1 } else { x -= 1 }
            k = previousK
            d -= 1
        }
        while x > 0 && y > 0 {
            operations.append(.keep)
            x -= 1
            y -= 1
        }
        return operations.reversed()
    }
}
