import TrackModel

/// Makes journal transactions of `CSVEntry` values: accounts and
/// commodities interned into the journal, and every text of the new
/// transactions (descriptions, codes, comments) in one pseudo-file of its
/// `SourceStore`, `<import>`. Each transaction's `source` and each
/// posting's `location` are in that file too (a transaction's block starts
/// with its comment, a posting's with its own), as the parser would place
/// them, so that printers and formatters treat them as read transactions.
///
/// A commodity the journal has no style for takes the style its imported
/// amounts are written in (as hledger infers styles), so `$-12.50` is
/// written back as `$-12.50`, not `-12.50 $`.
public struct CSVTransactionBuilder {
    public let balanceType: CSVRules.BalanceType

    public init(balanceType: CSVRules.BalanceType = .init()) {
        self.balanceType = balanceType
    }

    /// The transactions of `entries`, in order; `tags[i]` (when not nil) is
    /// added to entry i's comment as `name:value` (the import fingerprint).
    /// The transactions are not appended to `journal.transactions`.
    public func transactions(_ entries: [CSVEntry], tags: [(name: String, value: String)?] = [],
                             into journal: inout Journal) -> [Transaction] {
        var arena = Arena()
        var layouts: [EntryLayout] = []
        for (i, entry) in entries.enumerated() {
            var layout = EntryLayout()
            var lines = entry.comment.isEmpty ? [] : entry.comment.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if i < tags.count, let tag = tags[i] {
                let written = tag.name + ":" + tag.value
                if lines.isEmpty {
                    lines = [written]
                } else {
                    lines[0] += lines[0].isEmpty ? written : ", " + written
                }
            }
            let start = arena.bytes.count
            layout.comment = arena.addComment(lines)
            layout.code = arena.add(entry.code)
            layout.description = arena.add(entry.description)
            layout.postings = entry.postings.map { posting in
                let at = arena.bytes.count
                let comment = arena.addComment(posting.comment.isEmpty ? [] : posting.comment.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
                if comment == nil { arena.bytes.append(.newline) }  // every posting has a place of its own
                return (at, comment)
            }
            layout.block = start..<arena.bytes.count
            layouts.append(layout)
        }
        let base = arena.store(in: &journal.sources)
        inferStyles(entries, journal: &journal)
        var result: [Transaction] = []
        for (entry, layout) in zip(entries, layouts) {
            func text(_ range: Range<Int>?) -> Text {
                guard let range, let base else { return .empty }
                return Text(start: base + UInt32(range.lowerBound), length: UInt32(range.count))
            }
            let comment = CommentLines(text: text(layout.comment?.whole), lines: layout.comment?.lines.map(text) ?? [])
            var transaction = Transaction(
                date: entry.date, secondaryDate: entry.date2, status: entry.status, code: text(layout.code),
                description: text(layout.description), comment: comment.text, tags: comment.tags(in: journal),
                source: text(layout.block))
            var postings: [Posting] = []
            for (posting, (at, postingComment)) in zip(entry.postings, layout.postings) {
                let account = journal.accounts.intern(posting.account)
                journal.accounts[account].isUsed = true
                var written: Amount?
                if let amount = posting.amount { written = self.amount(of: amount, in: &journal) }
                let location = SourceLocation(offset: (base ?? 0) + UInt32(at))
                var made = Posting(account: account, amount: written, location: location, kind: posting.kind)
                var details = Posting.Details()
                if let cost = posting.amount?.cost {
                    let commodity = commodityID(cost.symbol, in: &journal)
                    details.cost = Cost(cost.kind, Amount(cost.quantity, commodity))
                    details.costLocation = location
                }
                if let balance = posting.balance {
                    details.assertion = BalanceAssertion(
                        amount: self.amount(of: balance, in: &journal), isTotal: balanceType.isTotal,
                        includesSubaccounts: balanceType.includesSubaccounts, location: location)
                }
                let lines = CommentLines(text: text(postingComment?.whole), lines: postingComment?.lines.map(text) ?? [])
                details.comment = lines.text
                details.tags = lines.tags(in: journal)
                if details.cost != nil || details.assertion != nil || !details.comment.isEmpty {
                    journal.postingDetails.set(details, for: &made)
                }
                postings.append(made)
            }
            transaction.postings = PostingList(postings)
            result.append(transaction)
        }
        return result
    }

    private func commodityID(_ symbol: String, in journal: inout Journal) -> CommodityID {
        symbol.isEmpty ? (journal.defaultCommodity ?? .none) : journal.commodities.intern(symbol)
    }

    private func amount(of amount: CSVAmount, in journal: inout Journal) -> Amount {
        Amount(amount.quantity, commodityID(amount.symbol, in: &journal))
    }

    /// Gives each commodity the journal has no style for the style of its
    /// imported amounts: the first decides the symbol's side and spacing, the
    /// largest precision wins. An ambiguous `1,000` shows no decimal mark
    /// of its own, so that it is written unambiguously.
    private func inferStyles(_ entries: [CSVEntry], journal: inout Journal) {
        var inference = AmountStyleInference()
        for entry in entries {
            for posting in entry.postings {
                guard let amount = posting.amount else { continue }
                let id = commodityID(amount.symbol, in: &journal)
                guard journal.commodities[id].style == nil else { continue }
                var reading = amount.reading
                if reading.ambiguousMark != nil {
                    reading.ambiguousMark = nil
                    reading.decimalMark = nil
                    reading.digitGroups = nil
                }
                inference.observe(id, reading: reading, side: amount.side, spaced: amount.spaced, influencesStyle: true)
            }
        }
        for id in journal.commodities.allIDs where journal.commodities[id].style == nil {
            if let style = inference.style(of: id) { journal.commodities[id].style = style }
        }
    }

    /// Where one entry's text is in the arena.
    private struct EntryLayout {
        var block: Range<Int> = 0..<0
        var code: Range<Int>?
        var description: Range<Int>?
        var comment: Arena.Comment?
        /// Where each posting's place starts, and its comment.
        var postings: [(start: Int, comment: Arena.Comment?)] = []
    }

    /// A comment's text and its lines, as the parser would record them.
    private struct CommentLines {
        var text: Text
        var lines: [Text]

        /// The tags of the comment, read as the parser reads them.
        func tags(in journal: Journal) -> [Tag] {
            guard !text.isEmpty, let file = journal.sources.file(of: text.location) else { return [] }
            var block = CommentBlock()
            file.bytes.withUnsafeBufferPointer { buffer in
                for line in lines {
                    var cursor = Cursor(bytes: buffer, base: file.base, position: Int(line.start - file.base))
                    block.add(line: &cursor)
                }
            }
            return block.tags
        }
    }

    /// The bytes of every generated text, added to the store as one pseudo-file.
    private struct Arena {
        var bytes: [UInt8] = []

        struct Comment {
            /// From the first `;` to the end of the last line.
            var whole: Range<Int>
            /// Each line, from its `;`.
            var lines: [Range<Int>]
        }

        mutating func add(_ string: String) -> Range<Int>? {
            guard !string.isEmpty else { return nil }
            let start = bytes.count
            bytes.append(contentsOf: string.utf8)
            let range = start..<bytes.count
            bytes.append(.newline)
            return range
        }

        /// `; first line` and `    ; further lines`, as a journal writes a comment.
        mutating func addComment(_ lines: [String]) -> Comment? {
            guard !lines.isEmpty else { return nil }
            let start = bytes.count
            var ranges: [Range<Int>] = []
            for (k, line) in lines.enumerated() {
                if k > 0 { bytes.append(contentsOf: "\n    ".utf8) }
                let lineStart = bytes.count
                bytes.append(contentsOf: (line.isEmpty ? ";" : "; " + line).utf8)
                ranges.append(lineStart..<bytes.count)
            }
            let comment = Comment(whole: start..<bytes.count, lines: ranges)
            bytes.append(.newline)
            return comment
        }

        /// Adds the bytes to `sources`; returns their base, or nil when the store is full.
        func store(in sources: inout SourceStore) -> UInt32? {
            guard !bytes.isEmpty, let index = sources.add(path: "<import>", bytes: bytes) else { return nil }
            return sources.files[index].base
        }
    }
}
