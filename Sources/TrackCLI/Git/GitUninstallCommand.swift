#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrackSyntax

/// `track git uninstall`: takes out exactly what `install` put in.
enum GitUninstallCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "uninstall",
        summary: "Remove what 'track git install' added; a hook it kept is put back.",
        usage: "track git uninstall [--repo DIR]",
        options: [
            OptionSpec(names: ["--repo"], valueName: "DIR", help: "the repository (default: the one holding the journal)"),
        ],
        acceptsPositionals: false)

    struct Options: CommandOptions {
        var repository: String?

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            repository = arguments.value("repo")
        }
    }

    static func run(_ options: Options, _ input: NoJournal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let journal = invocation.journalPaths[0]
        let repository = try GitRepository.containing(options.repository ?? GitRepository.folder(of: journal), invocation)
        var done: [String] = []
        // .gitattributes: our block out; the file removed when nothing else is left.
        let attributes = repository.root + "/.gitattributes"
        if let old = try GitInstallCommand.existingText(attributes, invocation) {
            let new = GitSetup.attributes(old, block: nil)
            if new != old {
                if new.isEmpty {
                    _ = PathBytes.withCString(attributes) { unlink($0) }
                } else {
                    try MergeCommand.write(Array(new.utf8), to: attributes, invocation)
                }
                done.append(".gitattributes: removed the track lines")
            }
        }
        // Config: only values install writes (a driver of the user's own stays).
        var unset: [String] = []
        for (key, _) in GitSetup.config(track: "") + [(AutoCommit.configKey, "")] {
            let current = try repository.run(["config", "--local", "--get", key])
            guard current.status == 0, isOurs(key, current.text) else { continue }
            _ = try repository.succeed(["config", "--local", "--unset", key])
            unset.append(key)
        }
        for section in ["diff.track", "merge.track", "track"] {
            let left = try repository.run(["config", "--local", "--get-regexp", "^" + section.replacing(".", with: "\\.") + "\\."])
            if left.status != 0 { _ = try repository.run(["config", "--local", "--remove-section", section]) }
        }
        if !unset.isEmpty { done.append("git config: removed " + unset.joined(separator: ", ")) }
        // The hook: ours removed, a kept one put back.
        let folder = try GitInstallCommand.hooksFolder(repository)
        let hook = folder + "/pre-commit", chained = folder + "/" + GitSetup.chainedHook
        if let text = try GitInstallCommand.existingText(hook, invocation), text.contains(GitSetup.hookMarker) {
            _ = PathBytes.withCString(hook) { unlink($0) }
            if invocation.console.fileSystem.fileExists(chained) {
                _ = PathBytes.withCString(chained) { from in PathBytes.withCString(hook) { rename(from, $0) } }
                done.append("pre-commit hook: removed; the hook kept as \(GitSetup.chainedHook) is back as pre-commit")
            } else {
                done.append("pre-commit hook: removed")
            }
        }
        invocation.output.write(done.isEmpty ? "nothing of track's was installed here\n" : done.map { $0 + "\n" }.joined())
        return 0
    }

    /// Whether a config value is one install writes.
    private static func isOurs(_ key: String, _ value: String) -> Bool {
        switch key {
        case "diff.track.textconv": value.hasSuffix(" diff --textconv\n")
        case "merge.track.driver": value.hasSuffix(" merge %O %A %B --path %P\n")
        case "merge.track.name": value == "track: journals merged entry by entry\n"
        default: value == "true\n"
        }
    }
}
