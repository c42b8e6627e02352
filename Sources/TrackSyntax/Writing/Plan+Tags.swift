import TrackModel

/// A plan as the tags of its account's directive (grammar.md, "Savings
/// plans"): what `plan new`, `seen` and `respread` write through
/// `AccountDirectiveEdit`, and what `JournalPlans` reads back.
extension Plan {
    /// Every tag of the plan, in the order grammar.md lists them; the ones
    /// it does not use are removed, so a rewritten plan keeps no stale tag.
    public func tagChanges(commodities: CommodityTable) -> [AccountDirectiveEdit.Change] {
        let symbol = commodities.symbol(target.commodity)
        let onLeft = commodities.style(target.commodity)?.symbolSide == .left
        func amount(_ quantity: Quantity) -> String { PlanAmountText.text(quantity, symbol: symbol, onLeft: onLeft) }
        var values: [PlanTag: String] = [
            .plan: name, .method: method.rawValue, .start: start.description, .every: every.text, .target: amount(target.quantity),
        ]
        switch length {
        case .count(let count) where !method.isFiftyTwoWeek: values[.count] = String(count)
        case .count: break
        case .until(let day): values[.until] = day.description
        }
        if let unit { values[.unit] = amount(unit) }
        if let percent { values[.percent] = percent.description }
        if weekend != .keep { values[.weekend] = weekend.rawValue }
        if let seenThrough { values[.seen] = seenThrough.description }
        if let respread {
            values[.respread] = respread.from.description
            values[.respreadBase] = amount(respread.base)
        }
        return PlanTag.allCases.map { tag in values[tag].map { .set(tag.rawValue, $0) } ?? .remove(tag.rawValue) }
    }

    /// Removes every plan tag (`plan remove`): the account and its postings stay.
    public static var tagRemovals: [AccountDirectiveEdit.Change] {
        PlanTag.allCases.map { .remove($0.rawValue) }
    }
}
