import TrackModel
import TrackSyntax

/// `track git pre-commit`: what the installed hook runs. Checks the staged
/// content (the index, not the working tree) of each journal the commit
/// holds: it must read and balance (`track check`) and be in canonical form
/// (`track fmt --check`); else the commit is refused with why.
enum GitPreCommitCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "pre-commit",
        summary: "Check the staged journals as the pre-commit hook does (git runs it).",
        usage: "track git pre-commit",
        acceptsPositionals: false)

    struct Options: CommandOptions {
        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {}
    }

    static func run(_ options: Options, _ input: NoJournal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let repository = try GitRepository.containing(".", invocation)
        let staged = try repository.succeed(["diff", "--cached", "--name-only", "--diff-filter=ACMR", "-z"])
        let files = staged.stdout.split(separator: 0).map { PathBytes.string($0) }
        guard !files.isEmpty else { return 0 }
        let journals = try journalFiles(files, repository)
        let index = GitRevisionFileSystem(repository: repository.root, revision: "", environment: invocation.console.environment,
                                          runProcess: invocation.console.runProcess)
        var refused: [String] = []
        for file in journals {
            if let bytes = try repository.show("", file) {
                do throws(CLIError) { try JournalBytes.checkText(bytes, file) } catch {
                    TrackCLI.report(error, to: invocation.console)
                    refused.append(file)
                    continue
                }
            }
            let loaded = JournalLoader(options: ParseOptions(today: invocation.today), fileSystem: index).load(paths: [file])
            if loaded.hasErrors {
                invocation.printDiagnostics(loaded)
                refused.append(file)
                continue
            }
            let formatter = JournalFormatter(journal: loaded.journal)
            if let source = loaded.journal.sources.files.first, !formatter.format(fileAt: 0).elementsEqual(source.bytes) {
                invocation.errors.write("track pre-commit: \(PathBytes.display(file)) is not in canonical form: "
                    + "run 'track fmt -i \(PathBytes.display(file))' and stage it again\n")
                refused.append(file)
            }
        }
        guard refused.isEmpty else {
            invocation.errors.write("track pre-commit: the commit is refused (\(refused.map(PathBytes.display).joined(separator: ", "))); "
                + "fix the staged journal, or commit with --no-verify to skip the check\n")
            return 1
        }
        return 0
    }

    /// The staged files git gives the track merge driver (`merge=track` in .gitattributes).
    private static func journalFiles(_ files: [String], _ repository: GitRepository) throws(CLIError) -> [String] {
        let output = try repository.succeed(["check-attr", "-z", "merge", "--"] + files)
        let fields = output.stdout.split(separator: 0, omittingEmptySubsequences: false).map { PathBytes.string($0) }
        var journals: [String] = []
        var index = 0
        while index + 2 < fields.count {
            if fields[index + 2] == "track" { journals.append(fields[index]) }
            index += 3
        }
        return journals
    }
}
