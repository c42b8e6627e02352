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
        var unendedCommentEnd: UInt32?
    }

    /// The header's state, as plain values a worker can start from.
    struct Seed: Sendable {
        var sources: SourceStore
        var options: ParseOptions
        var fileSystem: any JournalFileSystem
        var scope: Scope
        var defaultCommodity: String?
        var declaredStyles: [String: AmountStyle]
    }

    static var processorCount: Int { Processors.count }

    /// Reads the file at `index`, in parallel when it is large enough. Its
    /// line ends are checked in the same pass that sizes the chunks
    /// (`LineScan`): a file with a lone CR is refused, unread, as
    /// `acceptsLineEnds` refuses it (`written` and `range` name it).
    mutating func parseFileInParallel(at index: Int, workers: Int, written: String,
                                      includedAt range: Range<SourceLocation>?) {
        let bytes = journal.sources.files[index].bytes
        let header = JournalParser.firstTransactionLine(in: bytes) ?? bytes.count
        let boundaries = JournalParser.chunkBoundaries(bytes, from: header, count: workers)
        let scans = LineScan.chunks(of: bytes, boundaries: [0] + boundaries)
        let loneCarriageReturn = scans.lazy.compactMap(\.loneCarriageReturn).first
        guard accepts(loneCarriageReturnLine: loneCarriageReturn.map { offset in
            bytes.withUnsafeBufferPointer { LineEnds.line(of: offset, in: $0) }
        }, written: written, includedAt: range) else { return }
        parseFile(at: index, range: 0..<header)
        guard boundaries.count > 2, scope.aliases.isEmpty, !hasErrors else {
            parseFile(at: index, range: header..<bytes.count)
            return
        }
        // Each chunk's transactions go straight to their place in one array,
        // sized by the lines that start with a digit (a bound on transactions),
        // with room after them for what `add` or `import` appends
        // (`JournalBeforeAppend`): untouched, the room costs address space only.
        let bounds = scans.dropFirst().map(\.transactionLines)
        let existing = journal.transactions
        journal.transactions = []
        var next = 1
        var overflow: [Transaction] = []
        let count = existing.count + bounds.reduce(0, +)
        let transactions = [Transaction](unsafeUninitializedCapacity: count + max(4096, count / 64)) {
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
                absorb(chunk, at: end).apply(to: UnsafeMutableBufferPointer(start: base + end, count: written.count))
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

    /// This parser's state, for workers to start from; `sources` when the
    /// files they read are not all in this parser's store yet.
    func makeSeed(sources: SourceStore? = nil) -> Seed {
        var styles: [String: AmountStyle] = [:]
        for (id, style) in declaredStyles { styles[journal.commodities.symbol(id)] = style }
        return Seed(
            sources: sources ?? journal.sources, options: options, fileSystem: fileSystem, scope: scope,
            defaultCommodity: journal.defaultCommodity.map { journal.commodities.symbol($0) },
            declaredStyles: styles)
    }

    /// A parser in the state `seed` took, writing transactions into `region`.
    init(seed: Seed, region: TransactionRegion) {
        self.init(options: seed.options, fileSystem: seed.fileSystem)
        journal.sources = seed.sources
        scope = seed.scope
        journal.defaultCommodity = seed.defaultCommodity.map { journal.commodities.intern($0) }
        for (symbol, style) in seed.declaredStyles {
            declaredStyles[journal.commodities.intern(symbol)] = style
        }
        self.region = region
    }

    /// What this parser read, for another to merge (`absorb`).
    var chunkResult: ChunkResult {
        ChunkResult(journal: journal, region: region!, diagnostics: diagnostics, diagnosticOrder: diagnosticOrder,
                    styles: styles, declaredStyles: declaredStyles, stateChange: stateChange,
                    unendedCommentEnd: unendedCommentEnd)
    }

    private static func readChunk(
        _ range: Range<Int>, of index: Int, seed: Seed, into region: TransactionRegion
    ) -> ChunkResult {
        var parser = JournalParser(seed: seed, region: region)
        parser.stateWatch = .stop
        parser.parseFile(at: index, range: range)
        return parser.chunkResult
    }

    /// How a chunk's account and commodity numbers and posting details map
    /// into the parser that absorbed it.
    struct Renumbering: Sendable {
        var accounts: [AccountID]
        var commodities: [CommodityID]
        var detailsOffset: Int32

        func apply(to amount: inout Amount) { amount.commodity = commodities[Int(amount.commodity.rawValue)] }

        func apply(to posting: inout Posting) {
            posting.account = accounts[posting.account.index]
            apply(to: &posting.amount)
            posting.offsetDetails(by: detailsOffset)
        }

        /// Renumbers the postings of the chunk's transactions, once they are
        /// in place; many of them in parts on every core. (Not inlined: the
        /// Swift 6.3 optimizer crashed inlining it into another parallel loop.)
        @inline(never)
        func apply(to transactions: UnsafeMutableBufferPointer<Transaction>) {
            guard let first = transactions.baseAddress else { return }
            let address = UInt(bitPattern: first)
            let ranges = Parts.ranges(count: transactions.count, workers: Processors.count, minimum: 20_000)
            let renumbering = self
            _ = Parts.map(ranges) { range in
                // Each part renumbers only its own transactions.
                let transactions = UnsafeMutablePointer<Transaction>(bitPattern: address)!
                for t in range { transactions[t].postings.updateEach { renumbering.apply(to: &$0) } }
            }
        }
    }

    /// Appends everything a chunk read elsewhere holds but its transactions,
    /// renumbering its accounts and commodities; `firstTransaction` is the
    /// index its first transaction takes. The transactions' postings still
    /// need the renumbering returned (`Renumbering.apply(to:)`).
    mutating func absorb(_ chunk: ChunkResult, at firstTransaction: Int) -> Renumbering {
        let other = chunk.journal
        // Declarations new to this parser, numbered on from its own in the
        // chunk's order, as reading the chunk here would have numbered them.
        var declared: [(account: AccountID, declaration: Account.Declaration)] = []
        var accountMap: [AccountID] = []
        accountMap.reserveCapacity(other.accounts.count)
        // Parents come before their children, so each parent is mapped already.
        for account in other.accounts.accounts {
            let merged = journal.accounts.intern(account.name, parent: account.parent.map { accountMap[$0.index] })
            accountMap.append(merged)
            if account.isUsed { journal.accounts[merged].isUsed = true }
            if let declaration = account.declaration {
                if journal.accounts[merged].declaration == nil {
                    declared.append((merged, declaration))
                } else if let type = declaration.type {
                    journal.accounts[merged].declaration?.type = type
                }
            }
        }
        for (account, var declaration) in declared.sorted(by: { $0.declaration.order < $1.declaration.order }) {
            declaration.order = journal.accountDeclarationCount
            journal.accounts[account].declaration = declaration
            journal.accountDeclarationCount += 1
        }
        if let end = chunk.unendedCommentEnd { unendedCommentEnd = end }
        let commodityMap = other.commodities.allIDs.map { id -> CommodityID in
            let merged = journal.commodities.intern(other.commodities.symbol(id))
            if let declaration = other.commodities[id].declaration { journal.commodities[merged].declaration = declaration }
            return merged
        }
        for (id, style) in chunk.declaredStyles { declaredStyles[commodityMap[Int(id.rawValue)]] = style }
        let names = Renumbering(accounts: accountMap, commodities: commodityMap, detailsOffset: 0)
        var renumbering = names
        renumbering.detailsOffset = journal.postingDetails.append(other.postingDetails) { details in
            if details.cost != nil { names.apply(to: &details.cost!.amount) }
            if details.assertion != nil { names.apply(to: &details.assertion!.amount) }
            if details.lot?.price != nil { names.apply(to: &details.lot!.price!.amount) }
        }
        let firstPrice = journal.prices.count
        for var price in other.prices {
            price.commodity = commodityMap[Int(price.commodity.rawValue)]
            renumbering.apply(to: &price.price)
            journal.prices.append(price)
        }
        let firstPeriodic = journal.periodicTransactions.count
        for var periodic in other.periodicTransactions {
            for p in 0..<periodic.postings.count { renumbering.apply(to: &periodic.postings[p]) }
            journal.periodicTransactions.append(periodic)
        }
        let firstRule = journal.autoPostingRules.count
        for var rule in other.autoPostingRules {
            for p in 0..<rule.postings.count { renumbering.apply(to: &rule.postings[p]) }
            journal.autoPostingRules.append(rule)
        }
        journal.payees += other.payees
        journal.tagDeclarations += other.tagDeclarations
        diagnostics += chunk.diagnostics
        diagnosticOrder += chunk.diagnosticOrder.map { $0 + firstTransaction }
        styles.absorb(chunk.styles, commodityMap: commodityMap, offsets: .init(
            transactions: firstTransaction, prices: firstPrice, periodic: firstPeriodic, rules: firstRule))
        return renumbering
    }

    /// The start of the first line that begins with a digit (a transaction).
    static func firstTransactionLine(in bytes: SourceBytes) -> Int? {
        var start = 0
        while start < bytes.count {
            if bytes[start].isDigit { return start }
            guard let end = nextLine(bytes, after: start) else { return nil }
            start = end
        }
        return nil
    }

    /// `count` chunk starts from `start`, each at a transaction line, then the end.
    static func chunkBoundaries(_ bytes: SourceBytes, from start: Int, count: Int) -> [Int] {
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
    static func nextLine(_ bytes: SourceBytes, after offset: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard offset < buffer.count, let base = buffer.baseAddress,
                  let found = memchr(base + offset, Int32(UInt8.newline), buffer.count - offset) else { return nil }
            let next = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            return next < buffer.count ? next : nil
        }
    }
}
