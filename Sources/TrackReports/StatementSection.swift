import TrackModel

/// One section of an income statement or a balance sheet: the accounts of
/// one kind, as rows with a subtotal per column, shown with their usual
/// sign (revenues, liabilities and equity negated, so that a salary shows as
/// a positive income), as hledger's `is`, `bs` and `bse` show them.
///
/// ```journal
/// account Income:Salary      ; type: Revenue   (in the Revenues section)
/// ```
public struct StatementSection: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case revenues = "Revenues"
        case expenses = "Expenses"
        case assets = "Assets"
        case liabilities = "Liabilities"
        case equity = "Equity"

        /// The basic account type of the section's accounts (cash counts as
        /// an asset, conversion as equity).
        public var accountType: AccountType {
            switch self {
            case .revenues: return .revenue
            case .expenses: return .expense
            case .assets: return .asset
            case .liabilities: return .liability
            case .equity: return .equity
            }
        }

        /// Whether the section's amounts are negated to show their usual sign.
        public var isNegated: Bool {
            switch self {
            case .revenues, .liabilities, .equity: return true
            case .expenses, .assets: return false
            }
        }
    }

    public let kind: Kind
    /// The section's rows and per-column subtotals, signs as shown.
    public let report: BalanceReport

    public var title: String { kind.rawValue }

    /// `-S`: the section's rows by amount, largest first as shown (so a
    /// revenue or liability section, shown positive, as hledger sorts it).
    public func sortedByAmount() -> StatementSection {
        StatementSection(kind: kind, report: report.sortedByAmount())
    }

    /// The sections `kinds` of one pass over the journal.
    static func sections(_ kinds: [Kind], journal: Journal, filter: PostingFilter,
                         options: BalanceReport.Options) -> (sections: [StatementSection], valuation: ValuationSummary?) {
        let sums = BalanceSums(journal: journal, filter: filter, options: options)
        let accounts = journal.accounts
        let types = accounts.allIDs.map { accounts.type(of: $0)?.basic }
        let sections = kinds.map { kind in
            StatementSection(kind: kind, report: sums.report(options: options, including: { types[$0.index] == kind.accountType },
                                                             negated: kind.isNegated))
        }
        return (sections, sums.valuation)
    }

    /// Per column, the first section's subtotal minus each later one's:
    /// revenues − expenses, assets − liabilities (− equity).
    static func net(of sections: [StatementSection], columns: Int) -> [MixedAmount] {
        (0..<columns).map { c in
            var net = MixedAmount()
            for (i, section) in sections.enumerated() {
                let subtotal = section.report.totals[c]
                net.add(i == 0 ? subtotal : (subtotal.negated() ?? subtotal))
            }
            return net
        }
    }
}
