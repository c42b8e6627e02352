import TrackModel

extension Journal {
    /// A comment's text without its `;` marks, its lines (trimmed of
    /// trailing spaces) joined by `\n`, as `print` and `export` show it in
    /// CSV and JSON.
    func commentText(_ comment: Text) -> String {
        guard !comment.isEmpty else { return "" }
        return string(comment).split(separator: "\n", omittingEmptySubsequences: false)
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
