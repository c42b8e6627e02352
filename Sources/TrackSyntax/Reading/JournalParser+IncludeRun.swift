import Dispatch
import TrackModel

/// Files included one after another, read side by side.
///
/// A run of `include` lines (with only blank and comment lines between) or
/// the matches of one glob: every file is read from disk on all cores, then
/// every small journal file is parsed on a worker thread from the state at
/// the include point, as `JournalParser+Parallel` reads chunks. In order,
/// this parser then takes each file's reading when it is the one reading it
/// here would give: the worker met no `include` or `D` (whose effects last
/// past the file; `alias`, `apply`, `Y` and the like end with it), no file
/// before it included more files (its place in the source store is the one
/// the worker assumed), and the default commodity is still the one it
/// started from. Any other file (and a large one, which is read on every
/// core by itself) is read here in its turn, from the bytes read ahead. So
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
        let defaultCommodity = journal.defaultCommodity
        // The files read ahead write their transactions into the journal's
        // own new array, each at its place (its bound of transactions after
        // the files before it), and are merged there in order, a gap closed
        // where a file held fewer: nothing is copied into the journal from
        // elsewhere, and no second block of memory is cleared for them.
        // From the first file that cannot be merged so, the files after it
        // are moved out to memory of their own (a serial read appends to the
        // array) and merged, or read again, after the array is the journal's.
        let bounds = places.indices.map { places[$0] == nil ? 0 : prepared[$0].transactionBound }
        let existing = journal.transactions
        journal.transactions = []
        var results = ChunkResults(count: 0)
        var renumberings: [(transactions: Range<Int>, renumbering: Renumbering)] = []
        var resume = items.count
        var next = 0
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
            results = readAhead(prepared, at: places, in: store, into: base, starts: starts)
            var end = existing.count
            for (itemIndex, item) in items.enumerated() {
                guard case .file(let file) = item else {
                    if case .problem(let diagnostic) = item { report(diagnostic) }
                    continue
                }
                let k = next
                let taken = results.take(k)
                guard let result = taken, result.stateChange == nil, journal.sources.files.count == places[k],
                      journal.defaultCommodity == defaultCommodity, case .success(let bytes) = prepared[k].bytes,
                      end + result.region.count <= starts[k] + bounds[k],
                      journal.sources.add(path: file.path, bytes: bytes) != nil else {
                    // Not merged here: this file and those after it, after the array.
                    if let taken { results.store(taken, at: k) }
                    resume = itemIndex
                    break
                }
                next += 1
                let written = result.region.written
                if let source = written.baseAddress, source != base + end {
                    (base + end).moveInitialize(from: source, count: written.count)
                }
                result.region.release()
                renumberings.append((end..<end + written.count, absorb(result, at: transactionBase + end)))
                end += written.count
            }
            // The rest read ahead leave the array's room, which serial reading fills.
            for k in next..<places.count {
                guard var result = results.take(k) else { continue }
                result.region = result.region.movedOut()
                results.store(result, at: k)
            }
            initialized = end
        }
        journal.transactions = transactions
        for item in items[resume...] {
            guard case .file(let file) = item else {
                if case .problem(let diagnostic) = item { report(diagnostic) }
                continue
            }
            let k = next
            next += 1
            let result = results.take(k)
            if let result, result.stateChange == nil, journal.sources.files.count == places[k],
               journal.defaultCommodity == defaultCommodity, case .success(let bytes) = prepared[k].bytes,
               journal.sources.add(path: file.path, bytes: bytes) != nil {
                let first = journal.transactions.count
                renumberings.append((first..<first + result.region.total, absorb(result, at: transactionCount)))
                result.region.append(to: &journal.transactions)
            } else {
                result?.region.discard()
                include(file, prepared: prepared[k])
            }
        }
        Self.renumber(&journal.transactions, renumberings)
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
            var bound = 1
            if case .success(let bytes) = bytes {
                // One pass finds a lone CR and counts the lines that may start a transaction.
                let scan = LineScan.scan(bytes, 0..<bytes.count, keepingPages: bytes.count < threshold)
                loneCarriageReturnLine = scan.loneCarriageReturn.map { at in
                    bytes.withUnsafeBufferPointer { LineEnds.line(of: at, in: $0) }
                }
                bound = scan.transactionLines + 1
            }
            return PreparedFile(
                canonical: fileSystem.canonicalPath(files[k].path), bytes: bytes,
                loneCarriageReturnLine: loneCarriageReturnLine, transactionBound: bound)
        }
    }

    /// Parses each file that has a place in `store` on a worker thread,
    /// from this parser's state, stopping at a directive whose effect
    /// outlives the file. File k's transactions go to `base + starts[k]`,
    /// room for its count of transaction lines.
    private func readAhead(_ prepared: [PreparedFile], at places: [Int?], in store: SourceStore,
                           into base: UnsafeMutablePointer<Transaction>, starts: [Int]) -> ChunkResults {
        let results = ChunkResults(count: prepared.count)
        let jobs = places.indices.filter { places[$0] != nil }
        guard !jobs.isEmpty else { return results }
        let seed = makeSeed(sources: store)
        let stack = includeStack
        let address = UInt(bitPattern: base)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { j in
            let k = jobs[j]
            guard let index = places[k] else { return }
            let stride = UInt(MemoryLayout<Transaction>.stride)
            let region = TransactionRegion(address: address + UInt(starts[k]) * stride, capacity: prepared[k].transactionBound)
            var parser = JournalParser(seed: seed, region: region)
            parser.includeStack = stack + [prepared[k].canonical]
            parser.stateWatch = .stopOutliving
            parser.parseFile(at: index)
            var result = parser.chunkResult
            result.region = result.region.gathered()
            results.store(result, at: k)
        }
        return results
    }
}
