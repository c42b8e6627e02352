import Testing
import TrackModel
@testable import TrackSyntax

/// At least one reproducer per plan diagnostic ID: an `account` directive
/// whose plan tags were edited by hand into something that is not a plan,
/// and the exact message the `plan` commands print for it.
@Suite struct PlanDiagnosticCatalogTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var id: DiagnosticID.Plan
        var journal: String
        var rendered: String

        var testDescription: String { DiagnosticID.plan(id).rawValue }

        init(_ id: DiagnosticID.Plan, _ journal: String, _ rendered: String) {
            self.id = id
            self.journal = journal
            self.rendered = rendered
        }
    }

    /// A transaction in dollars, so that `$` is a commodity of the journal.
    static let dollars = "2027-01-01 Opening\n    Assets:Bank  $100.00\n    Equity\n"

    static let cases: [Case] = [
        Case(.planBadValue, "account Assets:Savings:Trip  ; plan:trip, plan-method:52-week, plan-start:2027-01-04, plan-every:fortnightly, plan-unit:$10, plan-target:$13780\n" + dollars, """
            main.journal:1:87: error: 'plan-every:fortnightly' is not a plan's interval
              1 | account Assets:Savings:Trip  ; plan:trip, plan-method:52-week, plan-start:2027-01-04, plan-every:fortnightly, plan-unit:$10, plan-target:$13780
                |                                                                                       ^^^^^^^^^^^^^^^^^^^^^^
            hint: write day, week, 2 weeks, month, quarter or year

            """),
        Case(.planDuplicateName, """
            account Assets:Savings:A  ; plan:trip, plan-method:by-date, plan-start:2027-01-04, plan-every:month, plan-count:3, plan-target:$300
            account Assets:Savings:B  ; plan:trip, plan-method:by-date, plan-start:2027-01-04, plan-every:month, plan-count:3, plan-target:$300

            """ + dollars, """
            main.journal:2:29: error: another account directive already has plan 'trip'
              2 | account Assets:Savings:B  ; plan:trip, plan-method:by-date, plan-start:2027-01-04, plan-every:month, plan-count:3, plan-target:$300
                |                             ^^^^^^^^^
            hint: give each plan its own name

            """),
        Case(.planMissingTag, "account Assets:Savings:Trip  ; plan:trip, plan-method:by-date, plan-every:month, plan-count:3, plan-target:$300\n" + dollars, """
            main.journal:1:32: error: plan 'trip' has no 'plan-start' tag
              1 | account Assets:Savings:Trip  ; plan:trip, plan-method:by-date, plan-every:month, plan-count:3, plan-target:$300
                |                                ^^^^^^^^^
            hint: add 'plan-start:…' with a date as YYYY-MM-DD, such as 'plan-start:2027-01-04'

            """),
        Case(.planMixedCommodities, "account Assets:Savings:Trip  ; plan:trip, plan-method:fixed, plan-start:2027-01-04, plan-every:month, plan-count:3, plan-unit:100, plan-target:$300\n" + dollars, """
            main.journal:1:117: error: 'plan-unit' is not in the plan's commodity '$' (the one of 'plan-target')
              1 | account Assets:Savings:Trip  ; plan:trip, plan-method:fixed, plan-start:2027-01-04, plan-every:month, plan-count:3, plan-unit:100, plan-target:$300
                |                                                                                                                     ^^^^^^^^^^^^^
            hint: write every amount of a plan in one commodity

            """),
        Case(.planTerms, "account Assets:Savings:Trip  ; plan:trip, plan-method:by-date, plan-start:2027-01-04, plan-every:month, plan-until:2026-01-01, plan-target:$300\n" + dollars, """
            main.journal:1:32: error: plan 'trip': the end date is before the start date
              1 | account Assets:Savings:Trip  ; plan:trip, plan-method:by-date, plan-start:2027-01-04, plan-every:month, plan-until:2026-01-01, plan-target:$300
                |                                ^^^^^^^^^
            hint: give an end date on or after the start

            """),
        Case(.planUnknownCommodity, "account Assets:Savings:Trip  ; plan:trip, plan-method:by-date, plan-start:2027-01-04, plan-every:month, plan-count:3, plan-target:300 EUR\n" + dollars, """
            main.journal:1:119: error: the plan's amount is in 'EUR', which no amount or commodity directive of the journal uses
              1 | account Assets:Savings:Trip  ; plan:trip, plan-method:by-date, plan-start:2027-01-04, plan-every:month, plan-count:3, plan-target:300 EUR
                |                                                                                                                       ^^^^^^^^^^^^^^^^^^^
            hint: write the amount in a commodity of the journal, or declare it with 'commodity'

            """),
        Case(.planUnknownTag, "account Assets:Savings:Trip  ; plan:trip, plan-method:by-date, plan-start:2027-01-04, plan-every:month, plan-count:3, plan-target:$300, plan-weekends:after\n" + dollars, """
            main.journal:1:137: error: 'plan-weekends' is not a plan tag; did you mean 'plan-weekend'?
              1 | account Assets:Savings:Trip  ; plan:trip, plan-method:by-date, plan-start:2027-01-04, plan-every:month, plan-count:3, plan-target:$300, plan-weekends:after
                |                                                                                                                                         ^^^^^^^^^^^^^^^^^^^
            hint: plan tags are plan, plan-method, plan-start, plan-every, plan-count, plan-until, plan-target, plan-unit, plan-percent, plan-weekend, plan-seen, plan-respread, plan-respread-base

            """),
    ]

    @Test(arguments: cases)
    func rendersExactly(_ c: Case) {
        let loaded = load(c.journal)
        #expect(loaded.diagnostics.isEmpty)
        let plans = JournalPlans(journal: loaded.journal)
        var renderer = DiagnosticRenderer(sources: loaded.journal.sources)
        let diagnostics = plans.errors.map { Diagnostic($0, in: loaded.journal) }
        #expect(diagnostics.map(\.id) == [.plan(c.id)])
        #expect(diagnostics.map { renderer.render($0) }.joined(separator: "\n") == c.rendered)
    }

    @Test func everyIDHasAReproducer() {
        let reproduced = Set(Self.cases.map(\.id))
        for id in DiagnosticID.Plan.allCases where !reproduced.contains(id) {
            Issue.record("no reproducer for diagnostic '\(DiagnosticID.plan(id).rawValue)': add a case to PlanDiagnosticCatalogTests.cases")
        }
    }
}
