import TrackModel
import TrackRendering
import TrackSyntax

/// Writes transactions back as journal entries, the way hledger's `print`
/// lays them out:
///
/// ```
/// 2026-03-10 * 台新銀行 | 換日圓  ; trip:日本
///     ; ¥80,000 總價 NT$16,880（@@ 總成本）
///     資產:日圓帳戶         ¥80,000 @@ NT$16,880
///     資產:銀行:台新活存
/// ```
///
/// Postings are indented four spaces; account names are padded so that the
/// amounts (with their costs) right-align, in a column at least 12 wide;
/// then the balance assertion and the comment. Amounts show in their
/// commodity's style, with all their digits. An amount (or cost) the journal left out stays out
/// unless `explicit`, so the entry reads back the same; comments are kept as
/// written.
struct TransactionPrinter {
    let journal: Journal
    /// Show inferred amounts and costs too (`print -x`).
    let explicit: Bool
    private let formatter: AmountFormatter
    /// Shows each amount's own digits: with `precision` nil in every style.
    private let allDigits: AmountFormatter

    init(journal: Journal, explicit: Bool) {
        self.journal = journal
        self.explicit = explicit
        formatter = AmountFormatter(commodities: journal.commodities)
        var commodities = journal.commodities
        for id in commodities.allIDs { commodities[id].style?.precision = nil }
        allDigits = AmountFormatter(commodities: commodities)
    }

    /// The amount in its commodity's style, but never rounded: a print that
    /// cut `@ NT$32.15` to `@ NT$32` would change the journal's meaning.
    private func format(_ amount: Amount, inferred: Bool = false) -> String {
        var quantity = inferred ? trimmed(amount).quantity : amount.quantity
        if let precision = formatter.style(of: amount.commodity).precision, quantity.scale < precision,
           let padded = quantity.rescaled(to: precision) {
            quantity = padded
        }
        return allDigits.format(quantity, commodity: amount.commodity)
    }

    /// An amount the journal left out, without the trailing zeros its
    /// computation gave it beyond the commodity's precision:
    /// `1,000.00 USD @ NT$32.15` costs `NT$32,150`, not `NT$32,150.0000`.
    private func trimmed(_ amount: Amount) -> Amount {
        let precision = formatter.style(of: amount.commodity).precision ?? UInt8.max
        guard amount.quantity.scale > precision else { return amount }
        return Amount(amount.quantity.normalized, amount.commodity)
    }

    /// The entry, ending with a newline.
    func text(_ transaction: Transaction) -> String {
        var header = transaction.date.description
        if let date2 = transaction.secondaryDate { header += "=" + date2.description }
        if transaction.status != .unmarked { header += " " + transaction.status.mark }
        if !transaction.code.isEmpty { header += " (" + journal.string(transaction.code) + ")" }
        if !transaction.description.isEmpty { header += " " + journal.string(transaction.description) }
        let comment = commentLines(transaction.comment, from: transaction.source.location)
        if let sameLine = comment.sameLine { header += "  " + sameLine }
        var lines = [header]
        lines += comment.following.map { "    " + $0 }

        let postings = shownPostings(transaction)
        let accounts = postings.map { accountText($0, withStatus: true) }
        let amounts = postings.map(amountText)
        // As hledger: the status mark is not counted, so it may push its amount right.
        let accountWidth = postings.map { DisplayWidth.of(accountText($0, withStatus: false)) }.max() ?? 0
        let amountWidth = max(12, amounts.map(DisplayWidth.of).max() ?? 0)
        for (i, posting) in postings.enumerated() {
            var line = "    " + DisplayWidth.padding(accounts[i], toWidth: accountWidth + 2, alignRight: false)
                + "  " + DisplayWidth.padding(amounts[i], toWidth: amountWidth, alignRight: true)
            if let assertion = journal.postingDetails.assertion(of: posting) {
                line += " " + (assertion.isTotal ? "==" : "=") + (assertion.includesSubaccounts ? "*" : "")
                    + " " + format(assertion.amount)
                if let cost = assertion.cost { line += (cost.kind == .total ? " @@ " : " @ ") + format(cost.amount) }
            }
            let comment = commentLines(journal.postingDetails[posting].comment, from: posting.location)
            if let sameLine = comment.sameLine { line += "  " + sameLine }
            lines.append(Self.trimmingTrailingSpaces(line))
            lines += comment.following.map { "    " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The postings to print. An amount left out that the balancer split
    /// into one posting per commodity is one line again unless `explicit`.
    private func shownPostings(_ transaction: Transaction) -> [Posting] {
        var shown: [Posting] = []
        for posting in transaction.postings {
            if !explicit, posting.amountOrigin == .inferred, let last = shown.last,
               last.amountOrigin == .inferred, last.location == posting.location {
                continue
            }
            shown.append(posting)
        }
        return shown
    }

    private func accountText(_ posting: Posting, withStatus: Bool) -> String {
        let name = journal.accounts.name(posting.account)
        let status = !withStatus || posting.status == .unmarked ? "" : posting.status.mark + " "
        switch posting.kind {
        case .real: return status + name
        case .virtual: return status + "(" + name + ")"
        case .balancedVirtual: return status + "[" + name + "]"
        }
    }

    /// The amount with its lot annotation and cost, or "" when it stays left out.
    private func amountText(_ posting: Posting) -> String {
        let shown = explicit ? posting.hasAmount : posting.amountOrigin == .written
        guard shown else { return "" }
        var text = format(posting.amount, inferred: posting.amountOrigin != .written)
        let details = journal.postingDetails[posting]
        if let lot = details.lot, !lot.text.isEmpty {
            text += " " + journal.string(lot.text)
        }
        if let cost = details.cost, explicit || details.costLocation != nil {
            // A cost written between lot parts is already in the lot's text.
            let insideLot = details.lot.map { lot in
                details.costLocation.map { $0.offset >= lot.text.start && $0.offset < lot.text.end } ?? false
            } ?? false
            if !insideLot {
                // As hledger, a cost keeps its own digits: `@@ 2 C` where C shows two.
                let amount = details.costLocation == nil ? trimmed(cost.amount) : cost.amount
                text += (cost.kind == .perUnit ? " @ " : " @@ ") + allDigits.format(amount)
            }
        }
        return text
    }

    /// A comment's lines as written, each from its `;`: the first apart when
    /// it is on the line that starts at `line` (the header or the posting).
    private func commentLines(_ comment: Text, from line: SourceLocation) -> (sameLine: String?, following: [String]) {
        guard !comment.isEmpty else { return (nil, []) }
        var lines = journal.string(comment).split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.drop { $0 == " " || $0 == "\t" }) }
            .map(Self.trimmingTrailingSpaces)
        let before = comment.start >= line.offset
            ? journal.bytes(Text(start: line.offset, length: comment.start - line.offset)) : []
        guard !before.contains(UInt8(ascii: "\n")) else { return (nil, lines) }
        let first = lines.removeFirst()
        return (first, lines)
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = Substring(line)
        while let last = line.last, last == " " || last == "\t" || last == "\r" {
            line.removeLast()
        }
        return String(line)
    }

    /// The transaction as a JSON object: every amount (`inferred` says which
    /// the journal left out), costs, assertions, comments and tags.
    func json(_ transaction: Transaction, index: Int) -> JSONValue {
        .object([
            ("index", .number(String(index + 1))),
            ("date", .string(transaction.date.description)),
            ("date2", transaction.secondaryDate.map { .string($0.description) } ?? .null),
            ("status", .string(transaction.status.mark)),
            ("code", .string(journal.string(transaction.code))),
            ("description", .string(journal.string(transaction.description))),
            ("comment", .string(journal.commentText(transaction.comment))),
            ("tags", tagsJSON(transaction.tags)),
            ("postings", .array(transaction.postings.map(postingJSON))),
        ])
    }

    private func postingJSON(_ posting: Posting) -> JSONValue {
        let details = journal.postingDetails[posting]
        let kind: String
        switch posting.kind {
        case .real: kind = "real"
        case .virtual: kind = "virtual"
        case .balancedVirtual: kind = "balanced virtual"
        }
        return .object([
            ("account", .string(journal.accounts.name(posting.account))),
            ("kind", .string(kind)),
            ("status", .string(posting.status.mark)),
            ("amount", posting.hasAmount ? AmountJSON.amount(posting.amount, allDigits) : .null),
            ("inferred", .bool(posting.amountOrigin != .written)),
            ("cost", details.cost.map { cost in
                .object([
                    ("kind", .string(cost.kind == .perUnit ? "unit" : "total")),
                    ("amount", AmountJSON.amount(cost.amount, allDigits)),
                    ("inferred", .bool(details.costLocation == nil)),
                ])
            } ?? .null),
            ("lot", details.lot.map { .string(journal.string($0.text)) } ?? .null),
            ("assertion", details.assertion.map { assertion in
                .object([
                    ("amount", AmountJSON.amount(assertion.amount, allDigits)),
                    ("total", .bool(assertion.isTotal)),
                    ("subaccounts", .bool(assertion.includesSubaccounts)),
                ])
            } ?? .null),
            ("date", details.date.map { .string($0.description) } ?? .null),
            ("comment", .string(journal.commentText(details.comment))),
            ("tags", tagsJSON(details.tags)),
        ])
    }

    private func tagsJSON(_ tags: [Tag]) -> JSONValue {
        .array(tags.map { tag in
            .object([("name", .string(journal.string(tag.name))), ("value", .string(journal.string(tag.value)))])
        })
    }
}
