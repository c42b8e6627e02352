/// A unified diff of two versions of a file, as `diff -u` writes it, for
/// `track fmt --diff`:
///
/// ```
/// --- household.journal
/// +++ household.journal (formatted)
/// @@ -3,3 +3,3 @@
///  2026-01-01 * Opening balances
/// -    Assets:Bank:Checking   3,850.00 USD
/// +    Assets:Bank:Checking               3,850.00 USD
///      Equity:Opening Balances
/// ```
///
/// Lines are compared with their line endings, so a change of `\r\n` to `\n`
/// shows; a last line without one is marked `\ No newline at end of file`.
public enum UnifiedDiff {
    /// The diff, or nothing when the versions are the same.
    public static func render(old: [UInt8], new: [UInt8], oldName: String, newName: String, context: Int = 3) -> [UInt8] {
        guard old != new else { return [] }
        let a = lines(old), b = lines(new)
        let runs = LineDiff.runs(a, b)
        var out: [UInt8] = []
        out.append(contentsOf: "--- \(oldName)\n+++ \(newName)\n".utf8)
        // Hunks: changed runs with up to `context` kept lines around them; two
        // changes closer than twice the context share a hunk.
        var index = 0
        while index < runs.count {
            guard runs[index].operation != .keep else {
                index += 1
                continue
            }
            var last = index
            while last + 2 < runs.count, runs[last + 1].operation == .keep, runs[last + 1].count <= 2 * context,
                  runs[last + 2].operation != .keep {
                last += 2
            }
            while last + 1 < runs.count && runs[last + 1].operation != .keep { last += 1 }
            let before = index > 0 ? min(context, runs[index - 1].count) : 0
            let after = last + 1 < runs.count ? min(context, runs[last + 1].count) : 0
            let oldStart = runs[index].old - before, newStart = runs[index].new - before
            var oldCount = before + after, newCount = before + after
            for run in runs[index...last] {
                if run.operation != .insert { oldCount += run.count }
                if run.operation != .delete { newCount += run.count }
            }
            out.append(contentsOf: "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n".utf8)
            for i in oldStart..<(oldStart + before) { append(" ", a[i], to: &out) }
            for run in runs[index...last] {
                switch run.operation {
                case .keep: for i in run.old..<(run.old + run.count) { append(" ", a[i], to: &out) }
                case .delete: for i in run.old..<(run.old + run.count) { append("-", a[i], to: &out) }
                case .insert: for j in run.new..<(run.new + run.count) { append("+", b[j], to: &out) }
                }
            }
            if after > 0 {
                let keep = runs[last + 1]
                for i in keep.old..<(keep.old + after) { append(" ", a[i], to: &out) }
            }
            index = last + 1
        }
        return out
    }

    /// `start,count` with 1-based lines; an empty range names the line before it.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }

    /// A line: its bytes with its line ending, if it has one.
    private static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") {
            result.append(bytes[start...i])
            start = i + 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    private static func append(_ mark: String, _ line: ArraySlice<UInt8>, to out: inout [UInt8]) {
        out.append(contentsOf: mark.utf8)
        out.append(contentsOf: line)
        if line.last != UInt8(ascii: "\n") { out.append(contentsOf: "\n\\ No newline at end of file\n".utf8) }
    }
}
