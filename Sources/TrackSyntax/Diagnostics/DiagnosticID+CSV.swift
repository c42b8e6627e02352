extension DiagnosticID {
    /// The diagnostics of a CSV import, sorted by name: `csv…` for the CSV file
    /// and its records, `rules…` for the rules file. Each case's message and
    /// hint are the static function of the same name in `Diagnostic+CSV.swift`.
    /// Includes in the rules, a file too large to read and a record whose
    /// amounts overflow say what the journal's diagnostics say, under the
    /// journal's IDs; a record that does not balance has its own IDs, as its
    /// hint speaks of the rules.
    public enum CSV: Sendable, CaseIterable {
        case csvAmbiguousAmount
        case csvAmountOverflow
        case csvDateNotInFormat
        case csvEmptyDate
        case csvEmptyDateInFormat
        case csvFieldMissing
        case csvFileNotFound
        case csvFileUnreadable
        case csvInvalidAccount
        case csvInvalidAmount
        case csvInvalidStatus
        case csvNoDate
        case csvNoSuchDate
        case csvNotADate
        case csvRecordMissingAmounts
        case csvRecordMissingVirtualAmounts
        case csvRecordUnbalanced
        case csvRecordUnbalancedVirtual
        case csvSeveralAmounts
        case csvTextAfterQuote
        case csvUnclosedQuote
        case rulesAndWithoutPattern
        case rulesBalanceTypeMissing
        case rulesDateFormatMissing
        case rulesDecimalMarkMissing
        case rulesEmptyFields
        case rulesEndOutsideIf
        case rulesFieldZero
        case rulesFileNotFound
        case rulesFileUnreadable
        case rulesGroupByMissing
        case rulesGroupByNotOneField
        case rulesIfBlockEmpty
        case rulesIfRuleNotIndented
        case rulesIfWithoutPatterns
        case rulesIncludeNeedsPath
        case rulesIndentedOutsideIf
        case rulesInvalidFieldName
        case rulesInvalidRegex
        case rulesInvalidSkip
        case rulesMissingDate
        case rulesNotABalanceType
        case rulesNotADecimalMark
        case rulesNotInsideIf
        case rulesRegexTooLarge
        case rulesSeparatorMissing
        case rulesSeparatorTooLong
        case rulesTableField
        case rulesTableRow
        case rulesUnknown
        case rulesUnknownDateDirective
        case rulesUnknownField
    }
}
