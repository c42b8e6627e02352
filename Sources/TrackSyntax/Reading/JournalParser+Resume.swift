import TrackModel

/// Finishing text appended to a journal read already (`JournalContinuation`):
/// what `finish` does, for the new transactions only, when that gives what
/// reading everything again would give; nil when it may not.
extension JournalParser {
    /// This parser (`previous` resumed) has read text appended to the last
    /// file of `base`, the journal `previous` read and `finish` completed;
    /// its journal holds only the new transactions. Returns the journal
    /// with them, and its diagnostics (`base`'s, then the new ones in
    /// reading order), as reading it all again gives; nil when that could
    /// differ:
    /// - a new posting asserts a balance, or comes before a balance
    ///   assertion of `base` (`latestAssertion`), which would then see it;
    /// - the new text changes how an ambiguous number of `base` reads, or
    ///   the display style of a commodity of `base` (transactions balance
    ///   at display precision);
    /// - a sum of amounts (`sums`, `base`'s) no longer fits.
    mutating func finishAppended(
        after previous: JournalParser, base: JournalBeforeAppend, sums: AmountSums, latestAssertion: Day?,
        appendedFrom start: Int
    ) -> LoadedJournal? {
        for transaction in journal.transactions {
            for posting in transaction.postings {
                if posting.hasAssertion { return nil }
                if let latestAssertion, journal.date(of: posting, in: transaction) < latestAssertion { return nil }
            }
        }
        for ambiguity in previous.styles.ambiguities {
            let id = ambiguity.commodity
            guard previous.styles.decidedMark(for: id, declared: previous.declaredStyles[id])
                    == styles.decidedMark(for: id, declared: declaredStyles[id]) else { return nil }
        }
        // The journal before is asked for only when there is something to replay: once its transactions
        // are lent to an earlier reading, it is a copy of them (`JournalBeforeAppend`).
        let replayed = previous.styles.ambiguities.count
        var warnings = settleAmbiguities(replaying: replayed, of: replayed > 0 ? base.journal : nil)
        for id in journal.commodities.allIDs {
            journal.commodities[id].style = declaredStyles[id] ?? styles.style(of: id)
            if Int(id.rawValue) < base.commodities.count,
               journal.commodities[id].style != base.commodities[id].style { return nil }
        }
        var sums = sums
        sums.add(journal.transactions)
        guard sums.fits else { return nil }
        var diagnostics = base.diagnostics
        if options.strict {
            warnings += controlCharacterWarnings(from: start)
            // The names of the whole journal, as `finish` reports them: these replace `base`'s.
            diagnostics.removeAll { $0.id == .journal(.namesDifferInNormalization) }
            let order = 2 * transactionCount
            warnings += Self.normalizationTwins(journal.accounts.accounts.map(\.name))
                .map { (order, .namesDifferInNormalization("accounts", $0)) }
            warnings += Self.normalizationTwins(journal.commodities.commodities.map(\.symbol))
                .map { (order, .namesDifferInNormalization("commodities", $0)) }
        }
        var errors: [JournalError] = []
        let balancer = TransactionBalancer(commodities: journal.commodities)
        for k in journal.transactions.indices {
            balancer.balance(&journal.transactions[k], details: &journal.postingDetails, index: transactionBase + k,
                             errors: &errors)
        }
        let accountAssertions = commodityAssertionErrors()
        var combined = journal
        combined.transactions = base.transactions(followedBy: journal.transactions)
        // Keyed and sorted as `finish` sorts them.
        var keyed = zip(self.diagnostics, diagnosticOrder).map { (order: 2 * $1, diagnostic: $0) } + warnings
        for error in errors {
            keyed.append((2 * error.transactionIndex + 1, Diagnostic(error, in: combined)))
        }
        keyed += accountAssertions
        diagnostics += keyed.enumerated()
            .sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
            .map(\.element.diagnostic)
        return LoadedJournal(journal: combined, diagnostics: diagnostics)
    }
}
