import TrackModel
import TrackReports
import TrackSyntax

/// Document symbols, folding ranges, hover, definition, references and
/// inlay hints, all read from one `JournalIndex` of the document's journal.
struct Navigation {
    let index: JournalIndex
    /// The document's file in the journal's sources.
    let file: Int
    let lines: LineIndex
    let uriOf: (String) -> String?

    /// `lines` is the file's `LineIndex` when one was kept from an earlier request.
    init(index: JournalIndex, file: Int, lines: LineIndex? = nil, uriOf: @escaping (String) -> String?) {
        self.index = index
        self.file = file
        self.lines = lines ?? LineIndex(index.journal.sources.files[file].bytes)
        self.uriOf = uriOf
    }

    var source: SourceFile { index.journal.sources.files[file] }

    /// Byte offsets within the file of a span of global offsets.
    private func local(_ text: Text) -> Range<Int> {
        Int(text.start - source.base)..<Int(text.end - source.base)
    }

    /// A range without the trailing newline, so that it ends on its last line.
    private func trimmed(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound && (source.bytes[end - 1] == 0x0A || source.bytes[end - 1] == 0x0D) { end -= 1 }
        return range.lowerBound..<end
    }

    func firstLine(_ range: Range<Int>) -> Range<Int> {
        let end = source.bytes[range].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) ?? range.upperBound
        return range.lowerBound..<end
    }

    /// The transactions written in this file.
    var transactions: [Transaction] {
        index.journal.transactions.filter { index.contains($0.location, file: file) }
    }

    /// Transactions (dated, with their payee) and account declarations, in file order.
    func documentSymbols() -> JSON {
        var symbols: [(Int, JSON)] = []
        for transaction in transactions {
            let range = trimmed(local(transaction.source))
            let name = transaction.date.description + " " + index.journal.string(transaction.description)
            symbols.append((range.lowerBound, symbol(name, kind: 24, range: range)))
        }
        for id in index.journal.accounts.allIDs {
            guard let declaration = index.journal.accounts[id].declaration, index.contains(declaration.location, file: file) else { continue }
            let start = Int(declaration.location.offset - source.base)
            symbols.append((start, symbol("account " + index.journal.accounts.name(id), kind: 3, range: firstLine(start..<source.bytes.count))))
        }
        return .array(symbols.sorted { $0.0 < $1.0 }.map(\.1))
    }

    private func symbol(_ name: String, kind: Int, range: Range<Int>) -> JSON {
        .object([
            ("name", .string(name)), ("kind", .int(kind)),
            ("range", lines.range(range)), ("selectionRange", lines.range(firstLine(range))),
        ])
    }

    /// Each transaction of more than one line, and each block of two or more comment lines.
    func foldingRanges() -> JSON {
        var ranges: [JSON] = []
        for transaction in transactions {
            let range = trimmed(local(transaction.source))
            let first = lines.position(of: range.lowerBound).line, last = lines.position(of: range.upperBound).line
            if last > first { ranges.append(.object([("startLine", .int(first)), ("endLine", .int(last))])) }
        }
        var blockStart: Int?
        let starts = lines.lineStarts
        for line in 0...starts.count {
            let isComment = line < starts.count && starts[line] < source.bytes.count
                && [UInt8(ascii: ";"), UInt8(ascii: "#"), UInt8(ascii: "*")].contains(source.bytes[starts[line]])
            if isComment {
                if blockStart == nil { blockStart = line }
            } else if let start = blockStart {
                if line - 1 > start {
                    ranges.append(.object([("startLine", .int(start)), ("endLine", .int(line - 1)), ("kind", .string("comment"))]))
                }
                blockStart = nil
            }
        }
        return .array(ranges)
    }

    /// The account named at `offset` in this file, and where its name is.
    func account(at offset: Int) -> (AccountID, Range<Int>)? {
        let lineStart = lines.lineStarts[lines.position(of: offset).line]
        if let range = PostingText.accountRange(source.bytes, lineStart: lineStart), range.contains(offset) || range.upperBound == offset,
           let line = index.postingLine(at: source.base + UInt32(lineStart)) {
            return (line.account, range)
        }
        for id in index.journal.accounts.allIDs {
            guard let declaration = index.journal.accounts[id].declaration, index.contains(declaration.location, file: file) else { continue }
            let lineStart = Int(declaration.location.offset - source.base)
            let name = index.journal.accounts.name(id)
            let line = firstLine(lineStart..<source.bytes.count)
            let text = source.bytes[line]
            guard let nameStart = text.firstIndex(where: { $0 == 0x20 || $0 == 0x09 }).map({ $0 + 1 }) else { continue }
            let range = nameStart..<min(line.upperBound, nameStart + name.utf8.count)
            if range.contains(offset) || range.upperBound == offset { return (id, range) }
        }
        return nil
    }

    /// On an account: its balance and this month's change; on a posting whose amount is left out: the inferred amount.
    func hover(at offset: Int) -> JSON {
        if let (id, range) = account(at: offset) {
            var text = "**\(index.journal.accounts.name(id))**\n\nbalance: `\(index.format(index.balances[id.index]))`"
            text += "  \nthis month: `\(index.format(index.monthChanges[id.index]))`"
            if let (_, posting) = posting(on: range.lowerBound), posting.amountOrigin == .inferred {
                text += "  \ninferred amount: `\(index.formatter.format(posting.amount))`"
            }
            return .object([("contents", .object([("kind", .string("markdown")), ("value", .string(text))])), ("range", lines.range(range))])
        }
        if let text = valueHover(at: offset) {
            return .object([("contents", .object([("kind", .string("markdown")), ("value", .string(text))]))])
        }
        if let text = assertionHover(at: offset) {
            return .object([("contents", .object([("kind", .string("markdown")), ("value", .string(text))]))])
        }
        return .null
    }

    /// On an amount in another commodity than the base currency (`D`, else
    /// the most used): its value there on the transaction's date, with the
    /// rate and the date of the price used.
    private func valueHover(at offset: Int) -> String? {
        guard let (transaction, posting) = posting(on: offset), posting.hasAmount,
              let lineStart = source.localOffset(posting.location),
              let account = PostingText.accountRange(source.bytes, lineStart: lineStart),
              offset > account.upperBound, let base = BaseCurrency.of(index.journal), posting.amount.commodity != base,
              posting.amount.commodity != .none else { return nil }
        let assertionStart = source.bytes[account.upperBound..<firstLine(account.upperBound..<source.bytes.count).upperBound]
            .firstIndex(of: UInt8(ascii: "="))
        if let assertionStart, offset >= assertionStart { return nil }
        let converter = CurrencyConverter(journal: index.journal, target: base)
        let formatter = index.formatter
        guard let quote = converter.quote(from: posting.amount.commodity, on: transaction.date),
              let value = converter.convert(posting.amount, on: transaction.date) else {
            return "no price of \(index.journal.commodities[posting.amount.commodity].symbol) in \(index.journal.commodities[base].symbol) on or before \(transaction.date)"
        }
        var text = "value: `\(formatter.format(value))` on \(transaction.date)  \nrate: 1 \(index.journal.commodities[quote.from].symbol) = "
            + formatter.formatExact(quote.rate, commodity: base)
        if let date = quote.date { text += " (price of \(date))" }
        return text
    }

    /// On a balance assertion: the actual balance there. A failing one has
    /// its diagnostic, which says it; one that holds is the asserted amount.
    private func assertionHover(at offset: Int) -> String? {
        guard let (_, posting) = posting(on: offset), posting.hasAssertion,
              let lineStart = source.localOffset(posting.location),
              let account = PostingText.accountRange(source.bytes, lineStart: lineStart),
              offset >= account.upperBound else { return nil }
        let global = source.base + UInt32(offset)
        let name = index.journal.accounts.name(posting.account)
        let line = lines.position(of: offset).line
        for diagnostic in index.loaded.diagnostics where diagnostic.id == .journal(.balanceAssertionFailed) {
            guard let range = diagnostic.range, index.contains(range.lowerBound, file: file),
                  lines.position(of: Int(range.lowerBound.offset - source.base)).line == line || range.contains(SourceLocation(offset: global))
            else { continue }
            let actual = diagnostic.notes.first { $0.hasPrefix("actual:") }.map { $0.dropFirst("actual:".count).drop { $0 == " " } } ?? ""
            return "balance assertion fails: **\(name)** is `\(actual)` here"
        }
        return "balance assertion holds: **\(name)** is the asserted amount here"
    }

    /// The transaction posting on the line holding `offset`.
    private func posting(on offset: Int) -> (transaction: Transaction, posting: Posting)? {
        let lineStart = lines.lineStarts[lines.position(of: offset).line]
        return index.postingLine(at: source.base + UInt32(lineStart)).flatMap(index.posting)
    }

    private func location(_ global: SourceLocation, length: Int = 0) -> JSON? {
        let sources = index.journal.sources
        guard let fileIndex = sources.fileIndex(of: global), let uri = uriOf(sources.files[fileIndex].path) else { return nil }
        let file = sources.files[fileIndex]
        let start = Int(global.offset - file.base)
        let fileLines = fileIndex == self.file ? lines : LineIndex(file.bytes)
        return .object([("uri", .string(uri)), ("range", fileLines.range(start..<min(file.bytes.count, start + length)))])
    }

    /// An account's `account` directive, else its first posting.
    func definition(at offset: Int) -> JSON {
        guard let (id, _) = account(at: offset) else { return .null }
        if let declaration = index.journal.accounts[id].declaration {
            return location(declaration.location) ?? .null
        }
        let first = index.journal.transactions.lazy.flatMap { $0.postings }.first { $0.account == id }
        return first.flatMap { location($0.location) } ?? .null
    }

    /// Every posting to the account, in every file of the journal.
    func references(at offset: Int) -> JSON {
        guard let (id, _) = account(at: offset) else { return .array([]) }
        var result: [JSON] = []
        let sources = index.journal.sources
        for occurrence in index.accountOccurrences() where occurrence.posting.account == id {
            let file = sources.files[occurrence.file]
            let global = SourceLocation(offset: file.base + UInt32(occurrence.range.lowerBound))
            if let found = location(global, length: occurrence.range.count) { result.append(found) }
        }
        return .array(result)
    }

    /// The inferred amount of each posting whose amount is left out, after
    /// its account name; with `runningBalances`, the account's balance after
    /// each posting (transactions by date, then as written), at the line's end.
    func inlayHints(in range: Range<Int>?, runningBalances: Bool) -> JSON {
        var hints: [JSON] = []
        if runningBalances {
            var balances: [AccountID: MixedAmount] = [:]
            let ordered = index.journal.transactions.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
            for (_, transaction) in ordered {
                let here = index.contains(transaction.location, file: file)
                for posting in transaction.postings {
                    _ = balances[posting.account, default: .zero].add(posting.amount)
                    guard here else { continue }
                    guard let start = source.localOffset(posting.location) else { continue }
                    let end = firstLine(start..<source.bytes.count).upperBound
                    if let range, !range.contains(end) && range.upperBound != end { continue }
                    hints.append(.object([
                        ("position", lines.position(of: end).json),
                        ("label", .string("→ " + index.format(balances[posting.account] ?? .zero))),
                        ("paddingLeft", .bool(true)),
                    ]))
                }
            }
        }
        for occurrence in index.accountOccurrences(inFile: file) where occurrence.posting.amountOrigin == .inferred {
            if let range, !range.contains(occurrence.range.upperBound) { continue }
            hints.append(.object([
                ("position", lines.position(of: occurrence.range.upperBound).json),
                ("label", .string(index.formatter.format(occurrence.posting.amount))),
                ("paddingLeft", .bool(true)),
            ]))
        }
        return .array(hints)
    }
}
