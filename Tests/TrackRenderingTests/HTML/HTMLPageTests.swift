import Testing
import TrackModel
@testable import TrackRendering

/// The page: self-contained, well formed, themed, labelled in its language.
@Suite struct HTMLPageTests {
    static func page(_ theme: HTMLTheme = HTMLTheme(), _ language: HTMLLabels.Language = .english) -> HTMLPage {
        let labels = HTMLLabels(language)
        let card = HTMLSection.Card(key: "netWorth", label: labels("Net worth"), value: "<b>1</b>", exact: "1",
                                    detail: "▲ 1", detailPaint: .gain)
        let sections = [
            HTMLSection(id: "overview", title: labels("Overview"), subtitle: "\"><img onerror=x>", parts: [.cards([card])]),
            HTMLSection(id: "notes", title: "<script>alert(1)</script>", parts: [.note("a & b")]),
        ]
        return HTMLPage(title: labels("Household report"), subtitle: nil, sections: sections, theme: theme, labels: labels)
    }

    @Test func wellFormedWithNothingToFetch() throws {
        let html = Self.page().html()
        let check = try #require(XMLCheck.parse(html), "the page is well-formed XML")
        #expect(!check.elements.contains("script"))
        #expect(!check.elements.contains("img"))
        #expect(!check.elements.contains("link"))
        #expect(check.text.contains("<script>alert(1)</script>"))
        #expect(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src &#39;none&#39;;"))
        #expect(!html.contains("http://") || !html.replacingOccurrences(of: "http://www.w3.org/", with: "").contains("http://"))
        #expect(!html.contains("https://"))
        #expect(!html.contains("@import") && !html.contains("url("))
    }

    @Test(arguments: HTMLTheme.Scheme.allCases)
    func theThemeIsAnAttribute(_ scheme: HTMLTheme.Scheme) {
        let html = Self.page(HTMLTheme(scheme: scheme, gainColors: .tw)).html()
        #expect(html.contains("data-theme=\"\(scheme.rawValue)\" data-gain=\"tw\""))
        #expect(html.contains("prefers-color-scheme: dark"))
        #expect(html.contains("@page { size: A4"))
        #expect(html.contains("#4C7EF3") && html.contains("#F7F8FA") && html.contains("#3A506B"))
        #expect(html.contains("\"Noto Sans TC\", \"PingFang TC\""))
        #expect(html.contains(":root[data-gain=\"tw\"] .up { color: var(--red); }"))
        #expect(html.contains("<div class=\"card-detail gain up\">▲ 1</div>"))
    }

    @Test func theSamePageTheSameBytes() {
        #expect(Self.page().html() == Self.page().html())
        #expect(!Self.page().html().contains("·"), "no stamp unless asked")
        var stamped = Self.page()
        stamped.stamp = "2026-11-21"
        #expect(stamped.html().contains("Made by track · 2026-11-21"))
    }

    @Test func labelsComeFromTheLanguagesTable() {
        let html = Self.page(HTMLTheme(), .traditionalChinese).html()
        #expect(html.contains("lang=\"zh-Hant-TW\""))
        #expect(html.contains("<h1>家計報表</h1>"))
        #expect(html.contains("淨資產"))
        for key in HTMLLabels.keys { #expect(HTMLLabels(.traditionalChinese)(key) != key || key == "%", "\(key)") }
    }

    @Test(arguments: [("zh_TW.UTF-8", HTMLLabels.Language.traditionalChinese), ("zh_Hant_HK", .traditionalChinese),
                      ("en_US.UTF-8", .english), ("zh_CN.UTF-8", .english), ("C", .english)])
    func theLanguageFollowsTheLocale(_ locale: String, _ language: HTMLLabels.Language) {
        #expect(HTMLLabels.Language.fromLocale(locale) == language)
    }
}
