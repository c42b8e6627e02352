extension PostingList {
    /// True for the second and later postings the model made of one amount
    /// in several commodities: a left-out amount inferred in several
    /// (`TransactionBalancer`), or a balance assignment that zeroes other
    /// commodities or brings an amount in at a cost (`AssertionChecker`).
    /// hledger keeps such an amount one posting: `register` shows it as one
    /// row and `print` as one line unless `-x`.
    public func continuesSplitAmount(at index: Int) -> Bool {
        index > 0 && self[index].continuesSplitAmount(after: self[index - 1])
    }
}

extension Posting {
    /// `PostingList.continuesSplitAmount(at:)` for a posting and the one
    /// before it, for a walk that holds both already.
    @inlinable
    public func continuesSplitAmount(after previous: Posting) -> Bool {
        (amountOrigin == .inferred || amountOrigin == .assigned) && previous.amountOrigin == amountOrigin
            && location == previous.location
    }
}
