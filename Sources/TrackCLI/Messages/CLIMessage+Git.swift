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

extension CLIMessage {
    static func gitNotInstalled() -> CLIMessage {
        CLIMessage(.gitNotInstalled, "git could not be run", hint: "install git (apt-get install git) and make sure it is on PATH")
    }

    static func notAGitRepository(_ folder: String) -> CLIMessage {
        CLIMessage(.notAGitRepository, "'\(folder)' is not in a git repository",
                   hint: "run 'git init' there first, or name the repository with --repo DIR")
    }

    static func journalOutsideRepository(_ path: String, _ root: String) -> CLIMessage {
        CLIMessage(.journalOutsideRepository, "the journal '\(path)' is not inside the repository '\(root)'",
                   hint: "move the journal into the repository, or name the repository that holds it with --repo DIR")
    }

    static func gitFailed(_ command: String, _ stderr: String) -> CLIMessage {
        var said = stderr
        while said.hasSuffix("\n") { said.removeLast() }
        return CLIMessage(.gitFailed, "'git \(command)' failed" + (said.isEmpty ? "" : ": " + said),
                          hint: "nothing else was changed; fix what git says and run the command again")
    }
}

extension CLIMessage {
    static func resolveOneFile(_ count: Int) -> CLIMessage {
        CLIMessage(.resolveOneFile, "'resolve' repairs one file, and \(count) \(count == 1 ? "was" : "were") given",
                   hint: "run 'track resolve FILE' for each file git lists as conflicted (git status)")
    }

    static func unclosedConflict(_ path: String, line: Int) -> CLIMessage {
        CLIMessage(.unclosedConflict, "\(path):\(line): a conflict region starts here (<<<<<<<) and never ends (>>>>>>>); nothing was changed",
                   hint: "restore the region's ======= and >>>>>>> lines, or take one side with 'git checkout --ours FILE'")
    }
}

extension CLIMessage {
    static func diffTooManyVersions(_ count: Int) -> CLIMessage {
        CLIMessage(.diffTooManyVersions, "'diff' compares two versions, and \(count) were given",
                   hint: "run 'track diff OLD NEW' (files or git revisions), or 'track diff REV' against the file now")
    }

    static func noSuchRevision(_ revision: String, _ path: String) -> CLIMessage {
        CLIMessage(.noSuchRevision, "there is no file '\(revision)', and git has no '\(path)' at a revision '\(revision)'",
                   hint: "name an existing file, or a revision where the journal exists (git log --oneline -- \(path))")
    }
}

extension CLIMessage {
    static func unknownGitSubcommand(_ given: String?, names: [String]) -> CLIMessage {
        CLIMessage(.unknownGitSubcommand,
                   given.map { "'git' has no subcommand '\($0)'" } ?? "'git' needs a subcommand",
                   hint: "run 'track git " + names.joined(separator: "|") + "' (see 'track git --help')")
    }

    static func chainedHookExists(_ path: String) -> CLIMessage {
        CLIMessage(.chainedHookExists, "'\(path)' already exists, so the pre-commit hook there cannot be kept under that name; nothing was changed",
                   hint: "look at both hooks, merge them into one pre-commit hook or remove the old one, then run 'track git install' again")
    }
}

extension CLIMessage {
    /// A warning: the journal is written, the commit was not made.
    static func autoCommitFailed(_ files: String, _ git: String) -> CLIMessage {
        CLIMessage(.autoCommitFailed, "\(files) is written, but could not be committed: \(git)",
                   hint: "the change is in the file; commit it yourself (git commit \(files)) once git's problem is fixed")
    }
}

extension CLIMessage {
    static func nothingToUndo() -> CLIMessage {
        CLIMessage(.nothingToUndo, "track has committed no change here to undo",
                   hint: "track commits its changes after 'track git install --auto-commit'; 'track git log' lists them")
    }

    static func undoAfterLaterCommits(_ change: String, _ later: String) -> CLIMessage {
        var commits = later
        while commits.hasSuffix("\n") { commits.removeLast() }
        return CLIMessage(.undoAfterLaterCommits,
                          "cannot undo \(change): later commits change the same files (\(commits.split(separator: "\n").joined(separator: "; ")))",
                          hint: "undo by hand with 'git revert', or edit the journal")
    }

    static func undoWithUncommittedChanges(_ change: String, _ files: String) -> CLIMessage {
        CLIMessage(.undoWithUncommittedChanges, "cannot undo \(change): \(files) has changes not committed, which undoing would lose",
                   hint: "commit or discard them first (git status shows them)")
    }
}
