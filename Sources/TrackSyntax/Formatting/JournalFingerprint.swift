import TrackModel

/// A small digest of everything `JournalEquivalence` compares, so that a
/// rewrite is proven by comparing the fingerprints of the journal read
/// before and of the journal read back, without holding both journals.
///
/// It is never looser than `JournalEquivalence`: whatever that reports as a
/// difference changes the fingerprint (names are digested by their text,
/// so account and commodity IDs may differ; amounts by value, `1.5` as
/// `1.50`). It may be stricter (the account and commodity tables are
/// digested whole): two fingerprints that differ only send the caller to
/// the exact comparison, which words the difference or finds none.
///
/// ```swift
/// let before = JournalFingerprint(journal, scope: .entries)
/// // … the journal let go, the rewrite read back as `after` …
/// if JournalFingerprint(after, scope: .entries) != before { /* compare exactly */ }
/// ```
public struct JournalFingerprint: Equatable, Sendable {
    /// What is compared, as `JournalEquivalence` offers it.
    public enum Scope: Sendable, Equatable {
        /// `firstDifferenceInEntries`: transactions, periodic transactions
        /// and auto posting rules, in order.
        case entries
        /// `firstDifference`: the entries, the directives and the comment
        /// and directive lines of each file; transactions in date order
        /// (and those lines as a multiset) when the order may change.
        case everything(transactionOrderMatters: Bool)
    }

    /// The transactions: one digest per part of the journal, in order, or
    /// one for all in date order.
    private var transactions: [UInt64]
    /// The other entries, and with `.everything` the directives and file text.
    private var rest: UInt64

    public init(_ journal: Journal, scope: Scope) {
        let names = Names(journal)
        let ordered = scope != .everything(transactionOrderMatters: false)
        transactions = ordered ? Self.orderedTransactions(journal, names) : [Self.transactionsByDate(journal, names)]
        var digest = Digest()
        digest.add(journal.transactions.count)
        Self.addOtherEntries(journal, names, to: &digest)
        if case .everything = scope {
            Self.addDirectives(journal, names, to: &digest)
            Self.addFileText(journal, ordered: ordered, to: &digest)
        }
        rest = digest.value
    }

    /// The digests of account names and commodity symbols, by ID.
    struct Names: Sendable {
        var accounts: [UInt64]
        var commodities: [UInt64]

        init(_ journal: Journal) {
            accounts = journal.accounts.allIDs.map { id in
                var digest = Digest()
                digest.add(journal.accounts.name(id))
                return digest.value
            }
            commodities = journal.commodities.allIDs.map { id in
                var digest = Digest()
                digest.add(journal.commodities.symbol(id))
                return digest.value
            }
        }

        func account(_ id: AccountID) -> UInt64 {
            id.index < accounts.count ? accounts[id.index] : 0
        }

        func commodity(_ id: CommodityID) -> UInt64 {
            Int(id.rawValue) < commodities.count ? commodities[Int(id.rawValue)] : 0
        }
    }

    /// Each part's transactions digested in order, the parts on every core.
    private static func orderedTransactions(_ journal: Journal, _ names: Names) -> [UInt64] {
        let ranges = Parts.ranges(count: journal.transactions.count, workers: Processors.count, minimum: 20_000)
        return Parts.map(ranges) { range in
            var digest = Digest()
            walk(journal, range, names) { digest.add($0) }
            return digest.value
        }
    }

    /// The transactions digested in date order (stably), as
    /// `JournalEquivalence` compares them when `fmt --sort` may move them.
    private static func transactionsByDate(_ journal: Journal, _ names: Names) -> UInt64 {
        let ranges = Parts.ranges(count: journal.transactions.count, workers: Processors.count, minimum: 20_000)
        let digests = Parts.map(ranges) { range in
            var part: [UInt64] = []
            part.reserveCapacity(range.count)
            walk(journal, range, names) { part.append($0) }
            return part
        }.flatMap { $0 }
        let order = journal.transactions.indices.sorted {
            (journal.transactions[$0].date, $0) < (journal.transactions[$1].date, $1)
        }
        var digest = Digest()
        for index in order { digest.add(digests[index]) }
        return digest.value
    }

    /// Calls `body` with the digest of each transaction of `range`, in
    /// order, giving back the pages of a mapped file behind the walk.
    private static func walk(_ journal: Journal, _ range: Range<Int>, _ names: Names, _ body: (UInt64) -> Void) {
        guard !range.isEmpty else { return }
        journal.withTextBytes { texts in
            var entries = EntryDigests(journal: journal, names: names, texts: texts)
            var window = ReadingWindow(journal.sources, from: journal.transactions[range.lowerBound].source.start)
            journal.transactions.withUnsafeBufferPointer { transactions in
                for t in range {
                    window.reached(transactions[t].source.start)
                    body(entries.digest(of: transactions[t]))
                }
            }
        }
    }

    private static func addOtherEntries(_ journal: Journal, _ names: Names, to digest: inout Digest) {
        journal.withTextBytes { texts in
            var entries = EntryDigests(journal: journal, names: names, texts: texts)
            digest.add(journal.periodicTransactions.count)
            for periodic in journal.periodicTransactions { digest.add(entries.digest(of: periodic)) }
            digest.add(journal.autoPostingRules.count)
            for rule in journal.autoPostingRules { digest.add(entries.digest(of: rule)) }
        }
    }
}
