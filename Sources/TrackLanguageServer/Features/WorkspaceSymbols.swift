import TrackModel
import TrackSyntax

/// `workspace/symbol`: the accounts of every journal whose name contains
/// the query (any segment, any case), at their `account` directive, else
/// their first posting.
enum WorkspaceSymbols {
    static func symbols(_ query: String, journals: [(root: String, loaded: LoadedJournal)], uriOf: (String) -> String?) -> JSON {
        let query = query.lowercased()
        var result: [JSON] = []
        var seen = Set<String>()
        for (_, loaded) in journals {
            let journal = loaded.journal
            var firstUse: [AccountID: SourceLocation] = [:]
            for transaction in journal.transactions {
                for posting in transaction.postings where firstUse[posting.account] == nil { firstUse[posting.account] = posting.location }
            }
            for id in journal.accounts.allIDs {
                let name = journal.accounts.name(id)
                guard query.isEmpty || name.lowercased().contains(query), seen.insert(name).inserted,
                      let location = journal.accounts[id].declaration?.location ?? firstUse[id],
                      let fileIndex = journal.sources.fileIndex(of: location), let uri = uriOf(journal.sources.files[fileIndex].path)
                else { continue }
                let file = journal.sources.files[fileIndex]
                let start = Int(location.offset - file.base)
                result.append(.object([
                    ("name", .string(name)), ("kind", .int(3)),
                    ("location", .object([("uri", .string(uri)), ("range", LineIndex(file.bytes).range(start..<start))])),
                ]))
            }
        }
        return .array(result)
    }
}
