import Foundation
import Testing
import TrackTestSupport

/// `track report html` in a real browser (headless Chromium): the page the
/// browser builds has every section and every figure of the `-O json`
/// reports it is made from, its light and dark screenshots are drawn (not
/// blank) and differ, and it prints on A4. Skipped, saying why, where no
/// browser is found.
///
/// `TRACK_RECORD_SCREENSHOTS=1` also copies the household screenshots to
/// docs/report-light.png and docs/report-dark.png, which README shows.
@Suite(.serialized) struct BrowserReportTests {
    struct Journal: Sendable, CustomTestStringConvertible {
        var file: String
        var currency: String
        var testDescription: String { file }
    }

    static let journals = [Journal(file: "household.journal", currency: "USD"), Journal(file: "taiwan.journal", currency: "NT$")]
    static let base = ["--today", "2026-11-21"]
    static let period = ["-b", "2026-01-01", "-e", "2026-12-01"]

    static func track(_ journal: Journal, _ arguments: [String]) -> String {
        let result = CLIHarness.run(["-f", CLIHarness.example(journal.file)] + base + arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return result.stdout
    }

    static func json(_ journal: Journal, _ arguments: [String]) throws -> [String: Any] {
        let text = track(journal, arguments + ["-X", journal.currency, "-O", "json"])
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// An amount array's one exact figure, `0` for none.
    static func exact(_ value: Any?) -> String? {
        guard let amounts = value as? [[String: Any]] else { return nil }
        if amounts.isEmpty { return "0" }
        return amounts.count == 1 ? amounts[0]["exact"] as? String : nil
    }

    static func sameNumber(_ text: String?, _ value: Any?) -> Bool {
        guard let text, let number = value as? NSNumber, let parsed = Double(text) else { return text == nil && (value == nil || value is NSNull) }
        return abs(parsed - number.doubleValue) < 1e-9
    }

    @Test(arguments: journals)
    func everySectionAndFigureIsTheJSONReports(_ journal: Journal) throws {
        guard HeadlessBrowser.path != nil else {
            print("BrowserReportTests skipped: \(HeadlessBrowser.skipReason)")
            return
        }
        let folder = TemporaryDirectory()
        let page = folder.write("report.html", Self.track(journal, ["report", "html", "-o", "-", "--lang", "en", "-X", journal.currency]
            + Self.period))
        let dom = try DOMReader(HeadlessBrowser.dumpDOM(page))
        let budgets = (try? String(contentsOfFile: CLIHarness.example(journal.file), encoding: .utf8))?.contains("\n~ ") ?? false
        let goals = (try? String(contentsOfFile: CLIHarness.example(journal.file), encoding: .utf8))?.contains(" goal: ") ?? false
        #expect(dom.sections == ["overview", "income-expenses", "categories"] + (budgets ? ["budget"] : []) + (goals ? ["goals"] : [])
            + ["net-worth", "transactions"])
        #expect(dom.count("svg") >= 2)

        let overview = try Self.json(journal, ["overview"])
        let balance = overview["balance"] as? [String: Any], month = overview["month"] as? [String: Any]
        #expect(dom.card("netWorth") == Self.exact(balance?["amount"]))
        for key in ["income", "expenses", "net"] { #expect(dom.card(key) == Self.exact(month?[key]), "\(key)") }
        #expect(Self.sameNumber(dom.card("savingsRate"), month?["savingsRate"]))

        let monthly = try Self.json(journal, ["report", "monthly"] + Self.period)
        let months = try #require(monthly["rows"] as? [[String: Any]])
        let table = try #require(dom.table("income-expenses"))
        #expect(table.rows.count == months.count)
        for (row, expected) in zip(table.rows, months) {
            #expect(row.text("Period") == expected["period"] as? String)
            for (heading, key) in [("Income", "income"), ("Expenses", "expenses"), ("Net", "net"), ("Balance", "closingBalance")] {
                #expect(row.exact(heading) == Self.exact(expected[key]), "\(heading) of \(expected["period"] ?? "")")
            }
            #expect(Self.sameNumber(row.exact("Savings rate"), expected["savingsRate"]))
        }
        let netWorth = try #require(dom.table("net-worth"))
        #expect(netWorth.rows.map { $0.exact("Balance") } == months.map { Self.exact($0["closingBalance"]) })

        let categories = try Self.json(journal, ["report", "categories", "--compare"] + Self.period)
        let expectedCategories = try #require(categories["rows"] as? [[String: Any]])
        let categoryTable = try #require(dom.table("categories"))
        #expect(categoryTable.rows.count == expectedCategories.count)
        for (row, expected) in zip(categoryTable.rows, expectedCategories) {
            #expect(row.text("Category") == expected["category"] as? String)
            #expect(row.exact("Amount") == Self.exact(expected["amount"]))
            #expect(row.exact("Previous") == Self.exact(expected["previous"]))
            #expect(Self.sameNumber(row.exact("Share"), expected["share"]))
        }
        let shares = expectedCategories.filter { ($0["share"] as? NSNumber)?.doubleValue ?? 0 > 0 }.count
        #expect(dom.count("circle class=\"slice") == shares, "a slice of the donut per category with a share")

        if budgets {
            // The period's last month, as `track budget` gives it.
            let budgetText = Self.track(journal, ["budget", "-p", "2026-11", "-O", "json"])
            let budget = try #require(try JSONSerialization.jsonObject(with: Data(budgetText.utf8)) as? [String: Any])
            let expectedBudget = try #require(budget["rows"] as? [[String: Any]])
            let budgetTable = try #require(dom.table("budget"))
            #expect(!expectedBudget.isEmpty && budgetTable.rows.count >= expectedBudget.count)
            for (row, expected) in zip(budgetTable.rows, expectedBudget) {
                #expect(row.exact("Actual") == Self.exact(expected["actual"]), "\(expected["account"] ?? "")")
                #expect(row.exact("Budget") == Self.exact(expected["budget"]), "\(expected["account"] ?? "")")
            }
        }

        let recent = try #require(overview["recentTransactions"] as? [[String: Any]])
        #expect(!months.isEmpty && !expectedCategories.isEmpty && !recent.isEmpty, "the example journals fill every section")
        let transactions = try #require(dom.table("transactions"))
        #expect(transactions.rows.count == recent.count)
        for (row, expected) in zip(transactions.rows, recent) {
            #expect(row.text("date") == expected["date"] as? String)
            #expect(row.text("item") == expected["description"] as? String)
            #expect(row.exact("amount") == Self.exact(expected["amount"]))
        }
    }

    @Test(arguments: journals)
    func lightAndDarkScreenshotsAreDrawnAndDiffer(_ journal: Journal) throws {
        guard HeadlessBrowser.path != nil else {
            print("BrowserReportTests skipped: \(HeadlessBrowser.skipReason)")
            return
        }
        let folder = TemporaryDirectory()
        var pngs: [String] = []
        for theme in ["light", "dark"] {
            let page = folder.write("\(theme).html", Self.track(journal, ["report", "html", "-o", "-", "--lang", "en", "--theme", theme]))
            let png = folder.path + "/\(theme).png"
            try HeadlessBrowser.screenshot(page, to: png)
            pngs.append(png)
        }
        let light = try #require(FileManager.default.contents(atPath: pngs[0])), dark = try #require(FileManager.default.contents(atPath: pngs[1]))
        #expect(light != dark)
        guard let (images, differing) = try PNGCheck.summaries(pngs) else {
            Issue.record("python3 could not read the screenshots")
            return
        }
        for image in images {
            #expect(image.width == 1100 && image.height == 2400)
            #expect(image.colours > 50, "a page with text and charts, not a blank one")
        }
        #expect(images[0].luminance > 200, "light: a light background")
        #expect(images[1].luminance < 80, "dark: a dark background")
        #expect((differing ?? 0) > 0.5, "the themes differ in most pixels")
        if journal.file == "household.journal" && ProcessInfo.processInfo.environment["TRACK_RECORD_SCREENSHOTS"] == "1" {
            for (theme, png) in zip(["light", "dark"], pngs) {
                let target = CLIHarness.repositoryRoot + "/docs/report-\(theme).png"
                try? FileManager.default.removeItem(atPath: target)
                try FileManager.default.copyItem(atPath: png, toPath: target)
            }
        }
    }

    @Test func printsOnA4() throws {
        guard HeadlessBrowser.path != nil else {
            print("BrowserReportTests skipped: \(HeadlessBrowser.skipReason)")
            return
        }
        let folder = TemporaryDirectory()
        let page = folder.write("report.html", Self.track(Self.journals[0], ["report", "html", "-o", "-", "--theme", "dark"]))
        try HeadlessBrowser.printToPDF(page, to: folder.path + "/report.pdf")
        let pdf = try #require(FileManager.default.contents(atPath: folder.path + "/report.pdf"))
        let text = String(decoding: pdf, as: UTF8.self)
        let boxes = DOMReader.matches(#"/MediaBox \[([^\]]*)\]"#, in: text).map { $0[1] }
        #expect(text.hasPrefix("%PDF"))
        #expect((2...8).contains(boxes.count), "a few pages: \(boxes.count)")
        #expect(boxes.allSatisfy { $0.hasPrefix("0 0 594.9") && $0.contains(" 841.9") }, "A4 pages: \(boxes)")
    }
}

/// The parts of a dumped DOM the browser test reads: sections, cards, and
/// each section's table as rows of cells by heading.
struct DOMReader {
    struct Table {
        var headings: [String]
        var rows: [Row]
    }

    struct Row {
        var headings: [String]
        /// Each cell's text and `data-exact`.
        var cells: [(text: String, exact: String?)]

        func text(_ heading: String) -> String? {
            headings.firstIndex(of: heading).flatMap { $0 < cells.count ? cells[$0].text : nil }
        }

        func exact(_ heading: String) -> String? {
            headings.firstIndex(of: heading).flatMap { $0 < cells.count ? cells[$0].exact : nil }
        }
    }

    let dom: String

    init(_ dom: String) {
        self.dom = dom
    }

    var sections: [String] { Self.matches(#"<section id="([^"]+)""#, in: dom).map { $0[1] } }

    func count(_ text: String) -> Int { dom.components(separatedBy: text).count - 1 }

    /// A card's `data-exact`.
    func card(_ key: String) -> String? {
        let pattern = #"data-figure=""# + key + #""><div class="card-label">[^<]*</div><div class="card-value[^"]*" data-exact="([^"]*)""#
        return Self.matches(pattern, in: dom).first?[1]
    }

    /// The body rows of the section's (first) table.
    func table(_ section: String) -> Table? {
        guard let body = Self.matches(#"<section id=""# + section + #""[^>]*>(.*?)</section>"#, in: dom).first?[1],
              let head = Self.matches(#"<thead>(.*?)</thead>"#, in: body).first?[1],
              let rows = Self.matches(#"<tbody>(.*?)</tbody>"#, in: body).first?[1] else { return nil }
        let headings = Self.matches(#"<th[^>]*>(.*?)</th>"#, in: head).map { Self.text($0[1]) }
        return Table(headings: headings, rows: Self.matches(#"<tr>(.*?)</tr>"#, in: rows).map { row in
            Row(headings: headings, cells: Self.matches(#"<td([^>]*)>(.*?)</td>"#, in: row[1]).map { cell in
                (Self.text(cell[2]), Self.matches(#"data-exact="([^"]*)""#, in: cell[1]).first?[1])
            })
        })
    }

    /// Text without tags, entities decoded.
    static func text(_ html: String) -> String {
        var text = html.replacingOccurrences(of: "<br>", with: "\n")
        text = text.replacingOccurrences(of: #"<[^>]+>"#, with: "", options: .regularExpression)
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&nbsp;", "\u{A0}"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text
    }

    static func matches(_ pattern: String, in text: String) -> [[String]] {
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).map { match in
            (0..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }
}
