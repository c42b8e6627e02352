#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrackModel

/// Writes amounts for the formatter, as bytes, in their commodity's display
/// style (`$1,000.00`, `1.000,00 EUR`, `NT$52,000`), with two rules a
/// report does not need:
///
/// - **Never fewer decimals than written.** An amount shows
///   `max(style precision, written scale)` digits after the mark, so
///   nothing is ever rounded: `$1.5` becomes `$1.50`, `@ NT$32.15` stays so
///   though NT$ shows no decimals.
/// - **Never a number that reads differently.** A number with one group
///   mark and no decimals (`5,000`) is ambiguous (grammar.md, "Decimal marks
///   and digit groups"): hledger reads the mark as a decimal mark unless a
///   `commodity` directive above it says otherwise, and track decides by the
///   journal's other amounts. Such a number is written with its groups only
///   when that directive exists and states its decimal mark; otherwise as the
///   journal wrote it (so that it reads as it did), or for a cost or an
///   assertion, without groups (`5000`).
struct AmountWriter: Sendable {
    /// One commodity's style, resolved once into plain values (no
    /// reference-counted storage: it is read for every amount).
    typealias Style = ResolvedAmountStyles.Style

    /// How one amount is written, worked out once for its widths and its bytes.
    struct Shape {
        /// The digits, group marks and decimal mark.
        var number: DigitLayout
        var negative: Bool
        var commodity: Int
        /// Columns before the decimal mark (or before the end of the number
        /// when it has no decimals): sign, a symbol on the left, integer digits.
        var integerWidth: Int
        var width: Int
        /// A decimal mark after the last digit (`100,`).
        var trailingMark = false
        /// The number as the journal wrote it, when written so (see `shape`).
        var verbatim: UnsafeBufferPointer<UInt8>?
    }

    private let styles: [Style]
    private let text: [UInt8]
    private let groupSizes: [Int]
    /// By commodity: where a `commodity` directive declares its style, when
    /// it states its decimal mark (so that hledger reads `5,000` as this style does).
    private let unambiguousDeclarations: [SourceLocation?]
    /// Whether any file has a `decimal-mark` directive, which can make
    /// `0.125` read as 125 (hledger and track both follow it).
    private let decimalMarkDirectives: Bool

    init(journal: Journal) {
        self.init(journal: journal, withoutGroups: [])
        // Digit groups inferred from a number such as `0,500` or `.005.000,`
        // may show on no amount as written (see `shape` for the numbers
        // written without their groups): read again, the file would infer
        // none, and the next run would write its costs without them. An
        // inferred style keeps its groups only when some amount that counts
        // toward it will show them.
        let inferred = Set(journal.commodities.allIDs.filter {
            journal.commodities[$0].style?.digitGroups != nil && journal.commodities[$0].declaration == nil
                && $0 != journal.defaultCommodity
        })
        guard !inferred.isEmpty else { return }
        let hidden = inferred.subtracting(showingGroups(among: inferred, in: journal))
        if !hidden.isEmpty { self.init(journal: journal, withoutGroups: hidden) }
    }

    private init(journal: Journal, withoutGroups: Set<CommodityID>) {
        let resolved = ResolvedAmountStyles(commodities: journal.commodities, withoutGroups: withoutGroups)
        styles = resolved.styles
        text = resolved.text
        groupSizes = resolved.groupSizes
        unambiguousDeclarations = journal.commodities.allIDs.map { id in
            let commodity = journal.commodities[id]
            guard let declaration = commodity.declaration,
                  AmountWriter.statesDecimalMark((commodity.style ?? .plain).decimalMark, at: declaration, in: journal)
            else { return nil }
            return declaration
        }
        decimalMarkDirectives = journal.sources.files.contains { AmountWriter.mentionsDecimalMark($0.bytes) }
    }

    /// Whether `bytes` hold `decimal-mark` at the start of a line. A
    /// mapped file's pages are given back behind the search.
    private static func mentionsDecimalMark(_ bytes: SourceBytes) -> Bool {
        let word = Array("decimal-mark".utf8)
        var behind = ReadBehind(from: 0)
        defer { bytes.forget(behind.finishing(at: bytes.count)) }
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count >= word.count else { return false }
            var i = 0
            while i + word.count <= buffer.count {
                if let done = behind.passing(i) { bytes.forget(done) }
                guard let found = memchr(base + i, Int32(word[0]), buffer.count - i) else { return false }
                let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                let lineStart = at == 0 || buffer[at - 1] == .newline
                    || (at == 1 && (buffer[0] == UInt8(ascii: "!") || buffer[0] == UInt8(ascii: "@")))
                if lineStart && at + word.count <= buffer.count && buffer[at..<(at + word.count)].elementsEqual(word) {
                    return true
                }
                i = at + 1
            }
            return false
        }
    }

    /// The commodities of `candidates` whose digit groups show on a posting
    /// amount as this writer writes it, or on a `P` price (copied as written).
    private func showingGroups(among candidates: Set<CommodityID>, in journal: Journal) -> Set<CommodityID> {
        var shown = Set<CommodityID>()
        let files = journal.sources.files
        for transaction in journal.transactions {
            for posting in transaction.postings
            where posting.amountOrigin == .written && candidates.contains(posting.amount.commodity)
                && !shown.contains(posting.amount.commodity) {
                guard let f = journal.sources.fileIndex(of: posting.location) else { continue }
                let file = FilePosition(index: f, base: files[f].base, end: files[f].base + UInt32(files[f].bytes.count))
                let marks = files[f].bytes.withUnsafeBufferPointer { bytes in
                    let line = PostingLine(bytes, lineStart: Int(posting.location.offset - files[f].base))
                    return shape(posting.amount, at: posting.location, file: file, written: (line, bytes)).number.marks
                }
                if marks > 0 { shown.insert(posting.amount.commodity) }
            }
        }
        for price in journal.prices
        where candidates.contains(price.price.commodity) && !shown.contains(price.price.commodity) {
            guard let mark = journal.commodities[price.price.commodity].style?.digitGroups?.mark.asciiValue,
                  let file = journal.sources.file(of: price.location) else { continue }
            if AmountWriter.priceShows(mark, in: file.bytes, line: Int(price.location.offset - file.base)) {
                shown.insert(price.price.commodity)
            }
        }
        return shown
    }

    /// Whether the price on the `P` line at `start` has `mark` between two
    /// digits (past the `P`, its date and a time, which have marks of their own).
    private static func priceShows(_ mark: UInt8, in bytes: SourceBytes, line start: Int) -> Bool {
        var i = start
        func skipToken() {
            while i < bytes.count && bytes[i] != .space && bytes[i] != .tab && bytes[i] != .newline { i += 1 }
            while i < bytes.count && (bytes[i] == .space || bytes[i] == .tab) { i += 1 }
        }
        skipToken()  // P
        skipToken()  // the date
        var probe = i
        while probe < bytes.count && (bytes[probe].isDigit || bytes[probe] == UInt8(ascii: ":")) { probe += 1 }
        if probe > i && bytes[i..<probe].contains(UInt8(ascii: ":")) { skipToken() }  // HH:MM[:SS]
        while i + 2 < bytes.count && bytes[i] != .newline && bytes[i] != .semicolon {
            if bytes[i + 1] == mark && bytes[i].isDigit && bytes[i + 2].isDigit { return true }
            i += 1
        }
        return false
    }

    /// Whether the `commodity` directive at `location` (with its sub-lines)
    /// writes its decimal mark: `commodity NT$1,000.` and `commodity
    /// 1.000,00 EUR` do, `commodity NT$1,000` does not (hledger reads its
    /// comma as a decimal mark).
    private static func statesDecimalMark(
        _ mark: AmountStyle.DecimalMark, at location: SourceLocation, in journal: Journal
    ) -> Bool {
        guard let file = journal.sources.file(of: location) else { return false }
        let bytes = file.bytes
        var i = Int(location.offset - file.base)
        var inComment = false
        while i < bytes.count {
            let b = bytes[i]
            if b == .newline {
                // Sub-lines are indented; the directive ends at the first line that is not.
                guard i + 1 < bytes.count, bytes[i + 1] == .space || bytes[i + 1] == .tab else { return false }
                inComment = false
            } else if b == .semicolon {
                inComment = true
            } else if !inComment && b == mark.rawValue {
                return true
            }
            i += 1
        }
        return false
    }

    /// The shape of `amount` as written at `location`; `written` is the
    /// posting line that wrote it, when it is a posting's amount.
    func shape(_ amount: Amount, at location: SourceLocation, file: FilePosition,
               written: (line: PostingLine, bytes: UnsafeBufferPointer<UInt8>)? = nil) -> Shape {
        let c = Int(amount.commodity.rawValue)
        let style = styles[c]
        var q = amount.quantity
        if let p = style.precision, p > q.scale, let padded = q.rescaled(to: p) { q = padded }
        var shape = layout(q, style, commodity: c)
        // One `.` or `,` before exactly three digits (`5,000`, `0.125`) reads
        // as the reader decides (grammar.md, "Decimal marks and digit groups");
        // one `,` before other than three digits, as a decimal mark (`4,20`).
        // Such a number is written so only where a `commodity` directive above
        // it decides its reading (for hledger too); otherwise as the journal
        // wrote it, so that it reads as it did, or for a cost or assertion,
        // without its groups or with one more decimal.
        // A group of leading zeros (`0 1 50`, `0,100.00`) shows group sizes
        // that the number without it does not (hledger infers the commodity's
        // groups from it): such a number is written as the journal wrote it.
        if let written, let range = written.line.number(written.bytes),
           AmountWriter.hasLeadingZeroGroup(range, in: written.bytes, decimalMark: style.decimalMark),
           AmountWriter.spells(q, range, in: written.bytes) {
            shape.number.marks = 0
            shape.verbatim = UnsafeBufferPointer(rebasing: written.bytes[range])
        }
        let oneGroup = shape.verbatim == nil && shape.number.marks == 1 && shape.number.scale == 0 && isAmbiguousMark(style.groupMark)
        let threeDecimals = shape.number.scale == 3 && shape.number.marks == 0 && decimalMarkDirectives
        if (oneGroup && !(groupSize(style, 0) == 3 && isDeclared(c, at: location, file: file)))
            || (threeDecimals && !isDeclared(c, at: location, file: file)) {
            if let written, let range = written.line.number(written.bytes),
               AmountWriter.spells(q, range, in: written.bytes) {
                shape.number.marks = 0
                shape.verbatim = UnsafeBufferPointer(rebasing: written.bytes[range])
            } else if oneGroup {
                shape.number.marks = 0
            } else if let longer = q.rescaled(to: 4) {
                shape = layout(longer, style, commodity: c)
            }
        }
        // A decimal comma that an amount with no decimals would not show (nor
        // imply by `.` digit groups) is written after the number, as the
        // journal wrote it (`100,`): read again, the commodity keeps it.
        shape.trailingMark = shape.number.scale == 0 && (style.precision ?? 0) == 0 && shape.verbatim == nil
            && style.decimalMark == AmountStyle.DecimalMark.comma.rawValue
            && !(shape.number.marks > 0 && text[style.groupMark.lowerBound] == UInt8(ascii: "."))
        let symbol = style.symbol.isEmpty ? 0 : style.symbolWidth + (style.spaced ? 1 : 0)
        var number = (shape.number.digits - shape.number.scale) + shape.number.marks * style.groupMarkWidth
        var after = shape.number.scale > 0 || shape.trailingMark ? shape.number.scale + 1 : 0
        if let verbatim = shape.verbatim {
            // Digits and marks, one column each: the decimal mark is before
            // the digits read as decimals, or a mark at the end.
            let decimals = Int(amount.quantity.scale)
            let trailing = decimals == 0 && (verbatim.last.map { !$0.isDigit } ?? false)
            after = decimals > 0 ? decimals + 1 : (trailing ? 1 : 0)
            number = max(0, verbatim.count - after)
        }
        shape.integerWidth = (shape.negative ? 1 : 0) + number + (style.symbolOnLeft ? symbol : 0)
        shape.width = shape.integerWidth + after + (style.symbolOnLeft ? 0 : symbol)
        return shape
    }

    /// Digits, group marks and decimal mark of `q` in `style`, before any
    /// rule about numbers that read two ways.
    private func layout(_ q: Quantity, _ style: Style, commodity: Int) -> Shape {
        Shape(number: DigitLayout(q, groupSizes: groupSizes[style.sizes]), negative: q.isNegative,
              commodity: commodity, integerWidth: 0, width: 0)
    }

    /// Whether the number at `range` starts with zeros followed by a group
    /// mark (a byte other than a digit or the decimal mark).
    private static func hasLeadingZeroGroup(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, decimalMark: UInt8) -> Bool {
        var i = range.lowerBound
        while i < range.upperBound, bytes[i] == UInt8(ascii: "0") { i += 1 }
        return i > range.lowerBound && i < range.upperBound && !bytes[i].isDigit && bytes[i] != decimalMark
    }

    /// Whether the number at `range` (digits and `.` `,` or space marks) is
    /// the one `q` was read from: the same digits, leading and trailing
    /// zeros aside, and no exponent after it (`1.5E3` is not 15).
    private static func spells(_ q: Quantity, _ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if range.upperBound < bytes.count, bytes[range.upperBound] == UInt8(ascii: "e") || bytes[range.upperBound] == UInt8(ascii: "E") {
            return false
        }
        var value: UInt128 = 0
        for b in bytes[range] where b.isDigit {
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { return false }
            value = times + UInt128(b - UInt8(ascii: "0"))
        }
        var magnitude = q.mantissa.magnitude
        while value != 0 && value % 10 == 0 { value /= 10 }
        while magnitude != 0 && magnitude % 10 == 0 { magnitude /= 10 }
        return value == magnitude
    }

    /// Where the formatter is: which file, for "declared above" checks.
    struct FilePosition {
        var index: Int
        var base: UInt32
        var end: UInt32
    }

    private func isAmbiguousMark(_ mark: Range<Int>) -> Bool {
        mark.count == 1 && (text[mark.lowerBound] == UInt8(ascii: ",") || text[mark.lowerBound] == UInt8(ascii: "."))
    }

    /// `5,000` may keep its group mark when a `commodity` directive read
    /// before it states the decimal mark (hledger reads it so then, too).
    private func isDeclared(_ commodity: Int, at location: SourceLocation, file: FilePosition) -> Bool {
        guard let declaration = unambiguousDeclarations[commodity] else { return false }
        let sameFile = declaration.offset >= file.base && declaration.offset < file.end
        // Files are stored in the order reading began: an earlier file's
        // directives were read before this file (the usual layout: a main
        // file declaring commodities, then including the rest).
        return sameFile ? declaration < location : declaration.offset < file.base
    }

    @inline(__always)
    private func groupSize(_ style: Style, _ k: Int) -> Int {
        groupSizes[style.sizes.lowerBound + min(k, style.sizes.count - 1)]
    }

    /// Appends the amount: symbol, sign, digits with group marks, decimal mark, fraction.
    func write(_ shape: Shape, to out: inout ByteBlock) {
        let style = styles[shape.commodity]
        if !style.symbol.isEmpty && style.symbolOnLeft {
            appendText(style.symbol, to: &out)
            if style.spaced { out.append(.space) }
        }
        if shape.negative { out.append(UInt8(ascii: "-")) }
        if let verbatim = shape.verbatim {
            out.append(verbatim)
        } else {
            appendNumber(shape, style, to: &out)
        }
        if !style.symbol.isEmpty && !style.symbolOnLeft {
            if style.spaced { out.append(.space) }
            appendText(style.symbol, to: &out)
        }
    }

    private func appendText(_ range: Range<Int>, to out: inout ByteBlock) {
        if range.count == 1 {
            out.append(text[range.lowerBound])
        } else {
            out.append(text[range])
        }
    }

    /// The digits, group marks and decimal mark, without sign or symbol.
    private func appendNumber(_ shape: Shape, _ style: Style, to out: inout ByteBlock) {
        let length = shape.number.byteCount(groupMarkCount: style.groupMark.count)
        out.write(count: length) { start in
            shape.number.write(endingAt: start + length, decimalMark: style.decimalMark,
                               groupMark: text[style.groupMark], groupSizes: groupSizes[style.sizes])
        }
        if shape.trailingMark { out.append(style.decimalMark) }
    }
}
