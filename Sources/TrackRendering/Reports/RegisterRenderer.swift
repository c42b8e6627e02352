import TrackModel
import TrackReports
import TrackSyntax

/// Writes a `RegisterReport` as hledger lays out `register`:
///
/// ```
/// 2026-01-02 Mama's Pizzeria |…  Ex:Leisure:Dining        24.53 USD      24.53 USD
///                                 Li:Cards:Visa           -24.53 USD              0
/// ```
///
/// The date, the description and the account (sharing what the amounts leave
/// of the line, truncated with `…` by display width), then the amount and the
/// running total right-aligned in columns as wide as their widest entry (at
/// least 12); a total in several commodities takes several lines. The date
/// shows on a transaction's first row and where the date changes, the
/// description only on the first row.
///
/// Rows stream straight into the output: a first pass over the report only
/// measures the amounts, the second writes bytes, with account names and
/// dates formatted once and amounts written without intermediate strings, so
/// a million-transaction register costs no per-row allocation.
public struct RegisterRenderer {
    public let report: RegisterReport
    public let journal: Journal
    /// The whole line's width in columns.
    public let width: Int
    /// The description column's width; by default half of what the amounts leave.
    public let descriptionWidth: Int?
    public let style: TerminalStyle
    /// `--average`: the running average of the amounts instead of their total.
    public var average = false

    public init(report: RegisterReport, journal: Journal, width: Int, descriptionWidth: Int?, style: TerminalStyle, average: Bool = false) {
        self.report = report
        self.journal = journal
        self.width = width
        self.descriptionWidth = descriptionWidth
        self.style = style
        self.average = average
    }

    /// The columns' widths, as hledger's register works them out.
    struct Layout: Equatable {
        static let dateWidth = 10
        var description: Int
        var account: Int
        var amount: Int
        var total: Int

        /// The amount and total columns keep their preferred widths when the
        /// line has room (at least 2 columns each for description and
        /// account), else share what is left in proportion; the description
        /// gets half of the rest unless its width is given.
        init(width: Int, descriptionWidth: Int?, amount preferredAmount: Int, total preferredTotal: Int) {
            (amount, total) = Layout.amountAndTotal(width: width, dateWidth: Layout.dateWidth,
                                                  amount: preferredAmount, total: preferredTotal)
            let remaining = width - (Layout.dateWidth + 1 + 2 + amount + 2 + total)
            let shownDescription = descriptionWidth ?? max(0, remaining - 2) / 2
            description = max(0, shownDescription)
            account = max(0, remaining - 2 - shownDescription)
        }
    }

    /// The report's rows; with `average`, each total divided by the rows so far.
    func forEachRow(_ body: (RegisterReport.Row) -> Void) {
        guard average else { return report.forEachRow(body) }
        var count = 0
        report.forEachRow { row in
            var shown = row
            count += 1
            shown.total = row.total.divided(by: count)
            body(shown)
        }
    }

    public func writeText(to output: some ByteSink) {
        let amounts = AmountBytes(commodities: journal.commodities)
        var amountWidth = 12
        var totalWidth = 12
        forEachRow { row in
            amountWidth = max(amountWidth, amounts.shownWidth(row.amount))
            for amount in row.total.amounts where !amounts.isZeroWhenShown(amount) {
                totalWidth = max(totalWidth, amounts.width(of: amount))
            }
        }
        let layout = Layout(width: width, descriptionWidth: descriptionWidth, amount: amountWidth, total: totalWidth)
        var writer = TextRowWriter(journal: journal, layout: layout, amounts: amounts, color: style.enabled,
                                   block: ByteBlock(output: output))
        forEachRow { writer.write($0) }
        writer.block.release()
    }

    /// hledger's columns `"txnidx","date","code","description","account","amount","total"`:
    /// amounts without digit groups, a multi-commodity total on one line joined by `, `.
    public func writeCSV(to output: some ByteSink) {
        let amounts = AmountBytes(commodities: journal.commodities, showsDigitGroups: false)
        var names = AccountNames(journal: journal)
        var block = ByteBlock(output: output)
        var totals: [Amount] = []
        block.append("\"txnidx\",\"date\",\"code\",\"description\",\"account\",\"amount\",\"total\"\n")
        forEachRow { row in
            let transaction = journal.transactions[row.transactionIndex]
            CSVField.append(Array(String(row.transactionIndex + 1).utf8), to: &block)
            block.append(UInt8(ascii: ","))
            CSVField.append(DayBytes.iso(row.date), to: &block)
            block.append(UInt8(ascii: ","))
            CSVField.append(journal.bytes(transaction.code), to: &block)
            block.append(UInt8(ascii: ","))
            CSVField.append(journal.bytes(transaction.description), to: &block)
            block.append(UInt8(ascii: ","))
            CSVField.append(names.fullName(row.account, row.posting.kind), to: &block)
            block.append(UInt8(ascii: ","))
            block.append(UInt8(ascii: "\""))
            amounts.writeShown(row.amount, to: &block)
            block.append(UInt8(ascii: "\""))
            block.append(UInt8(ascii: ","))
            amounts.shownAmounts(of: row.total, into: &totals)
            block.append(UInt8(ascii: "\""))
            if totals.isEmpty { block.append(UInt8(ascii: "0")) }
            for (i, total) in totals.enumerated() {
                if i > 0 { block.append(", ") }
                amounts.write(total, to: &block)
            }
            block.append(UInt8(ascii: "\""))
            block.append(UInt8(ascii: "\n"))
        }
        block.release()
    }

    /// An array of row objects, written one row at a time.
    public func writeJSON(to output: some ByteSink) {
        let formatter = AmountFormatter(commodities: journal.commodities)
        var names = AccountNames(journal: journal)
        var first = true
        output.take("[")
        forEachRow { row in
            let transaction = journal.transactions[row.transactionIndex]
            let object = JSONValue.object([
                ("transaction", .number(String(row.transactionIndex + 1))),
                ("date", .string(row.date.description)),
                ("code", .string(journal.string(transaction.code))),
                ("description", .string(journal.string(transaction.description))),
                ("account", .string(String(decoding: names.fullName(row.account, row.posting.kind), as: UTF8.self))),
                ("amount", AmountJSON.amount(row.amount, formatter)),
                ("total", AmountJSON.mixed(row.total, formatter)),
            ] + (transaction.tags.isEmpty || !Forecast.isGenerated(transaction, in: journal) ? [] : [("generated", .bool(true))]))
            let indented = object.rendered(pretty: true).split(separator: "\n", omittingEmptySubsequences: false)
                .joined(separator: "\n  ")
            output.take((first ? "\n  " : ",\n  ") + indented)
            first = false
        }
        output.take(first ? "]\n" : "\n]\n")
    }
}

/// The text register's rows as bytes, with what repeats kept: each
/// account's fitted cell, the last date written.
private struct TextRowWriter {
    let journal: Journal
    let layout: RegisterRenderer.Layout
    let amounts: AmountBytes
    /// Negative amounts in red.
    let color: Bool
    var block: ByteBlock
    /// Fitted and padded account cells, one after another, by `AccountID` and posting kind.
    private var accountCellBytes: [UInt8] = []
    private var accountCells: [Range<Int>?]
    private var lastDay: Day?
    private var lastDayBytes: [UInt8] = []
    private var previousDate: Day?
    private var totals: [Amount] = []
    /// Columns before the total on a continuation line.
    private let totalIndent: Int

    init(journal: Journal, layout: RegisterRenderer.Layout, amounts: AmountBytes, color: Bool, block: ByteBlock) {
        self.journal = journal
        self.layout = layout
        self.amounts = amounts
        self.color = color
        self.block = block
        accountCells = Array(repeating: nil, count: journal.accounts.count * 3)
        totalIndent = RegisterRenderer.Layout.dateWidth + 1 + layout.description + 2 + layout.account + 2
            + layout.amount + 2
    }

    mutating func write(_ row: RegisterReport.Row) {
        let showsDate = row.startsTransaction || row.date != previousDate
        previousDate = row.date
        if showsDate {
            if row.date != lastDay {
                lastDay = row.date
                lastDayBytes = DayBytes.iso(row.date)
            }
            block.append(lastDayBytes)
        } else {
            block.appendSpaces(RegisterRenderer.Layout.dateWidth)
        }
        block.append(UInt8(ascii: " "))
        if row.startsTransaction {
            let transaction = journal.transactions[row.transactionIndex]
            var description = journal.bytes(transaction.description)
            // A transaction `--forecast` generated shows as its rule is written: `~ household budget`.
            if !transaction.tags.isEmpty && Forecast.isGenerated(transaction, in: journal) {
                description = ArraySlice(Array("~ ".utf8) + description)
            }
            FittedText.appendTruncatingRight(description, width: layout.description, to: &block)
        } else {
            block.appendSpaces(layout.description)
        }
        block.appendSpaces(2)
        appendAccountCell(row.account, row.posting.kind)
        block.appendSpaces(2)
        if amounts.isZeroWhenShown(row.amount) {
            block.appendSpaces(layout.amount - 1)
            block.append(UInt8(ascii: "0"))
        } else {
            amounts.write(row.amount, rightAlignedTo: layout.amount, color: color, to: &block)
        }
        block.appendSpaces(2)
        if row.total.amounts.count == 1, !amounts.isZeroWhenShown(row.total.amounts[0]) {
            amounts.write(row.total.amounts[0], rightAlignedTo: layout.total, color: color, to: &block)
            block.append(UInt8(ascii: "\n"))
            return
        }
        amounts.shownAmounts(of: row.total, into: &totals)
        if totals.isEmpty {
            block.appendSpaces(layout.total - 1)
            block.append(UInt8(ascii: "0"))
        }
        for (i, total) in totals.enumerated() {
            if i > 0 {
                block.append(UInt8(ascii: "\n"))
                block.appendSpaces(totalIndent)
            }
            amounts.write(total, rightAlignedTo: layout.total, color: color, to: &block)
        }
        block.append(UInt8(ascii: "\n"))
    }

    private mutating func appendAccountCell(_ account: AccountID, _ kind: Posting.Kind) {
        let key = account.index * 3 + AccountNames.slot(kind)
        if let range = accountCells[key] {
            accountCellBytes.withUnsafeBytes { block.append(UnsafeRawBufferPointer(rebasing: $0[range])) }
            return
        }
        let name = journal.accounts.name(account)
        let elided: String
        switch kind {
        case .real: elided = AccountNames.elide(name, toWidth: layout.account)
        case .virtual: elided = "(" + AccountNames.elide(name, toWidth: layout.account - 2) + ")"
        case .balancedVirtual: elided = "[" + AccountNames.elide(name, toWidth: layout.account - 2) + "]"
        }
        let start = accountCellBytes.count
        accountCellBytes.append(contentsOf: elided.utf8)
        let padding = layout.account - DisplayWidth.of(elided)
        if padding > 0 { accountCellBytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: padding)) }
        accountCells[key] = start..<accountCellBytes.count
        appendAccountCell(account, kind)
    }
}

/// Account names as registers show them.
struct AccountNames {
    let journal: Journal
    private var fullNames: [[UInt8]?] = []

    init(journal: Journal) {
        self.journal = journal
        fullNames = Array(repeating: nil, count: journal.accounts.count * 3)
    }

    static func slot(_ kind: Posting.Kind) -> Int {
        switch kind {
        case .real: return 0
        case .virtual: return 1
        case .balancedVirtual: return 2
        }
    }

    /// The full name, in `()` or `[]` for virtual postings, cached.
    mutating func fullName(_ account: AccountID, _ kind: Posting.Kind) -> [UInt8] {
        let key = account.index * 3 + AccountNames.slot(kind)
        if let name = fullNames[key] { return name }
        let name = journal.accounts.name(account)
        let shown: String
        switch kind {
        case .real: shown = name
        case .virtual: shown = "(" + name + ")"
        case .balancedVirtual: shown = "[" + name + "]"
        }
        let bytes = Array(shown.utf8)
        fullNames[key] = bytes
        return bytes
    }

    /// hledger's account name elision: parent components shortened to two
    /// columns from the left (`Ex:Leisure:Dining`) until the name fits, then
    /// the start cut off with `…` (`…ure:Dining`).
    static func elide(_ name: String, toWidth width: Int) -> String {
        var done: [Substring] = []
        var rest = name.split(separator: ":", omittingEmptySubsequences: false)[...]
        while DisplayWidth.of((done + rest).joined(separator: ":")) > width, rest.count > 1 {
            done.append(FittedText.prefix(rest.removeFirst(), width: 2))
        }
        let shortened = (done + rest).joined(separator: ":")
        return FittedText.truncatingLeft(shortened, width: width)
    }
}

/// Text cut to a display width, with `…` where something was left out.
enum FittedText {
    static let ellipsis = "…"

    /// The longest prefix of `text` at most `width` columns wide.
    static func prefix(_ text: Substring, width: Int) -> Substring {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let w = DisplayWidth.of(text[index...index])
            if used + w > width { break }
            used += w
            end = text.index(after: index)
        }
        return text[..<end]
    }

    /// `text`, or `…` and its end when it is wider than `width`.
    static func truncatingLeft(_ text: String, width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        guard width > 0 else { return "" }
        var used = 0
        var start = text.endIndex
        while start > text.startIndex {
            let previous = text.index(before: start)
            let w = DisplayWidth.of(text[previous..<start])
            if used + w > width - 1 { break }
            used += w
            start = previous
        }
        return ellipsis + text[start...]
    }

    /// Appends `bytes` (UTF-8) padded with spaces to `width` columns, or, when
    /// wider, the longest start that leaves room for `…`, then `…`.
    static func appendTruncatingRight(_ bytes: ArraySlice<UInt8>, width: Int, to block: inout ByteBlock) {
        guard width > 0 else { return }
        bytes.withUnsafeBytes { raw in
            let b = raw.bindMemory(to: UInt8.self)
            // Plain ASCII, the usual case: one column per byte.
            let checked = min(b.count, width + 1)
            var ascii = true
            for i in 0..<checked where b[i] < 0x20 || b[i] >= 0x7F {
                ascii = false
                break
            }
            if ascii {
                if b.count <= width {
                    block.append(raw)
                    block.appendSpaces(width - b.count)
                } else {
                    block.append(UnsafeRawBufferPointer(rebasing: raw[0..<(width - 1)]))
                    block.append(ellipsis)
                }
                return
            }
            var used = 0
            var cut = 0
            var cutWidth = 0
            var i = 0
            var fits = true
            while i < b.count {
                let (w, length) = scalarWidth(b, at: i)
                if used + w > width {
                    fits = false
                    break
                }
                used += w
                i += length
                if used <= width - 1 {
                    cut = i
                    cutWidth = used
                }
            }
            if fits {
                block.append(raw)
            } else {
                block.append(UnsafeRawBufferPointer(rebasing: raw[0..<cut]))
                block.append(ellipsis)
                used = cutWidth + 1
            }
            block.appendSpaces(width - used)
        }
    }

    /// The display width and UTF-8 length of the character starting at `i`;
    /// a malformed byte counts as one column, as its replacement character would.
    static func scalarWidth(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (width: Int, length: Int) {
        let lead = bytes[i]
        if lead < 0x80 { return (lead < 0x20 || lead == 0x7F ? 0 : 1, 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
        guard length > 0, i + length <= bytes.count else { return (1, 1) }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for k in 1..<length {
            let b = bytes[i + k]
            guard b & 0xC0 == 0x80 else { return (1, 1) }
            value = value << 6 | UInt32(b & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return (1, length) }
        return (DisplayWidth.of(scalar: scalar), length)
    }
}

/// Dates as `YYYY-MM-DD` bytes.
enum DayBytes {
    static func iso(_ day: Day) -> [UInt8] {
        let (y, m, d) = day.civil
        let zero = UInt8(ascii: "0")
        return [
            zero + UInt8(y / 1000 % 10), zero + UInt8(y / 100 % 10), zero + UInt8(y / 10 % 10), zero + UInt8(y % 10),
            UInt8(ascii: "-"), zero + UInt8(m / 10), zero + UInt8(m % 10),
            UInt8(ascii: "-"), zero + UInt8(d / 10), zero + UInt8(d % 10),
        ]
    }
}

/// A CSV field as bytes: in double quotes, quotes inside doubled (as `CSVWriter`).
enum CSVField {
    static func append(_ bytes: some Collection<UInt8>, to block: inout ByteBlock) {
        block.append(UInt8(ascii: "\""))
        for b in bytes {
            if b == UInt8(ascii: "\"") { block.append(b) }
            block.append(b)
        }
        block.append(UInt8(ascii: "\""))
    }
}

extension RegisterRenderer.Layout {
    /// hledger's widths of the amount and total columns: as preferred when
    /// the line has room (at least 2 columns each left for description and
    /// account), else what is left, shared in proportion. `register -M`'s
    /// table layout uses the same split.
    static func amountAndTotal(width: Int, dateWidth: Int, amount: Int, total: Int) -> (amount: Int, total: Int) {
        let minimumColumn = 2
        let room = max(0, width - (dateWidth + 1 + minimumColumn + 2 + minimumColumn + 2 + 2))
        guard amount + total > room else { return (amount, total) }
        let share = Double(amount) / Double(amount + total) * Double(room)
        let shared = Int(share.rounded(.toNearestOrEven))
        return (shared, room - shared)
    }
}
