/// The merge of three itemized files: each region of `ThreeWayChunk`
/// resolved, then the pieces joined into bytes.
struct ItemMerge {
    let base: ItemizedFile
    let ours: ItemizedFile
    let theirs: ItemizedFile
    let labels: (ours: String, theirs: String)

    /// One item of the result: its text, and whether it came from a changed
    /// region (only there may a blank line be added to separate entries).
    struct Piece {
        var kind: JournalItem.Kind
        var content: ArraySlice<UInt8>
        var trailing: ArraySlice<UInt8>
        var changed: Bool
    }

    /// An item of one of the three files.
    struct Ref {
        var file: ItemizedFile
        var item: JournalItem

        func same(_ other: Ref) -> Bool { file.same(item, other.item, in: other.file) }

        func piece(changed: Bool) -> Piece {
            Piece(kind: item.kind, content: file.bytes[item.content], trailing: file.bytes[item.trailing], changed: changed)
        }
    }

    func merged() -> (bytes: [UInt8], conflicts: Int) {
        var pieces: [Piece] = []
        pieces.reserveCapacity(ours.items.count + theirs.items.count)
        var conflicts = 0
        for chunk in ThreeWayChunk.chunks(base: base, ours: ours, theirs: theirs) {
            switch chunk {
            case .stable(let b, let o, let t):
                pieces.append(stable(base.items[b], ours.items[o], theirs.items[t]))
            case .changed(let b, let o, let t):
                let baseRefs = refs(base, b), oursRefs = refs(ours, o), theirsRefs = refs(theirs, t)
                if let resolved = resolve(baseRefs, oursRefs, theirsRefs) {
                    var run = resolved.map { $0.piece(changed: true) }
                    // Blank lines belong to places, not entries: the run ends as the side's own run ended.
                    if let end = (oursRefs.last ?? theirsRefs.last), let last = run.indices.last, !Self.same(resolved, oursRefs),
                       !Self.same(resolved, theirsRefs) {
                        run[last].trailing = end.file.bytes[end.item.trailing]
                    }
                    pieces += run
                } else {
                    conflicts += 1
                    pieces.append(conflict(oursRefs, theirsRefs))
                }
            }
        }
        return (join(pieces), conflicts)
    }

    private func refs(_ file: ItemizedFile, _ range: Range<Int>) -> [Ref] {
        file.items[range].map { Ref(file: file, item: $0) }
    }

    /// An item both sides kept: each of its content and its trailing blank
    /// lines is whichever side changed it (ours when both did: they differ
    /// only in spacing, or they would not match).
    private func stable(_ b: JournalItem, _ o: JournalItem, _ t: JournalItem) -> Piece {
        let content = ItemKey.sameBytes(ours.bytes, o.content, base.bytes, b.content) ? theirs.bytes[t.content] : ours.bytes[o.content]
        let trailing = ItemKey.sameBytes(ours.bytes, o.trailing, base.bytes, b.trailing)
            ? theirs.bytes[t.trailing] : ours.bytes[o.trailing]
        return Piece(kind: o.kind, content: content, trailing: trailing, changed: false)
    }

    /// A changed region's items, or nil for a conflict.
    private func resolve(_ b: [Ref], _ o: [Ref], _ t: [Ref]) -> [Ref]? {
        if Self.same(o, b) { return t }
        if Self.same(t, b) || Self.same(o, t) { return o }
        // Lines are merged as git merges them: no additions are combined.
        if base.exactKeys { return nil }
        if b.isEmpty { return Self.union(o, t, sortingBoth: true) }
        // One side only added after the base's items, the other changed them:
        // the changed items keep their order, the additions go in by date.
        if t.count > b.count && Self.same(Array(t.prefix(b.count)), b) {
            return Self.union(o, Array(t.dropFirst(b.count)), sortingBoth: false)
        }
        if o.count > b.count && Self.same(Array(o.prefix(b.count)), b) {
            return Self.union(t, Array(o.dropFirst(b.count)), sortingBoth: false)
        }
        return nil
    }

    static func same(_ a: [Ref], _ b: [Ref]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.same($1) }
    }

    /// Two runs of items: `first`'s, then `second`'s that `first` does not
    /// have (each once). Two runs of additions (`sortingBoth`) are sorted by
    /// date when every item is a dated transaction (`first`'s before
    /// `second`'s on one day), else merged by date, each keeping its own
    /// order (a comment stays where its side put it). Otherwise `first` holds
    /// items one side changed, which keep their order, and `second`'s
    /// additions go in by date after its first item.
    static func union(_ first: [Ref], _ second: [Ref], sortingBoth: Bool) -> [Ref] {
        var byHash: [UInt64: [Int]] = [:]
        for (index, ref) in first.enumerated() { byHash[ref.item.hash, default: []].append(index) }
        var extra: [Ref] = []
        for ref in second {
            if let candidates = byHash[ref.item.hash], let hit = candidates.firstIndex(where: { first[$0].same(ref) }) {
                byHash[ref.item.hash]?.remove(at: hit)
            } else {
                extra.append(ref)
            }
        }
        let all = first + extra
        guard sortingBoth else {
            guard let head = first.first else { return extra }
            return [head] + interleave(Array(first.dropFirst()), extra)
        }
        if all.allSatisfy({ $0.item.kind == .transaction && $0.item.date != nil }) {
            return all.enumerated().sorted { ($0.element.item.date ?? 0, $0.offset) < ($1.element.item.date ?? 0, $1.offset) }
                .map(\.element)
        }
        return interleave(first, extra)
    }

    /// Two runs merged by date, each keeping its own order: an item of
    /// `extra` goes before `first`'s next one only when both are dated and
    /// it is earlier.
    static func interleave(_ first: [Ref], _ extra: [Ref]) -> [Ref] {
        var result: [Ref] = []
        result.reserveCapacity(first.count + extra.count)
        var i = 0, j = 0
        while i < first.count || j < extra.count {
            let takeExtra: Bool
            if i == first.count {
                takeExtra = true
            } else if j == extra.count {
                takeExtra = false
            } else if let left = first[i].item.date, let right = extra[j].item.date {
                takeExtra = right < left
            } else {
                takeExtra = false
            }
            if takeExtra {
                result.append(extra[j])
                j += 1
            } else {
                result.append(first[i])
                i += 1
            }
        }
        return result
    }

    /// Both versions of a region between git's conflict markers.
    private func conflict(_ o: [Ref], _ t: [Ref]) -> Piece {
        let newline = lineEnding
        func text(_ side: [Ref]) -> [UInt8] {
            var body: [UInt8] = []
            for ref in side { body += ref.file.bytes[ref.item.bytes] }
            if let last = body.last, last != UInt8(ascii: "\n") { body += newline }
            return body
        }
        let marked = Array("<<<<<<< \(labels.ours)".utf8) + newline + text(o) + Array("=======".utf8) + newline
            + text(t) + Array(">>>>>>> \(labels.theirs)".utf8) + newline
        return Piece(kind: .line, content: marked[...], trailing: [], changed: true)
    }

    /// `\r\n` when ours writes its lines so, else `\n`.
    private var lineEnding: [UInt8] {
        let bytes = ours.bytes
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return [UInt8(ascii: "\n")] }
        return newline > 0 && bytes[newline - 1] == UInt8(ascii: "\r") ? [UInt8(ascii: "\r"), UInt8(ascii: "\n")] : [UInt8(ascii: "\n")]
    }

    /// The blank lines ours puts after an entry, to separate added entries alike.
    private var separator: ArraySlice<UInt8>? {
        ours.items.first { $0.kind == .transaction && !$0.trailing.isEmpty }.map { ours.bytes[$0.trailing] }
    }

    private func join(_ pieces: [Piece]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(max(ours.bytes.count, theirs.bytes.count) + 1024)
        let newline = lineEnding
        let separator = self.separator
        for (index, piece) in pieces.enumerated() {
            out += piece.content
            guard index + 1 < pieces.count else {
                out += piece.trailing
                break
            }
            let next = pieces[index + 1]
            if let last = piece.content.last, last != UInt8(ascii: "\n") { out += newline }
            if piece.trailing.isEmpty, let separator, piece.changed || next.changed,
               piece.kind == .transaction || next.kind == .transaction, piece.kind != .line, next.kind != .line {
                out += separator
            } else {
                out += piece.trailing
            }
        }
        return out
    }
}
