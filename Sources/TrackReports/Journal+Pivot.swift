import TrackModel

extension Journal {
    /// hledger's `--pivot TAG`: the postings `filter` keeps, each under an
    /// account named by its value of `tag` (its own tag, else its
    /// transaction's, else its account's `account` directive's or a
    /// parent's), or the empty name when it has none. Reports then run on
    /// the result with no filter, so the query selects by the real accounts:
    ///
    /// ```journal
    /// 2026-06-29 Airbnb  ; trip:lisbon
    ///     Expenses:Leisure:Travel   1,120.00 USD
    /// ```
    /// is, pivoted on `trip`, 1,120.00 USD in the account `lisbon`.
    public func pivoted(on tag: String, keeping filter: PostingFilter) -> Journal {
        let name = Array(tag.utf8)
        func value(_ tags: [Tag]) -> String? {
            tags.first { bytes($0.name).elementsEqual(name) }.map { string($0.value) }
        }
        // Each account's value from its directive or a parent's, looked up once per account.
        var fromAccount = [String?](repeating: nil, count: accounts.count)
        for id in accounts.allIDs {
            let account = accounts[id]
            fromAccount[id.index] = account.declaration.flatMap { value($0.tags) } ?? account.parent.flatMap { fromAccount[$0.index] }
        }
        var pivoted = self
        pivoted.accounts = AccountTable()
        pivoted.transactions = transactions.map { transaction in
            var transaction = transaction
            let fromTransaction = value(transaction.tags)
            transaction.postings = PostingList(transaction.postings.compactMap { posting -> Posting? in
                guard filter.isAny || filter.matches(transaction, posting) else { return nil }
                var posting = posting
                let own = value(postingDetails.tags(of: posting))
                posting.account = pivoted.accounts.intern(own ?? fromTransaction ?? fromAccount[posting.account.index] ?? "")
                pivoted.accounts[posting.account].isUsed = true
                return posting
            })
            return transaction
        }
        // A value that names a declared account keeps its directive (its place in reports), as in hledger.
        for id in pivoted.accounts.allIDs {
            if let old = accounts.id(of: pivoted.accounts.name(id)), let declaration = accounts[old].declaration {
                pivoted.accounts[id].declaration = declaration
            }
        }
        return pivoted
    }
}
