import TrackModel

/// After every file is read: settle ambiguous numbers, fix each commodity's
/// display style, then balance and check the journal.
extension JournalParser {
    mutating func finish() {
        var warnings = settleAmbiguities()
        if options.strict {
            warnings += controlCharacterWarnings()
            let order = 2 * transactionCount
            warnings += Self.normalizationTwins(journal.accounts.accounts.map(\.name))
                .map { (order, .namesDifferInNormalization("accounts", $0)) }
            warnings += Self.normalizationTwins(journal.commodities.commodities.map(\.symbol))
                .map { (order, .namesDifferInNormalization("commodities", $0)) }
        }
        for id in journal.commodities.allIDs {
            journal.commodities[id].style = declaredStyles[id] ?? styles.style(of: id)
        }
        let parseFailed = hasErrors
        // A parallel threshold of 0 (tests) splits even the smallest journal.
        let finalizer = options.parallelThreshold == 0 ? JournalFinalizer(minimumPart: 1) : JournalFinalizer()
        let errors = finalizer.finalize(&journal, sums: &sums, workers: options.threads ?? Self.processorCount)
        // Reading order: a transaction's problems come after what was read before it.
        var keyed = zip(diagnostics, diagnosticOrder).map { (order: 2 * $1, diagnostic: $0) } + warnings
        for error in errors {
            // After a parse error a transaction is missing, so assertions would fail for no real reason.
            if parseFailed || options.ignoresAssertions, case .assertionFailed = error { continue }
            keyed.append((2 * error.transactionIndex + 1, Diagnostic(error, in: journal)))
        }
        keyed += commodityAssertionErrors()
        diagnostics = keyed.enumerated()
            .sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
            .map(\.element.diagnostic)
        diagnosticOrder = []
    }

    /// Postings to an account whose directive asserts its commodity
    /// (`assert commodity == "USD"`) in another commodity, keyed by reading
    /// order. One walk, only when some account asserts.
    func commodityAssertionErrors() -> [(order: Int, diagnostic: Diagnostic)] {
        let required = journal.accounts.accounts.map { $0.declaration?.requiredCommodity?.commodity }
        guard required.contains(where: { $0 != nil }) else { return [] }
        var errors: [(order: Int, diagnostic: Diagnostic)] = []
        for (index, transaction) in journal.transactions.enumerated() {
            for posting in transaction.postings where posting.hasAmount {
                guard let commodity = required[posting.account.index], posting.amount.commodity != commodity,
                      !posting.amount.isZero else { continue }
                let name = journal.accounts.name(posting.account)
                let indent = journal.bytes(Text(start: posting.location.offset, length: 16)).prefix { $0 == 32 || $0 == 9 }.count
                let start = posting.location.offset + UInt32(indent)
                errors.append((2 * (transactionBase + index) + 1, .accountAssertionFailed(
                    account: name, required: journal.commodities[commodity].quotedSymbol,
                    found: journal.commodities[posting.amount.commodity].quotedSymbol,
                    at: SourceLocation(offset: start)..<SourceLocation(offset: start + UInt32(name.utf8.count)))))
            }
        }
        return errors
    }

    /// Names interned apart (they differ in bytes) that Swift's `String`
    /// equality, which is canonical equivalence, finds equal: NFC and NFD
    /// spellings of one name, in order of first appearance.
    static func normalizationTwins(_ names: [String]) -> [[String]] {
        var groups: [String: [String]] = [:]
        var order: [String] = []
        for name in names {
            if groups[name] == nil { order.append(name) }
            groups[name, default: []].append(name)
        }
        return order.compactMap { groups[$0]!.count > 1 ? groups[$0] : nil }
    }

    /// Re-reads ambiguous numbers now that every commodity's decimal mark is
    /// known; returns the strict-mode warnings for those that stay ambiguous,
    /// keyed by reading order. The first `replayed` ambiguities belong to a
    /// reading already finished (`earlier`, whose quantities are settled):
    /// they are settled again only for the styles they record.
    mutating func settleAmbiguities(replaying replayed: Int = 0, of earlier: Journal? = nil)
        -> [(order: Int, diagnostic: Diagnostic)] {
        var warnings: [(order: Int, diagnostic: Diagnostic)] = []
        for (i, ambiguity) in styles.ambiguities.enumerated() {
            let declared = declaredStyles[ambiguity.commodity]
            if i < replayed {
                if let earlier, let settled = Self.quantity(at: ambiguity.slot, in: earlier, transactionBase: 0) {
                    _ = styles.settle(ambiguity, quantity: settled, declared: declared)
                }
                continue
            }
            guard let stored = Self.quantity(at: ambiguity.slot, in: journal, transactionBase: transactionBase) else { continue }
            let (settled, stillAmbiguous) = styles.settle(ambiguity, quantity: stored, declared: declared)
            setQuantity(settled, at: ambiguity.slot)
            guard stillAmbiguous && options.strict else { continue }
            let end = SourceLocation(offset: ambiguity.location.offset + UInt32(ambiguity.length))
            let text = journal.string(Text(start: ambiguity.location.offset, length: UInt32(ambiguity.length)))
            let order: Int
            switch ambiguity.slot {
            case .posting(let t, _), .cost(let t, _), .assertion(let t, _): order = 2 * t + 1
            default: order = 2 * transactionCount
            }
            warnings.append((order, .ambiguousAmount(
                text, mark: ambiguity.mark, commodity: journal.commodities.symbol(ambiguity.commodity),
                side: ambiguity.side, spaced: ambiguity.spaced, at: ambiguity.location..<end)))
        }
        return warnings
    }

    /// The quantity in `slot` of `journal`, whose transactions start at index `transactionBase`.
    private static func quantity(at slot: AmountStyleInference.Slot, in journal: Journal, transactionBase: Int) -> Quantity? {
        switch slot {
        case .posting(let t, let p): return journal.transactions[t - transactionBase].postings[p].amount.quantity
        case .cost(let t, let p):
            return journal.postingDetails.cost(of: journal.transactions[t - transactionBase].postings[p])?.amount.quantity
        case .assertion(let t, let p):
            return journal.postingDetails.assertion(of: journal.transactions[t - transactionBase].postings[p])?.amount.quantity
        case .price(let i): return journal.prices[i].price.quantity
        case .periodic(let t, let p): return journal.periodicTransactions[t].postings[p].amount.quantity
        case .auto(let r, let p): return journal.autoPostingRules[r].postings[p].amount.quantity
        }
    }

    private mutating func setQuantity(_ quantity: Quantity, at slot: AmountStyleInference.Slot) {
        switch slot {
        case .posting(let t, let p): journal.transactions[t - transactionBase].postings[p].amount.quantity = quantity
        case .cost(let t, let p):
            journal.postingDetails.update(&journal.transactions[t - transactionBase].postings[p]) {
                $0.cost?.amount.quantity = quantity
            }
        case .assertion(let t, let p):
            journal.postingDetails.update(&journal.transactions[t - transactionBase].postings[p]) {
                $0.assertion?.amount.quantity = quantity
            }
        case .price(let i): journal.prices[i].price.quantity = quantity
        case .periodic(let t, let p): journal.periodicTransactions[t].postings[p].amount.quantity = quantity
        case .auto(let r, let p): journal.autoPostingRules[r].postings[p].amount.quantity = quantity
        }
    }
}
