import Foundation
import Testing
import TrackTestSupport

/// `track diff OLD NEW` on files large enough to be mapped (`MappedFile`):
/// each is checked for text a part at a time, its pages given back, and the
/// offset of a byte that is not UTF-8 is the file's, past the first part too.
@Suite struct DiffLargeFilesTests {
    static func journal(_ count: Int) -> String {
        (0..<count).map { "2026-01-01 Grocer \($0)\n    Expenses:Food  \($0 % 50 + 1) USD\n    Assets:Cash\n" }
            .joined(separator: "\n")
    }

    @Test func largeFilesAreComparedAsSmallOnesAre() {
        let folder = TemporaryDirectory()
        let text = Self.journal(40_000)
        let old = folder.write("old.journal", text)
        let new = folder.write("new.journal", text + "\n2026-01-02 Baker\n    Expenses:Food  4 USD\n    Assets:Cash\n")
        let result = CLIHarness.run(["diff", old, new])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            1 added

            + 2026-01-02 Baker
            +     Expenses:Food  4 USD
            +     Assets:Cash

            Change in balance:
            Assets:Cash    -4 USD
            Expenses:Food   4 USD

            """)
    }

    @Test func aByteThatIsNotUTF8PastTheFirstPartIsFoundWhereItIs() {
        let folder = TemporaryDirectory()
        let text = Self.journal(40_000)
        let old = folder.write("old.journal", text)
        // Latin-1 é in the last transaction's description, megabytes into the file.
        let cut = text.utf8.count - 40
        let bad = Array(text.utf8.prefix(cut)) + [0xE9] + Array(text.utf8.dropFirst(cut + 1))
        let new = folder.path + "/new.journal"
        #expect(FileManager.default.createFile(atPath: new, contents: Data(bad)))
        let result = CLIHarness.run(["diff", old, new])
        #expect(result.status == 1)
        #expect(result.stderr == """
            track: error: '\(new)' is not UTF-8 text (at byte \(cut)); nothing was changed
            hint: convert it to UTF-8 (iconv -f LATIN1 -t UTF-8) and commit that first

            """)
    }

    /// A NUL byte makes the file binary wherever it is, even after a byte
    /// that is not UTF-8 and in another part than it.
    @Test func aNULByteAnywhereMakesTheFileBinary() {
        let folder = TemporaryDirectory()
        let text = Array(Self.journal(40_000).utf8)
        let old = folder.write("old.journal", Self.journal(10))
        var bad = text
        bad[100] = 0xE9
        bad[text.count - 40] = 0
        let new = folder.path + "/new.journal"
        #expect(FileManager.default.createFile(atPath: new, contents: Data(bad)))
        let result = CLIHarness.run(["diff", old, new])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix(
            "track: error: '\(new)' holds binary data (a NUL byte), not journal text; nothing was changed\n"))
    }
}
