import TrackModel

/// Tags set or removed on one account's `account` directive: where track
/// keeps what the user owns beside the accounts (goals, savings plans),
/// so that it stays in the journal and hledger reads it as a comment.
///
/// Only the directive's own line changes: a tag that exists has its value
/// replaced in place, a new one is added at the end of the line's comment
/// (`, name: value`, or `  ; name: value` when the line has none), a
/// removed one goes with its comma, and a comment left empty goes too. An
/// account with no directive gets one, after the file's last `account`
/// directive (else at the end of the file), in the file's line endings.
///
/// ```swift
/// let edit = AccountDirectiveEdit(account: "Assets:Savings:Vacation",
///                                 changes: [.set("goal", "3000 USD"), .set("due", "2027-06-30")])
/// let outcome = try writer.rewrite { base in try edit.applied(to: base) }
/// ```
public struct AccountDirectiveEdit: Sendable, Equatable {
    public enum Change: Sendable, Equatable {
        case set(String, String)
        case remove(String)
    }

    public enum Failure: Error, Equatable {
        /// The account's directive is in another file of the journal (an
        /// include), which this write does not touch.
        case declaredInAnotherFile(path: String, line: Int)
        /// A tag name that would not read back as one: letters, digits, `-` and `_` only.
        case invalidTagName(String)
        /// A value that would not read back as written: no comma or line break.
        case invalidTagValue(name: String, value: String)
        /// An account name that would not read back as one.
        case invalidAccountName(String)
    }

    public var account: String
    public var changes: [Change]

    public init(account: String, changes: [Change]) {
        self.account = account
        self.changes = changes
    }

    /// The journal file's bytes with the edit made (the same bytes as
    /// `base.original` when nothing changes): the file's own bytes before
    /// and after the line, kept where they lie, and the new line.
    public func applied(to base: JournalWriter.Base) throws(Failure) -> AtomicFile.Content {
        try validate()
        let journal = base.journal
        let file = journal.sources.files.first
        if let id = journal.accounts.id(of: account), let declaration = journal.accounts[id].declaration {
            let offset = declaration.location.offset
            guard let file, file.range.contains(offset) else {
                let other = journal.sources.file(of: declaration.location)
                throw .declaredInAnotherFile(path: other?.path ?? "?", line: other.map { Self.line(of: offset, in: $0) } ?? 0)
            }
            return editing(base.original, lineAt: base.original.startIndex + Int(offset - file.base))
        }
        return inserting(into: base.original, journal: journal)
    }

    private func validate() throws(Failure) {
        let nameBytes = Array(account.utf8)
        if nameBytes.isEmpty || nameBytes.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: ";") })
            || nameBytes.first == UInt8(ascii: " ") || account.contains("  ") || account.contains("\t") {
            throw .invalidAccountName(account)
        }
        for change in changes {
            switch change {
            case .set(let name, let value):
                try Self.validate(name: name)
                if value.contains(",") || value.contains("\n") || value.contains("\r") {
                    throw .invalidTagValue(name: name, value: value)
                }
            case .remove(let name):
                try Self.validate(name: name)
            }
        }
    }

    private static func validate(name: String) throws(Failure) {
        let ok = !name.isEmpty && name.utf8.allSatisfy {
            ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z"))
                || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
        }
        if !ok { throw .invalidTagName(name) }
    }

    /// The file with the directive line starting at `start` edited.
    private func editing(_ bytes: SourceBytes, lineAt start: Int) -> AtomicFile.Content {
        var end = start
        while end < bytes.endIndex, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        var line = DirectiveLine(Array(bytes[start..<end]))
        for change in changes { line.apply(change) }
        return Self.splicing(line.bytes, into: bytes, replacing: start..<end)
    }

    /// The file with a new directive for the account.
    private func inserting(into bytes: SourceBytes, journal: Journal) -> AtomicFile.Content {
        var line = DirectiveLine(Array("account \(account)".utf8))
        for change in changes { line.apply(change) }
        let eol = JournalAppend.lineEnding(of: bytes)
        guard let file = journal.sources.files.first else { return Self.appending(line.bytes, to: bytes) }
        let lastDirective = journal.accounts.allIDs.compactMap { journal.accounts[$0].declaration?.location.offset }
            .filter { file.range.contains($0) }.max()
        guard let lastDirective else { return Self.appending(line.bytes, to: bytes) }
        var end = bytes.startIndex + Int(lastDirective - file.base)
        while end < bytes.endIndex, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        // A last line with no line ending gets one before the new directive.
        let inserted = end < bytes.endIndex ? line.bytes + eol : eol + line.bytes + eol
        let at = end < bytes.endIndex ? end + 1 : end
        return Self.splicing(inserted, into: bytes, replacing: at..<at)
    }

    /// `bytes` with `range` replaced by `new`, as parts: the file may be a
    /// hundred megabytes, and a copy of it would count.
    private static func splicing(_ new: [UInt8], into bytes: SourceBytes, replacing range: Range<Int>) -> AtomicFile.Content {
        AtomicFile.Content([.kept(bytes[..<range.lowerBound]), .made(new), .kept(bytes[range.upperBound...])])
    }

    /// `bytes` with the directive `line` appended (`JournalAppend.appending`).
    private static func appending(_ line: [UInt8], to bytes: SourceBytes) -> AtomicFile.Content {
        AtomicFile.Content([.kept(bytes), .made(JournalAppend.addition(line + [UInt8(ascii: "\n")], after: bytes))])
    }

    private static func line(of offset: UInt32, in file: SourceFile) -> Int {
        1 + file.bytes[..<Int(offset - file.base)].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }
}
