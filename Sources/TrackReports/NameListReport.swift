import TrackModel

/// The names a journal uses, one list per kind, as hledger's `payees`,
/// `descriptions`, `tags` and `commodities` list them: unique, in code
/// point order, from the transactions with a matching posting.
///
/// `descriptions` is the catalogue `track add` draws its templates from;
/// `payees` is each description's part before ` | `:
///
/// ```journal
/// 2026-11-02 * Corner Market | weekly shop   ; receipt:yes
/// ```
/// gives the payee `Corner Market`, the description `Corner Market | weekly
/// shop` and the tag `receipt` (with `--values`, `yes`).
public struct NameListReport: Sendable {
    public enum Kind: Sendable {
        case payees
        case descriptions
        /// Tag names (or, with `values`, their values) whose name `pattern`
        /// matches; a posting has its own tags, its transaction's and those
        /// of its account's `account` directive and its parents', as in hledger.
        case tags(pattern: TextPattern?, values: Bool)
        /// The commodities of matching postings and their costs; with no
        /// query, every commodity the journal declares or uses.
        case commodities
    }

    /// The names in order: ASCII payees and descriptions as the bytes they
    /// were gathered in, with their order (a million distinct descriptions
    /// were a million strings); other names as strings.
    private enum Names: Sendable {
        case bytes(DistinctBytes, order: [Int32])
        case strings([String])
    }

    private let list: Names

    public var names: [String] {
        switch list {
        case .strings(let names): return names
        case .bytes(let distinct, let order):
            var names: [String] = []
            distinct.forEach(in: order) { names.append(String(decoding: $0, as: UTF8.self)) }
            return names
        }
    }

    public var count: Int {
        switch list {
        case .strings(let names): return names.count
        case .bytes(_, let order): return order.count
        }
    }

    /// Calls `body` with each name's UTF-8, in order, making no string.
    public func forEachName(_ body: (UnsafeRawBufferPointer) -> Void) {
        switch list {
        case .bytes(let distinct, let order): distinct.forEach(in: order) { body(UnsafeRawBufferPointer($0)) }
        case .strings(let names):
            for var name in names { name.withUTF8 { body(UnsafeRawBufferPointer($0)) } }
        }
    }

    public init(journal: Journal, filter: PostingFilter, kind: Kind) {
        var found = Set<String>()
        switch kind {
        case .payees, .descriptions:
            // Distinct byte strings first, each copied once: one String per
            // name, not per transaction, read where they lie, a mapped
            // journal's pages given back behind the walk.
            var distinct = DistinctBytes()
            distinct.reserveCapacity(bytes: journal.transactions.reduce(0) { $0 + Int($1.description.length) },
                                     strings: journal.transactions.count)
            var window = ReadingWindow(journal.sources, from: 0)
            let payees = if case .payees = kind { true } else { false }
            journal.withTextBytes { texts in
                for transaction in journal.transactions {
                    // Before the filter, which may read the description of every transaction.
                    window.reached(transaction.description.start)
                    guard filter.matches(transaction) else { continue }
                    let description = texts[transaction.description]
                    distinct.insert(payees ? UnsafeBufferPointer(rebasing: DescriptionParts.payee(description[...])) : description)
                }
            }
            // ASCII bytes compare as their strings do: sorted as bytes, no Set of
            // strings. Other text is equal as strings are (canonically), as below.
            guard distinct.isASCII else {
                distinct.forEach { found.insert(String(decoding: $0, as: UTF8.self)) }
                break
            }
            distinct.keepingStringsOnly()
            list = .bytes(distinct, order: distinct.sortedOrder())
            return
        case .tags(let pattern, let values):
            // Each distinct tag (its name, and with `values` the name's length
            // in four bytes, the name and its value) copied once from where it
            // lies; a name is made a String and matched once, a mapped
            // journal's pages given back behind the walk.
            var distinct = DistinctBytes()
            var pair: [UInt8] = []
            var posted = [Bool](repeating: false, count: journal.accounts.count)
            journal.withTextBytes { texts in
                func add(_ tags: [Tag]) {
                    for tag in tags {
                        pair.removeAll(keepingCapacity: true)
                        let name = texts[tag.name]
                        if values { withUnsafeBytes(of: UInt32(name.count).littleEndian) { pair.append(contentsOf: $0) } }
                        pair.append(contentsOf: name)
                        if values { pair.append(contentsOf: texts[tag.value]) }
                        distinct.insert(pair)
                    }
                }
                var window = ReadingWindow(journal.sources, from: 0)
                for transaction in journal.transactions {
                    window.reached(transaction.source.start)
                    guard filter.matches(transaction) else { continue }
                    add(transaction.tags)
                    for posting in transaction.postings {
                        if posting.parts.contains(.comment) { add(journal.postingDetails.tags(of: posting)) }
                        posted[posting.account.index] = true
                    }
                }
                // Account tags once per account, not once per posting.
                for (index, tags) in Self.accountTags(journal).enumerated() where posted[index] { add(tags) }
            }
            distinct.forEach { bytes in
                var nameBytes = bytes[...], valueBytes = bytes[bytes.endIndex...]
                if values {
                    let length = Int(UInt32(littleEndian: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[..<4])).loadUnaligned(as: UInt32.self)))
                    (nameBytes, valueBytes) = (bytes[4..<4 + length], bytes[(4 + length)...])
                }
                let name = String(decoding: UnsafeBufferPointer(rebasing: nameBytes), as: UTF8.self)
                guard pattern?.matches(name) ?? true else { return }
                if !values { found.insert(name) } else {
                    let value = String(decoding: UnsafeBufferPointer(rebasing: valueBytes), as: UTF8.self)
                    if !value.isEmpty { found.insert(value) }
                }
            }
        case .commodities:
            if filter.isAny {
                for id in journal.usedCommodities { found.insert(journal.commodities.symbol(id)) }
            } else {
                for transaction in journal.transactions {
                    for posting in transaction.postings where posting.hasAmount && filter.matches(transaction, posting) {
                        found.insert(journal.commodities.symbol(posting.amount.commodity))
                        if let cost = journal.postingDetails.cost(of: posting) {
                            found.insert(journal.commodities.symbol(cost.amount.commodity))
                        }
                    }
                }
            }
            found.remove("")
        }
        list = .strings(found.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) })
    }

    /// Each account's inherited tags: its `account` directive's and its parents'.
    private static func accountTags(_ journal: Journal) -> [[Tag]] {
        var tags = [[Tag]](repeating: [], count: journal.accounts.count)
        // Parents are interned before their children.
        for id in journal.accounts.allIDs {
            let account = journal.accounts[id]
            tags[id.index] = (account.parent.map { tags[$0.index] } ?? []) + (account.declaration?.tags ?? [])
        }
        return tags
    }
}
