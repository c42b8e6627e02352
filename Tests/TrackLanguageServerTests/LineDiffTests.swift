import Testing
@testable import TrackLanguageServer

/// The line diff behind formatting edits: applying its hunks to the old
/// text always gives the new one, and unchanged lines are left alone.
@Suite struct LineDiffTests {
    private func apply(_ old: String, _ new: String) -> (String, [LineDiff.Hunk]) {
        let a = Array(old.utf8), b = Array(new.utf8)
        let aStarts = LineDiff.lineStarts(a), bStarts = LineDiff.lineStarts(b)
        let hunks = LineDiff.hunks(old: a, oldStarts: aStarts, new: b, newStarts: bStarts)
        let aLines = zip(aStarts, aStarts.dropFirst()).map { $0..<$1 }, bLines = zip(bStarts, bStarts.dropFirst()).map { $0..<$1 }
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

    @Test func aDiffPastTheLimitOfAllLinesIsOneHunk() {
        let old = (0..<3000).map { "a\($0)\n" }.joined(), new = (0..<3001).map { "b\($0)\n" }.joined()
        let (result, hunks) = apply(old, new)
        #expect(result == new)
        #expect(hunks.count == 1)
    }

    /// Formatting a journal that was never formatted rewrites every other
    /// line in place (and drops a blank line at the end): far past Myers'
    /// limit, yet each run of lines is its own hunk.
    @Test func linesRewrittenInPlaceArePairedOneToOne() {
        let old = (0..<10000).map { "line \($0)\n" }.joined() + "\n"
        let new = (0..<10000).map { $0 % 2 == 0 ? "line \($0)\n" : "LINE \($0)\n" }.joined()
        let (result, hunks) = apply(old, new)
        #expect(result == new)
        #expect(hunks.count == 5000)  // the last changed line and the blank one after it are one
        #expect(hunks.first == LineDiff.Hunk(old: 1..<2, new: 1..<2))
    }

    /// Past the limit, lines inserted or deleted near each other are found.
    @Test(arguments: [0, 1, 7, 42])
    func pastTheLimitAnyTextBecomesTheOther(seed: Int) {
        var random = seed &* 2654435761 &+ 1
        func next(_ n: Int) -> Int {
            random = random &* 6364136223846793005 &+ 1442695040888963407
            return Int(UInt64(bitPattern: Int64(random)) >> 33) % n
        }
        var lines = (0..<3000).map { "l\($0 % 50)\n" }
        let old = lines.joined()
        for _ in 0..<1500 {
            switch next(3) {
            case 0: lines[next(lines.count)] = "changed\(next(9))\n"
            case 1: lines.insert("new\(next(9))\n", at: next(lines.count))
            default: lines.remove(at: next(lines.count))
            }
        }
        let new = lines.joined()
        #expect(apply(old, new).0 == new)
    }
}
