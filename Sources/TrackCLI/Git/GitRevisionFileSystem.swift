import TrackSyntax

/// The files of a journal as they were at a git revision (`git show
/// REV:PATH`), so that `track diff HEAD~1` reads the old journal, its
/// `include`d files too, as the loader reads any.
///
/// Paths are relative to the repository's root (the journal is loaded by
/// its path there, so the files it includes are too), or absolute under it.
struct GitRevisionFileSystem: JournalFileSystem {
    let repository: String
    let revision: String
    let environment: [String: String]
    let runProcess: @Sendable ([String], [String: String]) -> ProcessOutput?

    func read(_ path: String) -> Result<[UInt8], FileError> {
        guard let relative = relative(path) else { return .failure(.notFound) }
        guard let output = runProcess(["git", "-C", repository, "show", revision + ":" + relative], environment) else {
            return .failure(.unreadable("git could not be run"))
        }
        return output.status == 0 ? .success(output.stdout) : .failure(.notFound)
    }

    func canonicalPath(_ path: String) -> String { relative(path) ?? path }

    func contentsOfDirectory(_ path: String) -> [String]? { nil }

    /// `path` as git names it in the revision: from the root, `.` and `..` resolved.
    func relative(_ path: String) -> String? {
        let full: String
        if path.hasPrefix("/") {
            guard path.hasPrefix(repository + "/") else { return nil }
            full = String(path.dropFirst(repository.count + 1))
        } else {
            full = path
        }
        var parts: [Substring] = []
        for part in full.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}
