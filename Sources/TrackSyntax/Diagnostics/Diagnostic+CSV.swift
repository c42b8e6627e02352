import TrackModel

/// Every message of a CSV import's diagnostics, declared once with its hint by
/// the function named like its ID (`DiagnosticID.CSV`), sorted by name:
/// problems with the CSV file or one of its records (`csv…`), and with the
/// rules (`rules…`).
extension Diagnostic {
    static func csvAmbiguousAmount(_ text: String, read: String, mark: Character, at range: Range<SourceLocation>, others: Int) -> Diagnostic {
        Diagnostic(.csv(.csvAmbiguousAmount), severity: .warning, range: range,
                   message: "'\(text)' is ambiguous: read as \(read) (with '\(mark)' as a decimal mark, as hledger reads it)",
                   hint: "say which mark is the decimal mark with 'decimal-mark .' or 'decimal-mark ,' in the rules",
                   notes: others > 0 ? ["\(others) more \(others == 1 ? "amount is" : "amounts are") ambiguous in the same way"] : [])
    }

    static func csvAmountOverflow(_ text: String, at range: Range<SourceLocation>, notes: [String]) -> Diagnostic {
        Diagnostic(.csv(.csvAmountOverflow), range: range, message: "'\(text)' has more digits than track can hold exactly",
                   hint: "amounts may have up to 38 significant digits and 37 decimal places", notes: notes)
    }

    static func csvDateNotInFormat(_ text: String, format: CSVDateFormat, at range: Range<SourceLocation>, notes: [String]) -> Diagnostic {
        Diagnostic(.csv(.csvDateNotInFormat), range: range, message: "'\(text)' is not a date in the format '\(format.source)'",
                   hint: dateFormatHint, notes: notes)
    }

    static func csvEmptyDate(at range: Range<SourceLocation>, notes: [String]) -> Diagnostic {
        Diagnostic(.csv(.csvEmptyDate), range: range, message: "this record's date is empty", hint: noDateFormatHint, notes: notes)
    }

    static func csvEmptyDateInFormat(at range: Range<SourceLocation>, notes: [String]) -> Diagnostic {
        Diagnostic(.csv(.csvEmptyDateInFormat), range: range, message: "this record's date is empty", hint: dateFormatHint, notes: notes)
    }

    static func csvFieldMissing(_ reference: CSVFieldReference, count: Int, at range: Range<SourceLocation>, notes: [String]) -> Diagnostic {
        Diagnostic(.csv(.csvFieldMissing), range: range,
                   message: "this record has \(count) \(count == 1 ? "field" : "fields"), so it has no \(reference.written)",
                   hint: "check the separator and the fields list; skip records like this one with an 'if' block and 'skip'",
                   notes: notes)
    }

    static func csvFileNotFound(_ path: String) -> Diagnostic {
        Diagnostic(.csv(.csvFileNotFound), range: nil, message: "CSV file '\(path)' not found",
                   hint: "check the path; it is relative to the current folder")
    }

    static func csvFileUnreadable(_ path: String, reason: String) -> Diagnostic {
        Diagnostic(.csv(.csvFileUnreadable), range: nil, message: "cannot read CSV file '\(path)': \(reason)")
    }

    static func csvInvalidAccount(_ name: String, at range: Range<SourceLocation>, notes: [String]) -> Diagnostic {
        Diagnostic(.csv(.csvInvalidAccount), range: range, message: "'\(name)' is not an account name: it holds two spaces or a tab",
                   hint: "an account name may hold single spaces; in a journal two spaces or a tab end it", notes: notes)
    }

    static func csvInvalidAmount(_ text: String, at range: Range<SourceLocation>, notes: [String]) -> Diagnostic {
        Diagnostic(.csv(.csvInvalidAmount), range: range, message: "'\(text)' is not an amount",
                   hint: "an amount is a number with an optional commodity, such as -12.50, $12.50, 12.50 USD or (12.50); "
                       + "give a commodity written apart with a currency rule",
                   notes: notes)
    }

    static func csvInvalidStatus(_ text: String, at range: Range<SourceLocation>, notes: [String]) -> Diagnostic {
        Diagnostic(.csv(.csvInvalidStatus), range: range, message: "'\(text)' is not a status",
                   hint: "a status is * (cleared), ! (pending) or empty", notes: notes)
    }

    static func csvNoDate(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.csvNoDate), range: range, message: "no rule gives this record a date",
                   hint: "add a top-level rule such as 'date %1', or name a field 'date' in the fields list")
    }

    /// `why` says which part does not exist: the year, the month or the day.
    static func csvNoSuchDate(_ text: String, why: String, at range: Range<SourceLocation>, notes: [String]) -> Diagnostic {
        Diagnostic(.csv(.csvNoSuchDate), range: range, message: "'\(text)' is not a valid date: \(why)",
                   hint: "check the date-format rule: %d is the day, %m the month", notes: notes)
    }

    static func csvNotADate(_ text: String, at range: Range<SourceLocation>, notes: [String]) -> Diagnostic {
        Diagnostic(.csv(.csvNotADate), range: range, message: "'\(text)' is not a date", hint: noDateFormatHint, notes: notes)
    }

    /// `count` real postings of the transaction built from a record leave out their amount.
    static func csvRecordMissingAmounts(_ count: Int, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.csvRecordMissingAmounts), range: range, message: missingAmountsMessage(count, virtual: false),
                   hint: recordMissingAmountsHint)
    }

    /// `count` balanced virtual `[postings]` of the record's transaction leave out their amount.
    static func csvRecordMissingVirtualAmounts(_ count: Int, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.csvRecordMissingVirtualAmounts), range: range, message: missingAmountsMessage(count, virtual: true),
                   hint: recordMissingAmountsHint)
    }

    /// `sum` is what the real postings of the record's transaction sum to.
    static func csvRecordUnbalanced(sum: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.csvRecordUnbalanced), range: range, message: unbalancedMessage(sum: sum, virtual: false),
                   hint: recordUnbalancedHint)
    }

    /// `sum` is what the balanced virtual `[postings]` of the record's transaction sum to.
    static func csvRecordUnbalancedVirtual(sum: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.csvRecordUnbalancedVirtual), range: range, message: unbalancedMessage(sum: sum, virtual: true),
                   hint: recordUnbalancedHint)
    }

    static func csvSeveralAmounts(posting: Int, fields: [String], at range: Range<SourceLocation>, notes: [String]) -> Diagnostic {
        Diagnostic(.csv(.csvSeveralAmounts), range: range,
                   message: "posting \(posting) gets non-zero amounts from \(fields.joined(separator: " and ")); it may have one",
                   hint: "leave one empty or zero, or choose with 'if' blocks, such as: if %amount-in [1-9]  (then, indented) amount1 %amount-in",
                   notes: notes)
    }

    static func csvTextAfterQuote(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.csvTextAfterQuote), range: range, message: "unexpected text after the closing quote of a field",
                   hint: "quote the whole field and write each quote inside it twice: \"say \"\"hi\"\"\"")
    }

    static func csvUnclosedQuote(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.csvUnclosedQuote), range: range, message: "this quoted field is not closed",
                   hint: "add the closing '\"'; a quote inside a quoted field is written twice (\"\")")
    }

    static func rulesAndWithoutPattern(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.rulesAndWithoutPattern), range: range, message: "'&' joins a pattern to the one above it, and there is none",
                   hint: "remove the '&', or put the pattern it belongs to above it")
    }

    static func rulesBalanceTypeMissing(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.rulesBalanceTypeMissing), range: range, message: "'balance-type' needs a type", hint: balanceTypeHint)
    }

    static func rulesDateFormatMissing(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.rulesDateFormatMissing), range: range, message: "'date-format' needs a format", hint: dateDirectivesHint)
    }

    static func rulesDecimalMarkMissing(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.rulesDecimalMarkMissing), range: range, message: "'decimal-mark' needs a mark", hint: decimalMarkHint)
    }

    static func rulesEmptyFields(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.rulesEmptyFields), range: range, message: "'fields' needs the names of the CSV fields",
                   hint: "name them in order, separated by commas, such as: fields date, description, amount")
    }

    static func rulesEndOutsideIf(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.rulesEndOutsideIf), range: range, message: "'end' belongs inside an 'if' block",
                   hint: "indent it under an 'if' whose patterns match the record to stop at")
    }

    static func rulesFieldZero(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.rulesFieldZero), range: range, message: "'%0' names no CSV field: fields are numbered from 1",
                   hint: "the first field is %1")
    }

    static func rulesFileNotFound(_ path: String) -> Diagnostic {
        Diagnostic(.csv(.rulesFileNotFound), range: nil, message: "rules file '\(path)' not found",
                   hint: "give the rules with --rules FILE (hledger names them like the CSV file plus .rules)")
    }

    static func rulesFileUnreadable(_ path: String, reason: String) -> Diagnostic {
        Diagnostic(.csv(.rulesFileUnreadable), range: nil, message: "cannot read rules file '\(path)': \(reason)")
    }

    static func rulesGroupByMissing(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.rulesGroupByMissing), range: range, message: "'group-by' needs a CSV field", hint: groupByHint)
    }

    static func rulesGroupByNotOneField(_ text: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.rulesGroupByNotOneField), range: range, message: "'\(text)' is not one CSV field", hint: groupByHint)
    }

    static func rulesIfBlockEmpty(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.rulesIfBlockEmpty), range: range, message: "this 'if' block has no rules",
                   hint: "indent its rules by at least one space under the patterns; a line at the beginning of the line is one more pattern")
    }

    /// `ruleLike` is the pattern line below the `if` that reads like a rule.
    static func rulesIfRuleNotIndented(_ ruleLike: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.rulesIfRuleNotIndented), range: range, message: "this 'if' block has no rules",
                   hint: "'\(ruleLike)' is read as one more pattern; indent it by at least one space to make it a rule of this block")
    }

    static func rulesIfWithoutPatterns(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.rulesIfWithoutPatterns), range: range, message: "'if' needs a pattern",
                   hint: "write it after 'if' (if coffee) or on the lines below, one pattern per line, such as %description ^coffee")
    }

    static func rulesIncludeNeedsPath(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.rulesIncludeNeedsPath), range: range, message: "'include' needs a rules file, such as 'include common.rules'")
    }

    static func rulesIndentedOutsideIf(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.rulesIndentedOutsideIf), range: range, message: "this indented line belongs to no 'if' block",
                   hint: "only the rules of an 'if' block are indented, and a blank line ends the block; "
                       + "start other rules at the beginning of the line")
    }

    static func rulesInvalidFieldName(_ name: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.rulesInvalidFieldName), range: range, message: "'\(name)' is not a field name",
                   hint: "a name holds letters, digits, '_' and '-', with no spaces; leave a field unnamed with nothing or _ between the commas")
    }

    static func rulesInvalidRegex(_ pattern: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.rulesInvalidRegex), range: range, message: "'\(pattern)' is not a valid regular expression",
                   hint: "check brackets and escapes (\\. matches a dot, \\( a parenthesis); patterns ignore case")
    }

    /// A pattern past `RegexPattern.maxInstructions`; long ones are shown by their start.
    static func rulesRegexTooLarge(_ pattern: String, limit: Int, at range: Range<SourceLocation>) -> Diagnostic {
        let shown = pattern.count > 40 ? pattern.prefix(40) + "…" : pattern[...]
        return Diagnostic(.csv(.rulesRegexTooLarge), range: range,
                          message: "'\(shown)' is too large a regular expression (over \(limit) instructions)",
                          hint: "split it into several patterns, one per line after 'if': a record matching any of them matches")
    }

    static func rulesInvalidSkip(_ text: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.rulesInvalidSkip), range: range, message: "'\(text)' is not a number of records to skip",
                   hint: "write 'skip' alone to skip one record, or 'skip N' with a whole number, such as skip 2")
    }

    static func rulesMissingDate(at range: Range<SourceLocation>?) -> Diagnostic {
        Diagnostic(.csv(.rulesMissingDate), range: range, message: "the rules do not say which CSV field is the date",
                   hint: "name a field 'date' in the fields list, or add a rule such as 'date %1'")
    }

    static func rulesNotABalanceType(_ text: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.rulesNotABalanceType), range: range, message: "'\(text)' is not a balance assertion type", hint: balanceTypeHint)
    }

    static func rulesNotADecimalMark(_ text: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.rulesNotADecimalMark), range: range, message: "'\(text)' is not a decimal mark", hint: decimalMarkHint)
    }

    static func rulesNotInsideIf(_ word: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.rulesNotInsideIf), range: range, message: "'\(word)' applies to the whole file and cannot be inside an 'if' block",
                   hint: "move it out of the block, to the beginning of a line; an 'if' block holds field assignments, skip and end")
    }

    static func rulesSeparatorMissing(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.rulesSeparatorMissing), range: range, message: "'separator' needs a character", hint: separatorHint)
    }

    static func rulesSeparatorTooLong(_ text: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.rulesSeparatorTooLong), range: range, message: "'\(text)' is not a separator: it is more than one character",
                   hint: separatorHint)
    }

    static func rulesTableField(_ name: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.rulesTableField), range: range, message: "'\(name)' is not a field an 'if' table can set",
                   hint: "an 'if' table sets fields such as account2, comment or description: if,account2,comment")
    }

    static func rulesTableRow(values: Int, fields: Int, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.rulesTableRow), range: range,
                   message: "this row has \(values) \(values == 1 ? "value" : "values"); the table's 'if' line names \(fields) \(fields == 1 ? "field" : "fields")",
                   hint: "write a pattern and one value per field, separated like the 'if' line (a value may be empty)")
    }

    static func rulesUnknown(_ word: String, suggestion: String?, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.rulesUnknown), range: range, message: "unknown rule '\(word)'",
                   hint: suggestion.map { "did you mean '\($0)'? " + rulesHelp } ?? rulesHelp)
    }

    /// `directive` is the `%` directive `date-format` does not know.
    static func rulesUnknownDateDirective(_ directive: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.csv(.rulesUnknownDateDirective), range: range, message: "'\(directive)' is not a date format directive",
                   hint: dateDirectivesHint)
    }

    static func rulesUnknownField(_ reference: CSVFieldReference, names: [String], at range: Range<SourceLocation>) -> Diagnostic {
        let named = names.filter { !$0.isEmpty && $0 != "_" }
        let suggestion: String?
        if case .name(let name) = reference { suggestion = Suggestion.closest(to: name, among: named) } else { suggestion = nil }
        let hint: String
        if let suggestion {
            hint = "did you mean '%\(suggestion)'?"
        } else if named.isEmpty {
            hint = "name the CSV fields with a 'fields' list, or refer to them by position, such as %1"
        } else {
            hint = "the fields list names " + named.map { "%" + $0 }.joined(separator: ", ") + "; or refer to a field by position, such as %1"
        }
        return Diagnostic(.csv(.rulesUnknownField), range: range, message: "'\(reference.written)' names no CSV field", hint: hint)
    }
}

/// Hints several messages share.
extension Diagnostic {
    static let rulesHelp = "rules are skip, fields, separator, date-format, decimal-mark, newest-first, balance-type, "
        + "include, if, end, group-by, and field assignments such as 'account1 assets:bank' or 'description %2'"
    private static let balanceTypeHint = "write = (one commodity), == (all commodities), or =* and ==* to include subaccounts"
    private static let dateDirectivesHint = "write the format with %Y %y %m %d %b %B %e %j, and %H %M %S %I %l %p %z for a time "
        + "(%-d and %-m take one or two digits), such as date-format %d/%m/%Y"
    private static let dateFormatHint = "correct the date-format rule (%d and %m take two digits, %-d and %-m one or two)"
    private static let decimalMarkHint = "write 'decimal-mark .' or 'decimal-mark ,'"
    private static let groupByHint = "write the field whose value is shared by the records of one transaction, such as group-by %txnidx"
    private static let noDateFormatHint = "without a date-format rule dates are YYYY-MM-DD, YYYY/MM/DD or YYYY.MM.DD; "
        + "describe others with one, such as date-format %d/%m/%Y"
    /// What to change in the rules, rather than in a journal's postings.
    private static let recordMissingAmountsHint =
        "give all postings but one an amount (amountN), or set no accountN for the postings not wanted"
    private static let recordUnbalancedHint =
        "give the record a posting that balances it: an account with no amount (account2 alone) takes what balances the others"
    private static let separatorHint = "write one character, such as 'separator ;', or the word tab or space"
}

/// The readers report what they found wrong; these choose the message.
extension Diagnostic {
    /// `text` is the argument after `separator`, trimmed.
    static func rulesInvalidSeparator(_ text: String, at range: Range<SourceLocation>) -> Diagnostic {
        text.isEmpty ? .rulesSeparatorMissing(at: range) : .rulesSeparatorTooLong(text, at: range)
    }

    static func rulesInvalidDecimalMark(_ text: String, at range: Range<SourceLocation>) -> Diagnostic {
        text.isEmpty ? .rulesDecimalMarkMissing(at: range) : .rulesNotADecimalMark(text, at: range)
    }

    static func rulesInvalidBalanceType(_ text: String, at range: Range<SourceLocation>) -> Diagnostic {
        text.isEmpty ? .rulesBalanceTypeMissing(at: range) : .rulesNotABalanceType(text, at: range)
    }

    static func rulesInvalidGroupBy(_ text: String, at range: Range<SourceLocation>) -> Diagnostic {
        text.isEmpty ? .rulesGroupByMissing(at: range) : .rulesGroupByNotOneField(text, at: range)
    }

    /// `directive` is the `%` directive not understood; nil when no format is given.
    static func rulesInvalidDateFormat(_ directive: String?, at range: Range<SourceLocation>) -> Diagnostic {
        directive.map { .rulesUnknownDateDirective($0, at: range) } ?? .rulesDateFormatMissing(at: range)
    }

    /// `ruleLike` is a pattern line below the `if` that looks like a rule, if any.
    static func rulesIfWithoutRules(at range: Range<SourceLocation>, ruleLike: String? = nil) -> Diagnostic {
        ruleLike.map { .rulesIfRuleNotIndented($0, at: range) } ?? .rulesIfBlockEmpty(at: range)
    }

    static func csvInvalidDate(
        _ text: String, format: CSVDateFormat?, reading: CSVDateFormat.Reading, at range: Range<SourceLocation>, notes: [String]
    ) -> Diagnostic {
        if case .noSuchDay(let year, let month, let day) = reading {
            let why: String
            if !Day.years.contains(year) {
                why = "year \(year) is out of range (0 to \(Day.years.upperBound))"
            } else if !(1...12).contains(month) {
                why = "month \(month) does not exist"
            } else if format != nil && day > 31 {
                why = "day \(day) of the year does not exist"
            } else {
                let name = CSVDateFormat.months[month - 1]
                why = "\(name.prefix(1).uppercased() + name.dropFirst()) \(year) has \(Day.daysIn(month: month, year: year)) days"
            }
            return .csvNoSuchDate(text, why: why, at: range, notes: notes)
        }
        if let format {
            return text.isEmpty ? .csvEmptyDateInFormat(at: range, notes: notes)
                                : .csvDateNotInFormat(text, format: format, at: range, notes: notes)
        }
        return text.isEmpty ? .csvEmptyDate(at: range, notes: notes) : .csvNotADate(text, at: range, notes: notes)
    }
}
