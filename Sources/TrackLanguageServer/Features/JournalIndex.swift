import TrackModel
import TrackSyntax

/// What the editor features look up in one read of a journal: each
/// account's balance (with its subaccounts) and this month's change, and
/// where account names are written. Built in one pass over the postings.
struct JournalIndex {
    let loaded: LoadedJournal
    let balances: [MixedAmount]
    let monthChanges: [MixedAmount]
    let formatter: AmountFormatter

    var journal: Journal { loaded.journal }

    init(_ loaded: LoadedJournal, today: Day) {
        self.loaded = loaded
        let journal = loaded.journal
        var own = [MixedAmount](repeating: .zero, count: journal.accounts.count)
        var month = own
        let monthStart = Day(year: today.year, month: today.month, day: 1) ?? today
        for transaction in journal.transactions {
            let inMonth = transaction.date >= monthStart && transaction.date <= today
            for posting in transaction.postings {
                _ = own[posting.account.index].add(posting.amount)
                if inMonth { _ = month[posting.account.index].add(posting.amount) }
            }
        }
        // Deepest first, so each account's total reaches its parent whole.
        for id in journal.accounts.allIDs.sorted(by: { journal.accounts[$0].depth > journal.accounts[$1].depth }) {
            guard let parent = journal.accounts[id].parent else { continue }
            _ = own[parent.index].add(own[id.index])
            _ = month[parent.index].add(month[id.index])
        }
        balances = own
        monthChanges = month
        formatter = AmountFormatter(commodities: journal.commodities)
    }

    func format(_ amount: MixedAmount) -> String {
        let shown = amount.removingZeros()
        return shown.amounts.isEmpty ? "0" : formatter.formatOneLine(shown)
    }

    /// The file's index in the journal's sources and its byte range there.
    func contains(_ location: SourceLocation, file: Int) -> Bool {
        journal.sources.fileIndex(of: location) == file
    }

    /// Every posting's account name as written, in transactions, `~`
    /// periodic rules and `=` auto posting rules: (posting, byte range in
    /// its file, file index), each place once (the postings an auto posting
    /// rule adds all point at the rule's line).
    func accountOccurrences(inFile file: Int? = nil) -> [(posting: Posting, range: Range<Int>, file: Int)] {
        var result: [(Posting, Range<Int>, Int)] = []
        var seen = Set<UInt32>()
        let sources = journal.sources
        func add(_ postings: PostingList, at location: SourceLocation) {
            guard let index = sources.fileIndex(of: location), file == nil || file == index else { return }
            let source = sources.files[index]
            for posting in postings {
                if let lineStart = source.localOffset(posting.location),
                   let range = PostingText.accountRange(source.bytes, lineStart: lineStart),
                   seen.insert(posting.location.offset).inserted {
                    result.append((posting, range, index))
                }
            }
        }
        for transaction in journal.transactions { add(transaction.postings, at: transaction.location) }
        for rule in journal.periodicTransactions { add(rule.postings, at: rule.source.location) }
        for rule in journal.autoPostingRules { add(rule.postings, at: rule.source.location) }
        return result
    }
}

/// Where things are on a posting line, read from its bytes.
enum PostingText {
    /// The account name of the posting line starting at `lineStart`:
    /// after the indentation and a status mark, inside `(…)` or `[…]`, up
    /// to two spaces, a tab or the end of the line.
    static func accountRange(_ bytes: [UInt8], lineStart: Int) -> Range<Int>? {
        var i = lineStart
        func skipBlanks() { while i < bytes.count && (bytes[i] == 0x20 || bytes[i] == 0x09) { i += 1 } }
        skipBlanks()
        if i < bytes.count && (bytes[i] == UInt8(ascii: "*") || bytes[i] == UInt8(ascii: "!")) {
            i += 1
            skipBlanks()
        }
        if i < bytes.count && (bytes[i] == UInt8(ascii: "(") || bytes[i] == UInt8(ascii: "[")) { i += 1 }
        let start = i
        while i < bytes.count && bytes[i] != 0x0A && bytes[i] != 0x0D && bytes[i] != 0x09
            && !(bytes[i] == 0x20 && i + 1 < bytes.count && (bytes[i + 1] == 0x20 || bytes[i + 1] == 0x09)) {
            i += 1
        }
        var end = i
        while end > start && (bytes[end - 1] == UInt8(ascii: ")") || bytes[end - 1] == UInt8(ascii: "]") || bytes[end - 1] == 0x20) {
            end -= 1
        }
        return end > start ? start..<end : nil
    }
}

extension SourceFile {
    /// The offset of `location` in this file; nil when it is in another
    /// (an auto posting's location is its rule's, which may be elsewhere).
    func localOffset(_ location: SourceLocation) -> Int? {
        range.contains(location.offset) ? Int(location.offset - base) : nil
    }
}
