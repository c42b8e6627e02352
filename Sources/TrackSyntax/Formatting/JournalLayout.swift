#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrackModel

/// One file's bytes cut into its top-level items, each with the exact byte
/// range of its lines, in file order:
///
/// ```journal
/// ; a comment line                         comment
/// commodity $1,000.00                      directive (with its sub-lines)
///                                          blank
/// 2026-11-02 Corner Market                 transaction (header to last line)
///     Expenses:Groceries   $84.20
///     Assets:Checking
/// ```
///
/// It cuts where the parser does (grammar.md, "Files and lines"): the first
/// byte of a column-0 line decides the item. Transactions, periodic
/// transactions and auto posting rules take the range the parser recorded
/// in their `source`, so the layout and the model always agree; every other
/// line of the file belongs to exactly one item.
public struct JournalLayout: Sendable {
    public enum Kind: Sendable, Equatable {
        /// `journal.transactions[i]`.
        case transaction(Int)
        /// `journal.periodicTransactions[i]`.
        case periodic(Int)
        /// `journal.autoPostingRules[i]`.
        case autoRule(Int)
        /// A line comment (`;`, `#`, `*`, `%`, `|`), or an indented comment
        /// line outside a transaction.
        case comment
        /// `comment` … `end comment`, both lines included.
        case blockComment
        /// A directive line and its indented sub-lines.
        case directive
        /// An empty line, or one of spaces and tabs only.
        case blank
        /// A line the parser read as no item (in a journal with errors).
        case unread

        /// Transactions and the entries formatted like them.
        public var isEntry: Bool {
            switch self {
            case .transaction, .periodic, .autoRule: return true
            default: return false
            }
        }
    }

    public struct Item: Sendable, Equatable {
        public var kind: Kind
        /// The first byte of the item's first line (an offset in the file).
        public var start: Int
        /// The end of the last line's content, before its line ending.
        public var end: Int
    }

    /// Where each file's entries start and end, by kind, in file order.
    struct Entries: Sendable {
        struct Entry: Sendable {
            var index: Int32
            var start: UInt32
            var end: UInt32
        }

        var transactions: [Entry] = []
        var periodic: [Entry] = []
        var autoRules: [Entry] = []

        /// The entries of every file of `journal`, by file index.
        static func byFile(_ journal: Journal) -> [Entries] {
            let files = journal.sources.files
            var result = [Entries](repeating: Entries(), count: files.count)
            if files.count == 1 { result[0].transactions.reserveCapacity(journal.transactions.count) }
            var current = 0
            func file(of offset: UInt32) -> Int? {
                if current < files.count, files[current].range.contains(offset) { return current }
                guard let i = journal.sources.fileIndex(of: SourceLocation(offset: offset)) else { return nil }
                current = i
                return i
            }
            for (i, t) in journal.transactions.enumerated() {
                guard let f = file(of: t.source.start) else { continue }
                result[f].transactions.append(Entry(index: Int32(i), start: t.source.start - files[f].base,
                                                    end: t.source.end - files[f].base))
            }
            for (i, p) in journal.periodicTransactions.enumerated() {
                guard let f = file(of: p.source.start) else { continue }
                result[f].periodic.append(Entry(index: Int32(i), start: p.source.start - files[f].base,
                                                end: p.source.end - files[f].base))
            }
            for (i, r) in journal.autoPostingRules.enumerated() {
                guard let f = file(of: r.source.start) else { continue }
                result[f].autoRules.append(Entry(index: Int32(i), start: r.source.start - files[f].base,
                                                 end: r.source.end - files[f].base))
            }
            return result
        }
    }

    /// The items of file `index` of the journal's sources.
    public static func items(of journal: Journal, fileAt index: Int) -> [Item] {
        let entries = Entries.byFile(journal)[index]
        return journal.sources.files[index].bytes.withUnsafeBufferPointer { bytes in
            var scanner = Scanner(bytes: bytes, entries: entries)
            var items: [Item] = []
            while let item = scanner.next() { items.append(item) }
            return items
        }
    }

    /// Walks a file's lines, one item at a time.
    struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let entries: Entries
        /// The start of the next line to read.
        private(set) var position: Int
        private var nextTransaction = 0
        private var nextPeriodic = 0
        private var nextAutoRule = 0

        /// Where reading stops: the start of a line, or the file's end.
        private var limit: Int

        init(bytes: UnsafeBufferPointer<UInt8>, entries: Entries) {
            self.bytes = bytes
            self.entries = entries
            position = JournalLayout.byteOrderMarkLength(bytes)
            limit = bytes.count
        }

        /// Reads only the lines in `range`, which starts at a line.
        init(bytes: UnsafeBufferPointer<UInt8>, entries: Entries, range: Range<Int>) {
            self.init(bytes: bytes, entries: entries)
            position = max(position, range.lowerBound)
            limit = range.upperBound
            nextTransaction = Scanner.firstIndex(in: entries.transactions, from: position)
            nextPeriodic = Scanner.firstIndex(in: entries.periodic, from: position)
            nextAutoRule = Scanner.firstIndex(in: entries.autoRules, from: position)
        }

        /// Reads the lines from `start` (a line start) to `limit` (a line start
        /// or the file's end), the next transaction line being the file's
        /// `nextTransaction`-th: a place of a sorted run (comments, blank lines
        /// and one transaction, no periodic transaction or rule), read again
        /// without a search.
        init(bytes: UnsafeBufferPointer<UInt8>, entries: Entries, from start: Int, to limit: Int, nextTransaction: Int) {
            self.init(bytes: bytes, entries: entries)
            position = max(position, start)
            self.limit = limit
            self.nextTransaction = nextTransaction
            nextPeriodic = entries.periodic.count
            nextAutoRule = entries.autoRules.count
        }

        /// How many of the file's transactions were read (or passed over) so far.
        var transactionsPassed: Int { nextTransaction }

        /// The first entry starting at or after `offset`.
        private static func firstIndex(in list: [Entries.Entry], from offset: Int) -> Int {
            var low = 0, high = list.count
            while low < high {
                let mid = (low + high) / 2
                if Int(list[mid].start) < offset { low = mid + 1 } else { high = mid }
            }
            return low
        }

        mutating func next() -> Item? {
            guard position < limit else { return nil }
            let start = position
            let first = bytes[start]
            switch first {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                var next = nextTransaction
                defer { nextTransaction = next }
                return entry(&next, entries.transactions, kind: Kind.transaction)
            case UInt8(ascii: "~"):
                var next = nextPeriodic
                defer { nextPeriodic = next }
                return entry(&next, entries.periodic, kind: Kind.periodic)
            case UInt8(ascii: "="):
                var next = nextAutoRule
                defer { nextAutoRule = next }
                return entry(&next, entries.autoRules, kind: Kind.autoRule)
            case UInt8(ascii: ";"), UInt8(ascii: "#"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "|"):
                return line(.comment)
            case .space, .tab, .carriageReturn, .newline:
                return line(isBlank(start) ? .blank : .comment)
            default:
                return directive()
            }
        }

        /// The entry the parser recorded at this line, else the line alone.
        private mutating func entry(
            _ next: inout Int, _ list: [Entries.Entry], kind: (Int) -> Kind
        ) -> Item {
            let start = position
            // Entries the parser recorded before this line were skipped over
            // (a journal with errors): move past them.
            while next < list.count && Int(list[next].start) < start { next += 1 }
            guard next < list.count, Int(list[next].start) == start else { return line(.unread) }
            let entry = list[next]
            next += 1
            // The last line is the one holding the recorded end (its content,
            // or for an entry of one line, the header's line ending).
            let last = max(start, min(Int(entry.end), bytes.count) - 1)
            let end = contentEnd(ofLineAt: last)
            position = nextLine(after: last)
            return Item(kind: kind(Int(entry.index)), start: start, end: end)
        }

        private mutating func line(_ kind: Kind) -> Item {
            let start = position
            let end = contentEnd(ofLineAt: start)
            position = nextLine(after: start)
            return Item(kind: kind, start: start, end: end)
        }

        /// A directive line and its indented, non-blank sub-lines; or a
        /// whole `comment` block.
        private mutating func directive() -> Item {
            let start = position
            var wordStart = start
            if bytes[start] == UInt8(ascii: "!") || bytes[start] == UInt8(ascii: "@") { wordStart += 1 }
            var wordEnd = wordStart
            while wordEnd < bytes.count {
                let b = bytes[wordEnd]
                if b == .space || b == .tab || b == .newline || b == .carriageReturn { break }
                wordEnd += 1
            }
            if matches("comment", at: wordStart, end: wordEnd) {
                return blockComment(from: start)
            }
            var end = contentEnd(ofLineAt: start)
            position = nextLine(after: start)
            while position < bytes.count, bytes[position] == .space || bytes[position] == .tab, !isBlank(position) {
                end = contentEnd(ofLineAt: position)
                position = nextLine(after: position)
            }
            return Item(kind: .directive, start: start, end: end)
        }

        /// Up to the line starting with `end comment` at column 0 (the parser
        /// reports any text after it), or the end of the file.
        private mutating func blockComment(from start: Int) -> Item {
            var end = contentEnd(ofLineAt: start)
            position = nextLine(after: start)
            while position < bytes.count {
                let lineEnd = contentEnd(ofLineAt: position)
                end = lineEnd
                let marker: StaticString = "end comment"
                let isEnd = lineEnd - position >= marker.utf8CodeUnitCount
                    && matches(marker, at: position, end: position + marker.utf8CodeUnitCount)
                position = nextLine(after: position)
                if isEnd { break }
            }
            return Item(kind: .blockComment, start: start, end: end)
        }

        private func matches(_ word: StaticString, at start: Int, end: Int) -> Bool {
            guard end - start == word.utf8CodeUnitCount else { return false }
            let w = word.utf8Start
            for i in 0..<(end - start) where bytes[start + i] != w[i] { return false }
            return true
        }

        private func isBlank(_ lineStart: Int) -> Bool {
            var i = lineStart
            while i < bytes.count {
                let b = bytes[i]
                if b == .newline { return true }
                if b != .space && b != .tab && b != .carriageReturn { return false }
                i += 1
            }
            return true
        }

        private func trimmedEnd(_ start: Int, _ end: Int) -> Int {
            var e = end
            while e > start, bytes[e - 1] == .space || bytes[e - 1] == .tab { e -= 1 }
            return e
        }

        /// The index of the `\n` ending the line holding `index`, or the file's end.
        private func lineEnd(ofLineAt index: Int) -> Int {
            guard index < bytes.count, let base = bytes.baseAddress else { return bytes.count }
            guard let found = memchr(base + index, Int32(UInt8.newline), bytes.count - index) else { return bytes.count }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }

        /// The end of the content of the line holding `index`: before `\r\n` or `\n`.
        private func contentEnd(ofLineAt index: Int) -> Int {
            let end = lineEnd(ofLineAt: index)
            return end > index && bytes[end - 1] == .carriageReturn ? end - 1 : end
        }

        private func nextLine(after index: Int) -> Int {
            min(lineEnd(ofLineAt: index) + 1, bytes.count)
        }
    }

    /// 3 when the file starts with a UTF-8 byte order mark, else 0.
    static func byteOrderMarkLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }
}
