import Testing
import TrackModel
@testable import TrackRendering

/// RFC 5545's line rules: CRLF, folding at 75 octets without breaking a
/// UTF-8 sequence, and TEXT escaping.
struct ICalendarEncoderTests {
    @Test func shortLinesEndInCRLF() {
        #expect(ICalendarEncoder.fold("VERSION:2.0") == "VERSION:2.0\r\n")
    }

    @Test func longLinesFoldAt75Octets() {
        let line = "DESCRIPTION:" + String(repeating: "a", count: 200)
        let folded = ICalendarEncoder.fold(line)
        let lines = folded.split(separator: "\r\n", omittingEmptySubsequences: true).map(String.init)
        #expect(lines.allSatisfy { $0.utf8.count <= 75 })
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(" ") })
        #expect(lines[0].utf8.count == 75)
        // Unfolding (removing CRLF + one space) gives the line back.
        #expect(folded.replacingAll("\r\n ", with: "") == line + "\r\n")
    }

    @Test(arguments: [0, 1, 2])
    func foldingNeverSplitsAUTF8Sequence(_ shift: Int) {
        // 3-octet CJK characters at every alignment against the 75-octet limit.
        let line = "SUMMARY:" + String(repeating: "x", count: shift) + String(repeating: "旅行存錢", count: 30)
        let folded = ICalendarEncoder.fold(line)
        let pieces = folded.split(separator: "\r\n", omittingEmptySubsequences: true)
        for piece in pieces {
            #expect(piece.utf8.count <= 75)
            // Each piece is valid UTF-8 on its own: decoding and re-encoding keeps every byte.
            let bytes = Array(piece.utf8)
            #expect(Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes)
            #expect(!String(piece).contains("\u{FFFD}"))
        }
        #expect(folded.replacingAll("\r\n ", with: "") == line + "\r\n")
    }

    @Test(arguments: [
        ("plain", "plain"), ("a,b", "a\\,b"), ("a;b", "a\\;b"), ("back\\slash", "back\\\\slash"), ("two\nlines", "two\\nlines"),
        ("crlf\r\nline", "crlf\\nline"), ("$1,378.00; done", "$1\\,378.00\\; done"),
    ])
    func textIsEscaped(_ text: String, _ escaped: String) {
        #expect(ICalendarEncoder.escape(text) == escaped)
    }

    @Test func durations() {
        #expect(ICalendarEncoder.duration(minutes: 540) == "PT9H")
        #expect(ICalendarEncoder.duration(minutes: 570) == "PT9H30M")
        #expect(ICalendarEncoder.duration(minutes: -15) == "-PT15M")
        #expect(ICalendarEncoder.duration(minutes: 0) == "PT0M")
    }

    @Test func anEventIsAllDayWithAnAlarmAndDeterministic() {
        let event = ICalendarEvent(uid: "trip-20270131@track.plan", stamp: Day(year: 2027, month: 1, day: 4)!,
                                   day: Day(year: 2027, month: 1, day: 29)!, summary: "Save $83.33 for trip", description: "a, b")
        let text = ICalendarEncoder(name: "Savings plans").encode([event])
        #expect(text == ICalendarEncoder(name: "Savings plans").encode([event]))
        #expect(text.contains("\r\nDTSTART;VALUE=DATE:20270129\r\nDTEND;VALUE=DATE:20270130\r\n"))
        #expect(text.contains("\r\nDTSTAMP:20270104T000000Z\r\n"))
        #expect(text.contains("\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\n"))
        #expect(text.contains("\r\nDESCRIPTION:a\\, b\r\n"))
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        #expect(!text.replacingAll("\r\n", with: "").contains("\n"))
    }
}

extension String {
    /// Every `target` replaced, without Foundation.
    func replacingAll(_ target: String, with replacement: String) -> String {
        var out = "", rest = Substring(self)
        while let range = rest.range(of: target) {
            out += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
