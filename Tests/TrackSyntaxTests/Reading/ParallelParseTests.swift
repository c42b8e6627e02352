import Testing
import TrackModel
@testable import TrackSyntax

/// Reading a file in parallel chunks must give exactly what reading it from
/// top to bottom gives, whatever directives sit between the chunks.
@Suite struct ParallelParseTests {
    static let today = Day(year: 2026, month: 11, day: 21)!

    /// Loads `paths` (`main.journal` unless told) sequentially and in chunks on `threads` threads.
    static func both(
        _ files: [String: String], threads: Int = 4, paths: [String] = ["main.journal"]
    ) -> (LoadedJournal, LoadedJournal) {
        let fs = InMemoryFileSystem(files: files)
        let sequential = JournalLoader(options: ParseOptions(today: today, threads: 1), fileSystem: fs)
        let parallel = JournalLoader(
            options: ParseOptions(today: today, parallelThreshold: 0, threads: threads), fileSystem: fs)
        return (sequential.load(paths: paths), parallel.load(paths: paths))
    }

    /// Everything a reader can observe, as text.
    static func summary(_ loaded: LoadedJournal) -> [String] {
        let j = loaded.journal
        let formatter = AmountFormatter(commodities: j.commodities)
        var lines: [String] = []
        for t in j.transactions {
            lines.append("\(t.date) \(t.status.mark) \(j.string(t.code)) \(j.string(t.description)) ;\(j.string(t.comment))")
            for p in t.postings {
                var line = "  \(j.accounts.name(p.account)) \(p.kind) \(formatter.format(p.amount)) \(p.amountOrigin)"
                if let cost = j.postingDetails.cost(of: p) { line += " @ \(formatter.format(cost.amount))" }
                if let a = j.postingDetails.assertion(of: p) { line += " = \(formatter.format(a.amount))" }
                line += " ;\(j.string(j.postingDetails[p].comment))"
                lines.append(line)
            }
        }
        for price in j.prices {
            lines.append("P \(price.date) \(j.commodities.symbol(price.commodity)) \(formatter.format(price.price))")
        }
        for id in j.accounts.allIDs.sorted(by: { j.accounts.name($0) < j.accounts.name($1) }) {
            let a = j.accounts[id]
            lines.append("account \(a.name) used=\(a.isUsed) order=\(a.declaration.map { String($0.order) } ?? "-") type=\(String(describing: j.accounts.type(of: id)))")
        }
        for id in j.commodities.allIDs {
            lines.append("commodity \(j.commodities.symbol(id)) \(String(describing: j.commodities.style(id)))")
        }
        var renderer = DiagnosticRenderer(sources: j.sources)
        lines += loaded.diagnostics.map { renderer.render($0) }
        return lines
    }

    static func expectSame(_ files: [String: String], threads: Int = 4, paths: [String] = ["main.journal"]) {
        let (sequential, parallel) = both(files, threads: threads, paths: paths)
        #expect(summary(parallel) == summary(sequential))
    }

    /// A body of `count` ordinary transactions starting on `day` of January 2026.
    static func transactions(_ count: Int, from day: Int = 1, account: String = "Expenses:Food") -> String {
        (0..<count).map { i in
            "2026-01-\(String(format2: (day + i) % 28 + 1)) Shop \(i)\n    \(account)    \(i + 1).50 USD\n    Assets:Cash\n"
        }.joined(separator: "\n")
    }

    @Test func plainJournalMatches() {
        Self.expectSame(["main.journal": "commodity 1,000.00 USD\n\n" + Self.transactions(40)])
    }

    @Test(arguments: [
        "Y 2025\n",
        "alias Expenses:Food = Expenses:Groceries\n",
        "apply account Home\n",
        "D 1,000.00 EUR\n",
        "decimal-mark ,\n",
        "comment\n2026-01-01 not a transaction\n    a  1\n",
        "include other.journal\n",
    ])
    func stateChangingDirectiveMidFile(_ directive: String) {
        let body = Self.transactions(20) + "\n" + directive + "\n" + Self.transactions(20, from: 5)
            + "\n01/15 Short date\n    Expenses:Food    1,000 \n    Assets:Cash\n"
        Self.expectSame([
            "main.journal": body,
            "other.journal": "2026-02-01 Included\n    Expenses:Rent    900 USD\n    Assets:Cash\n",
        ])
    }

    @Test func errorsInEveryChunkAreReportedInOrder() {
        var text = ""
        for k in 0..<6 {
            text += Self.transactions(8, from: k) + "\n2026-02-3\(k) Bad date\n    a  1\n    b\n\n"
            text += "2026-03-01 Unbalanced \(k)\n    a  1 USD\n    b  -2 USD\n\n"
        }
        Self.expectSame(["main.journal": text])
    }

    @Test func ambiguousAmountsSettledAcrossChunks() {
        let text = "2026-01-01 first\n    a  1,000 EUR\n    b\n\n" + Self.transactions(30)
            + "\n2026-05-01 decides\n    a  2.50 EUR\n    b\n\n2026-05-02 later\n    a  3,000 EUR\n    b\n"
        Self.expectSame(["main.journal": text])
        let (_, parallel) = Self.both(["main.journal": text])
        let first = parallel.journal.transactions[0].postings[0].amount.quantity
        #expect(first == Quantity(1000))
    }

    @Test func accountDeclarationsKeepTheirOrder() {
        let text = "account Zeta\n\n" + Self.transactions(10) + "\naccount Alpha  ; type: Asset\n\n"
            + Self.transactions(10, account: "Alpha") + "\naccount Beta\n\n" + Self.transactions(10, account: "Beta:Sub")
        Self.expectSame(["main.journal": text])
    }

    @Test func assertionsAcrossChunks() {
        var text = ""
        var total = 0
        for k in 0..<12 {
            total += 10
            text += "2026-01-\(String(format2: k + 1)) Deposit \(k)\n    Assets:Bank    10 USD = \(total) USD\n    Income\n\n"
        }
        text += "2026-02-01 Wrong\n    Assets:Bank    1 USD = 5 USD\n    Income\n"
        Self.expectSame(["main.journal": text])
    }

    /// The first chunk's transactions are written to a part of the array sized
    /// by its lines; an included file's transactions do not fit there.
    @Test func includeInTheFirstChunkAddsMoreThanItsLines() {
        let (sequential, parallel) = Self.both([
            "main.journal": Self.transactions(2) + "\ninclude other.journal\n\n" + Self.transactions(40, from: 3),
            "other.journal": Self.transactions(30, account: "Expenses:Rent"),
        ])
        #expect(Self.summary(parallel) == Self.summary(sequential))
        #expect(parallel.journal.transactions.count == 72)
    }

    /// A second file read in parallel goes after the first file's transactions.
    @Test func secondFileFollowsTheFirst() {
        Self.expectSame([
            "first.journal": Self.transactions(15, account: "Expenses:Rent"),
            "main.journal": Self.transactions(25) + "\n2026-02-30 Bad date\n    a  1\n    b\n\n" + Self.transactions(25),
        ], paths: ["first.journal", "main.journal"])
    }

    @Test(arguments: [1, 2, 3, 8])
    func anyThreadCount(_ threads: Int) {
        Self.expectSame(["main.journal": Self.transactions(25)], threads: threads)
    }
}

private extension String {
    /// Two digits, zero padded.
    init(format2 n: Int) {
        self = n < 10 ? "0\(n)" : "\(n)"
    }
}
