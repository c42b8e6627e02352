import TrackModel

/// Options that change how a journal is read.
public struct ParseOptions: Sendable {
    /// Today, for dates written without a year (`11/02`) when no `Y` directive gives one.
    public var today: Day
    /// Warn about constructs that read fine but may not mean what they seem (`1,000`).
    public var strict: Bool
    /// For `include ~/…`.
    public var homeDirectory: String?
    /// Files at least this large are read on all processor cores (tests lower it).
    public var parallelThreshold: Int
    /// How many threads may read one file; the processor count by default.
    public var threads: Int?
    /// `-I`: a failed balance assertion is no error (assignments still apply),
    /// so that one wrong assertion does not block every report.
    public var ignoresAssertions = false

    public init(today: Day, strict: Bool = false, homeDirectory: String? = nil,
                parallelThreshold: Int = 4 << 20, threads: Int? = nil) {
        self.today = today
        self.strict = strict
        self.homeDirectory = homeDirectory
        self.parallelThreshold = parallelThreshold
        self.threads = threads
    }
}

/// Reads journal files into a `Journal`, recording every problem it finds and
/// recovering at the next top-level item.
///
/// One parser reads a whole journal: `include` directives read their files
/// through the same parser, so interned names and inferred styles are shared.
/// The hot path (transactions and postings) works on bytes through a `Cursor`.
struct JournalParser {
    var journal = Journal()
    var diagnostics: [Diagnostic] = []
    /// For each diagnostic, the number of transactions read before it.
    var diagnosticOrder: [Int] = []
    let options: ParseOptions
    let fileSystem: any JournalFileSystem

    /// Account names as written (after brackets are stripped) → their ids,
    /// with aliases and `apply account` already applied. Cleared when those change.
    var accountCache = ByteInterner(capacity: 256)
    /// How many times aliases or `apply account` changed (`scopeChanged`): a
    /// reading that restores the scope forgets the names read only when they did.
    var scopeChanges = 0
    var commodityCache = ByteInterner(capacity: 64)
    var styles = AmountStyleInference()
    /// Commodities with a `commodity` directive: their declared style.
    var declaredStyles: [CommodityID: AmountStyle] = [:]

    /// State that an `include`d file starts from and does not hand back.
    struct Scope: Sendable {
        var aliases: [AccountAlias] = []
        var parentAccounts: [String] = []
        var defaultYear: Int?
        var decimalMark: AmountStyle.DecimalMark?
    }
    var scope = Scope()
    /// Canonical paths of the files being read, outermost first.
    var includeStack: [String] = []
    /// Set while chunks of a file are read in parallel (see `JournalParser+Parallel`):
    /// notes directives that change how later lines read.
    var stateWatch = StateWatch.off
    /// Where the first such directive was, when watching.
    var stateChange: Int?

    enum StateWatch {
        case off
        /// Note the first state-changing directive and go on (the chunk's own parser).
        case record
        /// Note it and stop reading (a speculative chunk, which will be re-read).
        case stop
        /// Note only a directive whose effect outlives its file (`include`,
        /// `D`) and stop: a whole included file read ahead of its turn.
        case stopOutliving
    }

    /// Where transactions go while chunks of a file are read in parallel
    /// (instead of `journal.transactions`), and the index of its first slot.
    var region: TransactionRegion?
    var regionStart = 0
    /// How many transactions an earlier reading holds before this parser's
    /// (text appended to a journal read already: `JournalContinuation`).
    var transactionBase = 0
    /// The sums of the journal's amounts, as `finish` checked them.
    var sums = AmountSums()
    /// Where a `comment` block that never ended stopped: the end of the
    /// text read then (text appended after it would be ignored).
    var unendedCommentEnd: UInt32?

    /// The comments of the postings of the transaction being read, reused to avoid reallocating.
    var commentBuffer: [(posting: Int, comment: CommentBlock)] = []

    init(options: ParseOptions, fileSystem: any JournalFileSystem) {
        self.options = options
        self.fileSystem = fileSystem
    }

    var defaultYear: Int { scope.defaultYear ?? options.today.year }

    /// Reads the file at `index` of the source store (or the byte `range` of
    /// it, which must start at a line), top-level item by item.
    mutating func parseFile(at index: Int, range: Range<Int>? = nil) {
        let file = journal.sources.files[index]
        let range = range ?? 0..<file.bytes.count
        if region == nil { reserveRoom(forBytes: range.count) }
        parseBytes(of: file, range)
    }

    /// Room for the transactions this many more bytes hold (at least ~40
    /// bytes each): untouched capacity costs address space, not memory. It
    /// grows at least twofold, so a journal of a thousand included files is
    /// not copied a thousand times.
    private mutating func reserveRoom(forBytes count: Int) {
        reserveRoom(forTransactions: count / 40)
    }

    /// Room for `count` more transactions, growing at least twofold.
    mutating func reserveRoom(forTransactions count: Int) {
        let needed = journal.transactions.count + count
        guard needed > journal.transactions.capacity else { return }
        journal.transactions.reserveCapacity(max(needed, journal.transactions.capacity * 2))
        let capacity = journal.transactions.capacity
        journal.transactions.withUnsafeMutableBufferPointer { buffer in
            HugePages.advise(UnsafeMutableRawBufferPointer(
                start: buffer.baseAddress, count: capacity * MemoryLayout<Transaction>.stride))
        }
    }

    private mutating func parseBytes(of file: SourceFile, _ range: Range<Int>) {
        file.bytes.withUnsafeBufferPointer { buffer in
            let slice = UnsafeBufferPointer(rebasing: buffer[range])
            var cursor = Cursor(bytes: slice, base: file.base + UInt32(range.lowerBound))
            // A UTF-8 byte order mark is not part of the first line.
            if range.lowerBound == 0 && cursor.peek == 0xEF && cursor.peek(at: 1) == 0xBB && cursor.peek(at: 2) == 0xBF {
                cursor.advance(by: 3)
            }
            // A mapped file's pages are given back once read past: the run
            // holds the model it builds, not the file too.
            let mapped = file.bytes.isMapped
            var behind = ReadBehind(from: range.lowerBound)
            while !cursor.isAtEnd {
                let before = cursor.position
                parseItem(&cursor)
                if cursor.position == before { cursor.skipToNextLine() }  // progress, always
                if mapped, let done = behind.passing(range.lowerBound + cursor.position) { file.bytes.forget(done) }
            }
            if mapped { file.bytes.forget(behind.finishing(at: range.lowerBound + cursor.position)) }
        }
    }

    /// Reads file `index` in its format: a journal, a timeclock or a timedot file.
    mutating func parseFile(at index: Int, as format: JournalFileFormat) {
        switch format {
        case .timeclock: parseTimeclockFile(at: index)
        case .timedot: parseTimedotFile(at: index)
        case .journal, .separatedValues: parseFile(at: index)
        }
    }

    /// One top-level item, chosen by the line's first byte.
    mutating func parseItem(_ cursor: inout Cursor) {
        let b = cursor.peek
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            parseTransaction(&cursor)
        case .newline, .carriageReturn:
            cursor.skipToNextLine()
        case .space, .tab:
            parseIndentedTopLevelLine(&cursor)
        case UInt8(ascii: ";"), UInt8(ascii: "#"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "|"):
            cursor.skipToNextLine()
        case UInt8(ascii: "~"):
            parsePeriodicTransaction(&cursor)
        case UInt8(ascii: "="):
            parseAutoPostingRule(&cursor)
        default:
            parseDirective(&cursor)
        }
    }

    /// An indented line outside a transaction: blank or a comment (`;`, `#`
    /// or `*`, as hledger reads it) is fine, anything else is a posting with
    /// no transaction to belong to.
    mutating func parseIndentedTopLevelLine(_ cursor: inout Cursor) {
        cursor.skipSpaces()
        let b = cursor.peek
        if cursor.isAtLineEnd || b == .semicolon || b == UInt8(ascii: "#") || b == UInt8(ascii: "*") {
            cursor.skipToNextLine()
            return
        }
        let end = cursor.trimmedEnd(from: cursor.position, to: cursor.contentEnd)
        report(.postingOutsideTransaction(at: cursor.location..<cursor.location(end)))
        skipToNextItem(&cursor)
    }

    /// After an error: moves to the next line that starts a top-level item.
    func skipToNextItem(_ cursor: inout Cursor) {
        cursor.skipToNextLine()
        while !cursor.isAtEnd, cursor.peek == .space || cursor.peek == .tab {
            cursor.skipToNextLine()
        }
    }

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
        // How many transactions were read before it: its place in reading order.
        diagnosticOrder.append(transactionCount)
    }

    /// How many transactions have been read: the index the next one gets.
    var transactionCount: Int {
        if let region { return regionStart + region.total }
        return transactionBase + journal.transactions.count
    }

    mutating func appendTransaction(_ transaction: consuming Transaction) {
        if region != nil {
            region!.append(transaction)
        } else {
            journal.transactions.append(transaction)
        }
    }

    var hasErrors: Bool { diagnostics.contains { $0.isError } }

    /// A file was missing or the journal too large: nothing is finished.
    var stoppedEarly: Bool {
        diagnostics.contains { $0.id == .journal(.fileNotFound) || $0.id == .journal(.journalTooLarge) }
    }
}
