import TrackSyntax

/// The messages of the git commands: `merge`, `resolve`, `diff`, `git …`.
extension CLIMessage {
    static func journalFileUnreadable(_ path: String, _ error: FileError) -> CLIMessage {
        let reason = switch error {
        case .notFound: "there is no such file"
        case .isDirectory: "it is a folder"
        case .unreadable(let why): why
        }
        return CLIMessage(.journalFileUnreadable, "cannot read '\(path)': \(reason)",
                          hint: "name an existing journal file")
    }

    static func binaryJournal(_ path: String) -> CLIMessage {
        CLIMessage(.binaryJournal, "'\(path)' holds binary data (a NUL byte), not journal text; nothing was changed",
                   hint: "a journal is text: check that the file given is the journal, or merge this file another way")
    }

    static func journalNotUTF8(_ path: String, offset: Int) -> CLIMessage {
        CLIMessage(.journalNotUTF8, "'\(path)' is not UTF-8 text (at byte \(offset)); nothing was changed",
                   hint: "convert it to UTF-8 (iconv -f LATIN1 -t UTF-8) and commit that first")
    }
}

extension CLIMessage {
    static func mergeNeedsThreeFiles(_ count: Int) -> CLIMessage {
        CLIMessage(.mergeNeedsThreeFiles, "'merge' needs three files (BASE OURS THEIRS), and \(count) \(count == 1 ? "was" : "were") given",
                   hint: "git runs it as 'track merge %O %A %B'; 'track git install' sets that up")
    }
}
