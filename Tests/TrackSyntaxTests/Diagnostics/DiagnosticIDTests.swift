import Testing
@testable import TrackSyntax

@Suite struct DiagnosticIDTests {
    /// Users see these in `track check --errors json`: a change here is a
    /// change for scripts and editors, and belongs in CHANGELOG.md.
    @Test func idsAreStable() {
        #expect(DiagnosticID.Journal.allCases.map { DiagnosticID.journal($0).rawValue } == [
            "account-assertion-failed", "account-needs-name", "account-too-deep", "alias-needs-old-and-new", "ambiguous-amount", "amount-overflow", "amount-two-signs", "apply-account-needs-name",
            "assignment-with-cost", "assignment-with-date", "balance-assertion-also-holds", "balance-assertion-failed", "balance-overflow", "commodity-needs-symbol", "control-character", "csv-not-a-journal",
            "date-mixes-separators", "date-short-year", "decimal-mark-needs-mark", "expected-amount", "expected-date", "expected-year",
            "file-not-found", "file-unreadable", "include-cycle", "include-matches-nothing", "include-needs-path",
            "include-not-found", "include-unreadable", "invalid-account-type", "invalid-due-date", "invalid-goal-amount", "invalid-period", "invalid-rate", "invalid-regex", "invalid-rollover",
            "journal-too-large", "ledger-option-line", "lone-carriage-return", "lot-ambiguous", "lot-not-found", "malformed-number", "missing-account-name", "name-not-utf8",
            "names-differ-in-normalization", "no-such-date", "not-a-date", "not-a-year", "not-an-amount", "periodic-needs-period", "periodic-needs-postings", "posting-outside-transaction",
            "price-needs-commodity-and-price", "price-not-positive", "regex-too-large", "repeated-lot-part", "sale-exceeds-holdings", "sum-overflow",
            "text-after-amount", "text-after-cost", "text-after-date", "text-after-end-comment", "text-in-lot-price", "timeclock-entry", "timeclock-line", "timeclock-order", "timeclock-still-clocked-in", "timeclock-time", "timedot-line", "too-many-missing-amounts",
            "too-many-missing-virtual-amounts", "transaction-overflow", "unbalanced-transaction", "unbalanced-virtual-postings",
            "unclosed-lot-date", "unclosed-lot-note", "unclosed-lot-price", "unclosed-quote", "unclosed-virtual-account",
            "unclosed-virtual-cost", "unknown-directive", "unknown-end", "unmatched-end", "unrecognized-line",
            "unsupported-ledger-directive", "value-expression",
        ])
        #expect(DiagnosticID.CSV.allCases.map { DiagnosticID.csv($0).rawValue } == [
            "csv-ambiguous-amount", "csv-amount-overflow", "csv-date-not-in-format", "csv-empty-date",
            "csv-empty-date-in-format", "csv-field-missing", "csv-file-not-found", "csv-file-unreadable", "csv-invalid-account",
            "csv-invalid-amount", "csv-invalid-status", "csv-no-date", "csv-no-such-date", "csv-not-a-date",
            "csv-record-missing-amounts", "csv-record-missing-virtual-amounts", "csv-record-unbalanced",
            "csv-record-unbalanced-virtual", "csv-several-amounts", "csv-text-after-quote", "csv-unclosed-quote", "rules-and-without-pattern",
            "rules-balance-type-missing", "rules-date-format-missing", "rules-decimal-mark-missing", "rules-empty-fields",
            "rules-end-outside-if", "rules-field-zero", "rules-file-not-found", "rules-file-unreadable",
            "rules-group-by-missing", "rules-group-by-not-one-field", "rules-if-block-empty", "rules-if-rule-not-indented",
            "rules-if-without-patterns", "rules-include-needs-path", "rules-indented-outside-if", "rules-invalid-field-name",
            "rules-invalid-regex", "rules-invalid-skip", "rules-missing-date", "rules-not-a-balance-type",
            "rules-not-a-decimal-mark", "rules-not-inside-if", "rules-regex-too-large", "rules-separator-missing", "rules-separator-too-long",
            "rules-table-field", "rules-table-row", "rules-unknown", "rules-unknown-date-directive", "rules-unknown-field",
        ])
        #expect(DiagnosticID.Plan.allCases.map { DiagnosticID.plan($0).rawValue } == [
            "plan-bad-value", "plan-duplicate-name", "plan-missing-tag", "plan-mixed-commodities", "plan-terms",
            "plan-unknown-commodity", "plan-unknown-tag",
        ])
    }

    /// The IDs golden files already show keep their spelling.
    @Test func publishedIDsAreKept() {
        #expect(DiagnosticID.journal(.unbalancedTransaction).rawValue == "unbalanced-transaction")
        #expect(DiagnosticID.journal(.balanceAssertionFailed).rawValue == "balance-assertion-failed")
    }

    @Test func everyIDIsUniqueAcrossDomains() {
        let names = DiagnosticID.allCases.map(\.rawValue)
        #expect(Set(names).count == names.count)
        #expect(DiagnosticID.allCases.count == DiagnosticID.Journal.allCases.count + DiagnosticID.CSV.allCases.count
                + DiagnosticID.Plan.allCases.count)
    }

    /// Declared in name order, so that a new one has one place to go.
    @Test func idsAreSortedWithinTheirDomain() {
        let journal = DiagnosticID.Journal.allCases.map { String(describing: $0) }
        let csv = DiagnosticID.CSV.allCases.map { String(describing: $0) }
        #expect(journal == journal.sorted())
        #expect(csv == csv.sorted())
        let plan = DiagnosticID.Plan.allCases.map { String(describing: $0) }
        #expect(plan == plan.sorted())
    }

    @Test(arguments: [
        ("fileNotFound", "file-not-found"), ("csvUnclosedQuote", "csv-unclosed-quote"), ("notADate", "not-a-date"),
        ("x", "x"),
    ])
    func kebabCase(name: String, id: String) {
        #expect(DiagnosticID.kebabCase(name) == id)
    }
}
