/// How a file named by `-f` or `include` is read, decided as hledger decides:
/// a `FORMAT:` prefix (`timedot:hours.txt`), else the file's extension
/// (any case), else journal.
enum JournalFileFormat: Sendable, Equatable {
    case journal
    /// `.timeclock`: clock-in and clock-out lines (`JournalParser+Timeclock`).
    case timeclock
    /// `.timedot`: days of quantities written as dots or numbers (`JournalParser+Timedot`).
    case timedot
    /// `.csv`, `.ssv`, `.tsv`: bank data, which `track import` reads with a
    /// rules file; never a journal (hledger refuses to include one too).
    case separatedValues

    private static let prefixes: [(String, JournalFileFormat)] = [
        ("journal:", .journal), ("timeclock:", .timeclock), ("timedot:", .timedot), ("csv:", .separatedValues),
    ]

    /// The format of `written` and the path without its prefix.
    static func of(_ written: String) -> (format: JournalFileFormat, path: String) {
        for (prefix, format) in prefixes where written.hasPrefix(prefix) {
            return (format, String(written.dropFirst(prefix.count)))
        }
        let name = written.split(separator: "/").last.map(String.init) ?? written
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (.journal, written) }
        switch name[name.index(after: dot)...].lowercased() {
        case "timeclock": return (.timeclock, written)
        case "timedot": return (.timedot, written)
        case "csv", "ssv", "tsv": return (.separatedValues, written)
        default: return (.journal, written)
        }
    }
}
