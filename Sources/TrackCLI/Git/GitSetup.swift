import TrackSyntax

/// What `track git install` puts in a repository, and takes out again on
/// `uninstall`: a block of `.gitattributes` lines between two marker
/// comments, the `diff.track` and `merge.track` config entries, and a
/// pre-commit hook that is ours (it says so in its second line), with the
/// hook that was there before moved beside it and run first.
struct GitSetup {
    let repository: GitRepository

    static let attributesBegin = "# track git install: journals diff and merge entry by entry (remove with 'track git uninstall')"
    static let attributesEnd = "# end of track git install"
    static let hookMarker = "# track git install: checks the staged journals"
    /// Where a pre-commit hook that was not ours is kept, run before ours.
    static let chainedHook = "pre-commit.before-track"
    static let patterns = ["*.journal", "*.ledger", "*.hledger", "*.j"]

    /// The `.gitattributes` block for the patterns and the extra files (relative to the root).
    static func attributesBlock(extraFiles: [String]) -> String {
        let lines = (patterns + extraFiles).map { Self.quotedPattern($0) + " diff=track merge=track" }
        return ([attributesBegin] + lines + [attributesEnd]).joined(separator: "\n") + "\n"
    }

    /// A path as a `.gitattributes` pattern: spaces and specials escaped, anchored at the root.
    static func quotedPattern(_ path: String) -> String {
        if patterns.contains(path) { return path }
        var out = "/"
        for character in path {
            if " \t*?[\\\"#!".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// `text` with our block put in (replacing an older one) or taken out.
    static func attributes(_ text: String, block: String?) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var kept: [String] = []
        var inside = false
        var position: Int?
        for line in lines {
            if line == attributesBegin {
                inside = true
                position = kept.count
                continue
            }
            if inside {
                if line == attributesEnd { inside = false }
                continue
            }
            kept.append(line)
        }
        if let block {
            let blockLines = block.split(separator: "\n").map(String.init)
            kept.insert(contentsOf: blockLines, at: position ?? kept.count)
        }
        return kept.isEmpty ? "" : kept.joined(separator: "\n") + "\n"
    }

    /// The hook's text: the chained hook first, then track's check.
    static func hook(track: String) -> String {
        """
        #!/bin/sh
        \(hookMarker) (track check and track fmt --check).
        # Remove with 'track git uninstall'; a hook that was here before is kept as \(chainedHook) and runs first.
        hooks=$(dirname "$0")
        if [ -x "$hooks/\(chainedHook)" ]; then
          "$hooks/\(chainedHook)" "$@" || exit $?
        fi
        exec \(shellQuoted(track)) git pre-commit

        """
    }

    /// `'…'` for the shell, `'` written as `'\''`.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }

    /// The config entries install sets, by key.
    static func config(track: String) -> [(key: String, value: String)] {
        let quoted = shellQuoted(track)
        return [
            ("diff.track.textconv", "\(quoted) diff --textconv"),
            ("merge.track.name", "track: journals merged entry by entry"),
            ("merge.track.driver", "\(quoted) merge %O %A %B --path %P"),
        ]
    }
}
