import TrackModel

/// The messages of timeclock (`.timeclock`) and timedot (`.timedot`) files,
/// and of a timeclock entry met in a journal: their IDs are in
/// `DiagnosticID.Journal`, since these files are read as journals.
extension Diagnostic {
    static func timeclockLine(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.timeclockLine), range: range, message: "this line is not a timeclock entry",
                   hint: "a timeclock file has 'i DATE TIME ACCOUNT  DESCRIPTION' and 'o DATE TIME' lines, and ';' comments")
    }

    static func timeclockNeedsAccount(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.timeclockLine), range: range, message: "this clock-in names no account",
                   hint: "write the account after the time: i 2026-11-02 09:00 Work:Client A")
    }

    static func timeclockTime(_ text: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.timeclockTime), range: range, message: "'\(text)' is not a time of day",
                   hint: "write the time as HH:MM or HH:MM:SS, such as 09:30, then two spaces before the description")
    }

    /// `found` is the entry's code: `o` where a clock-in was due, `i` where a clock-out was.
    static func timeclockOutOfOrder(expected: Character, found: UInt8, at range: Range<SourceLocation>) -> Diagnostic {
        let what = expected == "i" ? "a clock-in ('i')" : "a clock-out ('o') for the clock-in above"
        return Diagnostic(.journal(.timeclockOrder), range: range,
                          message: "expected \(what) here, not '\(Character(Unicode.Scalar(found)))'",
                          hint: "each 'i' line is followed by the 'o' line that ends its session")
    }

    static func timeclockOutBeforeIn(line: Int, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.timeclockOrder), range: range,
                   message: "this clock-out is earlier than its clock-in (line \(line))",
                   hint: "correct the date or the time of one of them")
    }

    static func timeclockStillClockedIn(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.timeclockStillClockedIn), severity: .warning, range: range,
                   message: "this clock-in has no clock-out: its session counts up to the start of today",
                   hint: "add 'o DATE TIME' when the session ends")
    }

    static func timedotLine(_ why: String, hint: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.timedotLine), range: range, message: why, hint: hint)
    }

    static func timeclockEntry(_ word: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.timeclockEntry), range: range,
                   message: "timeclock entries ('\(word) DATE …') are not read in a journal",
                   hint: "keep time logs in their own .timeclock file")
    }
}
