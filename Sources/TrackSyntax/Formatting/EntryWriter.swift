#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrackModel

/// Writes transactions, periodic transactions and auto posting rules in
/// canonical form, from the model and the bytes of the file they were read
/// from (grammar.md, "Canonical form"):
///
/// ```journal
/// 2026-11-02=2026-11-05 * (1042) Corner Market | weekly shop  ; receipt:yes
///     ; a comment line of the transaction
///     Expenses:Essentials:Groceries      84.20 USD  ; aisle:3
///       ; a comment line of the posting
///     ! Assets:Bank:Checking
/// ```
///
/// What the model does not keep comes from the file: account names as
/// written (aliases and `apply account` apply again when the file is read),
/// comments verbatim from their `;`, lot annotations, auto-rule factors.
/// Amounts the journal left out stay out; costs and assertions are written
/// as the journal wrote them, amounts in their commodity's style.
struct EntryWriter {
    let details: PostingDetailsTable
    let amounts: AmountWriter
    let bytes: UnsafeBufferPointer<UInt8>
    let base: UInt32
    let file: AmountWriter.FilePosition
    let eol: [UInt8]
    let column: AmountColumn

    /// Buffers reused from entry to entry: the posting lines being built,
    /// before their comments are aligned.
    struct Scratch {
        fileprivate var bytes = ByteBlock(capacity: 1 << 10)
        fileprivate var lines: [Line] = []
        /// The last date written, as `YYYY-MM-DD` (consecutive transactions often share one).
        fileprivate var date: Day?
        fileprivate var dateText: [UInt8] = []

        /// Frees the line buffer; the scratch is not used after.
        mutating func release() {
            bytes.release()
        }
    }

    fileprivate struct Line {
        var content: Range<Int>
        var width: Int
        var comment: Text
        var lineStart: Int
    }

    init(journal: Journal, amounts: AmountWriter, bytes: UnsafeBufferPointer<UInt8>, fileIndex: Int, eol: [UInt8],
         column: AmountColumn = AmountColumn(widest: 0, cap: 0)) {
        details = journal.postingDetails
        self.amounts = amounts
        self.bytes = bytes
        let file = journal.sources.files[fileIndex]
        base = file.base
        self.file = AmountWriter.FilePosition(index: fileIndex, base: file.base, end: file.base + UInt32(file.bytes.count))
        self.eol = eol
        self.column = column
    }

    /// The widest need (see `AmountColumn`) among the postings, leaving
    /// out those that need more than `cap` (they are not aligned), or 0.
    func widestNeed(_ postings: PostingList, cap: Int) -> Int {
        var widest = 0
        var previous: SourceLocation?
        for i in postings.indices {
            let posting = postings[i]
            defer { previous = posting.location }
            if posting.location == previous { continue }
            let line = PostingLine(bytes, lineStart: offset(posting.location))
            guard let slot = amountSlot(posting, line) else { continue }
            let need = AmountColumn.need(lead: lead(posting, line), integerWidth: slot.integerWidth)
            if need <= cap { widest = max(widest, need) }
        }
        return widest
    }

    /// The columns up to the end of the account name.
    private func lead(_ posting: Posting, _ line: PostingLine) -> Int {
        4 + (posting.status == .unmarked ? 0 : 2) + line.accountWidth(bytes)
    }

    /// What stands in the amount column: the amount, or for a balance
    /// assignment its `= AMOUNT`.
    private struct Slot {
        var prefix: StaticString?
        var shape: AmountWriter.Shape
        var integerWidth: Int
    }

    private func amountSlot(_ posting: Posting, _ line: PostingLine) -> Slot? {
        switch posting.amountOrigin {
        case .written:
            let shape = amounts.shape(posting.amount, at: posting.location, file: file, written: (line, bytes))
            return Slot(prefix: nil, shape: shape, integerWidth: shape.integerWidth)
        case .assigned, .missing:
            guard let assertion = details.assertion(of: posting) else { return nil }
            let op = JournalText.assertionOperator(assertion)
            let shape = amounts.shape(assertion.amount, at: posting.location, file: file)
            return Slot(prefix: op, shape: shape, integerWidth: op.utf8CodeUnitCount + 1 + shape.integerWidth)
        case .inferred, .multiplier:
            return nil
        }
    }

    /// Writes a transaction; false (having written nothing) when its lines
    /// cannot all be accounted for, so that the caller copies it as written.
    func write(_ transaction: Transaction, lines range: Range<Int>, scratch: inout Scratch, to out: inout ByteBlock) -> Bool {
        let start = out.count
        if scratch.date != transaction.date {
            scratch.date = transaction.date
            scratch.dateText.removeAll(keepingCapacity: true)
            transaction.date.appendISO(to: &scratch.dateText)
        }
        out.append(scratch.dateText)
        if let date2 = transaction.secondaryDate {
            out.append(UInt8(ascii: "="))
            appendDate(date2, to: &out)
        }
        JournalText.appendHeader(status: transaction.status, code: textBytes(transaction.code),
                                 description: transaction.description.isEmpty ? nil : textBytes(transaction.description),
                                 to: &out)
        return finishEntry(comment: transaction.comment, postings: transaction.postings, lines: range,
                           start: start, scratch: &scratch, to: &out)
    }

    /// `~ PERIOD  DESCRIPTION  ; comment` and its postings.
    func write(_ periodic: PeriodicTransaction, lines range: Range<Int>, scratch: inout Scratch, to out: inout ByteBlock) -> Bool {
        let start = out.count
        out.append("~ ")
        appendText(periodic.period, to: &out)
        if !periodic.description.isEmpty {
            out.append("  ")
            appendText(periodic.description, to: &out)
        }
        return finishEntry(comment: periodic.comment, postings: periodic.postings, lines: range, start: start, scratch: &scratch, to: &out)
    }

    /// `= QUERY  ; comment` and its postings.
    func write(_ rule: AutoPostingRule, lines range: Range<Int>, scratch: inout Scratch, to out: inout ByteBlock) -> Bool {
        let start = out.count
        out.append("= ")
        appendText(rule.query, to: &out)
        return finishEntry(comment: rule.comment, postings: rule.postings, lines: range, start: start, scratch: &scratch, to: &out)
    }

    /// The header's comment, the comment lines under it, then the postings.
    private func finishEntry(
        comment: Text, postings: PostingList, lines range: Range<Int>, start: Int, scratch: inout Scratch,
        to out: inout ByteBlock
    ) -> Bool {
        var written = 1
        written += appendComment(comment, ownerLine: range.lowerBound, sameLineGap: 2, indent: 4, to: &out)
        let (lines, hasComments) = writePostings(postings, scratch: &scratch, to: &out)
        written += lines
        // Every line of an entry is its header, a posting or a comment line,
        // so with no comments the count holds by construction; with them, the
        // lines written must be the lines read.
        if (hasComments || !comment.isEmpty) && written != lineCount(range) {
            out.removeAll(from: start)
            return false
        }
        return true
    }

    /// Lines of the file in `range` (which ends at a line's content): one
    /// more than the line feeds in it, counted eight bytes at a time.
    private func lineCount(_ range: Range<Int>) -> Int {
        var count = 1
        var i = range.lowerBound
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i + 8 <= range.upperBound {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
                // A high bit for each zero byte (a line feed), exactly.
                let zero = ~(((word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | word | 0x7F7F_7F7F_7F7F_7F7F)
                count += zero.nonzeroBitCount
                i += 8
            }
        }
        while i < range.upperBound {
            if bytes[i] == .newline { count += 1 }
            i += 1
        }
        return count
    }

    /// Writes the postings, their comments aligned; returns the lines
    /// written, and whether any posting has a comment.
    private func writePostings(_ postings: PostingList, scratch: inout Scratch, to out: inout ByteBlock) -> (Int, Bool) {
        var written = 0
        var previous: SourceLocation?
        // By index: iterating the list (or `contains(where:)`) copies it, two postings inline.
        var hasComments = false
        for i in postings.indices where postings[i].parts.contains(.comment) {
            hasComments = true
            break
        }
        guard hasComments else {
            // No comments to align: each line straight to the output.
            for i in postings.indices {
                let posting = postings[i]
                guard posting.location != previous else { continue }
                previous = posting.location
                _ = buildPosting(posting, PostingLine(bytes, lineStart: offset(posting.location)), into: &out)
                appendLineEnding(to: &out)
                written += 1
            }
            return (written, false)
        }
        scratch.bytes.removeAll()
        scratch.lines.removeAll(keepingCapacity: true)
        var commentColumn = 0
        for i in postings.indices {
            let posting = postings[i]
            defer { previous = posting.location }
            // A left-out amount the balancer split into one posting per commodity is one line.
            if posting.location == previous { continue }
            let lineStart = offset(posting.location)
            let line = PostingLine(bytes, lineStart: lineStart)
            let start = scratch.bytes.count
            let width = buildPosting(posting, line, into: &scratch.bytes)
            let comment = posting.parts.contains(.comment) ? details[posting].comment : .empty
            if !comment.isEmpty && startsOnLine(comment, lineStart) {
                commentColumn = max(commentColumn, width + 2)
            }
            scratch.lines.append(Line(content: start..<scratch.bytes.count, width: width, comment: comment,
                                      lineStart: lineStart))
        }
        for line in scratch.lines {
            out.append(scratch.bytes.bytes(in: line.content))
            written += 1 + appendComment(line.comment, ownerLine: line.lineStart, sameLineGap: commentColumn - line.width,
                                          indent: 6, to: &out)
        }
        return (written, true)
    }

    /// `    [STATUS ]ACCOUNT  AMOUNT[ LOT][ @ COST][ = ASSERTION]`; returns its width.
    private func buildPosting(_ posting: Posting, _ line: PostingLine, into out: inout ByteBlock) -> Int {
        appendSpaces(4, to: &out)
        if posting.status != .unmarked {
            out.append(posting.status.rawValue)
            out.append(.space)
        }
        line.appendAccount(bytes, to: &out)
        let lead = self.lead(posting, line)
        let details = posting.parts.isEmpty ? nil : details[posting]
        if posting.amountOrigin == .multiplier {
            // An auto rule's factor (`*-1`) and what follows it, as written.
            var end = line.end(bytes)
            if let comment = details?.comment, !comment.isEmpty, startsOnLine(comment, offset(posting.location)) {
                end = offset(comment.location)
            }
            let rest = line.rest(bytes)
            end = trimmedEnd(rest, max(rest, end))
            appendSpaces(2, to: &out)
            out.append(UnsafeBufferPointer(rebasing: bytes[rest..<end]))
            return lead + 2 + width(rest..<end)
        }
        guard let slot = amountSlot(posting, line) else { return lead }
        let padding = column.padding(lead: lead, integerWidth: slot.integerWidth)
        appendSpaces(padding, to: &out)
        var width = lead + padding
        if let prefix = slot.prefix {
            // A balance assignment: `= AMOUNT` in the amount's place.
            out.append(prefix)
            out.append(.space)
        }
        amounts.write(slot.shape, to: &out)
        width += slot.integerWidth + (slot.shape.width - slot.shape.integerWidth)
        guard let details else { return width }
        let extra = out.count
        if slot.prefix == nil {
            if let lot = details.lot, !lot.text.isEmpty {
                out.append(.space)
                appendText(lot.text, to: &out)
            }
            if let cost = details.cost, let at = details.costLocation, !isInside(at, details.lot?.text) {
                let virtual = bytes[offset(at)] == UInt8(ascii: "(")
                out.append(.space)
                if virtual { out.append(UInt8(ascii: "(")) }
                out.append(JournalText.costOperator(cost.kind))
                if virtual { out.append(UInt8(ascii: ")")) }
                out.append(.space)
                amounts.write(amounts.shape(cost.amount, at: posting.location, file: file), to: &out)
            }
            if let assertion = details.assertion {
                out.append(.space)
                out.append(JournalText.assertionOperator(assertion))
                out.append(.space)
                amounts.write(amounts.shape(assertion.amount, at: posting.location, file: file), to: &out)
            }
        }
        if let cost = details.assertion?.cost {
            out.append(.space)
            out.append(JournalText.costOperator(cost.kind))
            out.append(.space)
            amounts.write(amounts.shape(cost.amount, at: posting.location, file: file), to: &out)
        }
        if out.count > extra {
            width += DisplayWidth.of(utf8: out.bytes(since: extra))
        }
        return width
    }

    private func isInside(_ location: SourceLocation, _ text: Text?) -> Bool {
        guard let text else { return false }
        return location.offset >= text.start && location.offset < text.end
    }

    /// Writes a comment's first line after `sameLineGap` spaces when it
    /// starts on the owner's line, ends that line, then writes each further
    /// line indented by `indent`; returns the further lines written.
    private func appendComment(
        _ comment: Text, ownerLine: Int, sameLineGap: Int, indent: Int, to out: inout ByteBlock
    ) -> Int {
        guard !comment.isEmpty else {
            appendLineEnding(to: &out)
            return 0
        }
        let start = offset(comment.location)
        let end = min(start + Int(comment.length), bytes.count)
        var lineStart = start
        var further = 0
        var first = startsOnLine(comment, ownerLine)
        if !first { appendLineEnding(to: &out) }
        while lineStart < end {
            var lineEnd = lineStart
            while lineEnd < end && bytes[lineEnd] != .newline { lineEnd += 1 }
            var contentStart = lineStart
            while contentStart < lineEnd && (bytes[contentStart] == .space || bytes[contentStart] == .tab) {
                contentStart += 1
            }
            let contentEnd = trimmedEnd(contentStart, lineEnd)
            if first {
                appendSpaces(max(2, sameLineGap), to: &out)
                first = false
            } else {
                appendSpaces(indent, to: &out)
                further += 1
            }
            out.append(UnsafeBufferPointer(rebasing: bytes[contentStart..<contentEnd]))
            appendLineEnding(to: &out)
            lineStart = lineEnd + 1
        }
        return further
    }

    /// Whether `comment` starts on the line that starts at `lineStart`.
    private func startsOnLine(_ comment: Text, _ lineStart: Int) -> Bool {
        let start = offset(comment.location)
        guard start >= lineStart, let base = bytes.baseAddress else { return false }
        return start == lineStart || memchr(base + lineStart, Int32(UInt8.newline), start - lineStart) == nil
    }

    @inline(__always)
    private func offset(_ location: SourceLocation) -> Int {
        Int(location.offset - base)
    }

    private func appendText(_ text: Text, to out: inout ByteBlock) {
        out.append(textBytes(text))
    }

    /// The bytes of `text` in the file (none for an empty text, which may lie outside it).
    private func textBytes(_ text: Text) -> UnsafeBufferPointer<UInt8> {
        guard !text.isEmpty else { return UnsafeBufferPointer(rebasing: bytes[0..<0]) }
        let start = Int(text.start - base)
        return UnsafeBufferPointer(rebasing: bytes[start..<min(start + Int(text.length), bytes.count)])
    }

    /// The file's line ending, byte by byte (an array append of one byte
    /// costs a copy call per line).
    @inline(__always)
    private func appendLineEnding(to out: inout ByteBlock) {
        if eol.count == 2 { out.append(.carriageReturn) }
        out.append(.newline)
    }

    @inline(__always)
    private func appendSpaces(_ n: Int, to out: inout ByteBlock) {
        out.appendSpaces(n)
    }

    private func width(_ range: Range<Int>) -> Int {
        DisplayWidth.of(utf8: UnsafeBufferPointer(rebasing: bytes[range]))
    }

    /// Trailing spaces, tabs and carriage returns removed.
    private func trimmedEnd(_ start: Int, _ end: Int) -> Int {
        var e = end
        while e > start, bytes[e - 1] == .space || bytes[e - 1] == .tab || bytes[e - 1] == .carriageReturn { e -= 1 }
        return e
    }

    /// `YYYY-MM-DD` (more digits for a year past 9999).
    private func appendDate(_ day: Day, to out: inout ByteBlock) {
        var text: [UInt8] = []
        day.appendISO(to: &text)
        out.append(text)
    }
}
