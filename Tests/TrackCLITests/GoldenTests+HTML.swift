/// Golden scenarios for `track report html` (issue 16): the whole page, so
/// that a change to any byte of it is seen and reviewed; and the terminal's
/// counterpart, `report categories --chart`.
extension GoldenTests {
    static let htmlReports: [Scenario] = [
        report(household, "report-html-household.html", "report", "html", "-o", "-").sayingOnStderr(),
        report(taiwan, "report-html-taiwan-zh-tw-dark.html", "report", "html", "-o", "-", "--lang", "zh-TW", "--theme", "dark",
               "--gain-colors", "tw").sayingOnStderr(),
        Scenario(file: "report-html-help.txt", arguments: ["report", "html", "--help"]),
        report(household, "report-html-error-theme", "report", "html", "--theme", "sepia").failing(),
        report(household, "report-html-error-lang", "report", "html", "--lang", "fr").failing(),
        report(household, "report-html-error-option-of-another-report", "report", "html", "--chart").failing(),
        report(household, "report-categories-household-chart.txt", "report", "categories", "--chart"),
        report(household, "report-categories-household-2026-chart-colour.txt", "report", "categories", "-p", "2026", "--chart",
               "--color", "always"),
        report(taiwan, "report-categories-taiwan-chart.txt", "report", "categories", "-p", "2026-03", "--chart", "-X", "NT$"),
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
