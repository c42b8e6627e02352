import TrackModel

extension JournalFingerprint {
    /// The digest of one entry: every part of it `JournalEquivalence`
    /// compares, as it compares it (comments line by line without the
    /// spaces around each line, amounts by value, names by their text).
    struct EntryDigests {
        let journal: Journal
        let names: Names
        let texts: TextBytes
        /// A posting with no details has them all empty, as
        /// `PostingDetailsTable` gives them: digested once.
        private var noDetails: UInt64?

        init(journal: Journal, names: Names, texts: TextBytes) {
            self.journal = journal
            self.names = names
            self.texts = texts
        }

        mutating func digest(of t: Transaction) -> UInt64 {
            var digest = Digest()
            digest.add(t.date)
            digest.add(t.secondaryDate)
            digest.add(Int(t.status.rawValue))
            digest.add(texts[t.code])
            digest.add(texts[t.description])
            addComment(t.comment, to: &digest)
            addTags(t.tags, to: &digest)
            addPostings(t.postings, to: &digest)
            return digest.value
        }

        mutating func digest(of periodic: PeriodicTransaction) -> UInt64 {
            var digest = Digest()
            digest.add(texts[periodic.period])
            digest.add(texts[periodic.description])
            addComment(periodic.comment, to: &digest)
            addTags(periodic.tags, to: &digest)
            addPostings(periodic.postings, to: &digest)
            return digest.value
        }

        mutating func digest(of rule: AutoPostingRule) -> UInt64 {
            var digest = Digest()
            digest.add(texts[rule.query])
            addComment(rule.comment, to: &digest)
            addPostings(rule.postings, to: &digest)
            return digest.value
        }

        private mutating func addPostings(_ postings: PostingList, to digest: inout Digest) {
            digest.add(postings.count)
            for p in 0..<postings.count {
                let posting = postings[p]
                digest.add(names.account(posting.account))
                digest.add(Int(posting.kind.rawValue))
                digest.add(Int(posting.status.rawValue))
                digest.add(Int(posting.amountOrigin.rawValue))
                if posting.hasAmount { add(posting.amount, to: &digest) }
                // The parts too: JournalEquivalence compares the details
                // only when either posting has some, and then all of them.
                digest.add(Int(posting.parts.rawValue))
                if posting.parts.isEmpty {
                    digest.add(emptyDetails())
                } else {
                    digest.add(self.digest(of: journal.postingDetails[posting]))
                }
            }
        }

        private mutating func emptyDetails() -> UInt64 {
            if let noDetails { return noDetails }
            let value = digest(of: Posting.Details())
            noDetails = value
            return value
        }

        func digest(of details: Posting.Details) -> UInt64 {
            var digest = Digest()
            digest.add(details.costLocation != nil)
            add(details.cost, to: &digest)
            if let assertion = details.assertion {
                digest.add(assertion.isTotal)
                digest.add(assertion.includesSubaccounts)
                add(assertion.amount, to: &digest)
                add(assertion.cost, to: &digest)
            } else {
                digest.add(0 as UInt64)
            }
            if let lot = details.lot {
                add(lot.price, to: &digest)
                digest.add(lot.isFixed)
                digest.add(lot.date)
                digest.add(texts[lot.note])
                digest.add(texts[lot.text])
            } else {
                digest.add(0 as UInt64)
            }
            digest.add(details.date)
            digest.add(details.secondaryDate)
            addComment(details.comment, to: &digest)
            addTags(details.tags, to: &digest)
            return digest.value
        }

        func add(_ amount: Amount, to digest: inout Digest) {
            digest.add(amount.quantity)
            digest.add(names.commodity(amount.commodity))
        }

        private func add(_ cost: Cost?, to digest: inout Digest) {
            guard let cost else { return digest.add(0 as UInt64) }
            digest.add(cost.kind == .perUnit ? 1 as UInt64 : 2)
            add(cost.amount, to: &digest)
        }

        /// Line by line, each without the spaces, tabs and CR around it.
        func addComment(_ comment: Text, to digest: inout Digest) {
            let bytes = texts[comment]
            var lines = 0
            var start = 0
            while true {
                var end = start
                while end < bytes.count, bytes[end] != .newline { end += 1 }
                var first = start, last = end
                while first < last, bytes[first] == .space || bytes[first] == .tab { first += 1 }
                while last > first, bytes[last - 1] == .space || bytes[last - 1] == .tab
                    || bytes[last - 1] == .carriageReturn { last -= 1 }
                digest.add(UnsafeBufferPointer(rebasing: bytes[first..<last]))
                lines += 1
                guard end < bytes.count else { break }
                start = end + 1
            }
            digest.add(lines)
        }

        func addTags(_ tags: [Tag], to digest: inout Digest) {
            digest.add(tags.count)
            for tag in tags {
                digest.add(texts[tag.name])
                digest.add(texts[tag.value])
            }
        }
    }
}
