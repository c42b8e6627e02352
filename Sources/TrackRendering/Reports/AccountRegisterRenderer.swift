import TrackModel
import TrackReports
import TrackSyntax

/// Writes an `AccountRegisterReport`: under the title "Transactions in
/// ACCOUNT and subaccounts:", a row per transaction with its date,
/// description, the other accounts (abbreviated as hledger abbreviates them,
/// `As:Ba:Checking`), the change and the running balance, each amount a line
/// per commodity. CSV has hledger's `aregister -O csv` columns; JSON a
/// `rows` array, amounts as `AmountJSON` objects.
///
/// The rows stream from the report's walk into the output, as the table
/// encoders would lay them out (columns as wide as their widest line, two
/// spaces apart, amounts right-aligned, lines without trailing spaces):
/// one walk measures the columns, the next writes. A million rows were a
/// table of cells and a string of the whole text.
public struct AccountRegisterRenderer: ReportRenderer {
    public let report: AccountRegisterReport
    public let journal: Journal

    public init(report: AccountRegisterReport, journal: Journal) {
        self.report = report
        self.journal = journal
    }

    /// hledger's short account name: each part but the last cut to two characters.
    static func abbreviated(_ name: String) -> String {
        let parts = name.split(separator: ":", omittingEmptySubsequences: false)
        return (parts.dropLast().map { String($0.prefix(2)) } + [String(parts.last ?? "")]).joined(separator: ":")
    }

    public func text() -> String { CollectedBytes.text(writeText) }
    public func csv() -> String { CollectedBytes.text(writeCSV) }
    public func json() -> String { CollectedBytes.text(writeJSON) }

    private static let headers = ["Date", "Description", "Other accounts", "Change", "Balance"]

    public func writeText(to sink: some ByteSink) {
        var texts = RowTexts(journal: journal)
        let amounts = AmountBytes(commodities: journal.commodities)
        // The first walk: each column's width, its header's at least.
        var widths = Self.headers.map { Self.width(of: Array($0.utf8)[...]) }
        var shown: [Amount] = []
        report.forEachRow { row in
            widths[0] = max(widths[0], 10)
            widths[1] = max(widths[1], texts.description(row.transactionIndex).width)
            widths[2] = max(widths[2], texts.others(row.otherAccounts).width)
            for (column, mixed) in [(3, row.change), (4, row.balance)] {
                amounts.shownAmounts(of: mixed, into: &shown)
                if shown.isEmpty { widths[column] = max(widths[column], 1) }
                for amount in shown { widths[column] = max(widths[column], amounts.width(of: amount)) }
            }
        }
        var block = ByteBlock()
        defer { block.release() }
        block.append(contentsOf: "Transactions in \(journal.accounts.name(report.account)) and subaccounts:\n\n")
        var line = LineWriter(widths: widths)
        for (column, header) in Self.headers.enumerated() {
            let bytes = Array(header.utf8)[...]
            // The amounts' headers are right-aligned, as their columns are.
            if column >= 3 {
                line.rightAligned(column, width: Self.width(of: bytes), to: &block) { $0.append(bytes) }
            } else {
                line.cell(column, bytes, width: Self.width(of: bytes), to: &block)
            }
        }
        line.end(&block)
        block.append(repeating: UInt8(ascii: "-"), count: widths.reduce(0, +) + 2 * (widths.count - 1))
        block.append(UInt8(ascii: "\n"))
        texts.restart()
        var change: [Amount] = [], balance: [Amount] = []
        var date = ByteBlock(capacity: 16)
        defer { date.release() }
        report.forEachRow { row in
            amounts.shownAmounts(of: row.change, into: &change)
            amounts.shownAmounts(of: row.balance, into: &balance)
            let height = max(1, change.count, balance.count)
            for k in 0..<height {
                if k == 0 {
                    date.removeAll()
                    date.append(row.date)
                    let dateBytes = Array(date.bytes(since: 0))[...]
                    line.cell(0, dateBytes, width: Self.width(of: dateBytes), to: &block)
                    let description = texts.description(row.transactionIndex)
                    line.cell(1, description.bytes, width: description.width, to: &block)
                    let others = texts.others(row.otherAccounts)
                    line.cell(2, others.bytes, width: others.width, to: &block)
                }
                for (column, list) in [(3, change), (4, balance)] {
                    if k < list.count {
                        line.rightAligned(column, width: amounts.width(of: list[k]), to: &block) { amounts.write(list[k], to: &$0) }
                    } else if k == 0 {
                        line.rightAligned(column, width: 1, to: &block) { $0.append(UInt8(ascii: "0")) }
                    }
                }
                line.end(&block)
            }
            block.flushIfFull(to: sink)
        }
        block.flush(to: sink)
    }

    /// hledger's columns, every field quoted, amounts on one line without digit groups.
    public func writeCSV(to sink: some ByteSink) {
        var texts = RowTexts(journal: journal)
        let amounts = AmountBytes(commodities: journal.commodities, showsDigitGroups: false)
        var block = ByteBlock()
        defer { block.release() }
        block.append("\"txnidx\",\"date\",\"code\",\"description\",\"otheraccounts\",\"change\",\"balance\"\n")
        var shown: [Amount] = []
        var field = ByteBlock(capacity: 256)
        defer { field.release() }
        report.forEachRow { row in
            let transaction = journal.transactions[row.transactionIndex]
            block.append(UInt8(ascii: "\""))
            block.appendPlain(Quantity(row.transactionIndex + 1))
            block.append("\",\"")
            block.append(row.date)
            block.append("\",")
            block.appendCSVText(journal.bytes(transaction.code))
            block.append(UInt8(ascii: ","))
            texts.description(row.transactionIndex).bytes.withUnsafeBytes { block.appendCSVField($0) }
            block.append(UInt8(ascii: ","))
            texts.others(row.otherAccounts).bytes.withUnsafeBytes { block.appendCSVField($0) }
            for mixed in [row.change, row.balance] {
                block.append(UInt8(ascii: ","))
                field.removeAll()
                amounts.shownAmounts(of: mixed, into: &shown)
                if shown.isEmpty { field.append(UInt8(ascii: "0")) }
                for (i, amount) in shown.enumerated() {
                    if i > 0 { field.append(", ") }
                    amounts.write(amount, to: &field)
                }
                // A quoted symbol (`10 "ACME Co"`) has its quotes doubled, as any field's.
                block.appendCSVField(UnsafeRawBufferPointer(field.bytes(since: 0)))
            }
            block.append(UInt8(ascii: "\n"))
            block.flushIfFull(to: sink)
        }
        block.flush(to: sink)
    }

    /// `{"rows": [...]}`, each row's members at depth three, as `JSONValue` renders them.
    public func writeJSON(to sink: some ByteSink) {
        var texts = RowTexts(journal: journal)
        var block = ByteBlock()
        defer { block.release() }
        var first = true
        block.append("{\n  \"rows\": [")
        report.forEachRow { row in
            let transaction = journal.transactions[row.transactionIndex]
            block.append(first ? "\n    {\n      \"txnidx\": " : ",\n    {\n      \"txnidx\": ")
            first = false
            block.appendPlain(Quantity(row.transactionIndex + 1))
            block.append(",\n      \"date\": \"")
            block.append(row.date)
            block.append("\",\n      \"code\": ")
            journal.bytes(transaction.code).withUnsafeBytes { block.appendJSONString($0) }
            block.append(",\n      \"description\": ")
            texts.description(row.transactionIndex).bytes.withUnsafeBytes { block.appendJSONString($0, validUTF8: true) }
            block.append(",\n      \"otherAccounts\": ")
            texts.others(row.otherAccounts).bytes.withUnsafeBytes { block.appendJSONString($0, validUTF8: true) }
            block.append(",\n      \"change\": ")
            AmountJSON.mixed(row.change, texts.formatter).write(to: &block, indent: 3)
            block.append(",\n      \"balance\": ")
            AmountJSON.mixed(row.balance, texts.formatter).write(to: &block, indent: 3)
            block.append("\n    }")
            block.flushIfFull(to: sink)
        }
        block.append(first ? "]\n}\n" : "\n  ]\n}\n")
        block.flush(to: sink)
    }

    /// The width a table gives a line of text (`StyledTable.Line`): a byte a
    /// column when every byte is printable ASCII or DEL, else the display width.
    static func width(of bytes: ArraySlice<UInt8>) -> Int {
        guard bytes.contains(where: { $0 >= 0x80 || $0 < 0x20 }) else { return bytes.count }
        return DisplayWidth.of(String(decoding: bytes, as: UTF8.self))
    }
}

/// The text columns of a row as bytes, with their widths: a description
/// as its `String` has it (a byte that is not UTF-8 read as U+FFFD), the
/// other accounts abbreviated (each account's short name made once).
private struct RowTexts {
    let journal: Journal
    let formatter: AmountFormatter
    private var shortNames: [[UInt8]?]
    private var joined: [UInt8] = []
    /// A mapped journal's pages are given back behind the rows (in date order, nearly the file's).
    private var window: ReadingWindow

    init(journal: Journal) {
        self.journal = journal
        formatter = AmountFormatter(commodities: journal.commodities)
        shortNames = Array(repeating: nil, count: journal.accounts.count)
        window = ReadingWindow(journal.sources, from: 0)
    }

    /// A walk again from the first row: its pages are given back behind it too.
    mutating func restart() {
        window = ReadingWindow(journal.sources, from: 0)
    }

    mutating func description(_ transaction: Int) -> (bytes: ArraySlice<UInt8>, width: Int) {
        window.reached(journal.transactions[transaction].source.start)
        let raw = journal.bytes(journal.transactions[transaction].description)
        let ascii = !raw.contains { $0 >= 0x80 }
        let bytes = ascii ? Array(raw)[...] : Array(String(decoding: raw, as: UTF8.self).utf8)[...]
        return (bytes, AccountRegisterRenderer.width(of: bytes))
    }

    mutating func others(_ accounts: [AccountID]) -> (bytes: ArraySlice<UInt8>, width: Int) {
        joined.removeAll(keepingCapacity: true)
        for (i, account) in accounts.enumerated() {
            if i > 0 { joined.append(contentsOf: ", ".utf8) }
            if shortNames[account.index] == nil {
                shortNames[account.index] = Array(AccountRegisterRenderer.abbreviated(journal.accounts.name(account)).utf8)
            }
            joined.append(contentsOf: shortNames[account.index]!)
        }
        return (joined[...], AccountRegisterRenderer.width(of: joined[...]))
    }
}

/// One line of a table's text: cells padded to their columns' widths, two
/// spaces apart, the line's trailing spaces cut.
private struct LineWriter {
    let widths: [Int]
    private var start = -1
    private var column = 0

    init(widths: [Int]) { self.widths = widths }

    /// Moves to `target`, filling the columns skipped with spaces.
    private mutating func move(to target: Int, _ block: inout ByteBlock) {
        if start < 0 { (start, column) = (block.count, 0) }
        while column < target {
            block.appendSpaces(widths[column] + 2)
            column += 1
        }
    }

    mutating func cell(_ target: Int, _ text: ArraySlice<UInt8>, width: Int, to block: inout ByteBlock) {
        move(to: target, &block)
        block.append(text)
        block.appendSpaces(widths[target] - width + (target < widths.count - 1 ? 2 : 0))
        column = target + 1
    }

    mutating func rightAligned(_ target: Int, width: Int, to block: inout ByteBlock, _ write: (inout ByteBlock) -> Void) {
        move(to: target, &block)
        block.appendSpaces(widths[target] - width)
        write(&block)
        if target < widths.count - 1 { block.appendSpaces(2) }
        column = target + 1
    }

    /// Ends the line: its trailing spaces cut, then a newline.
    mutating func end(_ block: inout ByteBlock) {
        if start < 0 { start = block.count }
        block.trimSpaces(downTo: start)
        block.append(UInt8(ascii: "\n"))
        (start, column) = (-1, 0)
    }
}

extension ByteBlock {
    /// Cuts trailing spaces (only spaces, as a table's lines are trimmed) back to `start`.
    fileprivate mutating func trimSpaces(downTo start: Int) {
        while count > start, bytes(since: count - 1).first == UInt8(ascii: " ") { removeAll(from: count - 1) }
    }

    fileprivate mutating func append(repeating byte: UInt8, count: Int) {
        for _ in 0..<max(0, count) { append(byte) }
    }
}
