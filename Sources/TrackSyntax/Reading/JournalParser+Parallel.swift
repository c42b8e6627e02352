#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import TrackModel

/// Reading a large file on every core.
///
/// The file's header (everything before its first transaction) is read as
/// usual; the rest is cut into chunks at transaction lines. This parser reads
/// the first chunk while other threads read the others, each starting in the
/// state the header left (aliases aside: a header with aliases is read on one
/// core). A chunk read that way is right exactly when no earlier chunk
/// changed that state (`alias`, `apply`, `Y`, `D`, `decimal-mark`, `include`,
/// `comment` blocks): the chunks that are right are merged in order, and
/// from the first one that is not, this parser goes on reading alone. So the
/// result is always what reading the file from top to bottom gives; only
/// the time differs. Every chunk writes its transactions into its own part
/// of the journal's array (see `TransactionRegion`), so merging moves none
/// unless a parse error left a gap.
extension JournalParser {
    /// What a chunk read on another thread hands back.
    struct ChunkResult: Sendable {
        /// Everything read but the transactions, which are in `region`.
        var journal: Journal
        var region: TransactionRegion
        var diagnostics: [Diagnostic]
        var diagnosticOrder: [Int]
        var styles: AmountStyleInference
        var declaredStyles: [CommodityID: AmountStyle]
        /// Where the chunk met a state-changing directive (and stopped).
        var stateChange: Int?
    }

    /// The header's state, as plain values a worker can start from.
    struct Seed: Sendable {
        var sources: SourceStore
        var options: ParseOptions
        var fileSystem: any JournalFileSystem
        var parentAccounts: [String]
        var defaultYear: Int?
        var decimalMark: AmountStyle.DecimalMark?
        var defaultCommodity: String?
        var declaredStyles: [String: AmountStyle]
    }

    static var processorCount: Int { Processors.count }

    /// Reads the file at `index`, in parallel when it is large enough.
    mutating func parseFileInParallel(at index: Int, workers: Int) {
        let bytes = journal.sources.files[index].bytes
        let header = JournalParser.firstTransactionLine(in: bytes) ?? bytes.count
        parseFile(at: index, range: 0..<header)
        let boundaries = JournalParser.chunkBoundaries(bytes, from: header, count: workers)
        guard boundaries.count > 2, scope.aliases.isEmpty, !hasErrors else {
            parseFile(at: index, range: header..<bytes.count)
            return
        }
        // Each chunk's transactions go straight to their place in one array,
        // sized by the lines that start with a digit (a bound on transactions).
        let bounds = JournalParser.transactionLineCounts(in: bytes, boundaries: boundaries)
        let existing = journal.transactions
        journal.transactions = []
        var next = 1
        var overflow: [Transaction] = []
        let transactions = [Transaction](unsafeUninitializedCapacity: existing.count + bounds.reduce(0, +)) {
            buffer, initialized in
            _ = buffer.initialize(from: existing)
            (next, overflow, initialized) = parseChunks(
                at: index, boundaries: boundaries, bounds: bounds, into: buffer, from: existing.count)
        }
        journal.transactions = transactions
        journal.transactions.append(contentsOf: overflow)
        stateChange = nil
        if next < boundaries.count - 1 {
            parseFile(at: index, range: boundaries[next]..<bytes.count)
        }
    }

    /// Reads chunk 0 here and the others on other threads, each into its own
    /// part of `buffer` (chunk k's part holds `bounds[k]` transactions); then
    /// closes the gaps and merges the chunks that read right. Returns the
    /// first chunk not merged, the first chunk's transactions that did not
    /// fit its part, and how many slots of `buffer` hold transactions.
    private mutating func parseChunks(
        at index: Int, boundaries: [Int], bounds: [Int],
        into buffer: UnsafeMutableBufferPointer<Transaction>, from first: Int
    ) -> (next: Int, overflow: [Transaction], initialized: Int) {
        let chunks = boundaries.count - 1
        guard let base = buffer.baseAddress else { return (0, [], first) }
        HugePages.advise(UnsafeMutableRawBufferPointer(buffer))
        var starts = [first]
        for k in 0..<(chunks - 1) { starts.append(starts[k] + bounds[k]) }
        let seed = makeSeed()
        let results = ChunkResults(count: chunks - 1)
        let group = DispatchGroup()
        for k in 1..<chunks {
            let range = boundaries[k]..<boundaries[k + 1]
            let part = TransactionRegion(address: UInt(bitPattern: base + starts[k]), capacity: bounds[k])
            DispatchQueue.global().async(group: group) {
                results.store(JournalParser.readChunk(range, of: index, seed: seed, into: part), at: k - 1)
            }
        }
        region = TransactionRegion(address: UInt(bitPattern: base + first), capacity: bounds[0])
        regionStart = first
        stateWatch = .record
        stateChange = nil
        parseFile(at: index, range: boundaries[0]..<boundaries[1])
        stateWatch = .off
        let own = region!
        region = nil
        group.wait()
        var end = first + own.count
        var next = 1
        var merging = stateChange == nil && own.overflow.isEmpty
        for k in 1..<chunks {
            guard let chunk = results.take(k - 1) else { merging = false; continue }
            let written = chunk.region.written
            if merging && chunk.stateChange == nil && chunk.region.overflow.isEmpty {
                // Parse errors may leave a gap after the previous chunk: close it.
                if base + end != written.baseAddress, let source = written.baseAddress {
                    (base + end).moveInitialize(from: source, count: written.count)
                }
                absorb(chunk, placed: UnsafeMutableBufferPointer(start: base + end, count: written.count), at: end)
                end += written.count
                next = k + 1
            } else {
                // Read from a state this parser did not reach: read again after merging.
                merging = false
                written.deinitialize()
            }
        }
        return (next, own.overflow, end)
    }

    private func makeSeed() -> Seed {
        var styles: [String: AmountStyle] = [:]
        for (id, style) in declaredStyles { styles[journal.commodities.symbol(id)] = style }
        return Seed(
            sources: journal.sources, options: options, fileSystem: fileSystem,
            parentAccounts: scope.parentAccounts, defaultYear: scope.defaultYear, decimalMark: scope.decimalMark,
            defaultCommodity: journal.defaultCommodity.map { journal.commodities.symbol($0) },
            declaredStyles: styles)
    }

    private static func readChunk(
        _ range: Range<Int>, of index: Int, seed: Seed, into region: TransactionRegion
    ) -> ChunkResult {
        var parser = JournalParser(options: seed.options, fileSystem: seed.fileSystem)
        parser.journal.sources = seed.sources
        parser.scope.parentAccounts = seed.parentAccounts
        parser.scope.defaultYear = seed.defaultYear
        parser.scope.decimalMark = seed.decimalMark
        parser.journal.defaultCommodity = seed.defaultCommodity.map { parser.journal.commodities.intern($0) }
        for (symbol, style) in seed.declaredStyles {
            parser.declaredStyles[parser.journal.commodities.intern(symbol)] = style
        }
        parser.region = region
        parser.stateWatch = .stop
        parser.parseFile(at: index, range: range)
        return ChunkResult(journal: parser.journal, region: parser.region!, diagnostics: parser.diagnostics,
                           diagnosticOrder: parser.diagnosticOrder, styles: parser.styles,
                           declaredStyles: parser.declaredStyles, stateChange: parser.stateChange)
    }

    /// Appends a chunk read elsewhere, whose transactions are already in
    /// place (`placed`, right after this parser's), renumbering its accounts
    /// and commodities; `firstTransaction` is the index of its first.
    mutating func absorb(_ chunk: ChunkResult, placed: UnsafeMutableBufferPointer<Transaction>, at firstTransaction: Int) {
        let other = chunk.journal
        let accountMap = other.accounts.allIDs.map { id -> AccountID in
            let account = other.accounts[id]
            let merged = journal.accounts.intern(account.name)
            if account.isUsed { journal.accounts[merged].isUsed = true }
            if var declaration = account.declaration {
                if journal.accounts[merged].declaration == nil {
                    declaration.order += journal.accountDeclarationCount
                    journal.accounts[merged].declaration = declaration
                } else if let type = declaration.type {
                    journal.accounts[merged].declaration?.type = type
                }
            }
            return merged
        }
        journal.accountDeclarationCount += other.accountDeclarationCount
        let commodityMap = other.commodities.allIDs.map { id -> CommodityID in
            let merged = journal.commodities.intern(other.commodities.symbol(id))
            if let declaration = other.commodities[id].declaration { journal.commodities[merged].declaration = declaration }
            return merged
        }
        for (id, style) in chunk.declaredStyles { declaredStyles[commodityMap[Int(id.rawValue)]] = style }
        func remap(_ amount: inout Amount) { amount.commodity = commodityMap[Int(amount.commodity.rawValue)] }
        func remap(_ posting: inout Posting, _ offset: Int32) {
            posting.account = accountMap[posting.account.index]
            remap(&posting.amount)
            posting.offsetDetails(by: offset)
        }
        let offset = journal.postingDetails.append(other.postingDetails) { details in
            if details.cost != nil { remap(&details.cost!.amount) }
            if details.assertion != nil { remap(&details.assertion!.amount) }
            if details.lot?.price != nil { remap(&details.lot!.price!.amount) }
        }
        if let first = placed.baseAddress {
            // The chunk's postings are renumbered on every core, each part its own transactions.
            let address = UInt(bitPattern: first)
            let ranges = Parts.ranges(count: placed.count, workers: Self.processorCount, minimum: 20_000)
            _ = Parts.map(ranges) { [accountMap, commodityMap] range in
                let transactions = UnsafeMutablePointer<Transaction>(bitPattern: address)!
                for t in range {
                    for p in 0..<transactions[t].postings.count {
                        let posting = transactions[t].postings[p]
                        transactions[t].postings[p].account = accountMap[posting.account.index]
                        transactions[t].postings[p].amount.commodity = commodityMap[Int(posting.amount.commodity.rawValue)]
                        transactions[t].postings[p].offsetDetails(by: offset)
                    }
                }
            }
        }
        let firstPrice = journal.prices.count
        for var price in other.prices {
            price.commodity = commodityMap[Int(price.commodity.rawValue)]
            remap(&price.price)
            journal.prices.append(price)
        }
        let firstPeriodic = journal.periodicTransactions.count
        for var periodic in other.periodicTransactions {
            for p in 0..<periodic.postings.count { remap(&periodic.postings[p], offset) }
            journal.periodicTransactions.append(periodic)
        }
        let firstRule = journal.autoPostingRules.count
        for var rule in other.autoPostingRules {
            for p in 0..<rule.postings.count { remap(&rule.postings[p], offset) }
            journal.autoPostingRules.append(rule)
        }
        journal.payees += other.payees
        journal.tagDeclarations += other.tagDeclarations
        diagnostics += chunk.diagnostics
        diagnosticOrder += chunk.diagnosticOrder.map { $0 + firstTransaction }
        styles.absorb(chunk.styles, commodityMap: commodityMap, offsets: .init(
            transactions: firstTransaction, prices: firstPrice, periodic: firstPeriodic, rules: firstRule))
    }

    /// For each chunk between `boundaries`, how many of its lines start with a
    /// digit, counted on all cores: no chunk holds more transactions (an
    /// `include` aside).
    static func transactionLineCounts(in bytes: [UInt8], boundaries: [Int]) -> [Int] {
        let chunks = boundaries.count - 1
        let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: chunks)
        defer { counts.deallocate() }
        counts.initialize(repeating: 0)
        let address = UInt(bitPattern: counts.baseAddress)
        DispatchQueue.concurrentPerform(iterations: chunks) { k in
            // Each iteration writes only its own slot.
            UnsafeMutablePointer<Int>(bitPattern: address)![k] =
                transactionLineCount(in: bytes, boundaries[k]..<boundaries[k + 1])
        }
        return Array(counts)
    }

    /// How many lines in `range` (which starts a line) begin with a digit.
    ///
    /// Sixteen bytes at a time: a newline whose next byte is a digit starts
    /// such a line. Lane counters take at most 255 steps before they are
    /// summed. Five times faster than a `memchr` per line, which pays a call
    /// for every 30-byte line.
    static func transactionLineCount(in bytes: [UInt8], _ range: Range<Int>) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            let end = min(range.upperBound, buffer.count)
            guard range.lowerBound < end else { return 0 }
            var count = base[range.lowerBound].isDigit ? 1 : 0
            var i = range.lowerBound
            let raw = UnsafeRawPointer(base)
            let newline = SIMD16<UInt8>(repeating: .newline), zero = SIMD16<UInt8>(repeating: 0x30)
            let ten = SIMD16<UInt8>(repeating: 10), one = SIMD16<UInt8>(repeating: 1)
            // Each step reads 17 bytes: sixteen, and the byte after each.
            while i + 17 <= end {
                var lanes = SIMD16<UInt8>(repeating: 0)
                var steps = 0
                while steps < 255 && i + 17 <= end {
                    let here = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                    let next = raw.loadUnaligned(fromByteOffset: i + 1, as: SIMD16<UInt8>.self)
                    let starts = (here .== newline) .& ((next &- zero) .< ten)
                    lanes &+= one.replacing(with: 0, where: .!starts)
                    i += 16
                    steps += 1
                }
                for lane in 0..<16 { count += Int(lanes[lane]) }
            }
            while i < end - 1 {
                if base[i] == .newline && base[i + 1].isDigit { count += 1 }
                i += 1
            }
            return count
        }
    }

    /// The start of the first line that begins with a digit (a transaction).
    static func firstTransactionLine(in bytes: [UInt8]) -> Int? {
        var start = 0
        while start < bytes.count {
            if bytes[start].isDigit { return start }
            guard let end = nextLine(bytes, after: start) else { return nil }
            start = end
        }
        return nil
    }

    /// `count` chunk starts from `start`, each at a transaction line, then the end.
    static func chunkBoundaries(_ bytes: [UInt8], from start: Int, count: Int) -> [Int] {
        var boundaries = [start]
        let size = bytes.count - start
        for k in 1..<max(count, 1) {
            var line = start + size * k / count
            if let next = nextLine(bytes, after: max(line - 1, boundaries.last!)) { line = next } else { break }
            while line < bytes.count && !bytes[line].isDigit {
                guard let next = nextLine(bytes, after: line) else { line = bytes.count; break }
                line = next
            }
            if line < bytes.count && line > boundaries.last! { boundaries.append(line) }
        }
        boundaries.append(bytes.count)
        return boundaries
    }

    /// The start of the line after the one holding `offset`.
    private static func nextLine(_ bytes: [UInt8], after offset: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard offset < buffer.count, let base = buffer.baseAddress,
                  let found = memchr(base + offset, Int32(UInt8.newline), buffer.count - offset) else { return nil }
            let next = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            return next < buffer.count ? next : nil
        }
    }
}

/// Where worker threads leave their chunks. Each slot is written by one
/// thread and read only after all have finished (the dispatch group's wait
/// orders the accesses), which the lock makes plain to the checker.
private final class ChunkResults: @unchecked Sendable {
    private var slots: [JournalParser.ChunkResult?]
    private let lock = Lock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ result: JournalParser.ChunkResult, at index: Int) {
        lock.locked { slots[index] = result }
    }

    func take(_ index: Int) -> JournalParser.ChunkResult? {
        lock.locked {
            let result = slots[index]
            slots[index] = nil
            return result
        }
    }
}

/// A pthread mutex, for the few places that hand values between threads.
private final class Lock: @unchecked Sendable {
    private var mutex = pthread_mutex_t()

    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }

    func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return body()
    }
}
