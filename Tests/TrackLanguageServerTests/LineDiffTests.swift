import Testing
@testable import TrackLanguageServer

/// The line diff behind formatting edits: applying its hunks to the old
/// text always gives the new one, and unchanged lines are left alone.
@Suite struct LineDiffTests {
    private func apply(_ old: String, _ new: String) -> (String, [LineDiff.Hunk]) {
        let a = Array(old.utf8), b = Array(new.utf8)
        let aLines = LineDiff.lineRanges(a), bLines = LineDiff.lineRanges(b)
        let hunks = LineDiff.hunks(old: a, oldLines: aLines, new: b, newLines: bLines)
        var result: [UInt8] = []
        var next = 0
        for hunk in hunks {
            for line in aLines[next..<hunk.old.lowerBound] { result += a[line] }
            for line in bLines[hunk.new] { result += b[line] }
            next = hunk.old.upperBound
        }
        for line in aLines[next...] { result += a[line] }
        return (String(decoding: result, as: UTF8.self), hunks)
    }

    @Test(arguments: [
        ("a\nb\nc\n", "a\nB\nc\n"), ("a\nb\nc\n", "a\nc\n"), ("a\nc\n", "a\nb\nc\n"), ("", "x\n"), ("x", ""),
        ("a\nb", "a\nb\n"), ("1\n2\n3\n4\n5\n", "0\n2\n3\nX\n5\n6\n"), ("same\n", "same\n"),
    ])
    func hunksTurnTheOldTextIntoTheNew(old: String, new: String) {
        #expect(apply(old, new).0 == new)
    }

    @Test func onlyChangedLinesAreEdited() {
        let (_, hunks) = apply("a\nb\nc\nd\ne\n", "a\nB\nc\nD\ne\n")
        #expect(hunks == [LineDiff.Hunk(old: 1..<2, new: 1..<2), LineDiff.Hunk(old: 3..<4, new: 3..<4)])
    }

    @Test func aDiffPastTheLimitIsOneHunk() {
        let old = (0..<3000).map { "a\($0)\n" }.joined(), new = (0..<3000).map { "b\($0)\n" }.joined()
        let (result, hunks) = apply(old, new)
        #expect(result == new)
        #expect(hunks.count == 1)
    }
}
