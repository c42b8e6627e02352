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
        let prepared = Self.prepare(files, fileSystem: fileSystem)
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
        var (results, arena, ends) = readAhead(prepared, at: places, in: store)
        // Every file's transactions were moved out of it (or dropped) by the end of the run.
        defer { arena?.deallocate() }
        reserveRoom(forTransactions: prepared.reduce(0) { $0 + $1.transactionBound })
        // Each merged file's transactions (a range of the array) and how to renumber their postings.
        var renumberings: [(transactions: Range<Int>, renumbering: Renumbering)] = []
        var next = 0
        for item in items {
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
                renumberings.append((first..<first + result.region.count, absorb(result, at: transactionCount)))
                result.region.append(to: &journal.transactions)
            } else {
                result?.region.discard()
                include(file, prepared: prepared[k])
            }
            if let end = ends[k] { arena?.release(upTo: end) }
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

    /// Reads every file on all cores, and what reading it ahead needs.
    private static func prepare(_ files: [IncludedFile], fileSystem: any JournalFileSystem) -> [PreparedFile] {
        Parts.map(count: files.count) { k in
            let bytes = fileSystem.readSource(files[k].path, argument: false)
            var loneCarriageReturnLine: Int?
            var bound = 1
            if case .success(let bytes) = bytes {
                // One pass finds a lone CR and counts the lines that may start a transaction.
                let scan = LineScan.scan(bytes, 0..<bytes.count)
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
    /// outlives the file. Their transactions go to one arena (the caller
    /// gives it back as it moves them out: each file's part ends at `ends`),
    /// each file's part sized by its count of transaction lines.
    private func readAhead(_ prepared: [PreparedFile], at places: [Int?], in store: SourceStore)
        -> (results: ChunkResults, arena: TransactionArena?, ends: [Int?]) {
        let results = ChunkResults(count: prepared.count)
        let jobs = places.indices.filter { places[$0] != nil }
        var ends = [Int?](repeating: nil, count: prepared.count)
        var total = 0
        for k in jobs {
            total += prepared[k].transactionBound
            ends[k] = total
        }
        guard !jobs.isEmpty, let arena = TransactionArena(capacity: total) else { return (results, nil, ends) }
        let seed = makeSeed(sources: store)
        let stack = includeStack
        let starts = jobs.map { ends[$0]! - prepared[$0].transactionBound }
        DispatchQueue.concurrentPerform(iterations: jobs.count) { j in
            let k = jobs[j]
            guard let index = places[k] else { return }
            var parser = JournalParser(seed: seed, region: arena.region(from: starts[j], capacity: prepared[k].transactionBound))
            parser.includeStack = stack + [prepared[k].canonical]
            parser.stateWatch = .stopOutliving
            parser.parseFile(at: index)
            var result = parser.chunkResult
            result.region = result.region.gathered()
            results.store(result, at: k)
        }
        return (results, arena, ends)
    }
}
