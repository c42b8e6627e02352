import TrackModel

extension Navigation {
    /// The fix for `unbalanced-transaction` (and `unbalanced-virtual-postings`)
    /// that `track check`'s hint names first, "correct an amount": the last
    /// posting of the group gets the amount that makes the group sum to zero,
    /// written exactly, in its commodity's style. It is the preferred fix
    /// (`isPreferred`), ahead of leaving the amount out (the hint's second
    /// way, `CodeActions`), because the journal keeps saying the amount.
    ///
    /// Offered only where one amount settles it: the last posting has an
    /// amount it wrote itself, no cost or lot price (which of its numbers
    /// would change is a guess), and the group is off in that posting's
    /// commodity alone.
    func balancingAction(for diagnostic: JSON, uri: String) -> JSON? {
        let group: Posting.Kind
        switch diagnostic["code"]?.string {
        case "unbalanced-transaction": group = .real
        case "unbalanced-virtual-postings": group = .balancedVirtual
        default: return nil
        }
        guard let range = lines.offsets(diagnostic["range"]) else { return nil }
        let line = lines.position(of: range.lowerBound).line
        guard let transaction = transactions.first(where: { lines.position(of: Int($0.location.offset - source.base)).line == line })
        else { return nil }
        let members = transaction.postings.filter { $0.kind == group }
        guard let last = members.last, last.amountOrigin == .written, !last.hasCost, !last.parts.contains(.lot) else { return nil }
        var sum = MixedAmount()
        for posting in members where posting.hasAmount {
            var amount = posting.amount
            if let cost = index.journal.postingDetails.cost(of: posting) {
                guard let total = cost.total(for: amount.quantity) else { return nil }
                amount = total
            }
            guard sum.add(amount) else { return nil }
        }
        let residual = sum.removingZeros()
        let commodity = last.amount.commodity
        guard residual.commodities == [commodity],
              let quantity = last.amount.quantity.subtracting(residual.quantity(of: commodity)),
              let lineStart = source.localOffset(last.location),
              let written = PostingText.amountRange(source.bytes, lineStart: lineStart) else { return nil }
        let amount = index.formatter.formatExact(quantity, commodity: commodity)
        let edit: JSON = .object([("range", lines.range(written)), ("newText", .string(amount))])
        return .object([
            ("title", .string("Set the last amount to \(amount)")), ("kind", .string("quickfix")),
            ("diagnostics", .array([diagnostic])), ("isPreferred", .bool(true)),
            ("edit", .object([("changes", .object([(uri, .array([edit]))]))])),
        ])
    }
}

extension PostingText {
    /// The amount of the posting line at `lineStart`, without the blanks
    /// around it: after the account (and its closing bracket), up to a
    /// balance assertion's `=`, a comment's `;` or the line's end. Nil
    /// when the line writes no amount.
    static func amountRange<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, lineStart: Int) -> Range<Int>?
    where Bytes.Index == Int {
        guard let account = accountRange(bytes, lineStart: lineStart) else { return nil }
        var start = account.upperBound
        while start < bytes.count && (bytes[start] == UInt8(ascii: ")") || bytes[start] == UInt8(ascii: "]")) { start += 1 }
        while start < bytes.count && (bytes[start] == 0x20 || bytes[start] == 0x09) { start += 1 }
        var end = start
        var quoted = false
        while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D {
            if bytes[end] == UInt8(ascii: "\"") { quoted.toggle() }
            if !quoted && (bytes[end] == UInt8(ascii: "=") || bytes[end] == UInt8(ascii: ";")) { break }
            end += 1
        }
        while end > start && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
        return end > start ? start..<end : nil
    }
}
