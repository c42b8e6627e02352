#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrackModel
import TrackSyntax

/// `track git install`: sets up the repository that holds the journal
/// (`GitSetup`), idempotently, and says what it did.
enum GitInstallCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "install",
        summary: "Set the repository up: .gitattributes, the diff and merge drivers, a pre-commit check.",
        usage: "track git install [--repo DIR] [--auto-commit]",
        options: [
            OptionSpec(names: ["--repo"], valueName: "DIR", help: "the repository (default: the one holding the journal)"),
            OptionSpec(names: ["--auto-commit"], help: "also commit each change track writes (add, import, reconcile, fmt -i)"),
        ],
        discussion: """
            Adds to .gitattributes (between two marked comment lines) the journal
            patterns *.journal, *.ledger, *.hledger, *.j and the journal's included
            files, naming the track diff and merge drivers; sets diff.track.textconv
            and merge.track.driver in the repository's config; installs a pre-commit
            hook that runs track check and track fmt --check on the staged content
            of each journal. A pre-commit hook that is already there is kept (as
            pre-commit.before-track) and run first. Running it again changes
            nothing; 'track git uninstall' removes exactly what it added.
            """,
        acceptsPositionals: false)

    struct Options: CommandOptions {
        var repository: String?
        var autoCommit: Bool

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            repository = arguments.value("repo")
            autoCommit = arguments.has("auto-commit")
        }
    }

    static func run(_ options: Options, _ input: NoJournal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let journal = invocation.journalPaths[0]
        let repository = try GitRepository.containing(options.repository ?? GitRepository.folder(of: journal), invocation)
        let fileSystem = invocation.console.fileSystem
        var extra: [String] = []
        if fileSystem.fileExists(journal) {
            _ = try repository.relativePath(journal)
            let loaded = JournalLoader(options: ParseOptions(today: invocation.today), fileSystem: fileSystem).load(paths: [journal])
            for file in loaded.journal.sources.files.dropFirst() {
                let name = GitRepository.name(of: file.path)
                guard !GitSetup.patterns.contains(where: { name.hasSuffix($0.dropFirst()) }),
                      let relative = try? repository.relativePath(file.path) else { continue }
                extra.append(relative)
            }
        }
        let track = invocation.console.environment["TRACK_EXECUTABLE"] ?? Subprocess.executablePath() ?? "track"
        var done: [String] = []
        done.append(try installAttributes(repository, extra: extra, invocation))
        done.append(try installConfig(repository, track: track, autoCommit: options.autoCommit))
        done.append(try installHook(repository, track: track, invocation))
        for line in done { invocation.output.write(line + "\n") }
        return 0
    }

    private static func installAttributes(_ repository: GitRepository, extra: [String],
                                          _ invocation: Invocation) throws(CLIError) -> String {
        let path = repository.root + "/.gitattributes"
        let old = try existingText(path, invocation)
        let new = GitSetup.attributes(old ?? "", block: GitSetup.attributesBlock(extraFiles: extra))
        guard new != old else { return ".gitattributes: the track lines were already there" }
        try MergeCommand.write(Array(new.utf8), to: path, invocation)
        return ".gitattributes: added the track lines (diff=track merge=track for journals)"
    }

    private static func installConfig(_ repository: GitRepository, track: String, autoCommit: Bool) throws(CLIError) -> String {
        var entries = GitSetup.config(track: track)
        if autoCommit { entries.append((AutoCommit.configKey, "true")) }
        var changed: [String] = []
        for (key, value) in entries {
            let current = try repository.run(["config", "--local", "--get", key])
            if current.status == 0 && current.text == value + "\n" { continue }
            _ = try repository.succeed(["config", "--local", key, value])
            changed.append(key)
        }
        return changed.isEmpty ? "git config: the track entries were already set"
            : "git config: set " + changed.joined(separator: ", ")
    }

    private static func installHook(_ repository: GitRepository, track: String,
                                    _ invocation: Invocation) throws(CLIError) -> String {
        let folder = try hooksFolder(repository)
        let hook = folder + "/pre-commit", chained = folder + "/" + GitSetup.chainedHook
        let text = GitSetup.hook(track: track)
        let existing = try existingText(hook, invocation)
        if existing == text { return "pre-commit hook: already installed" }
        var said = "pre-commit hook: installed (it checks the staged journals)"
        if let existing, !existing.contains(GitSetup.hookMarker) {
            guard !invocation.console.fileSystem.fileExists(chained) else {
                throw .message(.chainedHookExists(PathBytes.display(chained)))
            }
            guard PathBytes.withCString(hook, { from in PathBytes.withCString(chained) { rename(from, $0) } }) == 0 else {
                throw .message(.gitFailed("install", "cannot move \(PathBytes.display(hook)) aside"))
            }
            said = "pre-commit hook: installed; the hook that was there is kept as \(GitSetup.chainedHook) and runs first"
        }
        _ = PathBytes.withCString(folder) { mkdir($0, 0o755) }
        do {
            for notice in try AtomicFile.write(Array(text.utf8), to: hook, newFileMode: 0o755) { invocation.warn(notice) }
        } catch {
            throw CLIError(error)
        }
        return said
    }

    /// The hooks folder git uses (`core.hooksPath` or `.git/hooks`), absolute.
    static func hooksFolder(_ repository: GitRepository) throws(CLIError) -> String {
        let output = try repository.succeed(["rev-parse", "--git-path", "hooks"])
        let path = PathBytes.string(output.stdout.split(separator: UInt8(ascii: "\n")).first ?? [])
        return path.hasPrefix("/") ? path : repository.root + "/" + path
    }

    /// A file's text, nil when there is none; refused when it is not UTF-8 text.
    static func existingText(_ path: String, _ invocation: Invocation) throws(CLIError) -> String? {
        guard case .success(let bytes) = invocation.console.fileSystem.read(path) else { return nil }
        try JournalBytes.checkText(bytes, path)
        return String(decoding: bytes, as: UTF8.self)
    }
}
