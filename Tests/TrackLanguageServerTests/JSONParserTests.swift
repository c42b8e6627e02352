import Testing
@testable import TrackLanguageServer

/// The JSON reader and writer: what LSP messages hold, and every kind of
/// malformed input refused with an error instead of a crash.
@Suite struct JSONParserTests {
    private func parse(_ text: String) throws -> JSON { try JSONParser.parse(Array(text.utf8)) }

    @Test func readsEveryKindOfValue() throws {
        let value = try parse(#" {"a": [1, -2.5e3, true, false, null], "b": "x\"\\\/\n\t\u00e9\ud83d\ude00"} "#)
        #expect(value["a"] == .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null]))
        #expect(value["b"]?.string == "x\"\\/\n\té😀")
        #expect(value["a"]?.array?.first?.int == 1)
    }

    @Test func writesWhatItReads() throws {
        let value = JSON.object([("s", .string("a\"b\\c\n\u{1}é")), ("n", .int(42)), ("l", .array([.null, .bool(true)]))])
        #expect(String(decoding: value.bytes, as: UTF8.self) == #"{"s":"a\"b\\c\n\u0001é","n":42,"l":[null,true]}"#)
        #expect(try JSONParser.parse(value.bytes) == value)
    }

    /// The size counted before writing (to reserve it) is the size written.
    @Test(arguments: [
        JSON.object([("s", .string("a\"b\\c\n\r\t\u{1}é😀")), ("n", .int(-42)), ("l", .array([.null, .bool(true), .bool(false)]))]),
        .array([]), .object([]), .array([.array([]), .object([("", .string(""))])]), .string(""), .number("1.5e3"),
    ])
    func theCountedSizeIsTheWrittenSize(_ value: JSON) {
        #expect(value.byteCount == value.bytes.count)
    }

    @Test func aLoneSurrogateIsAReplacementCharacter() throws {
        #expect(try parse(#""\ud800x""#).string == "\u{FFFD}x")
    }

    @Test(arguments: [
        "", "{", "[1,", #"{"a" 1}"#, #"{"a":}"#, "tru", "01x", "-", "1.", "1e", #""abc"#, #""\q""#, #""\u12""#,
        "[1] 2", "{\"a\":1,}", "\"\u{1}\"", "@",
    ])
    func malformedInputIsAnError(_ text: String) {
        #expect(throws: JSONParser.Failure.self) { try parse(text) }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParser.Failure.self) { try parse(text) }
    }
}
