import TrackModel

/// Writes events as an iCalendar file (RFC 5545): CRLF line ends, lines
/// folded at 75 octets without splitting a UTF-8 sequence, TEXT values
/// escaped, all-day events as `DTSTART;VALUE=DATE`. The same events give
/// the same bytes: nothing is read from the clock.
public struct ICalendarEncoder {
    /// The product that wrote the file (`PRODID`).
    public var productID = "-//track//savings plans//EN"
    /// The calendar's name, shown by calendar apps (`X-WR-CALNAME`).
    public var name: String

    public init(name: String) {
        self.name = name
    }

    public func encode(_ events: [ICalendarEvent]) -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + Self.escape(productID), "CALSCALE:GREGORIAN",
                     "METHOD:PUBLISH", "X-WR-CALNAME:" + Self.escape(name)]
        for event in events {
            lines += [
                "BEGIN:VEVENT",
                "UID:" + Self.escape(event.uid),
                "DTSTAMP:" + Self.basic(event.stamp) + "T000000Z",
                "DTSTART;VALUE=DATE:" + Self.basic(event.day),
                "DTEND;VALUE=DATE:" + Self.basic(event.day.adding(days: 1)),
                "SUMMARY:" + Self.escape(event.summary),
                "DESCRIPTION:" + Self.escape(event.description),
                "TRANSP:TRANSPARENT",
                "BEGIN:VALARM",
                "ACTION:DISPLAY",
                "DESCRIPTION:" + Self.escape(event.summary),
                "TRIGGER:" + Self.duration(minutes: event.alarmMinutes),
                "END:VALARM",
                "END:VEVENT",
            ]
        }
        lines.append("END:VCALENDAR")
        return lines.map(Self.fold).joined()
    }

    /// `20270104`: a DATE value.
    static func basic(_ day: Day) -> String {
        String(day.description.filter { $0 != "-" })
    }

    /// `PT9H`, `PT9H30M`, `-PT15M`: a DURATION relative to the event's start.
    static func duration(minutes: Int) -> String {
        let sign = minutes < 0 ? "-" : ""
        let m = abs(minutes)
        var text = sign + "PT"
        if m / 60 > 0 { text += "\(m / 60)H" }
        if m % 60 > 0 || m == 0 { text += "\(m % 60)M" }
        return text
    }

    /// A TEXT value escaped (RFC 5545 3.3.11): `\` `;` `,` with a backslash, a line break as `\n`.
    public static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n": out += "\\n"
            case "\r": break
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The content line with CRLF, folded (RFC 5545 3.1): no line longer
    /// than 75 octets, a continuation starting with one space, and no
    /// break inside a UTF-8 sequence (a break before a continuation byte
    /// moves back to the sequence's first byte).
    public static func fold(_ line: String) -> String {
        let bytes = Array(line.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 70 * 3 + 2)
        var start = 0
        var limit = 75
        while bytes.count - start > limit {
            var end = start + limit
            while end > start + 1, bytes[end] & 0xC0 == 0x80 { end -= 1 }
            out += bytes[start..<end]
            out += [0x0D, 0x0A, 0x20]
            start = end
            limit = 74
        }
        out += bytes[start...]
        out += [0x0D, 0x0A]
        return String(decoding: out, as: UTF8.self)
    }
}
