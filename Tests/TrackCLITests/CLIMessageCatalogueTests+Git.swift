@testable import TrackCLI

/// The reproducers of the git commands' messages (`CLIMessage+Git.swift`).
extension CLIMessageCatalogueTests {
    static var gitCommandLines: [Case] { mergeCommandLines + resolveCommandLines + gitSetupCommandLines }

    static let mergeCommandLines: [Case] = [
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

    static var gitCalls: [Call] { mergeCalls + gitSetupCalls + autoCommitCalls }

    static let mergeCalls: [Call] = [
        Call(id: .noSuchRevision, error: { .message(.noSuchRevision("nosuch", "books/main.journal")) }, stderr: """
            track: error: there is no file 'nosuch', and git has no 'books/main.journal' at a revision 'nosuch'
            hint: name an existing file, or a revision where the journal exists (git log --oneline -- books/main.journal)

            """),
        Call(id: .gitNotInstalled, error: { .message(.gitNotInstalled()) }, stderr: """
            track: error: git could not be run
            hint: install git (apt-get install git) and make sure it is on PATH

            """),
        Call(id: .gitFailed, error: { .message(.gitFailed("config merge.track.driver x", "error: could not lock config file\n")) },
             stderr: """
            track: error: 'git config merge.track.driver x' failed: error: could not lock config file
            hint: nothing else was changed; fix what git says and run the command again

            """),
        Call(id: .journalOutsideRepository, error: { .message(.journalOutsideRepository("/tmp/money.journal", "/home/me/books")) },
             stderr: """
            track: error: the journal '/tmp/money.journal' is not inside the repository '/home/me/books'
            hint: move the journal into the repository, or name the repository that holds it with --repo DIR

            """),
        Call(id: .notAGitRepository, error: { .message(.notAGitRepository("/tmp")) }, stderr: """
            track: error: '/tmp' is not in a git repository
            hint: run 'git init' there first, or name the repository with --repo DIR

            """),
        Call(id: .journalNotUTF8, error: { thrown { () throws(CLIError) in
            try JournalBytes.checkText([0x32, 0x30, 0xE9, 0x0A], "test.journal")
        } }, stderr: """
            track: error: 'test.journal' is not UTF-8 text (at byte 2); nothing was changed
            hint: convert it to UTF-8 (iconv -f LATIN1 -t UTF-8) and commit that first

            """),
    ]
}

extension CLIMessageCatalogueTests {
    static let resolveCommandLines: [Case] = [
        Case(.diffTooManyVersions, ["diff", "a", "b", "c"], """
            track: error: 'diff' compares two versions, and 3 were given
            hint: run 'track diff OLD NEW' (files or git revisions), or 'track diff REV' against the file now

            """),
        Case(.resolveOneFile, ["resolve"], """
            track: error: 'resolve' repairs one file, and 0 were given
            hint: run 'track resolve FILE' for each file git lists as conflicted (git status)

            """),
        Case(.unclosedConflict, ["resolve", "test.journal"], journal: "<<<<<<< ours\n", """
            track: error: test.journal:1: a conflict region starts here (<<<<<<<) and never ends (>>>>>>>); nothing was changed
            hint: restore the region's ======= and >>>>>>> lines, or take one side with 'git checkout --ours FILE'

            """),
    ]
}

extension CLIMessageCatalogueTests {
    static let gitSetupCommandLines: [Case] = [
        Case(.unknownGitSubcommand, ["git", "instal"], """
            track: error: 'git' has no subcommand 'instal'
            hint: run 'track git install|uninstall|log|undo|pre-commit' (see 'track git --help')

            """),
    ]

    static let gitSetupCalls: [Call] = [
        Call(id: .chainedHookExists, error: { .message(.chainedHookExists(".git/hooks/pre-commit.before-track")) }, stderr: """
            track: error: '.git/hooks/pre-commit.before-track' already exists, so the pre-commit hook there cannot be kept under that name; nothing was changed
            hint: look at both hooks, merge them into one pre-commit hook or remove the old one, then run 'track git install' again

            """),
    ]
}

extension CLIMessageCatalogueTests {
    static let autoCommitCalls: [Call] = [
        Call(id: .autoCommitFailed, error: { .message(.autoCommitFailed("money.journal", "refused by policy")) }, stderr: """
            track: error: money.journal is written, but could not be committed: refused by policy
            hint: the change is in the file; commit it yourself (git commit money.journal) once git's problem is fixed

            """),
        Call(id: .nothingToUndo, error: { .message(.nothingToUndo()) }, stderr: """
            track: error: track has committed no change here to undo
            hint: track commits its changes after 'track git install --auto-commit'; 'track git log' lists them

            """),
        Call(id: .undoAfterLaterCommits, error: { .message(.undoAfterLaterCommits("3a9eec3 add: Corner Market 84 USD", "5b1c2d3 by hand\n")) },
             stderr: """
            track: error: cannot undo 3a9eec3 add: Corner Market 84 USD: later commits change the same files (5b1c2d3 by hand)
            hint: undo by hand with 'git revert', or edit the journal

            """),
        Call(id: .undoWithUncommittedChanges, error: { .message(.undoWithUncommittedChanges("3a9eec3 add: Corner Market 84 USD", "money.journal")) },
             stderr: """
            track: error: cannot undo 3a9eec3 add: Corner Market 84 USD: money.journal has changes not committed, which undoing would lose
            hint: commit or discard them first (git status shows them)

            """),
    ]
}
