import TrackModel

/// A journal comment as CSV and JSON show it: without its `;` marks, each
/// line trimmed of trailing spaces, the lines joined by `\n`
/// (`; paid in cash` becomes `paid in cash`).
public enum CommentText {
    public static func plain(_ comment: Text, in journal: Journal) -> String {
        guard !comment.isEmpty else { return "" }
        return journal.string(comment).split(separator: "\n", omittingEmptySubsequences: false)
            .map { line -> Substring in
                var rest = line.drop { $0 == " " || $0 == "\t" }
                if rest.first == ";" { rest = rest.dropFirst() }
                if rest.first == " " { rest = rest.dropFirst() }
                while let last = rest.last, last == " " || last == "\t" || last == "\r" { rest = rest.dropLast() }
                return rest
            }
            .joined(separator: "\n")
    }
}
