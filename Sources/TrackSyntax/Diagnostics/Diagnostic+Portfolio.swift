import TrackModel

/// The errors of a journal's lots, found when `portfolio` books its sales:
/// each at the sale's posting. The words come from the caller (commodity,
/// account, quantities, the candidate lots as written), so that the syntax
/// layer knows nothing of the report.
extension Diagnostic {
    public static func saleExceedsHoldings(selling: String, held: String, account: String,
                                           at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.saleExceedsHoldings), range: range,
                   message: "this sells \(selling) but \(account) holds \(held) at that date",
                   hint: "sell at most \(held), or record the purchase of the rest before this sale")
    }

    public static func lotNotFound(wanted: String, candidates: [String], at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.lotNotFound), range: range, message: "no open lot matches \(wanted)",
                   hint: candidates.isEmpty ? "the account holds no lot of it" : "name one of the open lots (by its {cost} or [date])",
                   notes: candidates.map { "open lot: " + $0 })
    }

    public static func lotAmbiguous(wanted: String, candidates: [String], at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.lotAmbiguous), range: range, message: "\(wanted) matches \(candidates.count) open lots",
                   hint: "add the lot's date, such as {63.10 USD} [2026-01-15], to say which", notes: candidates.map { "open lot: " + $0 })
    }
}
