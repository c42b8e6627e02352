@testable import TrackCLI

/// The reproducers of the git commands' messages (`CLIMessage+Git.swift`).
extension CLIMessageCatalogueTests {
    static let gitCommandLines: [Case] = [
        Case(.mergeNeedsThreeFiles, ["merge", "test.journal", "test.journal"], """
            track: error: 'merge' needs three files (BASE OURS THEIRS), and 2 were given
            hint: git runs it as 'track merge %O %A %B'; 'track git install' sets that up

            """),
        Case(.journalFileUnreadable, ["merge", "test.journal", "test.journal", "gone.journal"], journal: cash, """
            track: error: cannot read 'gone.journal': there is no such file
            hint: name an existing journal file

            """),
        Case(.binaryJournal, ["merge", "test.journal", "test.journal", "test.journal"], journal: "2026-01-01 x\u{0}\n", """
            track: error: 'test.journal' holds binary data (a NUL byte), not journal text; nothing was changed
            hint: a journal is text: check that the file given is the journal, or merge this file another way

            """),
    ]

    static let gitCalls: [Call] = [
        Call(id: .journalNotUTF8, error: { thrown { () throws(CLIError) in
            try JournalBytes.checkText([0x32, 0x30, 0xE9, 0x0A], "test.journal")
        } }, stderr: """
            track: error: 'test.journal' is not UTF-8 text (at byte 2); nothing was changed
            hint: convert it to UTF-8 (iconv -f LATIN1 -t UTF-8) and commit that first

            """),
    ]
}
