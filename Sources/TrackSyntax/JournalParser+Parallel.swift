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
/// the time differs.
extension JournalParser {
    /// What a chunk read on another thread hands back.
    struct ChunkResult: Sendable {
        var journal: Journal
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

    static var processorCount: Int {
        #if canImport(Glibc)
        return max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #else
        return 1
        #endif
    }

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
        // Room for every transaction of the file, so merging chunks never reallocates.
        journal.transactions.reserveCapacity(journal.transactions.count + (bytes.count - header) / 40)
        let seed = makeSeed()
        let results = ChunkResults(count: boundaries.count - 2)
        let group = DispatchGroup()
        for k in 1..<(boundaries.count - 1) {
            let range = boundaries[k]..<boundaries[k + 1]
            DispatchQueue.global().async(group: group) {
                results.store(JournalParser.readChunk(range, of: index, seed: seed), at: k - 1)
            }
        }
        stateWatch = .record
        stateChange = nil
        parseFile(at: index, range: boundaries[0]..<boundaries[1])
        stateWatch = .off
        group.wait()
        var next = 1
        if stateChange == nil {
            while next < boundaries.count - 1, let chunk = results.take(next - 1), chunk.stateChange == nil {
                absorb(chunk)
                next += 1
            }
        }
        stateChange = nil
        if next < boundaries.count - 1 {
            parseFile(at: index, range: boundaries[next]..<bytes.count)
        }
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

    private static func readChunk(_ range: Range<Int>, of index: Int, seed: Seed) -> ChunkResult {
        var parser = JournalParser(options: seed.options, fileSystem: seed.fileSystem)
        parser.journal.sources = seed.sources
        parser.scope.parentAccounts = seed.parentAccounts
        parser.scope.defaultYear = seed.defaultYear
        parser.scope.decimalMark = seed.decimalMark
        parser.journal.defaultCommodity = seed.defaultCommodity.map { parser.journal.commodities.intern($0) }
        for (symbol, style) in seed.declaredStyles {
            parser.declaredStyles[parser.journal.commodities.intern(symbol)] = style
        }
        parser.stateWatch = .stop
        parser.parseFile(at: index, range: range)
        return ChunkResult(journal: parser.journal, diagnostics: parser.diagnostics,
                           diagnosticOrder: parser.diagnosticOrder, styles: parser.styles,
                           declaredStyles: parser.declaredStyles, stateChange: parser.stateChange)
    }

    /// Appends a chunk read elsewhere, renumbering its accounts and commodities.
    mutating func absorb(_ chunk: ChunkResult) {
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
        let firstTransaction = journal.transactions.count
        for var transaction in other.transactions {
            for p in 0..<transaction.postings.count { remap(&transaction.postings[p], offset) }
            journal.transactions.append(transaction)
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
