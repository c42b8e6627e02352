import TrackSyntax

/// `track git undo`: reverts the last change track committed, as a commit
/// of its own; refused when a later commit touches its files, or when they
/// have changes not committed, so that nothing is lost.
enum GitUndoCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "undo",
        summary: "Revert the last change track committed (run it again to redo).",
        usage: "track git undo",
        acceptsPositionals: false)

    struct Options: CommandOptions {
        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {}
    }

    static func run(_ options: Options, _ input: NoJournal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let repository = try GitRepository.containing(GitRepository.folder(of: invocation.journalPaths[0]), invocation)
        let last = try repository.run(["log", "-1", "--grep=^" + AutoCommit.trailer, "--format=%H%n%h %s"])
        let lines = last.text.split(separator: "\n").map(String.init)
        guard last.status == 0, lines.count == 2 else { throw .message(.nothingToUndo()) }
        let (commit, title) = (lines[0], lines[1])
        let touched = try repository.succeed(["diff-tree", "--root", "--no-commit-id", "--name-only", "-r", "-z", commit])
        let files = touched.stdout.split(separator: 0).map { PathBytes.string($0) }
        let later = try repository.succeed(["log", "--format=%h %s", commit + "..HEAD", "--"] + files)
        guard later.stdout.isEmpty else { throw .message(.undoAfterLaterCommits(title, later.text)) }
        guard try repository.run(["diff", "--quiet", "HEAD", "--"] + files).status == 0 else {
            throw .message(.undoWithUncommittedChanges(title, files.map(PathBytes.display).joined(separator: ", ")))
        }
        let hasParent = try repository.run(["rev-parse", "-q", "--verify", commit + "^"]).status == 0
        for file in files {
            if hasParent, try repository.run(["cat-file", "-e", commit + "^:" + file]).status == 0 {
                _ = try repository.succeed(["checkout", commit + "^", "--", file])
            } else {
                _ = try repository.succeed(["rm", "--quiet", "--", file])
            }
        }
        let subject = String(title.drop { $0 != " " }.dropFirst())
        if let failure = try repository.commitOnly(files, subject: "undo: " + subject, command: "undo") {
            throw .message(.gitFailed("commit", failure))
        }
        invocation.output.write("undid \(title)\n")
        return 0
    }
}
