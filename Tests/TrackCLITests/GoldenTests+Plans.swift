import Foundation
import Testing

/// Golden scenarios for `track plan …` (issue 14), on a real journal file
/// in a temporary folder: the reports, each write (the journal it leaves is
/// a golden file), and every bad input (exit 1, journal untouched).
extension GoldenTests {
    /// Three plans on 2026-11-21: a 52-week challenge a deposit behind, a
    /// by-date trip fund on schedule with its weekend rule, and a completed one.
    static let planJournal = """
        commodity $1,000.00

        account Assets:Bank:Checking
        account Assets:Savings:Challenge  ; plan:challenge, plan-method:52-week, plan-start:2026-11-02, plan-every:week, plan-unit:$10.00, plan-target:$13780.00
        account Assets:Savings:Trip  ; plan:trip, plan-method:by-date, plan-start:2026-01-31, plan-every:month, plan-count:12, plan-target:$1000.00, plan-weekend:after
        account Assets:Savings:Bike  ; plan:bike, plan-method:fixed, plan-start:2026-09-01, plan-every:month, plan-count:2, plan-unit:$50.00, plan-target:$100.00
        account Income:Salary
        account Expenses:Food

        2026-01-01 Opening
            Assets:Bank:Checking          $5,000.00
            Equity:Opening

        2026-02-02 Trip fund
            Assets:Savings:Trip             $500.00
            Assets:Bank:Checking

        2026-09-01 Bike
            Assets:Savings:Bike             $100.00
            Assets:Bank:Checking

        2026-10-01 Salary
            Assets:Bank:Checking          $3,000.00
            Income:Salary

        2026-10-01 Trip fund
            Assets:Savings:Trip             $400.00
            Assets:Bank:Checking

        2026-11-02 Challenge week 1
            Assets:Savings:Challenge         $10.00
            Assets:Bank:Checking

        2026-11-10 Tagged deposit  ; plan:challenge
            Assets:Bank:Savings              $20.00
            Assets:Bank:Checking

        2026-11-12 Lunch
            Expenses:Food                    $12.40
            Assets:Bank:Checking

        """

    static func planning(_ name: String, _ arguments: String..., journal: String = planJournal) -> FileScenario {
        FileScenario(name: name, arguments: ["-f", "$DIR/track.journal", "--today", "2026-11-21", "plan"] + arguments,
                     files: ["track.journal": journal])
    }

    /// A plan tag edited by hand into nonsense.
    static let planJournalBadTag = planJournal.replacingOccurrences(of: "plan-every:month, plan-count:12", with: "plan-every:monthy, plan-count:12")

    static let planScenarios: [FileScenario] = [
        planning("plan-methods", "methods").unchanged(),
        planning("plan-list", "list").unchanged(),
        planning("plan-list-csv", "list", "-O", "csv").unchanged(),
        planning("plan-list-json", "list", "-O", "json").unchanged(),
        planning("plan-list-options-first", "-O", "csv", "list").unchanged(),
        planning("plan-show-challenge", "show", "challenge").unchanged(),
        planning("plan-show-trip-csv", "show", "trip", "-O", "csv").unchanged(),
        planning("plan-show-trip-json", "show", "trip", "-O", "json").unchanged(),
        planning("plan-due", "due").unchanged(),
        planning("plan-due-exit-status", "due", "--exit-status").unchanged().exiting(3),
        planning("plan-due-json", "due", "-O", "json").unchanged(),
        planning("plan-due-csv", "due", "-O", "csv").unchanged(),
        planning("plan-ics-challenge", "ics", "challenge").unchanged(),
        planning("plan-new-52-week", "new", "summer", "--method", "52-week", "--unit", "5", "--start", "2026-11-23").reporting(),
        planning("plan-new-by-date-until", "new", "car", "--method", "by-date", "--target", "$1,000", "--start", "2027-01-31",
                 "--until", "2027-06-30", "--every", "month", "--weekend", "before", "--account", "Assets:Bank:Car").reporting(),
        planning("plan-new-percent", "new", "tithe", "--method", "percent", "--percent", "10", "--target", "500", "--start", "2026-12-01",
                 "--count", "12", "--every", "month").reporting(),
        planning("plan-new-fixed-until", "new", "bike2", "--method", "fixed", "--unit", "25", "--start", "2026-12-01", "--until", "2027-03-31",
                 "--every", "month").reporting(),
        planning("plan-error-missing-method", "new", "x", "--start", "2027-01-01", "--count", "3", "--every", "week").failing(),
        planning("plan-deposit", "deposit", "challenge", "30", "--from", "Assets:Bank:Checking", "--date", "2026-11-21").reporting(),
        planning("plan-seen", "seen", "challenge").silent(),
        planning("plan-respread", "respread", "challenge"),
        planning("plan-remove-completed", "remove", "bike").silent(),
        planning("plan-error-unknown-method", "new", "x", "--method", "weekly", "--start", "2027-01-01", "--count", "3", "--every", "week").failing(),
        planning("plan-error-target-zero", "new", "x", "--method", "by-date", "--target", "0", "--start", "2027-01-01", "--count", "3",
                 "--every", "week").failing(),
        planning("plan-error-until-before-start", "new", "x", "--method", "by-date", "--target", "100", "--start", "2027-01-01",
                 "--until", "2026-12-01", "--every", "week").failing(),
        planning("plan-error-every-zero", "new", "x", "--method", "by-date", "--target", "100", "--start", "2027-01-01", "--count", "3",
                 "--every", "0 weeks").failing(),
        planning("plan-error-every-unknown", "new", "x", "--method", "by-date", "--target", "100", "--start", "2027-01-01", "--count", "3",
                 "--every", "fortnite").failing(),
        planning("plan-error-name-exists", "new", "trip", "--method", "by-date", "--target", "100", "--start", "2027-01-01",
                 "--count", "3", "--every", "week").failing(),
        planning("plan-error-percent-range", "new", "x", "--method", "percent", "--percent", "120", "--target", "100",
                 "--start", "2027-01-01", "--count", "3", "--every", "month").failing(),
        planning("plan-error-percent-zero", "new", "x", "--method", "percent", "--percent", "0", "--target", "100",
                 "--start", "2027-01-01", "--count", "3", "--every", "month").failing(),
        planning("plan-error-unit-commodity", "new", "x", "--method", "fixed", "--unit", "10 EUR", "--target", "$100",
                 "--start", "2027-01-01", "--count", "10", "--every", "week", journal: planJournal + "P 2026-01-01 EUR $1.10\n").failing(),
        planning("plan-error-count-and-until", "new", "x", "--method", "by-date", "--target", "100", "--start", "2027-01-01",
                 "--count", "3", "--until", "2027-06-01", "--every", "week").failing(),
        planning("plan-error-no-length", "new", "x", "--method", "by-date", "--target", "100", "--start", "2027-01-01",
                 "--every", "week").failing(),
        planning("plan-error-52-week-target", "new", "x", "--method", "52-week", "--unit", "10", "--target", "1000",
                 "--start", "2027-01-04").failing(),
        planning("plan-error-fixed-short", "new", "x", "--method", "fixed", "--unit", "10", "--target", "1000",
                 "--start", "2027-01-04", "--count", "5", "--every", "week").failing(),
        planning("plan-error-seen-unknown", "seen", "trips").failing(),
        planning("plan-error-remove-active", "remove", "challenge").failing(),
        planning("plan-error-respread-on-schedule", "respread", "trip").failing(),
        planning("plan-error-bad-tag", "list", journal: planJournalBadTag).failing(),
        planning("plan-error-bad-tag-on-write", "seen", "challenge", journal: planJournalBadTag).failing(),
        planning("plan-error-no-command").failing(),
        planning("plan-error-unknown-command", "lst").failing(),
        planning("plan-error-deposit-no-amount", "deposit", "challenge").failing(),
        FileScenario(name: "plan-overview-reminders", arguments: ["-f", "$DIR/track.journal", "--today", "2026-11-21"],
                     files: ["track.journal": planJournal]).unchanged(),
        FileScenario(name: "help-plan", arguments: ["plan", "--help"], journal: nil).unchanged(),
        FileScenario(name: "help-plan-new", arguments: ["plan", "new", "--help"], journal: nil).unchanged(),
    ]
}

extension GoldenTests.FileScenario {
    /// Writes its message on standard error, not standard output.
    func silent() -> Self {
        var copy = self
        copy.expectsOutput = false
        copy.expectsErrors = true
        return copy
    }

    /// Exits 0 with output and a message on standard error.
    func reporting() -> Self {
        var copy = self
        copy.expectsErrors = true
        return copy
    }

    func exiting(_ status: Int32) -> Self {
        var copy = self
        copy.status = status
        return copy
    }
}
