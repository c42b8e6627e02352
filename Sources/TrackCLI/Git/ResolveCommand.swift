import TrackMerge
import TrackModel
import TrackSyntax

/// `track resolve FILE`: a journal holding git's conflict markers (a merge
/// made without the driver, on a hosting service's web page, say) merged
/// again item by item, leaving markers only around true conflicts.
enum ResolveCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "resolve",
        summary: "Repair a journal left with git's conflict markers, entry by entry.",
        usage: "track resolve FILE [--check]",
        options: [
            OptionSpec(names: ["--check"], help: "change nothing; say what resolving would do, exit 1 while markers remain"),
        ],
        discussion: """
            The two sides are the marked regions. The base is git's, when FILE is in
            a repository in the middle of a merge; else the regions' own base
            (merge.conflictStyle diff3); else the two sides are merged as two sets
            of additions. Markers are left only around entries both sides changed
            differently; the exit status is then 1.
            """)

    struct Options: CommandOptions {
        var file: String
        var check: Bool

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            guard arguments.positionals.count == 1, let file = arguments.positionals.first else {
                throw .message(.resolveOneFile(arguments.positionals.count))
            }
            self.file = file
            check = arguments.has("check")
        }
    }

    static func run(_ options: Options, _ input: NoJournal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let shown = PathBytes.display(options.file)
        let bytes = try JournalBytes.read(options.file, invocation)
        let markers = ConflictMarkers(bytes)
        guard markers.regions > 0 else {
            invocation.output.write("\(shown) has no conflict markers: nothing to resolve\n")
            return 0
        }
        if let offset = markers.unclosedRegion {
            throw .message(.unclosedConflict(shown, line: bytes[..<offset].count { $0 == UInt8(ascii: "\n") } + 1))
        }
        let (base, source) = try base(of: options.file, markers, invocation)
        var merge = JournalMerge(base: base, ours: markers.ours, theirs: markers.theirs, path: options.file,
                                 parseOptions: ParseOptions(today: invocation.today))
        merge.oursLabel = markers.oursLabel
        merge.theirsLabel = markers.theirsLabel
        let outcome = merge.merge()
        let regions = markers.regions == 1 ? "1 conflicted region" : "\(markers.regions) conflicted regions"
        let left = outcome.conflicts == 0 ? "none remains" : outcome.conflicts == 1 ? "1 remains" : "\(outcome.conflicts) remain"
        if options.check {
            invocation.output.write("\(shown): \(regions); merged entry by entry (base: \(source)), \(left)\n")
            return 1
        }
        try MergeCommand.write(outcome.bytes, to: options.file, invocation)
        invocation.output.write("\(shown): resolved \(regions) entry by entry (base: \(source)); \(left)\n")
        if let failed = outcome.failedCheck {
            invocation.printDiagnostics(failed)
            invocation.errors.write("track resolve: the resolved \(shown) does not check (above); fix it, then commit\n")
        }
        return outcome.isClean ? 0 : 1
    }

    /// The merge's base and where it came from, in words.
    private static func base(of file: String, _ markers: ConflictMarkers,
                             _ invocation: Invocation) throws(CLIError) -> ([UInt8], String) {
        if let repository = try? GitRepository.containing(GitRepository.folder(of: file), invocation), repository.isMerging,
           let relative = try? repository.relativePath(file), let base = try? repository.show(":1", relative) {
            try JournalBytes.checkText(base, file)
            return (base, "git's merge base")
        }
        if let base = markers.base { return (base, "the regions' own") }
        return (markers.withoutRegions, "none, the sides merged as additions")
    }
}
