import TrackModel

extension Navigation {
    /// Fixes offered on an account name that no `account` directive declares,
    /// in a journal that declares its accounts: correct it to the nearest
    /// declared name (`Suggestion.closest`, as "did you mean" does), or
    /// declare it (after the file's last `account` directive, else at its top).
    func accountActions(at offset: Int, uri: String) -> [JSON] {
        guard let (id, range) = account(at: offset) else { return [] }
        let accounts = index.journal.accounts
        guard accounts[id].declaration == nil, index.journal.accountDeclarationCount > 0 else { return [] }
        let name = accounts.name(id)
        let declared = accounts.allIDs.filter { accounts[$0].declaration != nil }.map { accounts.name($0) }
        var actions: [JSON] = []
        if let nearest = Suggestion.closest(to: name, among: declared) {
            actions.append(Self.quickFix("Change to \(nearest)", uri: uri, range: lines.range(range), newText: nearest))
        }
        var insertAt = 0
        for other in accounts.allIDs {
            guard let declaration = accounts[other].declaration, index.contains(declaration.location, file: file) else { continue }
            let start = Int(declaration.location.offset - source.base)
            let end = firstLine(start..<source.bytes.count).upperBound
            insertAt = max(insertAt, min(source.bytes.count, end + 1))
        }
        var text = "account \(name)\n"
        if insertAt > 0 && insertAt == source.bytes.count && source.bytes.last != 0x0A { text = "\n" + text }
        actions.append(Self.quickFix("Declare account \(name)", uri: uri, range: lines.range(insertAt..<insertAt), newText: text))
        return actions
    }

    static func quickFix(_ title: String, uri: String, range: JSON, newText: String) -> JSON {
        .object([
            ("title", .string(title)), ("kind", .string("quickfix")),
            ("edit", .object([("changes", .object([(uri, .array([.object([("range", range), ("newText", .string(newText))])]))]))])),
        ])
    }
}
