import TrackModel

/// Reads a CSV rules file, and the files it includes, into `CSVRules`,
/// reporting every problem with its place (the rules files are added to the
/// `SourceStore`, so messages show the line and a caret).
///
/// The format is hledger's (its manual, "CSV FORMAT"): one rule per line;
/// blank lines and lines starting with `#` or `;` are comments; an `if`
/// line is followed by more patterns at the start of their lines, then its
/// rules indented. A rule may be written `NAME VALUE` or `NAME: VALUE`.
/// Names are read ignoring case.
///
/// Stricter than hledger where it would read a rule in a way nobody means:
/// a `%name` pattern naming no field is an error (hledger never matches it).
public struct CSVRulesParser {
    let fileSystem: any JournalFileSystem
    let homeDirectory: String?
    var rules = CSVRules()
    var diagnostics: [Diagnostic] = []
    /// Canonical paths of the rules files being read, outermost first.
    var includeStack: [String] = []

    /// Reads the rules file at `path`; its bytes (and those of included
    /// files) go into `sources`.
    public static func parse(
        path: String, into sources: inout SourceStore, fileSystem: any JournalFileSystem, homeDirectory: String? = nil
    ) -> (rules: CSVRules, diagnostics: [Diagnostic]) {
        var parser = CSVRulesParser(fileSystem: fileSystem, homeDirectory: homeDirectory)
        switch fileSystem.readArgument(path) {
        case .failure(.notFound):
            return (parser.rules, [.rulesFileNotFound(path)])
        case .failure(.isDirectory):
            return (parser.rules, [.rulesFileUnreadable(path, reason: "it is a folder")])
        case .failure(.unreadable(let reason)):
            return (parser.rules, [.rulesFileUnreadable(path, reason: reason)])
        case .success(let bytes):
            guard let index = sources.add(path: path, bytes: bytes) else {
                return (parser.rules, [.journalTooLarge(at: nil)])
            }
            parser.includeStack = [fileSystem.canonicalPath(path)]
            parser.parseFile(at: index, sources: &sources)
            parser.checkReferences()
            return (parser.rules, parser.diagnostics)
        }
    }

    init(fileSystem: any JournalFileSystem, homeDirectory: String?) {
        self.fileSystem = fileSystem
        self.homeDirectory = homeDirectory
    }

    /// One line of a rules file: byte offsets of its content (no line ending).
    struct Line {
        var start: Int
        var end: Int
    }

    /// What the lines of one file are read with.
    struct Reader {
        let bytes: SourceBytes
        let base: UInt32
        let lines: [Line]

        init(_ file: SourceFile) {
            bytes = file.bytes
            base = file.base
            var lines: [Line] = []
            var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            var i = start
            while i <= bytes.count {
                // LF, CRLF or a lone CR (old Mac files), as the CSV reader reads records.
                if i == bytes.count || bytes[i] == .newline || (bytes[i] == .carriageReturn && i + 1 < bytes.count && bytes[i + 1] != .newline) {
                    var end = i
                    if end > start && bytes[end - 1] == .carriageReturn { end -= 1 }
                    if i < bytes.count || end > start { lines.append(Line(start: start, end: end)) }
                    start = i + 1
                }
                i += 1
            }
            self.lines = lines
        }

        func location(_ offset: Int) -> SourceLocation { SourceLocation(offset: base + UInt32(offset)) }

        func range(_ start: Int, _ end: Int) -> Range<SourceLocation> {
            location(start)..<location(max(end, start))
        }

        func string(_ start: Int, _ end: Int) -> String {
            start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : ""
        }

        /// The first offset at or after `from` that is not a space or tab.
        func skipSpaces(_ from: Int, _ end: Int) -> Int {
            var i = from
            while i < end && bytes[i].isSpaceOrTab { i += 1 }
            return i
        }

        /// `end` without trailing spaces and tabs.
        func trimEnd(_ start: Int, _ end: Int) -> Int {
            var e = end
            while e > start && bytes[e - 1].isSpaceOrTab { e -= 1 }
            return e
        }

        func isBlank(_ line: Line) -> Bool { skipSpaces(line.start, line.end) == line.end }

        /// A comment line: `#` or `;` first (after any indentation).
        func isComment(_ line: Line) -> Bool {
            let first = skipSpaces(line.start, line.end)
            return first < line.end && (bytes[first] == UInt8(ascii: "#") || bytes[first] == .semicolon)
        }

        func isIndented(_ line: Line) -> Bool {
            line.start < line.end && bytes[line.start].isSpaceOrTab
        }

        /// The rule's name from `from`: up to a space, a tab, a `:` or the end.
        func word(_ from: Int, _ end: Int) -> Int {
            var i = from
            while i < end && !bytes[i].isSpaceOrTab && bytes[i] != UInt8(ascii: ":") { i += 1 }
            return i
        }
    }

    mutating func parseFile(at index: Int, sources: inout SourceStore) {
        let reader = Reader(sources.files[index])
        var n = 0
        while n < reader.lines.count {
            let before = n
            parseTopLevel(reader, &n, sources: &sources)
            if n <= before { n = before + 1 }  // progress, always
        }
    }

    /// One top-level rule at line `n`; an `if` block takes its following lines too.
    mutating func parseTopLevel(_ reader: Reader, _ n: inout Int, sources: inout SourceStore) {
        let line = reader.lines[n]
        n += 1
        if reader.isBlank(line) || reader.isComment(line) { return }
        if reader.isIndented(line) {
            let start = reader.skipSpaces(line.start, line.end)
            diagnostics.append(.rulesIndentedOutsideIf(at: reader.range(start, reader.trimEnd(start, line.end))))
            return
        }
        if let table = ifTableSeparator(reader, line) {
            parseIfTable(reader, line, separator: table, &n)
            return
        }
        let wordEnd = reader.word(line.start, line.end)
        let word = reader.string(line.start, wordEnd).lowercased()
        let wordRange = reader.range(line.start, wordEnd)
        let argumentStart = reader.skipSpaces(wordEnd, line.end)
        let argumentEnd = reader.trimEnd(argumentStart, line.end)
        let argument = reader.string(argumentStart, argumentEnd)
        // A missing argument is shown under the rule's name.
        let argumentRange = argument.isEmpty ? wordRange : reader.range(argumentStart, argumentEnd)
        switch word {
        case "if":
            parseIfBlock(reader, line, conditionStart: argumentStart, &n)
        case "skip":
            if let count = skipCount(argument, at: argumentRange) { rules.skip = count }
        case "fields":
            parseFields(reader, from: argumentStart, line: line)
        case "separator":
            parseSeparator(reader, line, wordEnd: wordEnd)
        case "date-format":
            parseDateFormat(reader, argumentStart, argumentEnd, line: line)
        case "decimal-mark":
            switch argument {
            case ".": rules.decimalMark = .period
            case ",": rules.decimalMark = .comma
            default: diagnostics.append(.rulesInvalidDecimalMark(argument, at: argumentRange))
            }
        case "newest-first":
            rules.newestFirst = true
        case "balance-type":
            switch argument {
            case "=": rules.balanceType = .init()
            case "=*": rules.balanceType = .init(includesSubaccounts: true)
            case "==": rules.balanceType = .init(isTotal: true)
            case "==*": rules.balanceType = .init(isTotal: true, includesSubaccounts: true)
            default: diagnostics.append(.rulesInvalidBalanceType(argument, at: argumentRange))
            }
        case "include":
            parseInclude(argument, at: argumentRange, reader: reader, sources: &sources)
        case "group-by":
            parseGroupBy(argument, at: argumentRange)
        case "end":
            diagnostics.append(.rulesEndOutsideIf(at: wordRange))
        default:
            if let assignment = assignment(reader, line) {
                rules.assignments.append(assignment)
            } else {
                reportUnknown(word: reader.string(line.start, wordEnd), at: wordRange)
            }
        }
    }

    static let directiveNames = [
        "skip", "fields", "separator", "date-format", "decimal-mark", "newest-first", "balance-type", "include", "if", "end",
        "group-by",
    ]

    mutating func reportUnknown(word: String, at range: Range<SourceLocation>) {
        let suggestion = Suggestion.closest(to: word, among: Self.directiveNames + CSVTransactionField.commonNames)
        diagnostics.append(.rulesUnknown(word, suggestion: suggestion, at: range))
    }

    /// `skip` alone is one record; `skip N` is N.
    mutating func skipCount(_ argument: String, at range: Range<SourceLocation>) -> Int? {
        if argument.isEmpty { return 1 }
        guard argument.utf8.allSatisfy(\.isDigit), let count = Int(argument) else {
            diagnostics.append(.rulesInvalidSkip(argument, at: range))
            return nil
        }
        return count
    }

    /// A field assignment, `NAME VALUE` or `NAME: VALUE` (the value may be
    /// empty); nil when the line does not name a field.
    func assignment(_ reader: Reader, _ line: Line, from start: Int? = nil) -> CSVAssignment? {
        let start = start ?? line.start
        let wordEnd = reader.word(start, line.end)
        guard let field = CSVTransactionField(name: reader.string(start, wordEnd)) else { return nil }
        var valueStart = reader.skipSpaces(wordEnd, line.end)
        if valueStart < line.end && reader.bytes[valueStart] == UInt8(ascii: ":") {
            valueStart = reader.skipSpaces(valueStart + 1, line.end)
        }
        let valueEnd = reader.trimEnd(valueStart, line.end)
        return CSVAssignment(field: field, value: CSVTemplate(reader.string(valueStart, valueEnd)),
                             range: reader.range(start, reader.trimEnd(start, line.end)),
                             valueLocation: reader.location(valueStart))
    }

    /// `fields date, description, , amount`: names the CSV fields, and
    /// assigns those named like a transaction field.
    mutating func parseFields(_ reader: Reader, from start: Int, line: Line) {
        let end = reader.trimEnd(start, line.end)
        guard start < end else {
            diagnostics.append(.rulesEmptyFields(at: reader.range(line.start, end)))
            return
        }
        var names: [String] = []
        var assignments: [CSVAssignment] = []
        var i = start
        while i <= end {
            var nameStart = reader.skipSpaces(i, end)
            var nameEnd: Int
            var next: Int
            if nameStart < end && reader.bytes[nameStart] == UInt8(ascii: "\"") {
                // A quoted name may hold spaces (hledger allows it); it is kept whole.
                nameStart += 1
                nameEnd = nameStart
                while nameEnd < end && reader.bytes[nameEnd] != UInt8(ascii: "\"") { nameEnd += 1 }
                next = nameEnd < end ? nameEnd + 1 : end
                while next < end && reader.bytes[next] != UInt8(ascii: ",") { next += 1 }
            } else {
                nameEnd = nameStart
                while nameEnd < end && reader.bytes[nameEnd] != UInt8(ascii: ",") { nameEnd += 1 }
                next = nameEnd
                nameEnd = reader.trimEnd(nameStart, nameEnd)
                let invalid = reader.bytes[nameStart..<nameEnd].contains { !CSVFieldReference.isNameByte($0) }
                if invalid {
                    diagnostics.append(.rulesInvalidFieldName(reader.string(nameStart, nameEnd), at: reader.range(nameStart, nameEnd)))
                    return
                }
            }
            let name = reader.string(nameStart, nameEnd).lowercased()
            names.append(name)
            if let field = CSVTransactionField(name: name) {
                let reference = "%" + String(names.count)
                assignments.append(CSVAssignment(field: field, value: CSVTemplate(reference),
                                                 range: reader.range(nameStart, nameEnd),
                                                 valueLocation: reader.location(nameStart)))
            }
            i = next + 1
        }
        rules.fieldNames = names
        rules.fieldsRange = reader.range(line.start, end)
        rules.assignments += assignments
    }

    /// `separator ;`, `separator TAB`, `separator space`; the character
    /// itself may be a space or a tab.
    mutating func parseSeparator(_ reader: Reader, _ line: Line, wordEnd: Int) {
        // `separator  ` (a space after the one that follows the word) is the space itself.
        let raw = wordEnd + 1 < line.end ? reader.string(wordEnd + 1, line.end) : ""
        let trimmed = String(raw.trimmingSpaces())
        let start = reader.skipSpaces(wordEnd, line.end)
        let range = reader.range(start, max(reader.trimEnd(start, line.end), min(start + 1, line.end)))
        switch trimmed.lowercased() {
        case "tab", "\\t": rules.separator = [.tab]
        case "space": rules.separator = [.space]
        case "":
            if raw == " " || raw == "\t" {
                rules.separator = Array(raw.utf8)
            } else {
                diagnostics.append(.rulesInvalidSeparator("", at: reader.range(line.start, wordEnd)))
            }
        default:
            guard trimmed.count == 1 else {
                diagnostics.append(.rulesInvalidSeparator(trimmed, at: range))
                return
            }
            rules.separator = Array(trimmed.utf8)
        }
    }

    /// `group-by %txnidx`: one CSV field, by name or position.
    mutating func parseGroupBy(_ argument: String, at range: Range<SourceLocation>) {
        let template = CSVTemplate(argument)
        guard template.parts.count == 1, case .field(let reference, _) = template.parts[0] else {
            diagnostics.append(.rulesInvalidGroupBy(argument, at: range))
            return
        }
        if case .index(0) = reference {
            diagnostics.append(.rulesFieldZero(at: range))
            return
        }
        rules.groupBy = reference
        rules.groupByRange = range
    }

    mutating func parseDateFormat(_ reader: Reader, _ start: Int, _ end: Int, line: Line) {
        guard start < end else {
            diagnostics.append(.rulesInvalidDateFormat(nil, at: reader.range(line.start, reader.word(line.start, line.end))))
            return
        }
        do {
            rules.dateFormat = try CSVDateFormat(reader.string(start, end))
            rules.dateFormatRange = reader.range(line.start, end)
        } catch {
            let at = start + error.offset
            diagnostics.append(.rulesInvalidDateFormat(error.directive, at: reader.range(at, at + error.directive.utf8.count)))
        }
    }

    mutating func parseInclude(_ written: String, at range: Range<SourceLocation>, reader: Reader, sources: inout SourceStore) {
        guard !written.isEmpty else {
            diagnostics.append(.rulesIncludeNeedsPath(at: range))
            return
        }
        let including = sources.file(of: range.lowerBound)?.path ?? ""
        let path = JournalParser.resolve(written, relativeTo: including, home: homeDirectory)
        let canonical = fileSystem.canonicalPath(path)
        if includeStack.contains(canonical) {
            diagnostics.append(.includeCycle(written, at: range))
            return
        }
        switch fileSystem.read(path) {
        case .failure(.notFound):
            diagnostics.append(.includeNotFound(written, resolved: path, at: range))
        case .failure(.isDirectory):
            diagnostics.append(.includeUnreadable(written, reason: "it is a folder", at: range))
        case .failure(.unreadable(let reason)):
            diagnostics.append(.includeUnreadable(written, reason: reason, at: range))
        case .success(let bytes):
            guard let index = sources.add(path: path, bytes: bytes) else {
                diagnostics.append(.journalTooLarge(at: range))
                return
            }
            includeStack.append(canonical)
            parseFile(at: index, sources: &sources)
            includeStack.removeLast()
        }
    }
}

extension CSVRulesParser {
    /// After the whole file is read: every `%name` pattern names a field of
    /// the `fields` list, and some rule gives the date.
    mutating func checkReferences() {
        if case .name(let name)? = rules.groupBy, rules.index(ofField: name) == nil, let range = rules.groupByRange {
            diagnostics.append(.rulesUnknownField(.name(name), names: rules.fieldNames, at: range))
        }
        for conditional in rules.conditionals {
            for matcher in conditional.matchers {
                if case .name(let name)? = matcher.field, rules.index(ofField: name) == nil {
                    // The matcher starts at its `%`: underline the name only.
                    let start = matcher.range.lowerBound
                    let end = SourceLocation(offset: start.offset + UInt32(1 + name.utf8.count))
                    diagnostics.append(.rulesUnknownField(.name(name), names: rules.fieldNames, at: start..<end))
                }
            }
        }
        if diagnostics.isEmpty && !rules.assigns(.date) {
            diagnostics.append(.rulesMissingDate(at: rules.fieldsRange))
        }
    }
}
