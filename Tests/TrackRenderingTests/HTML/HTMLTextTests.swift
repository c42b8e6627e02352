import Testing
import TrackRendering

/// Every string from a journal is escaped for element text and attributes alike.
@Suite struct HTMLTextTests {
    @Test(arguments: [
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("\"><img onerror=alert(1) src=x>", "&quot;&gt;&lt;img onerror=alert(1) src=x&gt;"),
        ("Tom & Jerry's", "Tom &amp; Jerry&#39;s"),
        ("全聯 福利中心", "全聯 福利中心"),
        ("bell\u{07}", "bell\u{FFFD}"),
    ])
    func escapesMarkup(_ text: String, _ expected: String) {
        #expect(HTMLText.escaped(text) == expected)
    }

    @Test func elementsEscapeTheirTextAndAttributes() {
        #expect(HTMLText.element("td", [("title", "a\"b")], text: "<b>") == "<td title=\"a&quot;b\">&lt;b&gt;</td>")
    }
}
