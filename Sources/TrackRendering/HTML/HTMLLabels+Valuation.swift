import TrackModel
import TrackReports

extension HTMLLabels {
    /// What a section's valuation says under it, in the page's language:
    /// the text reports' `Valued in USD at the end of each period, with
    /// the journal's P prices.`; nil without a valuation.
    func valuationNote(_ summary: ValuationSummary?, _ commodities: CommodityTable) -> String? {
        guard let summary else { return nil }
        let when: String
        switch summary.moment {
        case .on(let day): when = self("at the prices of") + " " + day.description
        case .postingDate: when = self("at each posting's date")
        case .periodEnd: when = self("at the end of each period")
        }
        return self("Valued in {currency} {when}, with the journal's P prices.")
            .replacing("{currency}", with: commodities.symbol(summary.target))
            .replacing("{when}", with: when)
    }
}
