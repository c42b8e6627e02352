import Testing
@testable import TrackRendering

@Suite struct UnifiedDiffTests {
    @Test func theShortestEditScript() {
        // Myers' example: ABCABBA to CBABAC in five edits.
        let runs = LineDiff.runs(Array("ABCABBA"), Array("CBABAC"))
        let edits = runs.filter { $0.operation != .keep }.reduce(0) { $0 + $1.count }
        #expect(edits == 5)
        // Applying the runs gives the new sequence.
        var rebuilt: [Character] = []
        let old = Array("ABCABBA"), new = Array("CBABAC")
        for run in runs {
            switch run.operation {
            case .keep: rebuilt += old[run.old..<(run.old + run.count)]
            case .insert: rebuilt += new[run.new..<(run.new + run.count)]
            case .delete: break
            }
        }
        #expect(rebuilt == new)
    }

    @Test func pastTheEditLimitTheMiddleIsReplacedWhole() {
        let runs = LineDiff.runs(["a", "x", "y", "z"], ["a", "1", "2", "3"], maximumEdits: 2)
        #expect(runs == [
            LineDiff.Run(operation: .keep, old: 0, new: 0, count: 1),
            LineDiff.Run(operation: .delete, old: 1, new: 1, count: 3),
            LineDiff.Run(operation: .insert, old: 4, new: 1, count: 3),
        ])
    }

    @Test func sameTextGivesNoDiff() {
        #expect(UnifiedDiff.render(old: Array("a\n".utf8), new: Array("a\n".utf8), oldName: "x", newName: "y").isEmpty)
    }

    @Test func hunksHaveThreeLinesOfContext() {
        let old = (1...12).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n")
            .replacingOccurrences(of: "line 11\n", with: "")
        let diff = UnifiedDiff.render(old: Array(old.utf8), new: Array(new.utf8), oldName: "a.journal",
                                      newName: "a.journal (formatted)")
        #expect(String(decoding: diff, as: UTF8.self) == """
            --- a.journal
            +++ a.journal (formatted)
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +line two
             line 3
             line 4
             line 5
            @@ -8,5 +8,4 @@
             line 8
             line 9
             line 10
            -line 11
             line 12

            """)
    }

    @Test func aLastLineWithoutNewlineIsMarked() {
        let diff = UnifiedDiff.render(old: Array("a\nb".utf8), new: Array("a\nb\n".utf8), oldName: "x", newName: "y")
        #expect(String(decoding: diff, as: UTF8.self) == """
            --- x
            +++ y
            @@ -1,2 +1,2 @@
             a
            -b
            \\ No newline at end of file
            +b

            """)
    }
}
