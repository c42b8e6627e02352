import Testing
import TrackModel
@testable import TrackSyntax

/// Issue 20: timeclock and timedot files, read by their extension (with
/// `-f` or `include`) into transactions as hledger 1.25 makes them; their
/// balances are checked against hledger in `Tests/Compat/tree/timeclock`
/// and `timedot`.
@Suite struct TimeclockTimedotTests {
    static func read(_ name: String, _ text: String) -> LoadedJournal {
        load(files: [name: text], main: name)
    }

    @Test func aSessionIsAClearedVirtualPostingOfHours() {
        let loaded = Self.read("hours.timeclock", "i 2026-11-02 09:00:00 Work:Client A  design review\no 2026-11-02 10:30:00\n")
        #expect(loaded.diagnostics.isEmpty)
        let transaction = loaded.journal.transactions[0]
        #expect(transaction.date == Day(year: 2026, month: 11, day: 2))
        #expect(transaction.status == .cleared)
        #expect(loaded.description(0) == "design review")
        #expect(transaction.postings[0].kind == .virtual)
        #expect(loaded.account(0, 0) == "Work:Client A")
        #expect(loaded.amount(0, 0) == "1.5 h")
    }

    /// hledger's rule: each day but the last ends at 23:59:59; a zone is ignored.
    @Test func aSessionPastMidnightIsOneTransactionADay() {
        let loaded = Self.read("hours.timeclock", """
            ; a comment
            i 2026-11-02 22:00 Work
            o 2026-11-04 01:00:00+0900
            """)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.transactions.map(\.date.description) == ["2026-11-02", "2026-11-03", "2026-11-04"])
        #expect((0..<3).map { loaded.amount($0, 0) } == ["1.9997222222222222 h", "23.9997222222222222 h", "1 h"])
    }

    @Test(arguments: [
        ("....", "1"), (".... ..", "1.5"), ("1.5", "1.5"), ("90m", "1.5"), ("30s", "0.0083333333333333"),
        ("2h", "2"), ("1d", "24"), ("1w", "168"), ("1mo", "720"), ("1y", "8760"), ("0", "0"), ("-1.5", "-1.5"),
        ("1,5", "1.5"), ("", "0"), ("  ; only a comment", "0"), (".  .  ; a comment", "0.5"),
    ])
    func timedotQuantities(written: String, hours: String) {
        let loaded = Self.read("hours.timedot", "2026-11-02 client work\nWork:Client A  \(written)\n")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.amount(0, 0) == hours)
        #expect(loaded.description(0) == "client work")
        #expect(loaded.journal.transactions[0].postings[0].kind == .virtual)
    }

    @Test func aQuantityTooLargeInHoursIsAnOverflow() {
        let loaded = Self.read("hours.timedot", "2026-11-02\nWork  99999999999999999999999999999999999y\n")
        #expect(loaded.ids == [.amountOverflow])
    }

    @Test func includedFilesAreReadInTheirFormat() {
        let loaded = load(files: [
            "main.journal": "include hours.timeclock\ninclude days.TIMEDOT\n",
            "hours.timeclock": "i 2026-11-02 09:00 Work\no 2026-11-02 09:45\n",
            "days.TIMEDOT": "2026-11-03\nWork  ..\n",
        ])
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.journal.transactions.count == 2)
        #expect(loaded.amount(0, 0) == "0.75 h")
        #expect(loaded.amount(1, 0) == "0.5")
    }

    @Test(arguments: [
        ("main.journal", JournalFileFormat.journal, "main.journal"), ("a/b.timeclock", .timeclock, "a/b.timeclock"),
        ("b.TimeDot", .timedot, "b.TimeDot"), ("bank.csv", .separatedValues, "bank.csv"), ("x.tsv", .separatedValues, "x.tsv"),
        ("journal:notes.txt", .journal, "notes.txt"), ("csv:notes.txt", .separatedValues, "notes.txt"),
        (".timeclock", .journal, ".timeclock"), ("dir.csv/notes", .journal, "dir.csv/notes"),
    ])
    func formatsByPrefixThenExtension(written: String, format: JournalFileFormat, path: String) {
        #expect(JournalFileFormat.of(written) == (format, path))
    }

    /// fmt leaves timeclock and timedot files as they are: they are not journal text.
    @Test func fmtCopiesThemAsWritten() {
        let files = [
            "main.journal": "include hours.timeclock\ninclude days.timedot\n",
            "hours.timeclock": "i 2026-11-02 09:00 Work\n\n\n\no 2026-11-02 09:45   \n",
            "days.timedot": "2026-11-03\n   Work  ..\n",
        ]
        let out = formatted(files: files)
        #expect(out["hours.timeclock"] == files["hours.timeclock"])
        #expect(out["days.timedot"] == files["days.timedot"])
    }
}
