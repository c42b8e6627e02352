import Foundation
import Testing
import TrackRendering

struct JSONValueTests {
    static let report: JSONValue = .object([
        ("account", .string("支出:餐飲")),
        ("amounts", .array([
            .object([("commodity", .string("NT$")), ("quantity", .number("1234.50"))]),
            .object([("commodity", .string("USD")), ("quantity", .number("-0.000000000000000001"))]),
        ])),
        ("tags", .array([])),
        ("meta", .object([])),
        ("cleared", .bool(true)),
        ("pending", .bool(false)),
        ("note", .null),
    ])

    @Test func prettyOutput() {
        #expect(
            Self.report.rendered(pretty: true) == """
                {
                  "account": "支出:餐飲",
                  "amounts": [
                    {
                      "commodity": "NT$",
                      "quantity": 1234.50
                    },
                    {
                      "commodity": "USD",
                      "quantity": -0.000000000000000001
                    }
                  ],
                  "tags": [],
                  "meta": {},
                  "cleared": true,
                  "pending": false,
                  "note": null
                }
                """)
    }

    @Test func compactOutput() {
        #expect(
            Self.report.rendered(pretty: false)
                == #"{"account":"支出:餐飲","amounts":[{"commodity":"NT$","quantity":1234.50},"#
                + #"{"commodity":"USD","quantity":-0.000000000000000001}],"tags":[],"meta":{},"#
                + #""cleared":true,"pending":false,"note":null}"#)
    }

    @Test(arguments: [
        ("plain", #""plain""#),
        ("say \"hi\"", #""say \"hi\"""#),
        (#"C:\journal"#, #""C:\\journal""#),
        ("a\nb", #""a\nb""#),
        ("a\tb\rc", #""a\tb\rc""#),
        ("\u{0}\u{1}\u{1B}\u{1F}", #""\u0000\u0001\u001b\u001f""#),
        ("\u{8}\u{C}", #""\u0008\u000c""#),
        ("a/b", #""a/b""#),
        ("\u{7F}", "\"\u{7F}\""),
        ("€ 支出 🍜 e\u{301}", "\"€ 支出 🍜 e\u{301}\""),
        ("", #""""#),
    ])
    func escaping(_ text: String, as expected: String) {
        #expect(JSONValue.string(text).rendered(pretty: false) == expected)
        #expect(JSONValue.string(text).rendered(pretty: true) == expected)
    }

    @Test func scalarsAtTheTopLevel() {
        #expect(JSONValue.null.rendered(pretty: true) == "null")
        #expect(JSONValue.number("-12.50").rendered(pretty: true) == "-12.50")
        #expect(JSONValue.bool(true).rendered(pretty: false) == "true")
    }

    @Test func nestedArrays() {
        let value: JSONValue = .array([.array([.number("1")]), .array([]), .number("2")])
        #expect(value.rendered(pretty: false) == "[[1],[],2]")
        #expect(
            value.rendered(pretty: true) == """
                [
                  [
                    1
                  ],
                  [],
                  2
                ]
                """)
    }

    @Test func keysKeepTheirOrder() {
        let value: JSONValue = .object([("z", .number("1")), ("a", .number("2")), ("m", .number("3"))])
        #expect(value.rendered(pretty: false) == #"{"z":1,"a":2,"m":3}"#)
    }

    @Test(arguments: [true, false])
    func outputParsesWithFoundation(pretty: Bool) throws {
        let tricky: JSONValue = .object([
            ("report", Self.report),
            ("escapes", .string("\"\\\n\r\t\u{0}\u{1F}/\u{7F}")),
            ("unicode", .string("資産:現金 🙂")),
        ])
        let data = Data(tricky.rendered(pretty: pretty).utf8)
        let parsed = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(parsed["escapes"] as? String == "\"\\\n\r\t\u{0}\u{1F}/\u{7F}")
        #expect(parsed["unicode"] as? String == "資産:現金 🙂")
        let report = try #require(parsed["report"] as? [String: Any])
        #expect(report["account"] as? String == "支出:餐飲")
        #expect(report["note"] is NSNull)
        let amounts = try #require(report["amounts"] as? [[String: Any]])
        #expect(amounts.count == 2)
        #expect(amounts.first?["commodity"] as? String == "NT$")
    }

    @Test func equality() {
        #expect(Self.report == Self.report)
        #expect(JSONValue.object([("a", .null), ("b", .null)]) != .object([("b", .null), ("a", .null)]))
        #expect(JSONValue.object([("a", .null)]) != .object([("a", .null), ("b", .null)]))
        #expect(JSONValue.object([("a", .number("1"))]) != .object([("a", .number("2"))]))
        #expect(JSONValue.object([]) != .array([]))
        #expect(JSONValue.number("1") != .string("1"))
        #expect(JSONValue.array([.bool(true)]) == .array([.bool(true)]))
        #expect(JSONValue.null == .null)
    }
}
