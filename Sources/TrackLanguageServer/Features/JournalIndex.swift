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
    /// Every posting line of transactions, `~` and `=` rules, sorted by
    /// where it starts: the posting under the cursor is a binary search,
    /// not a walk over every posting.
    let postingLines: [PostingLine]

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
        var lines: [PostingLine] = []
        lines.reserveCapacity(journal.transactions.count * 2)
        for (t, transaction) in journal.transactions.enumerated() {
            for (p, posting) in transaction.postings.enumerated() {
                lines.append(PostingLine(offset: posting.location.offset, account: posting.account, transaction: Int32(t), posting: Int32(p)))
            }
        }
        for rule in journal.periodicTransactions {
            for posting in rule.postings { lines.append(PostingLine(offset: posting.location.offset, account: posting.account)) }
        }
        for rule in journal.autoPostingRules {
            for posting in rule.postings { lines.append(PostingLine(offset: posting.location.offset, account: posting.account)) }
        }
        // A rule's line after the transaction postings that share it (its transaction is -1).
        lines.sort { ($0.offset, UInt32(bitPattern: $0.transaction), $0.posting) < ($1.offset, UInt32(bitPattern: $1.transaction), $1.posting) }
        postingLines = lines
    }

    func format(_ amount: MixedAmount) -> String {
        let shown = amount.removingZeros()
        return shown.amounts.isEmpty ? "0" : formatter.formatOneLine(shown)
    }

    /// The posting line starting at `offset` (global); a transaction's
    /// first where an auto rule's postings share its line.
    func postingLine(at offset: UInt32) -> PostingLine? {
        var low = 0, high = postingLines.count
        while low < high {
            let mid = (low + high) / 2
            if postingLines[mid].offset < offset { low = mid + 1 } else { high = mid }
        }
        return low < postingLines.count && postingLines[low].offset == offset ? postingLines[low] : nil
    }

    /// The transaction and posting of a posting line; nil for a rule's.
    func posting(_ line: PostingLine) -> (transaction: Transaction, posting: Posting)? {
        guard line.transaction >= 0 else { return nil }
        let transaction = journal.transactions[Int(line.transaction)]
        return (transaction, transaction.postings[Int(line.posting)])
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

/// Where a posting line starts, its account, and (in a transaction, not a
/// rule) the indexes of its transaction and posting: 16 bytes a posting.
struct PostingLine {
    var offset: UInt32
    var account: AccountID
    var transaction: Int32 = -1
    var posting: Int32 = -1
}

/// Where things are on a posting line, read from its bytes.
enum PostingText {
    /// The account name of the posting line starting at `lineStart`:
    /// after the indentation and a status mark, inside `(…)` or `[…]`, up
    /// to two spaces, a tab or the end of the line.
    static func accountRange<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, lineStart: Int) -> Range<Int>?
    where Bytes.Index == Int {
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
