import TrackModel
import TrackSyntax

/// Transactions as `print -O json` shows them: every amount (`inferred`
/// says which the journal left out), costs, assertions, comments and tags.
/// Amounts keep all their digits, as `TransactionPrinter` prints them.
public struct TransactionJSON: Sendable {
    public let journal: Journal
    private let allDigits: AmountFormatter
    /// The same digits as bytes, for `TransactionJSONWriter`.
    private let allDigitBytes: AmountBytes

    public init(journal: Journal) {
        self.journal = journal
        allDigits = TransactionPrinter.allDigits(journal.commodities)
        allDigitBytes = AmountBytes(commodities: allDigits.commodities)
    }

    /// The JSON array of the transactions `indexes` (pretty, as
    /// `JSONValue.array` renders it), handed to `sink` a part at a time,
    /// each part's objects built and written on a core of its own: the
    /// whole array is never a value or a string (a million transactions
    /// made a 5 GB string so).
    public func write(_ indexes: [Int], to sink: some ByteSink, partSize: Int = 2048) {
        let transactions = journal.transactions
        var window = ReadingWindow(journal.sources, from: 0)
        ByteParts.write(count: indexes.count, size: partSize, to: sink, passed: { n in
            window.reached(transactions[indexes[n - 1]].source.start)
        }) { [journal, allDigitBytes] range, block in
            var writer = TransactionJSONWriter(journal: journal, amounts: allDigitBytes)
            defer { writer.release() }
            for n in range {
                block.append(n == 0 ? "[\n  " : ",\n  ")
                writer.write(transactions[indexes[n]], index: indexes[n], indent: 1, to: &block)
            }
        }
        var end = ByteBlock(capacity: 16)
        end.append(indexes.isEmpty ? "[]" : "\n]")
        end.flush(to: sink)
        end.release()
    }

    /// The transaction as a JSON object: every amount (`inferred` says which
    /// the journal left out), costs, assertions, comments and tags. `write`
    /// writes its text as bytes (`TransactionJSONWriter`); tests hold the two equal.
    public func json(_ transaction: Transaction, index: Int) -> JSONValue {
        .object([
            ("index", .number(String(index + 1))),
            ("date", .string(transaction.date.description)),
            ("date2", transaction.secondaryDate.map { .string($0.description) } ?? .null),
            ("status", .string(transaction.status.mark)),
            ("code", .string(journal.string(transaction.code))),
            ("description", .string(journal.string(transaction.description))),
            ("comment", .string(CommentText.plain(transaction.comment, in: journal))),
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
            ("comment", .string(CommentText.plain(details.comment, in: journal))),
            ("tags", tagsJSON(details.tags)),
        ])
    }

    private func tagsJSON(_ tags: [Tag]) -> JSONValue {
        .array(tags.map { tag in
            .object([("name", .string(journal.string(tag.name))), ("value", .string(journal.string(tag.value)))])
        })
    }
}
