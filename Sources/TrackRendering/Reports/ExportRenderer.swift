import TrackModel

/// Writes transactions one row per posting, in the columns of hledger's
/// `print -O csv`, plus the tags:
///
/// ```csv
/// "txnidx","date","date2","status","code","description","comment","account","amount","commodity","credit","debit","posting-status","posting-comment","tags"
/// "1","2026-01-01","","*","1042","Maple Court | rent","receipt:yes","Expenses:Bills:Rent","1400.00","USD","","1400.00","","","receipt:yes"
/// ```
///
/// Every amount is written, the inferred ones too, with all its digits (at
/// least its commodity's precision), `.` as the decimal mark and no digit
/// groups, so that a spreadsheet reads it and an import gets it back
/// exactly. `credit` holds the magnitude of a negative amount, `debit` a
/// positive (or zero) one. Comments lose their `;` and keep their line
/// breaks; a posting's tags include its transaction's, as in hledger.
public struct ExportRenderer {
    public let journal: Journal
    /// The transactions to write, by index.
    public let transactions: [Int]

    public init(journal: Journal, transactions: [Int]) {
        self.journal = journal
        self.transactions = transactions
    }

    static let columns = [
        "txnidx", "date", "date2", "status", "code", "description", "comment", "account", "amount", "commodity",
        "credit", "debit", "posting-status", "posting-comment", "tags",
    ]

    struct Row {
        var txnidx: Int
        var transaction: Transaction
        var posting: Posting
        var amount: String
        var credit: String?
        var debit: String?
        var tags: [Tag]
    }

    func rows() -> [Row] {
        var rows: [Row] = []
        for index in transactions {
            let transaction = journal.transactions[index]
            for posting in transaction.postings {
                let number = Self.number(posting.amount, journal.commodities)
                let negative = posting.amount.quantity.isNegative
                let magnitude = negative ? Self.number(posting.amount.negated() ?? posting.amount, journal.commodities) : number
                rows.append(Row(txnidx: index + 1, transaction: transaction, posting: posting, amount: number,
                                credit: negative ? magnitude : nil, debit: negative ? nil : number,
                                tags: transaction.tags + journal.postingDetails.tags(of: posting)))
            }
        }
        return rows
    }

    /// The quantity as a plain decimal, padded to its commodity's precision, never rounded.
    static func number(_ amount: Amount, _ commodities: CommodityTable) -> String {
        var quantity = amount.quantity
        if let precision = commodities.style(amount.commodity)?.precision, quantity.scale < precision,
           let padded = quantity.rescaled(to: precision) {
            quantity = padded
        }
        return quantity.description
    }

    public func csv() -> String {
        var writer = CSVWriter()
        writer.writeRow(Self.columns)
        for row in rows() {
            writer.writeRow([
                String(row.txnidx), row.transaction.date.description, row.transaction.secondaryDate?.description ?? "",
                row.transaction.status.mark, journal.string(row.transaction.code), journal.string(row.transaction.description),
                CommentText.plain(row.transaction.comment, in: journal), account(row.posting), row.amount,
                journal.commodities.symbol(row.posting.amount.commodity), row.credit ?? "", row.debit ?? "",
                row.posting.status.mark, CommentText.plain(journal.postingDetails[row.posting].comment, in: journal), tagsText(row.tags),
            ])
        }
        return writer.output
    }

    public func json() -> JSONValue {
        .array(rows().map { row in
            .object([
                ("txnidx", .number(String(row.txnidx))),
                ("date", .string(row.transaction.date.description)),
                ("date2", row.transaction.secondaryDate.map { .string($0.description) } ?? .null),
                ("status", .string(row.transaction.status.mark)),
                ("code", .string(journal.string(row.transaction.code))),
                ("description", .string(journal.string(row.transaction.description))),
                ("comment", .string(CommentText.plain(row.transaction.comment, in: journal))),
                ("account", .string(account(row.posting))),
                ("amount", .number(row.amount)),
                ("commodity", .string(journal.commodities.symbol(row.posting.amount.commodity))),
                ("credit", row.credit.map { .number($0) } ?? .null),
                ("debit", row.debit.map { .number($0) } ?? .null),
                ("posting-status", .string(row.posting.status.mark)),
                ("posting-comment", .string(CommentText.plain(journal.postingDetails[row.posting].comment, in: journal))),
                ("tags", .array(row.tags.map { tag in
                    .object([("name", .string(journal.string(tag.name))), ("value", .string(journal.string(tag.value)))])
                })),
            ])
        })
    }

    /// The account as hledger writes it: `(virtual)`, `[balanced virtual]`.
    private func account(_ posting: Posting) -> String {
        let name = journal.accounts.name(posting.account)
        switch posting.kind {
        case .real: return name
        case .virtual: return "(" + name + ")"
        case .balancedVirtual: return "[" + name + "]"
        }
    }

    /// `name:value, name:value`, as tags are written in a comment.
    private func tagsText(_ tags: [Tag]) -> String {
        tags.map { journal.string($0.name) + ":" + journal.string($0.value) }.joined(separator: ", ")
    }
}
