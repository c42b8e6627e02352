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
    /// Whether the CSV ends with the tags column: `export` has it, `print -O
    /// csv` writes hledger's columns alone.
    public var csvHasTags = true

    public init(journal: Journal, transactions: [Int]) {
        self.journal = journal
        self.transactions = transactions
    }

    /// The columns, declared once: the same names in CSV and JSON. JSON also
    /// has each amount as a decimal string (`amount-exact`), which JSON
    /// readers keep to the last digit where they round a number to a float.
    var columns: [Table.Column] {
        [
            "txnidx", "date", "date2", "status", "code", "description", "comment", "account", "amount", "amount-exact",
            "commodity", "credit", "credit-exact", "debit", "debit-exact", "posting-status", "posting-comment", "tags",
        ].map { name in
            let inCSV = !name.hasSuffix("-exact") && (name != "tags" || csvHasTags)
            return Table.Column(header: nil, csv: inCSV ? name : nil, json: name)
        }
    }

    /// How many transactions' rows are built and written at a time: the
    /// table of a million transactions is never held whole.
    public var partSize = 2048

    /// A row per posting of each transaction, in order.
    func table() -> Table {
        table(of: transactions[...])
    }

    /// A row per posting of each of `part`'s transactions, in order.
    func table(of part: ArraySlice<Int>) -> Table {
        var table = Table(columns: columns)
        for index in part {
            let transaction = journal.transactions[index]
            let description: [Cell?] = [
                Cell(.number(Quantity(index + 1))), .date(transaction.date), transaction.secondaryDate.map(Cell.date),
                .text(transaction.status.mark), .text(journal.string(transaction.code)), .text(journal.string(transaction.description)),
                .text(CommentText.plain(transaction.comment, in: journal)),
            ]
            for posting in transaction.postings {
                let amount = Self.number(posting.amount, journal.commodities)
                let magnitude = posting.amount.quantity.isNegative ? Self.number(posting.amount.negated() ?? posting.amount, journal.commodities) : nil
                let tags = (transaction.tags + journal.postingDetails.tags(of: posting)).map {
                    (name: journal.string($0.name), value: journal.string($0.value))
                }
                table.add(Table.Row(description + [
                    .text(account(posting)), Cell(.number(amount)), .text(amount.description),
                    .text(journal.commodities.symbol(posting.amount.commodity)),
                    magnitude.map { Cell(.number($0)) }, magnitude.map { .text($0.description) },
                    magnitude == nil ? Cell(.number(amount)) : nil, magnitude == nil ? .text(amount.description) : nil,
                    .text(posting.status.mark), .text(CommentText.plain(journal.postingDetails[posting].comment, in: journal)),
                    Cell(.tags(tags)),
                ]))
            }
        }
        return table
    }

    /// The quantity with all its digits, padded to its commodity's precision, never rounded;
    /// zeros past that precision (an amount inferred from a cost, `32150.0000`) are no digits.
    static func number(_ amount: Amount, _ commodities: CommodityTable) -> Quantity {
        var quantity = amount.quantity.normalized
        if let precision = commodities.style(amount.commodity)?.precision, quantity.scale < precision,
           let padded = quantity.rescaled(to: precision) {
            quantity = padded
        }
        return quantity
    }

    /// Amounts here are exact numbers; the table has no amount cells.
    private var encoderAmounts: ReportAmounts {
        ReportAmounts(formatter: AmountFormatter(commodities: journal.commodities), commodity: nil)
    }

    public func json() -> JSONValue {
        TableJSONEncoder(amounts: encoderAmounts).rows(table())
    }

    /// The account as hledger writes it: `(virtual)`, `[balanced virtual]`.
    private func account(_ posting: Posting) -> String {
        posting.kind.written(journal.accounts.name(posting.account))
    }
}
