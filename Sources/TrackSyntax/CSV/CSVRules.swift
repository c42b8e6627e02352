import TrackModel

/// A CSV rules file as hledger defines it: how to read the CSV (skip,
/// separator, field names, date format, decimal mark) and how to turn each
/// record into a transaction (field assignments, conditional blocks).
///
/// ```rules
/// skip 1
/// fields date, description, amount
/// date-format %d/%m/%Y
/// account1 assets:bank:checking
/// if %description ^coffee
///  account2 expenses:dining
/// ```
///
/// Every part keeps its place in the rules file (in the `SourceStore`), so
/// that a message about a record can name the rule that produced it.
public struct CSVRules: Sendable {
    /// Records to skip at the start (header lines).
    public var skip = 0
    /// The `separator` rule's bytes; nil to infer it from the file's extension.
    public var separator: [UInt8]?
    public var dateFormat: CSVDateFormat?
    /// Where the `date-format` rule is, for messages.
    public var dateFormatRange: Range<SourceLocation>?
    /// Settles `1,000`-like amounts.
    public var decimalMark: AmountStyle.DecimalMark?
    /// The records are newest first even when all have one date.
    public var newestFirst = false
    /// `group-by %FIELD` (track's own rule; hledger has none): consecutive
    /// records with the same non-empty value in FIELD make one transaction,
    /// the first giving its date, description and other transaction fields,
    /// each adding its postings. `track export` writes such CSV.
    public var groupBy: CSVFieldReference?
    public var groupByRange: Range<SourceLocation>?
    /// The kind of balance assertion `balanceN` writes: `=`, `=*`, `==`, `==*`.
    public var balanceType = BalanceType()
    /// The `fields` list, lowercased; an empty name for a field left unnamed.
    public var fieldNames: [String] = []
    public var fieldsRange: Range<SourceLocation>?
    /// Top-level assignments in file order (those of the `fields` list where it is).
    public var assignments: [CSVAssignment] = []
    public var conditionals: [CSVConditional] = []

    public init() {}

    public struct BalanceType: Sendable, Hashable {
        public var isTotal = false
        public var includesSubaccounts = false

        public init(isTotal: Bool = false, includesSubaccounts: Bool = false) {
            self.isTotal = isTotal
            self.includesSubaccounts = includesSubaccounts
        }
    }

    /// The position (from 1) of the field named `name` in the `fields` list.
    public func index(ofField name: String) -> Int? {
        fieldNames.firstIndex(of: name).map { $0 + 1 }
    }

    /// The position a reference stands for, when the `fields` list knows it.
    public func index(of reference: CSVFieldReference) -> Int? {
        switch reference {
        case .index(let n): return n
        case .name(let name): return index(ofField: name)
        }
    }

    /// Whether any rule (top-level or conditional) assigns `field`.
    public func assigns(_ field: CSVTransactionField) -> Bool {
        assignments.contains { $0.field == field }
            || conditionals.contains { $0.assignments.contains { $0.field == field } }
    }
}

/// `FIELD VALUE`: gives a transaction field a value, with `%` references
/// to CSV fields. A `fields` list entry named like a transaction field is
/// the assignment `FIELD %N`.
public struct CSVAssignment: Sendable {
    public var field: CSVTransactionField
    public var value: CSVTemplate
    /// The rule's line in the rules file (or the `fields` list entry).
    public var range: Range<SourceLocation>
    /// Where the value starts in the rules file.
    public var valueLocation: SourceLocation

    public init(field: CSVTransactionField, value: CSVTemplate, range: Range<SourceLocation>, valueLocation: SourceLocation) {
        self.field = field
        self.value = value
        self.range = range
        self.valueLocation = valueLocation
    }
}

/// A pattern of an `if` block: a case-insensitive regular expression
/// searched in the whole record (`coffee`) or in one field (`%payee ^coffee`).
///
/// The whole record is matched as hledger matches it: its fields without
/// quotes, joined by commas whatever the separator.
public struct CSVMatcher: Sendable {
    public var field: CSVFieldReference?
    public var pattern: String
    let regex: RegexPattern
    /// `& PATTERN`: must hold together with the pattern above it.
    public var joinsPrevious: Bool
    public var range: Range<SourceLocation>

    init(field: CSVFieldReference?, pattern: String, regex: RegexPattern, joinsPrevious: Bool,
         range: Range<SourceLocation>) {
        self.field = field
        self.pattern = pattern
        self.regex = regex
        self.joinsPrevious = joinsPrevious
        self.range = range
    }

    /// Compiles a pattern as hledger reads it: a POSIX extended regular
    /// expression, ignoring case, where GNU's `\<` and `\>` are word boundaries;
    /// it matches in linear time, whatever the pattern.
    static func compile(_ pattern: String) throws(RegexError) -> RegexPattern {
        try RegexPattern(pattern)
    }

    func matches(_ text: String) -> Bool {
        regex.matches(text)
    }
}

/// `if PATTERNS` and the indented rules applied to the records that match:
/// field assignments, `skip` (this record, or N records from it) and `end`
/// (no more records).
public struct CSVConditional: Sendable {
    /// Alternatives: a record matches when one matcher holds together with
    /// the `&` matchers right after it.
    public var matchers: [CSVMatcher]
    public var assignments: [CSVAssignment] = []
    public var skip: Int?
    public var ends = false
    /// The `if` line.
    public var range: Range<SourceLocation>

    public init(matchers: [CSVMatcher], range: Range<SourceLocation>) {
        self.matchers = matchers
        self.range = range
    }
}
