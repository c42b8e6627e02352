import Foundation
import Testing
import TrackTestSupport

/// `track plan` checked by independent programs: Python's `icalendar`
/// parses the calendar it writes, and hledger reads every journal its
/// writing commands leave with the same balances. Each test says why it is
/// skipped when its program is missing (.ci/run installs them).
struct PlanOracleTests {
    /// A plan whose name is CJK, so that folding runs through 3-octet characters.
    static let journal = GoldenTests.planJournal.replacingOccurrences(
        of: "account Income:Salary",
        with: "account Assets:Savings:旅行基金  ; plan:日本旅行存錢計畫, plan-method:by-date, plan-start:2026-12-05, plan-every:2 weeks, plan-count:6, plan-target:$600.00, plan-weekend:before\naccount Income:Salary")

    static func run(_ program: String, _ arguments: [String], input: String? = nil) -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        let out = Pipe(), errors = Pipe()
        process.standardOutput = out
        process.standardError = errors
        guard (try? process.run()) != nil else { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        _ = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static var hasICalendar: Bool {
        run("python3", ["-c", "import icalendar"])?.status == 0
    }

    @Test func pythonICalendarReadsEveryEvent() throws {
        guard Self.hasICalendar else {
            print("PlanOracleTests: skipped, python3 with the icalendar package is missing (pip install icalendar)")
            return
        }
        let dir = TemporaryDirectory()
        dir.write("track.journal", Self.journal)
        let result = CLIHarness.run(["-f", dir.path + "/track.journal", "--today", "2026-11-21", "plan", "ics", "-o", dir.path + "/plans.ics"])
        #expect(result.status == 0)
        let bytes = try #require(FileManager.default.contents(atPath: dir.path + "/plans.ics"))
        // Folded at 75 octets, every line ending in CRLF, no lone LF.
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.components(separatedBy: "\r\n").dropLast().allSatisfy { $0.utf8.count <= 75 && !$0.contains("\n") })
        let script = """
            import sys, icalendar, datetime
            cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
            for e in cal.walk('VEVENT'):
                start = e.decoded('DTSTART')
                assert type(start) is datetime.date, start
                alarms = [a for a in e.walk('VALARM')]
                assert len(alarms) == 1 and str(alarms[0]['ACTION']) == 'DISPLAY'
                print(str(e['UID']), start.isoformat(), str(e['SUMMARY']), e.decoded('DTSTAMP').date().isoformat(), sep='|')
            """
        let parsed = try #require(Self.run("python3", ["-c", script, dir.path + "/plans.ics"]))
        #expect(parsed.status == 0)
        let events = parsed.output.split(separator: "\n").map(String.init)
        // The challenge's 49 checkpoints from 2026-11-23, the trip's last two, the CJK plan's six; none of the completed bike's.
        #expect(events.count == 49 + 2 + 6)
        #expect(events.first == "challenge-20261123@track.plan|2026-11-23|Save $40.00 for challenge|2026-11-02")
        #expect(events.contains("trip-20261231@track.plan|2026-12-31|Save $83.37 for trip|2026-01-31"))
        // 2026-12-05 is a Saturday: moved to Friday the 4th, the UID keeps the checkpoint's own day.
        #expect(events.contains("日本旅行存錢計畫-20261205@track.plan|2026-12-04|Save $100.00 for 日本旅行存錢計畫|2026-12-05"))
        #expect(Set(events.map { $0.split(separator: "|")[0] }).count == events.count, "UIDs are unique")
        // Deterministic: the same journal gives the same bytes.
        let again = CLIHarness.run(["-f", dir.path + "/track.journal", "--today", "2026-11-21", "plan", "ics"])
        #expect(again.stdout == text)
    }

    @Test func hledgerReadsEveryJournalThePlanCommandsWrite() throws {
        guard HledgerCompat.hledger != nil else {
            print("PlanOracleTests: skipped, hledger is not installed")
            return
        }
        let dir = TemporaryDirectory()
        dir.write("track.journal", GoldenTests.planJournal)
        let file = dir.path + "/track.journal"
        func balances() -> String? { Self.run("hledger", ["-f", file, "bal", "--flat", "-N"]).map(\.output) }
        let before = try #require(balances())
        let edits: [[String]] = [
            ["plan", "new", "summer", "--method", "52-week", "--unit", "5", "--start", "2026-11-23"],
            ["plan", "new", "car", "--method", "by-date", "--target", "1000", "--start", "2027-01-31", "--until", "2027-06-30",
             "--every", "month", "--account", "Assets:Bank:Car"],
            ["plan", "seen", "challenge"],
            ["plan", "respread", "challenge"],
            ["plan", "remove", "bike"],
        ]
        for edit in edits {
            let result = CLIHarness.run(["-f", file, "--today", "2026-11-21"] + edit)
            #expect(result.status == 0, "\(edit): \(result.stderr)")
            #expect(balances() == before, "hledger's balances changed after \(edit)")
            #expect(Self.run("hledger", ["-f", file, "check"])?.status == 0)
        }
        let deposit = CLIHarness.run(["-f", file, "--today", "2026-11-21", "plan", "deposit", "challenge", "30", "--from", "Assets:Bank:Checking"])
        #expect(deposit.status == 0)
        let hledger = try #require(Self.run("hledger", ["-f", file, "bal", "--flat", "-N", "Assets:Savings:Challenge"]))
        #expect(hledger.output.contains("$40.00"))
        // The plans read back: the list shows the new ones and not the removed one.
        let list = CLIHarness.run(["-f", file, "--today", "2026-11-21", "plan", "list", "-O", "csv"])
        #expect(list.stdout.contains("\"summer\"") && list.stdout.contains("\"car\"") && !list.stdout.contains("\"bike\""))
    }
}
