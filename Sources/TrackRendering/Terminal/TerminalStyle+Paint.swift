extension TerminalStyle {
    /// The terminal theme: semantic paint to ANSI colour. Bad news is red,
    /// good news green, shares yellow, totals and headings bold; nothing
    /// changes when colour is off.
    public func paint(_ text: String, _ paint: Paint) -> String {
        switch paint {
        case .plain: return text
        case .negative, .loss, .expenses: return red(text)
        case .gain, .income: return green(text)
        case .overBudget, .share: return yellow(text)
        case .total, .heading: return bold(text)
        case .muted: return dim(text)
        }
    }
}
