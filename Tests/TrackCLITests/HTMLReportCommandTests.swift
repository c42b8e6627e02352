import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TrackTestSupport

/// `track report html`: one file, deterministic, every user string escaped,
/// sections left out when the journal has nothing for them.
@Suite struct HTMLReportCommandTests {
    static let today = ["--today", "2026-11-21"]

    static let hostile = """
        2026-11-02 <script>alert(1)</script>
            Expenses:<b>Food</b>     12.50 USD
            Assets:Bank

        2026-11-03 "><img onerror=alert(1) src=x>
            Expenses:Rent & "Bills"     800 USD
            Assets:Bank

        2026-10-01 Salary
            Assets:Bank     3000 USD
            Income:Salary

        """

    /// The element names of a well-formed document and all its text; nil when it is not well formed.
    static func parse(_ document: String) -> (elements: [String], text: String)? {
        final class Reader: NSObject, XMLParserDelegate {
            var elements: [String] = []
            var text = ""
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String] = [:]) {
                elements.append(name)
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
        }
        let reader = Reader()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = reader
        return parser.parse() ? (reader.elements, reader.text) : nil
    }

    @Test func writesTheDefaultFileAndSaysWhatItWrote() throws {
        let folder = TemporaryDirectory()
        let journal = folder.write("test.journal", Self.hostile)
        guard let result = try TrackExecutable.run(["-f", journal] + Self.today + ["report", "html"], in: folder.path) else {
            Issue.record("no track executable beside the tests")
            return
        }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let page = try #require(folder.read("track-report.html"))
        #expect(result.stderr.hasPrefix("Wrote track-report.html: 5 sections, 3 charts, "))
        #expect(result.stderr.hasSuffix(" KB.\n") && result.stderr.split(separator: "\n").count == 1)
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html"))
    }

    @Test func namedFileAndTheSameBytesEveryTime() throws {
        let folder = TemporaryDirectory()
        let journal = folder.write("test.journal", Self.hostile)
        let first = CLIHarness.run(["-f", journal] + Self.today + ["report", "html", "-o", folder.path + "/a.html"])
        let second = CLIHarness.run(["-f", journal] + Self.today + ["report", "html", "--output-file", folder.path + "/b.html"])
        #expect(first.status == 0 && second.status == 0)
        let a = try #require(folder.read("a.html")), b = try #require(folder.read("b.html"))
        #expect(a == b)
        #expect(!a.contains("2026-11-21 ·") && !a.contains("· 2026-11-21"), "no date unless --stamp")
        let stamped = CLIHarness.run(["-f", journal] + Self.today + ["report", "html", "-o", "-", "--stamp"])
        #expect(stamped.stdout.contains("Made by track · 2026-11-21"))
    }

    @Test func userStringsAreTextNeverMarkup() throws {
        let result = CLIHarness.run(["-f", "test.journal"] + Self.today + ["report", "html", "-o", "-"],
                                    files: ["test.journal": Self.hostile])
        #expect(result.status == 0, "\(result.stderr)")
        let page = try #require(Self.parse(result.stdout), "the page is well-formed XML")
        #expect(!page.elements.contains("script"))
        #expect(!page.elements.contains("img"))
        #expect(!page.elements.contains("b"))
        #expect(page.text.contains("<script>alert(1)</script>"))
        #expect(page.text.contains("\"><img onerror=alert(1) src=x>"))
        #expect(page.text.contains("Rent & \"Bills\""))
    }

    @Test func sectionsWithoutDataAreLeftOut() throws {
        let journal = """
            2026-11-02 Opening
                Assets:Bank     100 USD
                Equity:Opening

            """
        let result = CLIHarness.run(["-f", "test.journal"] + Self.today + ["report", "html", "-o", "-"],
                                    files: ["test.journal": journal])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("data-section=\"overview\""))
        #expect(!result.stdout.contains("data-section=\"categories\""), "no spending: no donut, no table")
        #expect(result.stdout.contains("data-section=\"transactions\""))
        #expect(!result.stdout.contains("data-section=\"income-expenses\""), "no income or expenses")
        #expect(result.stdout.contains("data-section=\"net-worth\""))
        #expect(!result.stdout.contains("data-section=\"budget\""), "no ~ rules: no budget")
        #expect(!result.stdout.contains("data-section=\"goals\""), "no goals")
        let empty = CLIHarness.run(["-f", "test.journal"] + Self.today + ["report", "html", "-o", "-"], files: ["test.journal": "; nothing\n"])
        #expect(empty.status == 0)
        #expect(!empty.stdout.contains("<section"), "an empty journal: a page with no sections")
        #expect(empty.stderr.hasPrefix("Wrote standard output: 0 sections, 0 charts, "))
        #expect(empty.stdout.contains("Nothing to show: the journal has no transactions."))
    }

    /// The budget section is `track budget`'s table for the month: the same figures.
    @Test func theBudgetSectionHasTheBudgetsFigures() throws {
        let household = CLIHarness.example("household.journal")
        let page = CLIHarness.run(["-f", household] + Self.today + ["report", "html", "-p", "2026-10", "-o", "-", "--lang", "en"])
        #expect(page.status == 0, "\(page.stderr)")
        let section = try #require(page.stdout.components(separatedBy: "data-section=\"budget\"").dropFirst().first)
        let budget = CLIHarness.run(["-f", household] + Self.today + ["budget", "-p", "2026-10", "-O", "csv"])
        let essentials = try #require(budget.stdout.split(separator: "\n").first { $0.contains("\"Expenses:Essentials\"") })
        for figure in ["1075.04", "1500.00", "424.96"] where essentials.contains(figure) {
            let shown = figure.count > 6 ? String(figure.prefix(figure.count - 6)) + "," + String(figure.suffix(6)) : figure
            #expect(section.contains(shown), "\(figure)")
        }
        #expect(essentials.contains("1075.04"))
        #expect(section.contains(">Budget<") || section.contains("Budget"))
    }

    /// The goals section is `track goals`' cards, on the report's day.
    @Test func theGoalsSectionHasTheGoalsCards() throws {
        let household = CLIHarness.example("household.journal")
        let page = CLIHarness.run(["-f", household] + Self.today + ["report", "html", "-o", "-", "--lang", "en"])
        let section = try #require(page.stdout.components(separatedBy: "data-section=\"goals\"").dropFirst().first)
        let goals = CLIHarness.run(["-f", household] + Self.today + ["goals"]).stdout
        for figure in ["3,000.00 USD", "428.57 USD", "behind by 428.57 USD a month", "Assets:Bank:Savings"] {
            #expect(goals.contains(figure) && section.contains(figure), "\(figure)")
        }
    }

    @Test func theLanguageFollowsLANGUnlessGiven() {
        let arguments = ["-f", "test.journal"] + Self.today + ["report", "html", "-o", "-"]
        let chinese = CLIHarness.run(arguments, files: ["test.journal": Self.hostile], environment: ["LANG": "zh_TW.UTF-8"])
        #expect(chinese.stdout.contains("<h1>家計報表</h1>"))
        let english = CLIHarness.run(arguments + ["--lang", "en"], files: ["test.journal": Self.hostile],
                                     environment: ["LANG": "zh_TW.UTF-8"])
        #expect(english.stdout.contains("<h1>Household report</h1>"))
    }

    @Test func anUnwritableFileIsAnError() {
        let folder = TemporaryDirectory()
        let journal = folder.write("test.journal", Self.hostile)
        let result = CLIHarness.run(["-f", journal] + Self.today + ["report", "html", "-o", folder.path + "/missing/r.html"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("r.html"))
    }

    @Test func aLongPeriodIsSummarisedByQuarterOrYear() {
        var journal = ""
        for year in 2000...2025 {
            journal += "\(year)-03-01 Pay\n    Assets:Bank  100 USD\n    Income:Salary\n\n"
        }
        func periods(_ arguments: [String]) -> [String] {
            let result = CLIHarness.run(["-f", "test.journal"] + Self.today + ["report", "html", "-o", "-"] + arguments,
                                        files: ["test.journal": journal])
            let section = result.stdout.components(separatedBy: "data-section=\"net-worth\"").last ?? ""
            let table = section.components(separatedBy: "</section>").first ?? ""
            return table.components(separatedBy: "<tr><td>").dropFirst().map { String($0.prefix { $0 != "<" }) }
        }
        #expect(periods(["-p", "2021..2026"]).count == 60)
        #expect(periods(["-p", "2021..2026"]).first == "2021-01")
        #expect(periods(["-p", "2016..2026"]) == (2016...2025).flatMap { year in (1...4).map { "\(year)Q\($0)" } })
        #expect(periods(["-b", "2000"]) == (2000...2025).map(String.init))
    }

    @Test func notesAreInThePagesLanguage() {
        let journal = """
            2026-11-01 Opening
                Assets:Cash     5 ZZZ
                Equity:Opening

            2026-11-02 Lunch
                Expenses:Food     3 USD
                Assets:Bank

            2026-11-03 Dinner
                Expenses:Food     4 USD
                Assets:Bank

            """
        let result = CLIHarness.run(["-f", "test.journal"] + Self.today + ["report", "html", "-o", "-", "--lang", "zh-TW"],
                                    files: ["test.journal": journal])
        #expect(result.stdout.contains("<p class=\"note\">* ZZZ 沒有對 USD 的匯率：這些金額未換算</p>"))
        #expect(result.stdout.contains("<p class=\"note\">以 USD 計值（各期期末，依日誌的 P 價格）。</p>"))
    }
}
