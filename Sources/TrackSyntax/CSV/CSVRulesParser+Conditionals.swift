import TrackModel

/// `if` blocks and `if` tables: their patterns and the rules they apply.
extension CSVRulesParser {
    /// An `if` block: patterns on the `if` line and the lines after it that
    /// start at the beginning, then the indented rules. A blank line ends it.
    mutating func parseIfBlock(_ reader: Reader, _ line: Line, conditionStart: Int, _ n: inout Int) {
        let ifRange = reader.range(line.start, reader.trimEnd(line.start, line.end))
        var matchers: [CSVMatcher] = []
        var valid = true
        if conditionStart < line.end {
            if let matcher = matcher(reader, from: conditionStart, line: line, isFirst: true) {
                matchers.append(matcher)
            } else {
                valid = false
            }
        }
        // A pattern line that reads like a rule (`account2 x`) probably lacks its indentation.
        var ruleLike: String?
        while n < reader.lines.count {
            let next = reader.lines[n]
            if reader.isComment(next) {
                n += 1
                continue
            }
            if reader.isBlank(next) || reader.isIndented(next) { break }
            n += 1
            let word = reader.string(next.start, reader.word(next.start, next.end))
            if ruleLike == nil, CSVTransactionField(name: word) != nil || Self.directiveNames.contains(word.lowercased()) {
                ruleLike = reader.string(next.start, reader.trimEnd(next.start, next.end))
            }
            if let matcher = matcher(reader, from: next.start, line: next, isFirst: matchers.isEmpty && valid) {
                matchers.append(matcher)
            } else {
                valid = false
            }
        }
        var block = CSVConditional(matchers: matchers, range: ifRange)
        var hasRules = false
        while n < reader.lines.count {
            let next = reader.lines[n]
            if reader.isComment(next) {
                n += 1
                continue
            }
            guard reader.isIndented(next), !reader.isBlank(next) else { break }
            n += 1
            hasRules = true
            if !parseBlockRule(reader, next, into: &block) { valid = false }
        }
        if matchers.isEmpty && valid {
            diagnostics.append(.rulesIfWithoutPatterns(at: ifRange))
            return
        }
        if !hasRules {
            diagnostics.append(.rulesIfWithoutRules(at: ifRange, ruleLike: ruleLike))
            return
        }
        if valid { rules.conditionals.append(block) }
    }

    /// One indented rule of an `if` block; false after reporting a problem.
    mutating func parseBlockRule(_ reader: Reader, _ line: Line, into block: inout CSVConditional) -> Bool {
        let start = reader.skipSpaces(line.start, line.end)
        let wordEnd = reader.word(start, line.end)
        let word = reader.string(start, wordEnd).lowercased()
        let argumentStart = reader.skipSpaces(wordEnd, line.end)
        let argumentEnd = reader.trimEnd(argumentStart, line.end)
        switch word {
        case "skip":
            let range = reader.range(argumentStart, max(argumentEnd, min(argumentStart + 1, line.end)))
            guard let count = skipCount(reader.string(argumentStart, argumentEnd), at: range) else { return false }
            block.skip = count
        case "end":
            block.ends = true
        default:
            if let assignment = assignment(reader, line, from: start) {
                block.assignments.append(assignment)
            } else if Self.directiveNames.contains(word) {
                diagnostics.append(.rulesNotInsideIf(word, at: reader.range(start, wordEnd)))
                return false
            } else {
                reportUnknown(word: reader.string(start, wordEnd), at: reader.range(start, wordEnd))
                return false
            }
        }
        return true
    }

    /// `PATTERN`, `%FIELD PATTERN`, `& PATTERN`, from `from` to the line's end.
    mutating func matcher(_ reader: Reader, from: Int, line: Line, isFirst: Bool, end: Int? = nil) -> CSVMatcher? {
        let end = reader.trimEnd(from, end ?? line.end)
        var i = reader.skipSpaces(from, end)
        var joins = false
        if i < end && reader.bytes[i] == UInt8(ascii: "&") {
            if isFirst {
                diagnostics.append(.rulesAndWithoutPattern(at: reader.range(i, i + 1)))
                return nil
            }
            joins = true
            i = reader.skipSpaces(i + 1, end)
        }
        let start = i
        var field: CSVFieldReference?
        if i < end && reader.bytes[i] == UInt8(ascii: "%") {
            var nameEnd = i + 1
            while nameEnd < end && CSVFieldReference.isNameByte(reader.bytes[nameEnd]) { nameEnd += 1 }
            let patternStart = reader.skipSpaces(nameEnd, end)
            if nameEnd > i + 1, patternStart > nameEnd, patternStart < end {
                let name = reader.string(i + 1, nameEnd)
                if name.utf8.allSatisfy(\.isDigit) {
                    guard let n = Int(name), n > 0 else {
                        diagnostics.append(.rulesFieldZero(at: reader.range(i, nameEnd)))
                        return nil
                    }
                    field = .index(n)
                } else {
                    field = .name(name.lowercased())
                }
                i = patternStart
            }
        }
        let pattern = reader.string(i, end)
        guard !pattern.isEmpty else {
            diagnostics.append(.rulesIfWithoutPatterns(at: reader.range(line.start, end)))
            return nil
        }
        let regex: RegexPattern
        do {
            regex = try CSVMatcher.compile(pattern)
        } catch {
            switch error {
            case .invalid:
                diagnostics.append(.rulesInvalidRegex(pattern, at: reader.range(i, end)))
                return nil
            case .tooLarge(let limit):
                diagnostics.append(.rulesRegexTooLarge(pattern, limit: limit, at: reader.range(i, end)))
                return nil
            }
        }
        return CSVMatcher(field: field, pattern: pattern, regex: regex, joinsPrevious: joins, range: reader.range(start, end))
    }

    /// `if,account2,comment` (any punctuation after `if` separates the table).
    func ifTableSeparator(_ reader: Reader, _ line: Line) -> UInt8? {
        guard line.end - line.start > 2, reader.string(line.start, line.start + 2).lowercased() == "if" else { return nil }
        let b = reader.bytes[line.start + 2]
        guard b < 0x80, !b.isDigit, !b.isASCIILetter, !b.isSpaceOrTab, b != UInt8(ascii: "_"), b != UInt8(ascii: "%") else {
            return nil
        }
        return b
    }

    /// An `if` table: each row up to a blank line is a pattern and the values
    /// of the fields its first line names, as one `if` block per row.
    mutating func parseIfTable(_ reader: Reader, _ line: Line, separator: UInt8, _ n: inout Int) {
        let end = reader.trimEnd(line.start, line.end)
        var fields: [(CSVTransactionField, Range<SourceLocation>)] = []
        var valid = true
        for (start, stop) in split(reader, from: line.start + 3, to: end, by: separator) {
            let s = reader.skipSpaces(start, stop), e = reader.trimEnd(s, stop)
            guard let field = CSVTransactionField(name: reader.string(s, e)) else {
                diagnostics.append(.rulesTableField(reader.string(s, e), at: reader.range(s, e)))
                valid = false
                continue
            }
            fields.append((field, reader.range(s, e)))
        }
        while n < reader.lines.count {
            let row = reader.lines[n]
            if reader.isBlank(row) { break }
            n += 1
            if reader.isComment(row) || !valid { continue }
            let rowEnd = reader.trimEnd(row.start, row.end)
            let cells = split(reader, from: row.start, to: rowEnd, by: separator)
            guard cells.count == fields.count + 1 else {
                diagnostics.append(.rulesTableRow(values: cells.count - 1, fields: fields.count, at: reader.range(row.start, rowEnd)))
                continue
            }
            guard let matcher = matcher(reader, from: cells[0].0, line: row, isFirst: true, end: cells[0].1) else { continue }
            var block = CSVConditional(matchers: [matcher], range: reader.range(row.start, rowEnd))
            for ((field, _), (start, stop)) in zip(fields, cells.dropFirst()) {
                let s = reader.skipSpaces(start, stop), e = reader.trimEnd(s, stop)
                block.assignments.append(CSVAssignment(field: field, value: CSVTemplate(reader.string(s, e)),
                                                       range: reader.range(row.start, rowEnd), valueLocation: reader.location(s)))
            }
            rules.conditionals.append(block)
        }
    }

    private func split(_ reader: Reader, from: Int, to end: Int, by separator: UInt8) -> [(Int, Int)] {
        var cells: [(Int, Int)] = []
        var start = from
        var i = from
        while i <= end {
            if i == end || reader.bytes[i] == separator {
                cells.append((start, i))
                start = i + 1
            }
            i += 1
        }
        return cells
    }
}
