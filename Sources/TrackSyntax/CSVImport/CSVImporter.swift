import TrackModel

/// Turns the records of a CSV file into transactions with a rules file, as
/// hledger's CSV reader does (its manual, "How CSV rules are evaluated"):
///
/// 1. the top-level `skip` drops the first records (headers);
/// 2. for each record, the `if` blocks whose patterns match are found: one
///    with `end` stops reading, one with `skip` skips the record (or N);
/// 3. each field takes the last value assigned to it, top-level rules first,
///    then the matching blocks in file order; `%N` and `%name` are replaced by
///    the record's fields, without their surrounding spaces;
/// 4. the values make a transaction: a date (by `date-format`, else
///    `YYYY-MM-DD`, `YYYY/MM/DD` or `YYYY.MM.DD`), status, code,
///    description, comment, and posting N for each `accountN` or `amountN`;
///    a posting with an amount and no account goes to `expenses:unknown`, or
///    `income:unknown` when its amount is negative;
/// 5. the transactions are sorted by date, keeping the file's order on one
///    date; a file whose first record is newer than its last (or with
///    `newest-first`) is read from the bottom up.
///
/// Where hledger would read a broken record into something nobody meant
/// (`%5` of a 3-field record as the text `%5`; an account name with two
/// spaces), this is an error with the record's line and a caret.
public struct CSVImporter {
    public let rules: CSVRules
    /// For the positions of rules in messages.
    let sources: SourceStore

    /// The top-level assignment in effect for each field (the last one).
    let topLevel: [CSVTransactionField: CSVAssignment]

    public init(rules: CSVRules, sources: SourceStore) {
        self.rules = rules
        self.sources = sources
        var topLevel: [CSVTransactionField: CSVAssignment] = [:]
        for assignment in rules.assignments { topLevel[assignment.field] = assignment }
        self.topLevel = topLevel
    }

    /// The entries of `records`, in journal order (by date), with the
    /// problems found; a record with a problem gives no entry.
    public func entries(_ records: [CSVRecord]) -> (entries: [CSVEntry], diagnostics: [Diagnostic]) {
        var entries: [CSVEntry] = []
        var diagnostics: [Diagnostic] = []
        var ambiguity: (CSVAmount, Range<SourceLocation>, String)?
        var ambiguousCount = 0
        // With `group-by`: the key of the record before, and the entry its group makes.
        var previousKey: String?
        var group: Int?
        var i = rules.skip
        while i < records.count {
            let record = records[i]
            let matched = rules.conditionals.indices.filter { matches(rules.conditionals[$0], record) }
            if matched.contains(where: { rules.conditionals[$0].ends }) { break }
            if let skip = matched.lazy.compactMap({ rules.conditionals[$0].skip }).first, skip > 0 {
                i += skip
                continue
            }
            var evaluation = Evaluation(importer: self, record: record, index: i, matched: matched)
            let key = groupKey(record)
            if let entry = evaluation.entry() {
                if let key, key == previousKey, let group {
                    entries[group].postings += entry.postings
                } else {
                    entries.append(entry)
                    group = key == nil ? nil : entries.count - 1
                }
            } else {
                group = nil
            }
            previousKey = key
            diagnostics += evaluation.diagnostics
            // Postings 1 and 2 of the unnumbered `amount` read one field: count it once.
            var seen = Set<SourceLocation>()
            for found in evaluation.ambiguities where seen.insert(found.1.lowerBound).inserted {
                if ambiguity == nil { ambiguity = found }
                ambiguousCount += 1
            }
            i += 1
        }
        if let (amount, range, text) = ambiguity, let mark = amount.reading.ambiguousMark {
            diagnostics.append(.csvAmbiguousAmount(text, read: amount.reading.quantity.description, mark: mark.character,
                                                   at: range, others: ambiguousCount - 1))
        }
        return (ordered(entries), diagnostics)
    }

    /// The record's `group-by` value; nil without the rule or when empty.
    func groupKey(_ record: CSVRecord) -> String? {
        guard let reference = rules.groupBy, let n = rules.index(of: reference), n >= 1, n <= record.fields.count else {
            return nil
        }
        let key = record.fields[n - 1].trimmingWhitespace()
        return key.isEmpty ? nil : String(key)
    }

    /// Journal order: by date, the file's order kept on one date, reading a
    /// newest-first file from the bottom.
    func ordered(_ entries: [CSVEntry]) -> [CSVEntry] {
        var list = entries
        if rules.newestFirst || (list.count > 1 && list[0].date > list[list.count - 1].date) {
            list.reverse()
        }
        return list.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
    }

    /// The record as hledger matches a whole-record pattern: the fields
    /// without quotes, joined by commas whatever the separator.
    static func matchText(_ record: CSVRecord) -> String {
        record.fields.joined(separator: ",")
    }

    func matches(_ conditional: CSVConditional, _ record: CSVRecord) -> Bool {
        var any = false
        var group = true
        for (k, matcher) in conditional.matchers.enumerated() {
            if k > 0 && !matcher.joinsPrevious {
                if group { return true }
                group = true
            }
            if group { group = matches(matcher, record) }
            any = true
        }
        return any && group
    }

    func matches(_ matcher: CSVMatcher, _ record: CSVRecord) -> Bool {
        guard let field = matcher.field else { return matcher.matches(Self.matchText(record)) }
        guard let index = rules.index(of: field), index >= 1, index <= record.fields.count else { return matcher.matches("") }
        return matcher.matches(String(record.fields[index - 1].trimmingWhitespace()))
    }
}

extension CSVImporter {
    /// The rules applied to one record.
    struct Evaluation {
        let importer: CSVImporter
        let record: CSVRecord
        let index: Int
        /// The field's assignment in effect: the last of the top-level ones,
        /// then those of the matching blocks.
        var effective: [CSVTransactionField: CSVAssignment] = [:]
        /// The record's problems; one problem is reported once, though two
        /// postings read the same field (`amount` sets postings 1 and 2).
        var diagnostics: [Diagnostic] = [] {
            didSet {
                guard let last = diagnostics.last, diagnostics.dropLast().contains(where: {
                    $0.id == last.id && $0.range == last.range && $0.severity == last.severity
                }) else { return }
                diagnostics.removeLast()
            }
        }
        /// Amounts read with an ambiguous mark, for one warning.
        var ambiguities: [(CSVAmount, Range<SourceLocation>, String)] = []
        var rules: CSVRules { importer.rules }

        init(importer: CSVImporter, record: CSVRecord, index: Int, matched: [Int]) {
            self.importer = importer
            self.record = record
            self.index = index
            effective = importer.topLevel
            for k in matched {
                for assignment in importer.rules.conditionals[k].assignments { effective[assignment.field] = assignment }
            }
        }

        /// A rendered value and where it came from.
        struct Value {
            var text: String
            var origin: Range<SourceLocation>
            var assignment: CSVAssignment
        }

        /// The field's value with `%` references replaced, trimmed; nil when
        /// nothing assigns it or a reference is out of the record.
        mutating func value(_ field: CSVTransactionField) -> Value? {
            guard let assignment = effective[field] else { return nil }
            var text = ""
            var origins: [Range<SourceLocation>] = []
            for part in assignment.value.parts {
                switch part {
                case .text(let s):
                    text += s
                case .field(let reference, _):
                    guard let n = rules.index(of: reference) else {
                        text += reference.written  // not a field: the text itself, as hledger
                        continue
                    }
                    guard n >= 1, n <= record.fields.count else {
                        diagnostics.append(.csvFieldMissing(reference, count: record.fields.count, at: record.range,
                                                            notes: [ruleNote(assignment)]))
                        return nil
                    }
                    // A bank's text may hold `ESC [2J`: written as a visible symbol, never as the control.
                    var fieldText = ControlCharacter.shown(String(record.fields[n - 1].trimmingWhitespace()))
                    if field.isText, Self.losesFormulaGuard(record.fields[n - 1], trimmed: fieldText) {
                        fieldText = "'" + fieldText
                    }
                    if case .comment = field {
                        // The record's text in a comment: never the import fingerprint. (Other tags
                        // stay: a CSV that `track export` or hledger wrote carries the journal's tags.)
                        text += Self.untagged(fieldText, after: text, only: ImportFingerprint.tagName)
                    } else {
                        text += fieldText
                    }
                    origins.append(record.fieldRanges[n - 1])
                }
            }
            let origin: Range<SourceLocation>
            if let first = origins.first, let last = origins.last {
                origin = first.lowerBound..<max(first.lowerBound, last.upperBound)
            } else {
                origin = assignment.valueLocation..<max(assignment.valueLocation, assignment.range.upperBound)
            }
            return Value(text: String(text.trimmingWhitespace()), origin: origin, assignment: assignment)
        }

        /// `rule: FILE:LINE: the rule's line`, for messages about a value.
        func ruleNote(_ assignment: CSVAssignment) -> String {
            ruleNote(at: assignment.range.lowerBound)
        }

        func ruleNote(at location: SourceLocation) -> String {
            var locator = SourceLocator(importer.sources)
            guard let position = locator.position(of: location),
                  let line = locator.lineText(position.line, near: location) else { return "" }
            return "rule: \(position.path):\(position.line): \(line.trimmingWhitespace())"
        }

        mutating func entry() -> CSVEntry? {
            let failures = diagnostics.count
            guard let date = date(.date) ?? nil else {
                if effective[.date] == nil { diagnostics.append(.csvNoDate(at: record.range)) }
                return nil
            }
            let date2 = self.date(.date2) ?? nil
            var status = Status.unmarked
            if let value = value(.status) {
                switch value.text {
                case "": status = .unmarked
                case "*": status = .cleared
                case "!": status = .pending
                default: diagnostics.append(.csvInvalidStatus(value.text, at: value.origin, notes: [ruleNote(value.assignment)]))
                }
            }
            let code = value(.code).map { Self.oneLine($0.text) } ?? ""
            var description = value(.description).map { Self.oneLine($0.text) } ?? ""
            var comment = value(.comment(0)).map { Self.commentLines($0.text) } ?? ""
            // A journal's description ends at `;`: what follows is the comment,
            // as hledger reads the journal `hledger import` writes.
            if let semicolon = description.firstIndex(of: ";") {
                let rest = description[description.index(after: semicolon)...].trimmingWhitespace()
                let untagged = Self.untagged(rest, after: "", only: nil)
                if !rest.isEmpty { comment = comment.isEmpty ? untagged : untagged + "\n" + comment }
                description = String(description[..<semicolon].trimmingWhitespace())
            }
            let postings = self.postings()
            guard diagnostics.count == failures else { return nil }
            return CSVEntry(recordIndex: index, range: record.range, date: date, date2: date2, status: status, code: code,
                            description: description, comment: comment, postings: postings)
        }

        /// nil when not assigned; `.some(nil)` after reporting a bad date.
        mutating func date(_ field: CSVTransactionField) -> Day?? {
            guard let value = value(field) else { return nil }
            // An empty secondary date is none (an empty date is an error).
            if field == .date2 && value.text.isEmpty { return nil }
            let formats = rules.dateFormat.map { [$0] } ?? CSVDateFormat.defaults
            var reading = CSVDateFormat.Reading.mismatch
            for format in formats {
                reading = format.read(value.text)
                if case .date(let day) = reading { return .some(day) }
                if case .noSuchDay = reading { break }
            }
            var notes = [ruleNote(value.assignment)]
            if let range = rules.dateFormatRange { notes.append(ruleNote(at: range.lowerBound)) }
            diagnostics.append(.csvInvalidDate(value.text, format: rules.dateFormat, reading: reading, at: value.origin,
                                               notes: notes))
            return .some(nil)
        }

        /// A record's text as it may go into a comment, where a journal reads
        /// `name:` as a tag (an `import:` fingerprint, a posting's `date:`):
        /// a space goes before each colon that would end a tag's name
        /// (`Ref : 12`), so that the words stay and name no tag; with `only`,
        /// only before the colon of that tag name. `prefix` is the comment's
        /// text before it.
        static func untagged(_ text: some StringProtocol, after prefix: String, only: String?) -> String {
            var result = ""
            var word = String(prefix.reversed().prefix { !$0.isWhitespace }.reversed())
            for character in text {
                if character == ":", !word.isEmpty, only == nil || word == only { result.append(" ") }
                result.append(character)
                word = character.isWhitespace || character == ":" ? "" : word + String(character)
            }
            return result
        }

        /// Whether trimming took a leading tab or space that kept a
        /// spreadsheet from reading `trimmed` as a formula (`\t=1+1`): the
        /// importer then writes the `'` that OWASP recommends instead, so
        /// that the protection survives the trim.
        static func losesFormulaGuard(_ raw: some StringProtocol, trimmed: String) -> Bool {
            guard let first = raw.first, first == "\t" || first == " " || first == "\r",
                  let start = trimmed.first else { return false }
            return start == "=" || start == "+" || start == "-" || start == "@"
        }

        /// Line breaks in a description or code become spaces.
        static func oneLine(_ text: String) -> String {
            var result = ""
            var pendingSpace = false
            for character in text {
                if character == "\n" || character == "\r" || character == "\r\n" {
                    pendingSpace = true
                    continue
                }
                if pendingSpace {
                    result += " "
                    pendingSpace = false
                }
                result.append(character)
            }
            return result
        }

        /// A comment's lines: hledger's `\n` (backslash, n) starts a new one.
        static func commentLines(_ text: String) -> String {
            text.replacing("\\n", with: "\n")
                .split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0.trimmingWhitespace()) }
                .joined(separator: "\n")
        }
    }
}

extension StringProtocol {
    /// Without leading and trailing white space (spaces, tabs, line breaks,
    /// any Unicode space), as hledger strips CSV values.
    func trimmingWhitespace() -> SubSequence {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return self[endIndex...] }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return self[first...last]
    }
}

extension CSVTransactionField {
    /// Free text a spreadsheet may later read from an export: code, description, comments.
    fileprivate var isText: Bool {
        switch self {
        case .code, .description, .comment: return true
        default: return false
        }
    }
}
