extension DiagnosticID {
    /// The journal's diagnostics, sorted by name. Each case's message and hint
    /// are the static function of the same name in `Diagnostic+Journal.swift`
    /// (the finalizer's errors in `Diagnostic+JournalError.swift`).
    public enum Journal: Sendable, CaseIterable {
        case accountAssertionFailed
        case accountNeedsName
        case accountTooDeep
        case aliasNeedsOldAndNew
        case ambiguousAmount
        case amountOverflow
        case applyAccountNeedsName
        case assignmentWithCost
        case balanceAssertionAlsoHolds
        case balanceAssertionFailed
        case balanceOverflow
        case commodityNeedsSymbol
        case controlCharacter
        case dateMixesSeparators
        case decimalMarkNeedsMark
        case expectedAmount
        case expectedDate
        case expectedYear
        case fileNotFound
        case fileUnreadable
        case includeCycle
        case includeMatchesNothing
        case includeNeedsPath
        case includeNotFound
        case includeUnreadable
        case invalidAccountType
        case invalidPeriod
        case invalidRegex
        case journalTooLarge
        case ledgerOptionLine
        case loneCarriageReturn
        case lotAmbiguous
        case lotNotFound
        case malformedNumber
        case missingAccountName
        case nameNotUtf8
        case namesDifferInNormalization
        case noSuchDate
        case notADate
        case notAYear
        case notAnAmount
        case periodicNeedsPeriod
        case postingOutsideTransaction
        case priceNeedsCommodityAndPrice
        case priceNotPositive
        case regexTooLarge
        case saleExceedsHoldings
        case sumOverflow
        case textAfterAmount
        case textAfterCost
        case textAfterDate
        case timeclockEntry
        case tooManyMissingAmounts
        case tooManyMissingVirtualAmounts
        case transactionOverflow
        case unbalancedTransaction
        case unbalancedVirtualPostings
        case unclosedLotDate
        case unclosedLotNote
        case unclosedLotPrice
        case unclosedQuote
        case unclosedVirtualAccount
        case unclosedVirtualCost
        case unknownDirective
        case unknownEnd
        case unmatchedEnd
        case unrecognizedLine
        case unsupportedLedgerDirective
        case valueExpression
    }
}
