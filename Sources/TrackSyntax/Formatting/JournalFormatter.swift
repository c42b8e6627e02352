#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import TrackModel

/// Writes each file of a journal in canonical form (grammar.md, "Canonical
/// form"), losing nothing: transactions, periodic transactions and auto
/// posting rules are rewritten from the model; comments, directives, block
/// comments and anything else are copied as written (without trailing
/// whitespace); blank lines follow `BlankLines`.
///
/// ```swift
/// let formatter = JournalFormatter(journal: loaded.journal)
/// let canonical = formatter.format(fileAt: 0)
/// ```
///
/// Each file is formatted on its own (an `include`d file is not inlined), in
/// its own line endings unless `FormatOptions.lineEnding` says `.lf`. The
/// journal must have been read without errors: the formatter rewrites what
/// the parser understood, and a transaction it left out would be copied as
/// written.
public struct JournalFormatter: Sendable {
    public let journal: Journal
    public let options: FormatOptions
    private let amounts: AmountWriter
    private let entries: [JournalLayout.Entries]

    public init(journal: Journal, options: FormatOptions = FormatOptions()) {
        self.journal = journal
        self.options = options
        amounts = AmountWriter(journal: journal)
        entries = JournalLayout.Entries.byFile(journal)
    }

    /// The canonical text of file `index` of `journal.sources`.
    public func format(fileAt index: Int) -> [UInt8] {
        var result: [UInt8] = []
        run(fileAt: index, chunkSize: Int.max) { result.append(contentsOf: $0) }
        return result
    }

    /// The canonical text of file `index`, handed over in chunks of about
    /// `chunkSize` bytes as it is written (a million transactions need not
    /// be held twice). Each chunk is valid only during the call.
    public func format(fileAt index: Int, chunkSize: Int = 1 << 16, emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        run(fileAt: index, chunkSize: chunkSize, emit: emit)
    }

    /// The canonical text of file `index` from its first transaction that
    /// starts at or after byte `offset` to the file's end, laid out as the
    /// whole file is (its amount column): the tail of `format(fileAt:)`
    /// without writing the rest, so that `track add` aligns what it appends
    /// to a large journal without formatting all of it. (A blank line that
    /// the whole file would have before that transaction may be missing.)
    public func formatTail(fileAt index: Int, from offset: Int) -> [UInt8] {
        tail(fileAt: index, from: offset).text
    }

    /// The tail `formatTail` writes, with the file's amount column and the
    /// one its transactions before `offset` alone would give it (the file
    /// before an append): when they differ, what was appended moves the
    /// column of every older amount line. Both come from one pass (none
    /// when no transaction starts at or after `offset`: both are then 0).
    public struct Tail {
        public var text: [UInt8]
        public var column: AmountColumn
        public var columnBefore: AmountColumn
    }

    /// See `formatTail(fileAt:from:)` and `Tail`.
    public func tail(fileAt index: Int, from offset: Int) -> Tail {
        let bytes = journal.sources.files[index].bytes
        let transactions = entries[index].transactions
        // Transactions are listed in file order: the first at or after `offset`.
        var low = 0, high = transactions.count
        while low < high {
            let mid = (low + high) / 2
            if Int(transactions[mid].start) < offset { low = mid + 1 } else { high = mid }
        }
        // No transaction there: nothing to write, and no column moved by one.
        let none = AmountColumn(widest: 0, cap: options.amountColumnCap)
        guard low < transactions.count else { return Tail(text: [], column: none, columnBefore: none) }
        let eol = bytes.withUnsafeBufferPointer { lineEnding(of: $0) }
        let workers = bytes.count >= options.parallelThreshold ? max(2, min(JournalParser.processorCount, 8)) : 1
        let widest = widestNeeds(fileAt: index, eol: eol, workers: workers, splitAt: offset)
        let column = AmountColumn(widest: widest.all, cap: options.amountColumnCap)
        let before = AmountColumn(widest: widest.before, cap: options.amountColumnCap)
        let piece = Piece(file: index, range: Int(transactions[low].start)..<bytes.count, column: column, eol: eol)
        return Tail(text: formatted(piece), column: column, columnBefore: before)
    }

    private func run(fileAt index: Int, chunkSize: Int, emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        let bytes = journal.sources.files[index].bytes
        // A timeclock or timedot file is not journal text: it stays as written.
        guard JournalFileFormat.of(journal.sources.files[index].path).format == .journal else {
            bytes.withUnsafeBufferPointer { emit($0) }
            return
        }
        let plan = plan(fileAt: index)
        guard plan.pieces.count > 2 else {
            run(plan.piece(0), chunkSize: chunkSize, emit: emit)
            return
        }
        _ = formatPieces(plan) { _, _ in true } handOver: { _, _, formatted in
            emit(formatted)
            return true
        }
    }

    /// Formats a piece, handing over its text in chunks.
    func run(_ piece: Piece, chunkSize: Int, emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        var out = ByteBlock(capacity: min(chunkSize, piece.range.count + piece.range.count / 4) + 4096)
        defer { out.release() }
        format(piece, into: &out, chunkSize: chunkSize, emit: emit)
        emit(out.bytes(since: 0))
    }

    /// A piece's whole text.
    func formatted(_ piece: Piece) -> [UInt8] {
        var text: [UInt8] = []
        run(piece, chunkSize: Int.max) { text.append(contentsOf: $0) }
        return text
    }

    /// How a file is formatted: its line ending, its amount column, and
    /// where it is cut into pieces formatted on every core (`[0, count]`
    /// for one piece).
    struct Plan: Sendable {
        var file: Int
        var eol: [UInt8]
        var column: AmountColumn
        var pieces: [Int]

        func piece(_ k: Int) -> Piece {
            Piece(file: file, range: pieces[k]..<pieces[k + 1], column: column, eol: eol)
        }
    }

    func plan(fileAt index: Int) -> Plan {
        let bytes = journal.sources.files[index].bytes
        let eol = bytes.withUnsafeBufferPointer { lineEnding(of: $0) }
        let workers = bytes.count >= options.parallelThreshold ? max(2, min(JournalParser.processorCount, 8)) : 1
        let column = AmountColumn(widest: widestNeed(fileAt: index, eol: eol, workers: workers),
                                  cap: options.amountColumnCap)
        let pieces = workers > 1 && !options.sortsTransactions ? pieceBoundaries(fileAt: index) : [0, bytes.count]
        return Plan(file: index, eol: eol, column: column, pieces: pieces)
    }

    /// Formats the plan's pieces a few at a time on every core: `work`
    /// turns each piece's text into what `handOver` then takes, with the
    /// text, in order, on the calling thread. Stops (returning false) when
    /// `handOver` does. Each piece of a batch is written into a block of its
    /// own, kept for the next batch: the text is not copied out, and the
    /// blocks' pages are touched once, not once a piece. A mapped file's
    /// pages are given back behind the pieces done.
    func formatPieces<Result: Sendable>(
        _ plan: Plan, work: @Sendable (Piece, UnsafeBufferPointer<UInt8>) -> Result,
        handOver: (Piece, Result, UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Bool {
        let workers = max(2, min(JournalParser.processorCount, 8))
        let batch = min(workers * 2, plan.pieces.count - 1)
        let bytes = journal.sources.files[plan.file].bytes
        var behind = ReadBehind(from: 0)
        defer { bytes.forget(behind.finishing(at: bytes.count)) }
        let blocks = PieceBlocks(count: batch, capacity: options.pieceSize + options.pieceSize / 4 + 4096)
        defer { blocks.release() }
        var first = 0
        while first < plan.pieces.count - 1 {
            let count = min(batch, plan.pieces.count - 1 - first)
            let results = PieceResults<Result>(count: count)
            let offset = first
            DispatchQueue.concurrentPerform(iterations: count) { k in
                let piece = plan.piece(offset + k)
                blocks.use(k) { out in
                    out.removeAll()
                    format(piece, into: &out, chunkSize: Int.max) { _ in }
                    results.store(work(piece, out.bytes(since: 0)), at: k)
                }
            }
            for k in 0..<count where !handOver(plan.piece(offset + k), results.take(k), blocks.bytes(k)) { return false }
            first += count
            if let done = behind.passing(plan.pieces[first]) { bytes.forget(done) }
        }
        return true
    }

    /// A part of a file to format: the whole file, or lines from a
    /// transaction that follows another to before a later one.
    struct Piece: Sendable {
        var file: Int
        var range: Range<Int>
        var column: AmountColumn
        var eol: [UInt8]
    }

    /// Formats a piece into `out`, handing over (and dropping) its bytes
    /// each time they reach `chunkSize`; the rest stays in `out`. Lines are
    /// written into one block of bytes: no array's uniqueness check per append.
    func format(_ piece: Piece, into out: inout ByteBlock, chunkSize: Int, emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        journal.sources.files[piece.file].bytes.withUnsafeBufferPointer { bytes in
            let eol = piece.eol
            let writer = EntryWriter(journal: journal, amounts: amounts, bytes: bytes, fileIndex: piece.file, eol: eol,
                                     column: piece.column)
            var scratch = EntryWriter.Scratch()
            defer { scratch.release() }
            var blanks = BlankLines()
            if piece.range.lowerBound == 0 {
                out.append(UnsafeBufferPointer(rebasing: bytes[0..<JournalLayout.byteOrderMarkLength(bytes)]))
            } else {
                // A piece after the first starts at a transaction that follows another.
                blanks.wrote(.transaction(-1))
            }
            // An item's text, then an item written with the blank lines before
            // it (its text formatted now, or ahead of its turn by the sort).
            func format(_ item: JournalLayout.Item, into block: inout ByteBlock) {
                if !writeEntry(item, writer, &scratch, &block) {
                    writeVerbatim(item, bytes, eol, &block)
                }
            }
            func place(_ item: JournalLayout.Item, _ text: UnsafeBufferPointer<UInt8>?) {
                if item.kind == .blank {
                    blanks.read()
                    return
                }
                if blanks.needed(before: item.kind) {
                    if eol.count == 2 { out.append(.carriageReturn) }
                    out.append(.newline)
                }
                if let text { out.append(text) } else { format(item, into: &out) }
                blanks.wrote(item.kind)
                if out.count >= chunkSize {
                    emit(out.bytes(since: 0))
                    out.removeAll()
                }
            }
            func write(_ item: JournalLayout.Item) { place(item, nil) }
            if options.sortsTransactions {
                // A sorted file is one piece (`plan`): the whole file.
                let source = journal.sources.files[piece.file].bytes
                TransactionSort.forEachSorted(bytes, entries: entries[piece.file], window: options.sortWindow,
                                              date: { journal.transactions[$0].date },
                                              forget: { source.forget($0) }, write: write, format: format, place: place)
            } else {
                var scanner = JournalLayout.Scanner(bytes: bytes, entries: entries[piece.file], range: piece.range)
                while let item = scanner.next() { write(item) }
            }
        }
    }

    /// Where to cut a large file: before transactions that follow another
    /// transaction with only blank lines between, every `pieceSize` bytes or so, so that
    /// each piece starts in a known state (one blank line, then a transaction).
    private func pieceBoundaries(fileAt index: Int) -> [Int] {
        let list = entries[index].transactions
        let bytes = journal.sources.files[index].bytes
        var cuts = [0]
        var target = options.pieceSize
        var j = 1
        while j < list.count {
            let start = Int(list[j].start)
            if start < target {
                j += 1
                continue
            }
            let gap = Int(list[j - 1].end)..<start
            if gap.count < 256 && bytes[gap].allSatisfy({ $0 == .space || $0 == .tab || $0 == .newline || $0 == .carriageReturn })
                && bytes[start - 1] == .newline {
                cuts.append(start)
                target = start + options.pieceSize
            }
            j += 1
        }
        cuts.append(bytes.count)
        return cuts
    }

    /// The widest need of the file's postings up to the cap (see
    /// `AmountColumn`), or at least one that puts the column at the cap
    /// (then the rest cannot matter); the transactions on `workers` cores.
    private func widestNeed(fileAt index: Int, eol: [UInt8], workers: Int) -> Int {
        widestNeeds(fileAt: index, eol: eol, workers: workers, splitAt: Int.max).all
    }

    /// `widestNeed`, and the same of the transactions that start before
    /// byte `offset` only (with the periodic transactions and rules).
    private func widestNeeds(fileAt index: Int, eol: [UInt8], workers: Int, splitAt offset: Int) -> (before: Int, all: Int) {
        let cap = options.amountColumnCap
        let list = entries[index].transactions
        let parts = workers > 1 && list.count >= 4 * workers ? workers : 1
        let results = PieceResults<(Int, Int)>(count: parts)
        DispatchQueue.concurrentPerform(iterations: parts) { k in
            let source = journal.sources.files[index].bytes
            source.withUnsafeBufferPointer { bytes in
                let writer = EntryWriter(journal: journal, amounts: amounts, bytes: bytes, fileIndex: index, eol: eol)
                var widest = 0, widestBefore = 0
                let part = list[(list.count * k / parts)..<(list.count * (k + 1) / parts)]
                // Each part gives back the pages of a mapped file behind it.
                var behind = ReadBehind(from: part.first.map { Int($0.start) } ?? 0)
                defer { source.forget(behind.finishing(at: part.last.map { Int($0.end) } ?? 0)) }
                for entry in part {
                    if let done = behind.passing(Int(entry.start)) { source.forget(done) }
                    let need = writer.widestNeed(journal.transactions[Int(entry.index)].postings, cap: cap)
                    widest = max(widest, need)
                    if Int(entry.start) < offset { widestBefore = max(widestBefore, need) }
                    // Past this, the column is the cap whatever else the file holds.
                    if AmountColumn(widest: widestBefore, cap: cap).column >= cap { break }
                }
                results.store((widestBefore, widest), at: k)
            }
        }
        let needs = (0..<parts).map { results.take($0) }
        var widest = needs.map(\.1).max() ?? 0
        var widestBefore = needs.map(\.0).max() ?? 0
        journal.sources.files[index].bytes.withUnsafeBufferPointer { bytes in
            let writer = EntryWriter(journal: journal, amounts: amounts, bytes: bytes, fileIndex: index, eol: eol)
            for entry in entries[index].periodic {
                let need = writer.widestNeed(journal.periodicTransactions[Int(entry.index)].postings, cap: cap)
                widest = max(widest, need)
                widestBefore = max(widestBefore, need)
            }
            for entry in entries[index].autoRules {
                let need = writer.widestNeed(journal.autoPostingRules[Int(entry.index)].postings, cap: cap)
                widest = max(widest, need)
                widestBefore = max(widestBefore, need)
            }
        }
        return (widestBefore, widest)
    }

    /// Writes a transaction-like item from the model; false for any other item,
    /// or an entry whose lines do not all match the model.
    private func writeEntry(_ item: JournalLayout.Item, _ writer: EntryWriter, _ scratch: inout EntryWriter.Scratch,
                            _ out: inout ByteBlock) -> Bool {
        let lines = item.start..<item.end
        switch item.kind {
        case .transaction(let i):
            return writer.write(journal.transactions[i], lines: lines, scratch: &scratch, to: &out)
        case .periodic(let i):
            return writer.write(journal.periodicTransactions[i], lines: lines, scratch: &scratch, to: &out)
        case .autoRule(let i):
            return writer.write(journal.autoPostingRules[i], lines: lines, scratch: &scratch, to: &out)
        default: return false
        }
    }

    /// The item's lines as written, without trailing whitespace.
    private func writeVerbatim(_ item: JournalLayout.Item, _ bytes: UnsafeBufferPointer<UInt8>, _ eol: [UInt8],
                               _ out: inout ByteBlock) {
        var lineStart = item.start
        while true {
            var lineEnd = lineStart
            while lineEnd < item.end && bytes[lineEnd] != .newline { lineEnd += 1 }
            var contentEnd = lineEnd
            while contentEnd > lineStart,
                  bytes[contentEnd - 1] == .space || bytes[contentEnd - 1] == .tab || bytes[contentEnd - 1] == .carriageReturn {
                contentEnd -= 1
            }
            out.append(UnsafeBufferPointer(rebasing: bytes[lineStart..<contentEnd]))
            out.append(eol)
            guard lineEnd < item.end else { return }
            lineStart = lineEnd + 1
        }
    }

    /// `\r\n` when the file's first line ends so (and the options keep it), else `\n`.
    private func lineEnding(of bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        guard options.lineEnding == .keep else { return [.newline] }
        var i = 0
        while i < bytes.count && bytes[i] != .newline { i += 1 }
        return i > 0 && i < bytes.count && bytes[i - 1] == .carriageReturn ? [.carriageReturn, .newline] : [.newline]
    }
}
