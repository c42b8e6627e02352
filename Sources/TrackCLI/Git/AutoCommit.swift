import TrackSyntax

/// Committing what a writing command wrote, when the repository asks for
/// it (`track git install --auto-commit` sets `track.autocommit`): exactly
/// the files written (`git commit --only`, so nothing else the user staged
/// or changed goes in), with a message in words and a `Track-Command:`
/// trailer by which `track git log` and `track git undo` find them.
enum AutoCommit {
    static let configKey = "track.autocommit"
    static let trailer = "Track-Command: "
}

extension Invocation {
    /// The hook point of every writing command (add, import, reconcile,
    /// fmt -i, and whatever writes next): call it after `files` were written.
    /// Outside a repository, or without `track.autocommit`, it does nothing;
    /// a commit that fails (no identity, a hook refusing) leaves the files
    /// written and says so as a warning.
    func recordChange(_ files: [String], command: String, message: String) {
        guard let first = files.first, first != "-",
              let repository = try? GitRepository.containing(GitRepository.folder(of: first), self),
              (try? repository.run(["config", "--bool", "--get", AutoCommit.configKey]))?.text == "true\n" else { return }
        do throws(CLIError) {
            var relative: [String] = []
            for file in files { relative.append(try repository.relativePath(file)) }
            let commit = try repository.commitOnly(relative, subject: message, command: command)
            if let failure = commit {
                TrackCLI.warn(.autoCommitFailed(relative.map(PathBytes.display).joined(separator: ", "), failure), to: console)
            } else {
                errors.write("committed to git: \(message)\n")
            }
        } catch {
            if case .message(let message) = error { TrackCLI.warn(message, to: console) }
        }
    }
}

extension GitRepository {
    /// Commits exactly `files` (relative to the root) as they are in the
    /// working tree; returns git's words when the commit failed.
    func commitOnly(_ files: [String], subject: String, command: String) throws(CLIError) -> String? {
        // A file git does not know yet is added with intent only, so that --only can take it.
        var marked: [String] = []
        for file in files where try run(["ls-files", "--error-unmatch", "--", file]).status != 0 {
            _ = try succeed(["add", "--intent-to-add", "--", file])
            marked.append(file)
        }
        let commit = try run(["commit", "--quiet", "--only", "-m", subject, "-m", AutoCommit.trailer + command, "--"] + files)
        guard commit.status != 0 else { return nil }
        if !marked.isEmpty { _ = try run(["rm", "--cached", "--quiet", "--"] + marked) }
        var said = commit.errorText + commit.text
        while said.hasSuffix("\n") { said.removeLast() }
        return said.isEmpty ? "git commit exited with status \(commit.status)" : said
    }
}
