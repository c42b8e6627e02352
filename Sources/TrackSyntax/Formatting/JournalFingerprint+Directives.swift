import TrackModel

extension JournalFingerprint {
    /// Prices in order; the account and commodity tables whole, in any
    /// order (each name with what `JournalEquivalence` compares of it); the
    /// `D` commodity; payee and tag directives in order.
    static func addDirectives(_ journal: Journal, _ names: Names, to digest: inout Digest) {
        journal.withTextBytes { texts in
            let entries = EntryDigests(journal: journal, names: names, texts: texts)
            digest.add(journal.prices.count)
            for price in journal.prices {
                digest.add(price.date)
                digest.add(names.commodity(price.commodity))
                entries.add(price.price, to: &digest)
            }
            var accounts = Unordered()
            for id in journal.accounts.allIDs {
                let account = journal.accounts[id]
                var one = Digest()
                one.add(names.account(id))
                one.add(account.isUsed || account.declaration != nil)
                if let declaration = account.declaration {
                    one.add(declaration.order)
                    one.add(declaration.type?.rawValue ?? "")
                    entries.addComment(declaration.comment, to: &one)
                    entries.addTags(declaration.tags, to: &one)
                } else {
                    one.add(0 as UInt64)
                }
                accounts.add(one.value)
            }
            digest.add(accounts.value)
            var commodities = Unordered()
            for id in journal.commodities.allIDs {
                let commodity = journal.commodities[id]
                var one = Digest()
                one.add(names.commodity(id))
                one.add(commodity.declaration != nil)
                one.add(commodity.style.map { Int64(canonical($0).hashValue) }.map { UInt64(bitPattern: $0) } ?? 0)
                commodities.add(one.value)
            }
            digest.add(commodities.value)
            digest.add(journal.defaultCommodity.map { names.commodity($0) } ?? 0)
            for declarations in [journal.payees, journal.tagDeclarations] {
                digest.add(declarations.count)
                for declaration in declarations { digest.add(texts[declaration.name]) }
            }
        }
    }

    /// A style as `JournalEquivalence.sameStyle` sees it where that does not
    /// depend on the other style: with no decimals and no digit groups the
    /// decimal mark never shows. (Its other leniency, digit groups on one
    /// side only, is left out: stricter, never looser.)
    private static func canonical(_ style: AmountStyle) -> AmountStyle {
        var style = style
        if style.precision == 0 && style.digitGroups == nil { style.decimalMark = .period }
        return style
    }

    /// The comment lines, block comments and directive lines of each file
    /// (without the spaces, tabs and CR that end them), in order, or as a
    /// multiset when transactions may have moved. The file is walked item
    /// by item (`JournalLayout`), its pages given back behind.
    static func addFileText(_ journal: Journal, ordered: Bool, to digest: inout Digest) {
        let files = journal.sources.files
        digest.add(files.count)
        let entries = JournalLayout.Entries.byFile(journal)
        for (index, file) in files.enumerated() {
            var lines = Digest()
            var unordered = Unordered()
            file.bytes.withUnsafeBufferPointer { bytes in
                var scanner = JournalLayout.Scanner(bytes: bytes, entries: entries[index])
                var behind = ReadBehind(from: 0)
                while let item = scanner.next() {
                    if let passed = behind.passing(item.start) { file.bytes.forget(passed) }
                    switch item.kind {
                    case .comment, .blockComment, .directive, .unread:
                        forEachLine(bytes, item.start..<item.end) { line in
                            if ordered { lines.add(line) } else {
                                var one = Digest()
                                one.add(line)
                                unordered.add(one.value)
                            }
                        }
                    default:
                        break
                    }
                }
                file.bytes.forget(behind.finishing(at: bytes.count))
            }
            digest.add(ordered ? lines.value : unordered.value)
        }
    }

    /// Each line of `range`, without the spaces, tabs and CR that end it.
    private static func forEachLine(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
                                    _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var start = range.lowerBound
        while true {
            var end = start
            while end < range.upperBound, bytes[end] != .newline { end += 1 }
            var last = end
            while last > start, bytes[last - 1] == .space || bytes[last - 1] == .tab
                || bytes[last - 1] == .carriageReturn { last -= 1 }
            body(UnsafeBufferPointer(rebasing: bytes[start..<last]))
            guard end < range.upperBound else { return }
            start = end + 1
        }
    }

    /// A digest of a multiset: the same whatever the order values come in.
    struct Unordered {
        private var sum: UInt64 = 0
        private var count = 0

        mutating func add(_ value: UInt64) {
            sum &+= Digest.mixed(value)
            count += 1
        }

        var value: UInt64 {
            var digest = Digest()
            digest.add(sum)
            digest.add(count)
            return digest.value
        }
    }
}
