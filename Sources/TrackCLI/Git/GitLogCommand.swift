import TrackSyntax

/// `track git log`: the changes track committed (`AutoCommit`), newest first.
enum GitLogCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "log",
        summary: "List the changes track committed (with --auto-commit), newest first.",
        usage: "track git log [-n COUNT]",
        options: [OptionSpec(names: ["-n", "--max-count"], valueName: "COUNT", help: "show at most COUNT changes")],
        acceptsPositionals: false)

    struct Options: CommandOptions {
        var count: Int?

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            guard let given = arguments.value("max-count") else { return }
            guard let count = Int(given), count > 0 else {
                throw CLIError(.invalidValue(option: "-n", value: given, expected: "a number of changes, 1 or more"))
            }
            self.count = count
        }
    }

    static func run(_ options: Options, _ input: NoJournal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let repository = try GitRepository.containing(GitRepository.folder(of: invocation.journalPaths[0]), invocation)
        var arguments = ["log", "--grep=^" + AutoCommit.trailer, "--format=%h %ad %s", "--date=short"]
        if let count = options.count { arguments.append("--max-count=\(count)") }
        let log = try repository.run(arguments)
        // A repository with no commit yet has no log: no changes.
        invocation.output.write(log.status == 0 && !log.stdout.isEmpty ? log.text : "no changes committed by track\n")
        return 0
    }
}

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
