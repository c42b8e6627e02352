/// Golden scenarios for `track report html` (issue 16): the whole page, so
/// that a change to any byte of it is seen and reviewed.
extension GoldenTests {
    static let htmlReports: [Scenario] = [
        report(household, "report-html-household.html", "report", "html", "-o", "-").sayingOnStderr(),
        report(taiwan, "report-html-taiwan-zh-tw-dark.html", "report", "html", "-o", "-", "--lang", "zh-TW", "--theme", "dark",
               "--gain-colors", "tw").sayingOnStderr(),
        Scenario(file: "report-html-help.txt", arguments: ["report", "html", "--help"]),
        report(household, "report-html-error-theme", "report", "html", "--theme", "sepia").failing(),
        report(household, "report-html-error-lang", "report", "html", "--lang", "fr").failing(),
        report(household, "report-html-error-option-of-another-report", "report", "html", "--chart").failing(),
    ]
}

extension GoldenTests.Scenario {
    /// Exits 0 with a line on standard error (what was written), golden too.
    func sayingOnStderr() -> Self {
        var copy = self
        copy.expectsErrors = true
        return copy
    }
}
