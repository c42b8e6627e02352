import TrackSyntax

/// The git repository that holds a journal, and the git commands track runs
/// in it (through `Console.runProcess`, so each is one spawned `git -C ROOT …`).
struct GitRepository {
    /// The repository's top folder.
    let root: String
    let invocation: Invocation

    /// The repository that holds `folder`; throws when git is missing or
    /// `folder` is in none.
    static func containing(_ folder: String, _ invocation: Invocation) throws(CLIError) -> GitRepository {
        guard let output = invocation.console.runProcess(["git", "-C", folder, "rev-parse", "--show-toplevel"],
                                                         invocation.console.environment) else {
            throw .message(.gitNotInstalled())
        }
        guard output.status == 0 else { throw .message(.notAGitRepository(PathBytes.display(folder))) }
        return GitRepository(root: PathBytes.string(output.stdout.split(separator: UInt8(ascii: "\n")).first ?? []), invocation: invocation)
    }

    /// Runs `git -C ROOT ARGUMENTS`.
    func run(_ arguments: [String]) throws(CLIError) -> ProcessOutput {
        guard let output = invocation.console.runProcess(["git", "-C", root] + arguments, invocation.console.environment) else {
            throw .message(.gitNotInstalled())
        }
        return output
    }

    /// Runs git and throws its own message when it fails.
    func succeed(_ arguments: [String]) throws(CLIError) -> ProcessOutput {
        let output = try run(arguments)
        guard output.status == 0 else {
            throw .message(.gitFailed(arguments.joined(separator: " "), output.errorText))
        }
        return output
    }

    /// `path` relative to the root, as git names it; throws when it is outside.
    func relativePath(_ path: String) throws(CLIError) -> String {
        let folder = Self.folder(of: path)
        let output = invocation.console.runProcess(["git", "-C", folder, "rev-parse", "--show-toplevel", "--show-prefix"],
                                                   invocation.console.environment)
        let lines = output.map { $0.stdout.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) } ?? []
        guard let output, output.status == 0, lines.count >= 2, PathBytes.string(lines[0]) == root else {
            throw .message(.journalOutsideRepository(PathBytes.display(path), PathBytes.display(root)))
        }
        return PathBytes.string(lines[1]) + Self.name(of: path)
    }

    /// A file's bytes at a revision (`git show REV:PATH`), or nil when it has none there.
    func show(_ revision: String, _ relative: String) throws(CLIError) -> [UInt8]? {
        let output = try run(["show", revision + ":" + relative])
        return output.status == 0 ? output.stdout : nil
    }

    /// Whether a merge is under way (`MERGE_HEAD` exists).
    var isMerging: Bool {
        (try? run(["rev-parse", "-q", "--verify", "MERGE_HEAD"]))?.status == 0
    }

    /// The folder of `path` (`.` for a bare file name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of `path`.
    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
