import Testing
import TrackModel
@testable import TrackSyntax

/// No CSV file or rules file, however broken, may trap: arbitrary mixes of
/// the characters and words they are made of are read to the end.
@Suite struct CSVRobustnessTests {
    /// A small deterministic generator (SplitMix64), so that a failure reproduces.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let ruleWords = [
        "skip", "fields", "separator", "date-format", "decimal-mark", "newest-first", "balance-type", "include", "if", "end",
        "group-by", "account1", "amount", "amount2-in", "amount-out", "balance", "currency", "comment2", "date", "date2",
        "status", "code", "description", "%1", "%99999999999999999999", "%0", "%date", "%-", "&", "(", "[", "\\", "%Y",
        "%-d", "%b", "%j", "%", ";", "#", "\"", ",", " ", "  ", "\t", "\n", "\r\n", "\r", "\u{FEFF}", "支出", "=*", "==*",
        ".", "1,000.00", "(5)", "--3", "$", "@", "@@", "1E400", "12345678901234567890123456789012345678901",
    ]

    static let csvPieces = [
        ",", ";", "\"", "\"\"", "\n", "\r\n", "\r", " ", "2026-01-05", "05/01/2026", "-3.50", "(3.50)", "$", "1,000",
        "1.000,5", "x", "支出", "\u{FEFF}", "\u{0}", "9999-99-99", "1E9999", "@", "20260105", "Jan",
    ]

    static func text(_ pieces: [String], _ count: Int, _ generator: inout Generator) -> String {
        (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    @Test func arbitraryRulesAndRecordsAreReadWithoutTrapping() {
        var generator = Generator(state: 42)
        for _ in 0..<400 {
            let rules = Self.text(Self.ruleWords, Int.random(in: 0...60, using: &generator), &generator)
            let csv = Self.text(Self.csvPieces, Int.random(in: 0...60, using: &generator), &generator)
            let run = CSVImportRun(csv: csv, rules: rules)
            _ = run.rendered
        }
    }

    @Test func arbitraryRecordsWithWorkingRulesAreReadWithoutTrapping() {
        var generator = Generator(state: 7)
        let rules = """
            fields date, description, amount-in, amount-out, balance
            separator ,
            if %description x
             account2 a
            if ^2
             comment c\\n%2
             account3 (b)
             amount3 %3

            """
        for _ in 0..<400 {
            let csv = Self.text(Self.csvPieces, Int.random(in: 0...80, using: &generator), &generator)
            var run = CSVImportRun(csv: csv, rules: rules)
            _ = run.rendered
            var journal = Journal()
            journal.sources = run.sources
            var transactions = CSVTransactionBuilder().transactions(run.entries, into: &journal)
            _ = CSVImporter.balance(&transactions, entries: run.entries, in: &journal)
            run.sources = journal.sources
        }
    }
}
