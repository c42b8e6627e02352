/// `textDocument/codeAction`: the fixes behind track's hints, for the
/// diagnostics the editor sends back (their code is the diagnostic ID),
/// each a workspace edit on the document:
///
/// - `unbalanced-transaction`: leave the last posting's amount out, so
///   that track infers it (the hint's second way; the first, setting the
///   last amount, needs the journal: `Navigation.balancingAction`);
/// - `balance-assertion-failed`: assert the actual balance, which the
///   diagnostic's `actual:` line gives.
enum CodeActions {
    static func actions(uri: String, text: [UInt8], diagnostics: [JSON]) -> [JSON] {
        let lines = LineIndex(text)
        var actions: [JSON] = []
        for diagnostic in diagnostics {
            guard let code = diagnostic["code"]?.string, let range = lines.offsets(diagnostic["range"]) else { continue }
            switch code {
            case "unbalanced-transaction":
                guard let amount = lastAmount(text, lines: lines, transactionLine: lines.position(of: range.lowerBound).line) else { continue }
                actions.append(action("Leave out the last amount (track infers it)", uri: uri, diagnostic: diagnostic,
                                      range: lines.range(amount), newText: ""))
            case "balance-assertion-failed":
                let message = diagnostic["message"]?.string ?? ""
                guard let line = message.split(separator: "\n").first(where: { $0.hasPrefix("actual:") }) else { continue }
                let actual = line.dropFirst("actual:".count).drop { $0 == " " }
                actions.append(action("Assert the actual balance, \(actual)", uri: uri, diagnostic: diagnostic,
                                      range: lines.range(range), newText: "= " + actual))
            default:
                continue
            }
        }
        return actions
    }

    private static func action(_ title: String, uri: String, diagnostic: JSON, range: JSON, newText: String) -> JSON {
        .object([
            ("title", .string(title)), ("kind", .string("quickfix")), ("diagnostics", .array([diagnostic])),
            ("edit", .object([("changes", .object([(uri, .array([.object([("range", range), ("newText", .string(newText))])]))]))])),
        ])
    }

    /// The amount of the last posting of the transaction whose first line
    /// is `transactionLine`: from the end of its account to its comment or
    /// the end of its line, with the blanks before it.
    static func lastAmount(_ text: [UInt8], lines: LineIndex, transactionLine: Int) -> Range<Int>? {
        var last: Range<Int>?
        var line = transactionLine + 1
        while line < lines.lineStarts.count {
            let start = lines.lineStarts[line]
            guard start < text.count, text[start] == 0x20 || text[start] == 0x09 else { break }
            var end = line + 1 < lines.lineStarts.count ? lines.lineStarts[line + 1] - 1 : text.count
            if end > start && text[end - 1] == 0x0D { end -= 1 }
            let body = text[start..<end].drop { $0 == 0x20 || $0 == 0x09 }
            if let first = body.first, first != UInt8(ascii: ";"), let account = PostingText.accountRange(text, lineStart: start) {
                var amountEnd = text[account.upperBound..<end].firstIndex(of: UInt8(ascii: ";")) ?? end
                while amountEnd > account.upperBound && (text[amountEnd - 1] == 0x20 || text[amountEnd - 1] == 0x09) { amountEnd -= 1 }
                var close = account.upperBound
                // A virtual posting's closing bracket stays.
                while close < amountEnd && (text[close] == UInt8(ascii: ")") || text[close] == UInt8(ascii: "]")) { close += 1 }
                last = close < amountEnd ? close..<amountEnd : nil
            }
            line += 1
        }
        return last
    }
}
