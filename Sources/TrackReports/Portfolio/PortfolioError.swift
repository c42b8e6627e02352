import TrackModel

/// A sale the lots cannot account for; each names the sale's posting.
public enum PortfolioError: Error, Sendable, Equatable {
    /// Selling more units than the account holds.
    case saleExceedsHoldings(at: SourceLocation, commodity: CommodityID, account: AccountID, selling: Quantity, held: Quantity)
    /// A sale naming a lot (`{cost}`, `[date]`) that no open lot matches.
    case lotNotFound(at: SourceLocation, commodity: CommodityID, account: AccountID, candidates: [Lot])
    /// A sale naming a lot that several open lots match.
    case lotAmbiguous(at: SourceLocation, commodity: CommodityID, account: AccountID, candidates: [Lot])
}
