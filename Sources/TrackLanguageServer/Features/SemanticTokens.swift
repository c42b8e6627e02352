/// `textDocument/semanticTokens/full`: dates, payees, accounts, amounts,
/// commodities, tags, directive keywords and comments, read line by line
/// from the bytes (no journal needed, so a document with errors is
/// coloured too), so that editors without a journal grammar colour it.
enum SemanticTokens {
    /// The token types, in the order their indexes refer to (the legend).
    static let legend = ["event", "string", "namespace", "number", "type", "property", "keyword", "comment"]
    enum Kind: Int { case date, payee, account, amount, commodity, tag, keyword, comment }

    static func encode(_ bytes: [UInt8]) -> JSON {
        var data: [JSON] = []
        var previousLine = 0, previousStart = 0
        let lines = LineIndex(bytes)
        for (line, start) in lines.lineStarts.enumerated() {
            var end = line + 1 < lines.lineStarts.count ? lines.lineStarts[line + 1] - 1 : bytes.count
            if end > start && bytes[end - 1] == 0x0D { end -= 1 }
            guard end > start else { continue }
            var units = 0, unitsAt = start
            for (range, kind) in tokens(bytes, start..<end) where !range.isEmpty {
                // UTF-16 columns, counted forward along the line once.
                func column(_ offset: Int) -> Int {
                    while unitsAt < offset {
                        let byte = bytes[unitsAt]
                        if byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
                        unitsAt += 1
                    }
                    return units
                }
                let first = column(range.lowerBound), last = column(range.upperBound)
                let deltaLine = line - previousLine
                let deltaStart = deltaLine == 0 ? first - previousStart : first
                data += [.int(deltaLine), .int(deltaStart), .int(last - first), .int(kind.rawValue), .int(0)]
                previousLine = line
                previousStart = first
            }
        }
        return .object([("data", .array(data))])
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// The tokens of one line, in order, not overlapping.
    static func tokens(_ bytes: [UInt8], _ line: Range<Int>) -> [(Range<Int>, Kind)] {
        let first = bytes[line.lowerBound]
        if [UInt8(ascii: ";"), UInt8(ascii: "#"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "|")].contains(first) {
            return comment(bytes, line)
        }
        var tokens: [(Range<Int>, Kind)] = []
        var i = line.lowerBound
        func word() -> Range<Int> {
            let start = i
            while i < line.upperBound && !isBlank(bytes[i]) { i += 1 }
            return start..<i
        }
        func skipBlanks() { while i < line.upperBound && isBlank(bytes[i]) { i += 1 } }
        if first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9") {
            tokens.append((word(), .date))
            skipBlanks()
            let semicolon = bytes[i..<line.upperBound].firstIndex(of: UInt8(ascii: ";")) ?? line.upperBound
            var payeeEnd = semicolon
            while payeeEnd > i && isBlank(bytes[payeeEnd - 1]) { payeeEnd -= 1 }
            tokens.append((i..<payeeEnd, .payee))
            return tokens + comment(bytes, semicolon..<line.upperBound)
        }
        if isBlank(first) {
            skipBlanks()
            guard i < line.upperBound else { return [] }
            if bytes[i] == UInt8(ascii: ";") { return comment(bytes, i..<line.upperBound) }
            guard let account = PostingText.accountRange(bytes, lineStart: line.lowerBound) else { return [] }
            tokens.append((account, .account))
            i = account.upperBound
            let semicolon = bytes[i..<line.upperBound].firstIndex(of: UInt8(ascii: ";")) ?? line.upperBound
            while i < semicolon {
                skipBlanks()
                guard i < semicolon else { break }
                let start = i
                let byte = bytes[i]
                if (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
                    while i < semicolon, bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9")
                        || [UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "-"), UInt8(ascii: "+")].contains(bytes[i]) { i += 1 }
                    tokens.append((start..<i, .amount))
                } else if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                    i += 1
                } else if byte == UInt8(ascii: "\"") {
                    i += 1
                    while i < semicolon && bytes[i] != UInt8(ascii: "\"") { i += 1 }
                    if i < semicolon { i += 1 }
                    tokens.append((start..<i, .commodity))
                } else {
                    while i < semicolon && !isBlank(bytes[i]) && !(bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9"))
                        && bytes[i] != UInt8(ascii: "-") && bytes[i] != UInt8(ascii: "@") && bytes[i] != UInt8(ascii: "=") { i += 1 }
                    if i == start { i += 1 } else { tokens.append((start..<i, .commodity)) }
                }
            }
            return tokens + comment(bytes, semicolon..<line.upperBound)
        }
        let keyword = word()
        tokens.append((keyword, .keyword))
        if bytes[keyword].elementsEqual("account".utf8) {
            tokens.append((PostingText.declaredName(bytes, lineStart: line.lowerBound), .account))
        }
        return tokens
    }

    /// A comment, with each `tag:` in it a tag.
    private static func comment(_ bytes: [UInt8], _ range: Range<Int>) -> [(Range<Int>, Kind)] {
        guard !range.isEmpty else { return [] }
        var tokens: [(Range<Int>, Kind)] = []
        var segment = range.lowerBound
        var i = range.lowerBound
        while i < range.upperBound {
            let wordStart = i
            while i < range.upperBound && !isBlank(bytes[i]) && bytes[i] != UInt8(ascii: ",") && bytes[i] != UInt8(ascii: ":") { i += 1 }
            if i < range.upperBound && bytes[i] == UInt8(ascii: ":") && i > wordStart && bytes[wordStart] != UInt8(ascii: ";") {
                if wordStart > segment { tokens.append((segment..<wordStart, .comment)) }
                tokens.append((wordStart..<(i + 1), .tag))
                segment = i + 1
            }
            i += 1
        }
        if range.upperBound > segment { tokens.append((segment..<range.upperBound, .comment)) }
        return tokens
    }
}
