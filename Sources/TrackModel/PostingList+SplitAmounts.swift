extension PostingList {
    /// True for the second and later postings the model made of one amount
    /// in several commodities: a left-out amount inferred in several
    /// (`TransactionBalancer`), or a balance assignment that zeroes other
    /// commodities or brings an amount in at a cost (`AssertionChecker`).
    /// hledger keeps such an amount one posting: `register` shows it as one
    /// row and `print` as one line unless `-x`.
    public func continuesSplitAmount(at index: Int) -> Bool {
        guard index > 0 else { return false }
        let origin = self[index].amountOrigin
        return (origin == .inferred || origin == .assigned) && self[index - 1].amountOrigin == origin
            && self[index].location == self[index - 1].location
    }
}
