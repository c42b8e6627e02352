import Foundation
import Testing

/// Issue 20: years past 9999 and before 1000 (hledger reads `99999-01-01`,
/// `0999-06-01`, `0000-01-01`) in every report that writes a date or walks
/// periods: nothing traps, and dates and period names keep all their digits.
@Suite struct FarYearTests {
    static let journal = ProjectCompat.tree + "/dates/years-beyond-9999.journal"

    @Test(arguments: [
        ["register", "-O", "csv"], ["balance", "-Y", "-O", "csv"], ["register", "-M", "-O", "csv"],
        ["balance", "-p", "12345", "-O", "csv"], ["balance", "-Q", "-p", "99999", "-O", "csv"],
    ])
    func reportsAreHledgers(_ arguments: [String]) {
        HledgerOracle.expectSame(path: Self.journal, arguments)
    }

    @Test func registerCutsALongDateToItsColumn() {
        let result = CLIHarness.run(["-f", Self.journal, "register", "desc:^five"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("12345-12-… five digits"))
        let monthly = CLIHarness.run(["-f", Self.journal, "register", "-M", "assets"])
        let labels = monthly.stdout.split(separator: "\n").map { $0.prefix(9).trimmingCharacters(in: .whitespaces) }
        #expect(labels.filter { !$0.isEmpty }
                == ["0000-01", "0000-06", "0999-06", "12345-06", "12345-12", "99999-01", "100000-02"])
    }

    @Test(arguments: [
        ["print"], ["check"], ["stats"], ["close"], ["close", "-e", "99999-12-31"], ["balance", "-M", "-p", "99998..100001"],
        ["report", "monthly", "-p", "99998..100001"], ["aregister", "assets:cash"], ["networth", "-p", "99999"],
        ["export"], ["fmt"], ["print", "-O", "json"], ["balance", "-X", "$"], ["accounts"], ["prices"],
    ])
    func commandsDoNotTrap(_ arguments: [String]) {
        let result = CLIHarness.run(["-f", Self.journal] + arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        #expect(!result.stdout.contains("2345-12-31") || result.stdout.contains("12345-12-31") || arguments == ["close"])
    }

    @Test func fmtKeepsEveryDigitOfTheYear() {
        let result = CLIHarness.run(["-f", Self.journal, "fmt"])
        for date in ["0000-01-01", "0999-06-01", "12345-12-31", "99999-01-01", "100000-02-29"] {
            #expect(result.stdout.contains("\n" + date + " ") || result.stdout.hasPrefix(date), "\(date)")
        }
    }
}
