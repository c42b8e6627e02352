import TrackModel

/// Timeclock files (`.timeclock`), read as hledger 1.25 reads them:
///
/// ```timeclock
/// i 2026-11-02 09:00:00 Work:Client A  design review
/// o 2026-11-02 10:30:00
/// ```
///
/// `i DATE TIME [ACCOUNT[  DESCRIPTION]]` clocks in, `o DATE TIME` clocks
/// out (`HH:MM[:SS]`, a `+HHMM` zone ignored). Each clock-in and the
/// clock-out after it become a cleared transaction on the clock-in's day
/// with one virtual posting of the hours, `(Work:Client A)  1.50h`; a
/// session past midnight is split into one transaction a day, each day but
/// the last ending at 23:59:59 (hledger's rule). Blank lines and `;`, `#`,
/// `*` comment lines are skipped.
extension JournalParser {
    private struct ClockEntry {
        var code: UInt8
        var line: Range<Int>
        var day: Day
        /// Seconds since midnight.
        var time: Int
        var account: Range<Int>?
        var description: Range<Int>?
    }

    mutating func parseTimeclockFile(at index: Int) {
        let file = journal.sources.files[index]
        var entries: [ClockEntry] = []
        file.bytes.withUnsafeBufferPointer { buffer in
            var cursor = Cursor(bytes: buffer, base: file.base)
            let reported = diagnostics.count
            while !cursor.isAtEnd {
                if let entry = readClockEntry(&cursor) { entries.append(entry) }
                cursor.skipToNextLine()
            }
            // A line that did not read leaves the pairs unknown: no sessions, no second error.
            guard diagnostics.count == reported else { return }
            var i = 0
            while i < entries.count {
                let clockIn = entries[i]
                guard clockIn.code == UInt8(ascii: "i") else {
                    report(.timeclockOutOfOrder(expected: "i", found: clockIn.code, at: location(cursor, clockIn.line)))
                    return
                }
                guard i + 1 < entries.count else {
                    // Still clocked in: counted up to the start of today (track reads no clock time).
                    if options.today > clockIn.day {
                        appendSessions(cursor, from: clockIn, to: options.today, 0, file: file)
                    }
                    report(.timeclockStillClockedIn(at: location(cursor, clockIn.line)))
                    return
                }
                let clockOut = entries[i + 1]
                guard clockOut.code == UInt8(ascii: "o") else {
                    report(.timeclockOutOfOrder(expected: "o", found: clockOut.code, at: location(cursor, clockOut.line)))
                    return
                }
                guard (clockOut.day, clockOut.time) >= (clockIn.day, clockIn.time) else {
                    report(.timeclockOutBeforeIn(line: lineNumber(cursor, clockIn.line.lowerBound),
                                                 at: location(cursor, clockOut.line)))
                    return
                }
                appendSessions(cursor, from: clockIn, to: clockOut.day, clockOut.time, file: file)
                i += 2
            }
        }
    }

    private func lineNumber(_ cursor: Cursor, _ position: Int) -> Int {
        var line = 1
        for k in 0..<position where cursor.byte(at: k) == .newline { line += 1 }
        return line
    }

    private func location(_ cursor: Cursor, _ range: Range<Int>) -> Range<SourceLocation> {
        cursor.location(range.lowerBound)..<cursor.location(range.upperBound)
    }

    /// One line: an entry, or nil for a blank or comment line (or an error, reported).
    private mutating func readClockEntry(_ cursor: inout Cursor) -> ClockEntry? {
        let lineStart = cursor.position
        let lineEnd = cursor.trimmedEnd(from: lineStart, to: cursor.contentEnd)
        cursor.skipSpaces()
        let first = cursor.peek
        if cursor.position >= lineEnd || first == .semicolon || first == UInt8(ascii: "#") || first == UInt8(ascii: "*") {
            return nil
        }
        let isCode = cursor.position == lineStart && [UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "b"),
                                                      UInt8(ascii: "h"), UInt8(ascii: "O")].contains(first)
        guard isCode, cursor.byte(at: lineStart + 1).isSpaceOrTab else {
            report(.timeclockLine(at: cursor.location(lineStart)..<cursor.location(max(lineEnd, lineStart + 1))))
            return nil
        }
        cursor.advance()
        cursor.skipSpaces()
        guard let day = readDate(&cursor, year: scope.defaultYear) else { return nil }
        cursor.skipSpaces()
        let timeStart = cursor.position
        guard let time = readClockTime(&cursor) else {
            var end = timeStart
            while end < lineEnd && !cursor.byte(at: end).isSpaceOrTab { end += 1 }
            report(.timeclockTime(cursor.string(timeStart, end), at: cursor.location(timeStart)..<cursor.location(max(end, timeStart + 1))))
            return nil
        }
        var entry = ClockEntry(code: first, line: lineStart..<lineEnd, day: day, time: time)
        let afterTime = cursor.position
        if cursor.skipSpaces() > 0 && cursor.position < lineEnd {
            let accountEnd = accountNameEnd(cursor, lineEnd: lineEnd)
            entry.account = cursor.position..<accountEnd
            cursor.position = accountEnd
            cursor.skipSpaces()
            if cursor.position < lineEnd { entry.description = cursor.position..<lineEnd }
        }
        if first == UInt8(ascii: "i") && entry.account == nil {
            report(.timeclockNeedsAccount(at: cursor.location(afterTime)..<cursor.location(afterTime + 1)))
            return nil
        }
        return entry
    }

    /// `HH:MM`, `HH:MM:SS`, optionally followed by a `+HHMM`/`-HHMM` zone (ignored, as hledger ignores it).
    private func readClockTime(_ cursor: inout Cursor) -> Int? {
        func twoDigits(_ cursor: inout Cursor) -> Int? {
            let a = cursor.peek, b = cursor.peek(at: 1)
            guard a.isDigit, b.isDigit else { return nil }
            cursor.advance(by: 2)
            return Int(a - 0x30) * 10 + Int(b - 0x30)
        }
        guard let hours = twoDigits(&cursor), hours < 24, cursor.peek == UInt8(ascii: ":") else { return nil }
        cursor.advance()
        guard let minutes = twoDigits(&cursor), minutes < 60 else { return nil }
        var seconds = 0
        if cursor.peek == UInt8(ascii: ":") {
            cursor.advance()
            guard let s = twoDigits(&cursor), s < 60 else { return nil }
            seconds = s
        }
        if cursor.peek == UInt8(ascii: "+") || cursor.peek == UInt8(ascii: "-") {
            cursor.advance()
            for _ in 0..<4 {
                guard cursor.peek.isDigit else { return nil }
                cursor.advance()
            }
        }
        guard cursor.peek.isSpaceOrTab || cursor.isAtLineEnd else { return nil }
        return hours * 3600 + minutes * 60 + seconds
    }

    /// The transactions of one session, a day each, from `clockIn` to `endTime` on `endDay`.
    private mutating func appendSessions(_ cursor: Cursor, from clockIn: ClockEntry, to endDay: Day, _ endTime: Int,
                                         file: SourceFile) {
        guard let range = clockIn.account else { return }
        let account = internAccount(cursor, range.lowerBound, range.upperBound, markUsed: true)
        let hours = journal.commodities.intern("h")
        // hledger shows hours with two decimals, the symbol after the number with no space.
        styles.observe(hours, reading: NumberReading(quantity: Quantity(mantissa: 0, scale: 2)), side: .right,
                       spaced: false, influencesStyle: true)
        let description = clockIn.description.map { cursor.text($0.lowerBound, $0.upperBound) } ?? .empty
        let source = cursor.text(clockIn.line.lowerBound, clockIn.line.upperBound)
        var day = clockIn.day
        var start = clockIn.time
        while true {
            let last = day >= endDay
            let end = last ? endTime : 23 * 3600 + 59 * 60 + 59
            let seconds = Quantity(mantissa: Int128(max(end - start, 0)), scale: 0)
            let quantity = (seconds.divided(by: Quantity(mantissa: 3600, scale: 0), scale: 16) ?? seconds).normalized
            let posting = Posting(account: account, amount: Amount(quantity, hours), location: source.location,
                                  kind: .virtual)
            appendTransaction(Transaction(date: day, status: .cleared, description: description,
                                          postings: PostingList([posting]), source: source))
            if last { break }
            day = day.adding(days: 1)
            start = 0
        }
    }
}
