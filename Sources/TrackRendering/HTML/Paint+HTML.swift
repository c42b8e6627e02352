extension Paint {
    /// The CSS class that gives the paint its look in the HTML report (the
    /// theme's stylesheet says which colour each is); nil for `plain`.
    var htmlClass: String? {
        switch self {
        case .plain: return nil
        case .negative: return "negative"
        case .gain: return "gain"
        case .loss: return "loss"
        case .overBudget: return "over-budget"
        case .muted: return "muted"
        case .total: return "total"
        case .heading: return "heading"
        case .income: return "income"
        case .expenses: return "expenses"
        case .share: return "share"
        }
    }
}
