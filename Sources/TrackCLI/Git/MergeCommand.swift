import TrackMerge
import TrackModel
import TrackSyntax

/// `track merge BASE OURS THEIRS`: git's merge driver for journals
/// (`merge.track.driver = track merge %O %A %B --path %P`), merging item by
/// item (`JournalMerge`) rather than line by line.
enum MergeCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "merge",
        summary: "Merge two versions of a journal file with their common base, entry by entry (git's merge driver).",
        usage: "track merge BASE OURS THEIRS [-o FILE] [--path NAME]",
        options: [
            OptionSpec(names: ["-o", "--output"], valueName: "FILE", help: "write the result to FILE (default: over OURS, as git expects)"),
            OptionSpec(names: ["--path"], valueName: "NAME", help: "the file's name in the repository, for messages (git's %P)"),
        ],
        discussion: """
            Entries both sides added are all kept, each once, in date order; an
            entry one side changed or deleted takes that change; an entry both
            changed differently is marked between <<<<<<< and >>>>>>> as git does,
            and the exit status is 1. The result must read and balance, else it is
            a conflict too. A BASE that does not read as a journal is merged line
            by line, and that is said.

            'track git install' sets this up as the repository's merge driver.
            """)

    struct Options: CommandOptions {
        var base, ours, theirs: String
        var output: String?
        var name: String?

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            let files = arguments.positionals
            guard files.count == 3 else { throw .message(.mergeNeedsThreeFiles(files.count)) }
            base = files[0]
            ours = files[1]
            theirs = files[2]
            output = arguments.value("output")
            name = arguments.value("path")
        }
    }

    static func run(_ options: Options, _ input: NoJournal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let name = options.name ?? options.ours
        let base = try JournalBytes.read(options.base, invocation)
        let ours = try JournalBytes.read(options.ours, invocation)
        let theirs = try JournalBytes.read(options.theirs, invocation)
        let merge = JournalMerge(base: base, ours: ours, theirs: theirs, path: name,
                                 parseOptions: ParseOptions(today: invocation.today))
        let outcome = merge.merge()
        try write(outcome.bytes, to: options.output ?? options.ours, invocation)
        report(outcome, name: name, invocation)
        return outcome.isClean ? 0 : 1
    }

    /// Writes the result atomically (git reads OURS back when the driver ends).
    static func write(_ bytes: [UInt8], to path: String, _ invocation: Invocation) throws(CLIError) {
        do {
            for notice in try AtomicFile.write(bytes, to: path, newFileMode: 0o644) {
                invocation.warn(notice)
            }
        } catch {
            throw CLIError(error)
        }
    }

    /// Says how the file was merged, on standard error (git shows it).
    static func report(_ outcome: MergeOutcome, name: String, _ invocation: Invocation) {
        let shown = PathBytes.display(name)
        if outcome.method == .lines {
            invocation.errors.write("track merge: the base of \(shown) does not read as a journal, so it was merged line by line\n")
        }
        if outcome.conflicts > 0 {
            let regions = outcome.conflicts == 1 ? "1 conflict" : "\(outcome.conflicts) conflicts"
            invocation.errors.write("track merge: \(regions) in \(shown): both sides changed the same entry; "
                + "edit the regions between <<<<<<< and >>>>>>>, then 'track resolve --check \(shown)'\n")
        } else if let failed = outcome.failedCheck {
            invocation.printDiagnostics(failed)
            invocation.errors.write("track merge: merged \(shown) entry by entry, but the result does not check "
                + "(above); fix it, then commit\n")
        }
    }
}
