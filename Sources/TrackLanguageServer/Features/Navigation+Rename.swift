import TrackModel
import TrackSyntax

extension Navigation {
    /// Renames an account (and its subaccounts) in every posting and
    /// `account` directive of every file of the journal, as one workspace
    /// edit. Refused where the name as written is not the account's name
    /// (an `alias` or `apply account` builds it): that place is the one to
    /// change, and the message names it.
    func rename(at offset: Int, to newName: String) throws(RPCError) -> JSON {
        guard let (id, _) = account(at: offset) else { throw RPCError(code: -32803, message: "There is no account name here to rename.") }
        let newName = newName.trimmingBlanks
        guard !newName.isEmpty, !newName.contains("  "), !newName.contains("\t"), !newName.contains("\n") else {
            throw .invalidParams("an account name is not empty and has no tab, newline or two spaces in a row")
        }
        let accounts = index.journal.accounts
        let sources = index.journal.sources
        let old = Array(accounts.name(id).utf8)
        var edits: [String: [JSON]] = [:]
        func edit(file fileIndex: Int, range: Range<Int>, account: AccountID) throws(RPCError) {
            let file = sources.files[fileIndex]
            let written = file.bytes[range]
            guard written.elementsEqual(accounts.name(account).utf8), let uri = uriOf(file.path) else {
                let line = LineIndex(file.bytes).position(of: range.lowerBound).line + 1
                throw RPCError(code: -32803, message: """
                    \(accounts.name(account)) is written '\(String(decoding: written, as: UTF8.self))' at \
                    \(PathBytes.display(file.path)):\(line), where an alias or apply account builds the name: \
                    rename it there instead.
                    """)
            }
            let lines = fileIndex == self.file ? self.lines : LineIndex(file.bytes)
            edits[uri, default: []].append(.object([
                ("range", lines.range(range.lowerBound..<(range.lowerBound + old.count))), ("newText", .string(newName)),
            ]))
        }
        func renamed(_ account: AccountID) -> Bool { account == id || accounts.isAncestor(id, of: account) }
        for occurrence in index.accountOccurrences() where renamed(occurrence.posting.account) {
            try edit(file: occurrence.file, range: occurrence.range, account: occurrence.posting.account)
        }
        for account in accounts.allIDs where renamed(account) {
            guard let declaration = accounts[account].declaration, let fileIndex = sources.fileIndex(of: declaration.location) else { continue }
            let file = sources.files[fileIndex]
            let range = PostingText.declaredName(file.bytes, lineStart: Int(declaration.location.offset - file.base))
            try edit(file: fileIndex, range: range, account: account)
        }
        return .object([("changes", .object(edits.sorted { $0.key < $1.key }.map { ($0.key, .array($0.value)) }))])
    }
}

extension PostingText {
    /// The name of the `account NAME` directive at `lineStart`, up to two spaces, a tab, `;` after a space, or the line's end.
    static func declaredName<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, lineStart: Int) -> Range<Int>
    where Bytes.Index == Int {
        var i = lineStart
        while i < bytes.count && bytes[i] != 0x20 && bytes[i] != 0x09 && bytes[i] != 0x0A { i += 1 }
        while i < bytes.count && (bytes[i] == 0x20 || bytes[i] == 0x09) { i += 1 }
        let start = i
        while i < bytes.count && bytes[i] != 0x0A && bytes[i] != 0x0D && bytes[i] != 0x09
            && !(bytes[i] == 0x20 && i + 1 < bytes.count && (bytes[i + 1] == 0x20 || bytes[i + 1] == 0x09 || bytes[i + 1] == UInt8(ascii: ";"))) {
            i += 1
        }
        return start..<i
    }
}

extension String {
    var trimmingBlanks: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
              let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        return String(scalars[first...last])
    }
}
