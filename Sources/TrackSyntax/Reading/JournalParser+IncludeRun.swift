import Dispatch
import TrackModel

/// Files included one after another, read side by side.
///
/// A run of `include` lines (with only blank and comment lines between) or
/// the matches of one glob: every file is read from disk on all cores, then
/// the small journal files are parsed in groups of consecutive files, a
/// group a core, each by one parser that starts from the state at the
/// include point and reads its files one after another (what a file
/// changes of the scope ends with it, as `include` ends it): a run of a
/// thousand files is read as a large file's chunks are, with one result to
/// merge a group, not one a file. In order, this parser then takes each
/// group's reading when it is the one reading here would give: the worker
/// met no `include` or `D` (whose effects last past the file; `alias`,
/// `apply`, `Y` and the like end with it), no file before the group
/// included more files (its place in the source store is the one the
/// worker assumed), and the default commodity is still the one it started
/// from. Any other file (and a large one, which is read on every core by
/// itself) is read here in its turn, from the bytes read ahead. So
/// transactions, diagnostics and declarations come out as reading the files
/// one after another gives them; only the time differs.
extension JournalParser {
    /// Reads the include line at the cursor and those that follow it, and
    /// leaves the cursor on the last.
    mutating func parseIncludeRun(_ cursor: inout Cursor) {
        var items = includeItems(cursor)
        while let next = nextIncludeArgument(after: cursor) {
            cursor.position = next
            cursor.skipSpaces()
            items += includeItems(cursor)
        }
        includeSideBySide(items)
    }

    /// Where the word after the next `include` starts, when only lines that
    /// reading skips (blank, comment, the include line's own indented lines)
    /// come before it.
    private func nextIncludeArgument(after cursor: Cursor) -> Int? {
        var probe = cursor
        skipIndentedLines(&probe)
        while !probe.isAtEnd {
            switch probe.peek {
            case .newline, .carriageReturn, .semicolon, UInt8(ascii: "#"), UInt8(ascii: "*"), UInt8(ascii: "%"),
                 UInt8(ascii: "|"):
                probe.skipToNextLine()
            case .space, .tab:
                var line = probe
                line.skipSpaces()
                guard line.isAtLineEnd || line.peek == .semicolon || line.peek == UInt8(ascii: "#")
                        || line.peek == UInt8(ascii: "*") else { return nil }
                probe.skipToNextLine()
            default:
                if probe.peek == UInt8(ascii: "!") || probe.peek == UInt8(ascii: "@") { probe.advance() }
                guard probe.matches("include") else { return nil }
                probe.advance(by: 7)
                return probe.isAtLineEnd || probe.peek.isSpaceOrTab ? probe.position : nil
            }
        }
        return nil
    }

    /// Reads `items` in order: several files side by side, one as usual.
    mutating func includeSideBySide(_ items: [IncludeItem]) {
        let files = items.compactMap { item -> IncludedFile? in
            if case .file(let file) = item { return file }
            return nil
        }
        guard files.count > 1 else {
            for item in items {
                switch item {
                case .problem(let diagnostic): report(diagnostic)
                case .file(let file): include(file, prepared: nil)
                }
            }
            return
        }
        let prepared = Self.prepare(files, fileSystem: fileSystem, readAheadBelow: options.parallelThreshold)
        // Each file's place in the store when no file before it includes
        // others; nil for a file not read ahead.
        var store = journal.sources
        var places: [Int?] = []
        for (file, read) in zip(files, prepared) {
            guard !includeStack.contains(read.canonical), case .success(let bytes) = read.bytes,
                  let index = store.add(path: file.path, bytes: bytes) else {
                places.append(nil)
                continue
            }
            let small = file.format == .journal && bytes.count < options.parallelThreshold
            places.append(small && read.loneCarriageReturnLine == nil ? index : nil)
        }
        let groups = Self.groups(items, places: places, prepared: prepared,
                                 count: min(options.threads ?? Self.processorCount, 8))
        let run = IncludeRun(files: files, prepared: prepared, places: places, store: store, groups: groups,
                             defaultCommodity: journal.defaultCommodity)
        // The groups read ahead write their transactions into the journal's
        // own new array, each at its place (its bound of transactions after
        // the files before it), and are merged there in order, a gap closed
        // where a group held fewer: nothing is copied into the journal from
        // elsewhere, and no second block of memory is cleared for them.
        // From the first file that cannot be merged so, the groups after it
        // are moved out to memory of their own (a serial read appends to the
        // array) and merged, or read again, after the array is the journal's.
        let bounds = places.indices.map { places[$0] == nil ? 0 : prepared[$0].transactionBound }
        let existing = journal.transactions
        journal.transactions = []
        var results = ChunkResults(count: 0)
        var renumberings: [(transactions: Range<Int>, renumbering: Renumbering)] = []
        var resume = (item: items.count, file: files.count)
        var nextGroup = 0
        let total = existing.count + bounds.reduce(0, +)
        let transactions = [Transaction](unsafeUninitializedCapacity: total + max(4096, total / 64)) {
            buffer, initialized in
            _ = buffer.initialize(from: existing)
            guard let base = buffer.baseAddress else {
                initialized = existing.count
                return
            }
            HugePages.advise(UnsafeMutableRawBufferPointer(buffer))
            var starts: [Int] = []
            var start = existing.count
            for bound in bounds {
                starts.append(start)
                start += bound
            }
            results = readAhead(run, into: base, starts: starts, bounds: bounds)
            var end = existing.count
            var (i, k) = (0, 0)
            while i < items.count {
                guard case .file = items[i] else {
                    if case .problem(let diagnostic) = items[i] { report(diagnostic) }
                    i += 1
                    continue
                }
                let group = nextGroup < groups.count ? groups[nextGroup] : files.count..<files.count
                let taken = group.lowerBound == k ? results.take(nextGroup) : nil
                guard let result = taken, accepts(result, of: group, in: run),
                      end + result.region.count <= starts[group.lowerBound] + group.reduce(0, { $0 + bounds[$1] }) else {
                    // Not merged here: this file and those after it, after the array.
                    if let taken { results.store(taken, at: nextGroup) }
                    resume = (i, k)
                    break
                }
                nextGroup += 1
                addSources(of: group, in: run)
                let written = result.region.written
                if let source = written.baseAddress, source != base + end {
                    (base + end).moveInitialize(from: source, count: written.count)
                }
                result.region.release()
                renumberings.append((end..<end + written.count, absorb(result, at: transactionBase + end)))
                end += written.count
                (i, k) = (i + group.count, k + group.count)
            }
            // The groups left leave the array's room, which serial reading fills.
            for g in nextGroup..<groups.count {
                guard var result = results.take(g) else { continue }
                result.region = result.region.movedOut()
                results.store(result, at: g)
            }
            initialized = end
        }
        journal.transactions = transactions
        var (i, k) = resume
        while i < items.count {
            guard case .file(let file) = items[i] else {
                if case .problem(let diagnostic) = items[i] { report(diagnostic) }
                i += 1
                continue
            }
            guard nextGroup < groups.count, groups[nextGroup].lowerBound == k else {
                include(file, prepared: prepared[k])
                (i, k) = (i + 1, k + 1)
                continue
            }
            let group = groups[nextGroup]
            let result = results.take(nextGroup)
            nextGroup += 1
            if let result, accepts(result, of: group, in: run) {
                addSources(of: group, in: run)
                let first = journal.transactions.count
                renumberings.append((first..<first + result.region.total, absorb(result, at: transactionCount)))
                result.region.append(to: &journal.transactions)
            } else {
                // Read here, file by file, as serial reading would.
                result?.region.discard()
                for f in group { include(files[f], prepared: prepared[f]) }
            }
            (i, k) = (i + group.count, k + group.count)
        }
        Self.renumber(&journal.transactions, renumberings)
    }

    /// What a run's reading ahead assumed: the files, how each read, its
    /// place in the store, the store with them, the groups read together,
    /// and the default commodity at the include line.
    struct IncludeRun: Sendable {
        var files: [IncludedFile]
        var prepared: [PreparedFile]
        var places: [Int?]
        var store: SourceStore
        var groups: [Range<Int>]
        var defaultCommodity: CommodityID?
    }

    /// Whether `result` (the files of `group` read ahead) is what reading
    /// them here would give: it met no `include` or `D`, and the store and
    /// the default commodity are as its reading assumed.
    private func accepts(_ result: ChunkResult, of group: Range<Int>, in run: IncludeRun) -> Bool {
        guard result.stateChange == nil, let place = run.places[group.lowerBound] else { return false }
        return journal.sources.files.count == place && journal.sources.nextFileBase == run.store.files[place].base
            && journal.defaultCommodity == run.defaultCommodity
    }

    /// Adds the files of `group` to the store, where their reading ahead put
    /// them (`accepts` made sure they go there).
    private mutating func addSources(of group: Range<Int>, in run: IncludeRun) {
        for k in group {
            guard case .success(let bytes) = run.prepared[k].bytes,
                  journal.sources.add(path: run.files[k].path, bytes: bytes) != nil else {
                report(.journalTooLarge(at: run.files[k].range))
                return
            }
        }
    }

    /// The files read ahead, in groups of consecutive files, about `count`
    /// groups of equal size: each group is read by one parser, file after
    /// file, as a large file's chunk is. A problem between two files or a
    /// file not read ahead ends a group.
    static func groups(_ items: [IncludeItem], places: [Int?], prepared: [PreparedFile], count: Int) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var k = 0
        var start: Int?
        for item in items {
            if case .file = item, places[k] != nil {
                start = start ?? k
            } else if let first = start {
                runs.append(first..<k)
                start = nil
            }
            if case .file = item { k += 1 }
        }
        if let first = start { runs.append(first..<k) }
        func size(_ k: Int) -> Int {
            if case .success(let bytes) = prepared[k].bytes { return bytes.count }
            return 0
        }
        let target = max(1, runs.joined().reduce(0) { $0 + size($1) } / max(1, count))
        var groups: [Range<Int>] = []
        for run in runs {
            var first = run.lowerBound, bytes = 0
            for k in run {
                bytes += size(k)
                guard bytes >= target else { continue }
                groups.append(first..<k + 1)
                (first, bytes) = (k + 1, 0)
            }
            if first < run.upperBound { groups.append(first..<run.upperBound) }
        }
        return groups
    }

    /// Renumbers the postings of each range of `transactions`, ranges on all cores.
    private static func renumber(_ transactions: inout [Transaction],
                                 _ renumberings: [(transactions: Range<Int>, renumbering: Renumbering)]) {
        transactions.withUnsafeMutableBufferPointer { buffer in
            let address = UInt(bitPattern: buffer.baseAddress)
            _ = Parts.map(count: renumberings.count) { k in
                let (range, renumbering) = renumberings[k]
                // The ranges do not overlap: each part writes only its own.
                let start = UnsafeMutablePointer<Transaction>(bitPattern: address)?.advanced(by: range.lowerBound)
                renumbering.apply(to: UnsafeMutableBufferPointer(start: start, count: range.count))
            }
        }
    }

    /// Reads every file on all cores, and what reading it ahead needs. The
    /// pages of a file to be read ahead (smaller than `readAheadBelow`) are
    /// kept for that reading, which gives them back.
    private static func prepare(_ files: [IncludedFile], fileSystem: any JournalFileSystem,
                                readAheadBelow threshold: Int) -> [PreparedFile] {
        Parts.map(count: files.count) { k in
            let bytes = fileSystem.readSource(files[k].path, argument: false)
            var loneCarriageReturnLine: Int?
            var bound = 0
            if case .success(let bytes) = bytes {
                // One pass finds a lone CR and counts the lines that may start a transaction.
                let scan = LineScan.scan(bytes, 0..<bytes.count, keepingPages: bytes.count < threshold)
                loneCarriageReturnLine = scan.loneCarriageReturn.map { at in
                    bytes.withUnsafeBufferPointer { LineEnds.line(of: at, in: $0) }
                }
                // Exact but for a line that starts with a digit and is not a
                // transaction's (in a comment block): no slack, so that each
                // file's transactions end where the next file's begin and none is moved.
                bound = scan.transactionLines
            }
            return PreparedFile(
                canonical: fileSystem.canonicalPath(files[k].path), bytes: bytes,
                loneCarriageReturnLine: loneCarriageReturnLine, transactionBound: bound)
        }
    }

    /// Parses each group of `run` on a worker thread, from this parser's
    /// state, its files one after another (what a file changes of the scope
    /// ends with it, as `include` ends it), stopping at a directive whose
    /// effect outlives its file. File k's transactions go to `base +
    /// starts[k]`, room for its count of transaction lines: a group's files
    /// lie one after another.
    private func readAhead(_ run: IncludeRun, into base: UnsafeMutablePointer<Transaction>,
                           starts: [Int], bounds: [Int]) -> ChunkResults {
        let results = ChunkResults(count: run.groups.count)
        guard !run.groups.isEmpty else { return results }
        let seed = makeSeed(sources: run.store)
        let stack = includeStack
        let address = UInt(bitPattern: base)
        DispatchQueue.concurrentPerform(iterations: run.groups.count) { g in
            let group = run.groups[g]
            let stride = UInt(MemoryLayout<Transaction>.stride)
            let region = TransactionRegion(address: address + UInt(starts[group.lowerBound]) * stride,
                                           capacity: group.reduce(0) { $0 + bounds[$1] })
            var parser = JournalParser(seed: seed, region: region)
            parser.stateWatch = .stopOutliving
            let scope = parser.scope
            for k in group {
                guard let index = run.places[k] else { break }
                parser.includeStack = stack + [run.prepared[k].canonical]
                let changes = parser.scopeChanges
                parser.parseFile(at: index)
                if parser.stateChange != nil { break }
                // The names read stay known for the next file unless its aliases or `apply account` changed them.
                parser.scope = scope
                if parser.scopeChanges != changes { parser.scopeChanged() }
            }
            var result = parser.chunkResult
            result.region = result.region.gathered()
            results.store(result, at: g)
        }
        return results
    }
}
