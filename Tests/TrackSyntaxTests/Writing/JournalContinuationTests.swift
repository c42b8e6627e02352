import Testing
import TrackModel
@testable import TrackSyntax

/// Text appended to a journal read once reads, through `JournalContinuation`,
/// exactly as reading the whole file again reads it: the same diagnostics
/// (message, place, hint), the same transactions and styles; and where
/// that cannot be sure, the continuation says so (nil) rather than guess.
@Suite struct JournalContinuationTests {
    static let path = "main.journal"
    static let base = """
        commodity $1,000.00
        account Assets:Bank
        account Expenses:Food

        2026-11-01 Rent
            Expenses:Bills:Rent          $1,400.00
            Assets:Bank

        """

    /// The journal read with `draft` appended: through the continuation
    /// (nil when it cannot tell) and by reading the whole file again.
    static func both(_ base: String, _ draft: String, options: ParseOptions = ParseOptions(today: testToday))
        -> (fast: LoadedJournal?, full: LoadedJournal) {
        let original = Array(base.utf8), text = Array(draft.utf8)
        let reread = JournalReread(options: options, fileSystem: InMemoryFileSystem(files: [path: base]))
        let full = reread.read([path], replacing: [path: JournalAppend.appending(text, to: original)])
        let (loaded, continuation) = reread.readResumable(path)
        #expect(!loaded.hasErrors)
        return (continuation?.read(appending: text, as: path), full)
    }

    /// Everything a reader sees of a journal, as lines to compare.
    static func fingerprint(_ loaded: LoadedJournal) -> [String] {
        let journal = loaded.journal
        var lines = loaded.diagnostics.map {
            "\($0.id) \($0.severity) \(String(describing: $0.range)) \(String(describing: $0.context)) \($0.message) "
                + "\($0.hint ?? "") \($0.notes)"
        }
        for transaction in journal.transactions {
            lines.append("\(transaction.date) \(transaction.status) \(journal.string(transaction.description)) \(transaction.source)")
            for posting in transaction.postings {
                lines.append("  \(journal.accounts.name(posting.account)) \(posting.kind) \(posting.amountOrigin) "
                    + (posting.hasAmount ? "\(posting.amount.quantity) \(journal.commodities.symbol(posting.amount.commodity))" : "")
                    + " \(String(describing: journal.postingDetails.cost(of: posting)))")
            }
        }
        lines += journal.commodities.allIDs.map { "\(journal.commodities.symbol($0)) \(String(describing: journal.commodities[$0].style))" }
        lines += journal.accounts.allIDs.map { "\(journal.accounts.name($0)) \(journal.accounts[$0].isUsed)" }
        lines += journal.prices.map { "P \($0.date) \(journal.commodities.symbol($0.commodity)) \($0.price.quantity)" }
        lines.append("periodic \(journal.periodicTransactions.count), rules \(journal.autoPostingRules.count)")
        lines.append("files \(journal.sources.files.map { "\($0.path) \($0.base) \($0.bytes.count)" })")
        return lines
    }

    /// The draft reads through the continuation, as the whole file read again reads it.
    static func expectSame(_ base: String, _ draft: String, options: ParseOptions = ParseOptions(today: testToday),
                           sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let (fast, full) = both(base, draft, options: options)
        guard let fast else {
            Issue.record("the continuation did not read the draft", sourceLocation: sourceLocation)
            return
        }
        #expect(fingerprint(fast) == fingerprint(full), sourceLocation: sourceLocation)
    }

    static func expectUnsure(_ base: String, _ draft: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(both(base, draft).fast == nil, sourceLocation: sourceLocation)
    }

    @Test func aGoodEntryReadsAsReadingAgain() {
        Self.expectSame(Self.base, "2026-11-02 Noodle Bar\n    Expenses:Food  $12.50\n    Assets:Bank\n")
        let (fast, _) = Self.both(Self.base, "2026-11-02 Noodle Bar\n    Expenses:Food  $12.50\n    Assets:Bank\n")
        #expect(fast?.journal.transactions.count == 2 && fast?.hasErrors == false)
    }

    /// Entries bad in every way get the diagnostics the whole file read again gives.
    @Test(arguments: [
        "2026-11-02 Unbalanced\n    Expenses:Food  $5.00\n    Assets:Bank  $-4.00\n",
        "2026-11-02 Two missing\n    Expenses:Food\n    Assets:Bank\n",
        "2026-13-40 Bad date\n    Expenses:Food  $5.00\n    Assets:Bank\n",
        "2026-11-02x Text after date\n    Expenses:Food  $5.00\n    Assets:Bank\n",
        "2026-11-02 Bad amount\n    Expenses:Food  $5.0.0\n    Assets:Bank\n",
        "    Expenses:Food  $5.00\n",
        "frobnicate now\n",
        "2026-11-02 Good\n    Expenses:Food  $5.00\n    Assets:Bank\n\n2026-11-03 Bad\n    Expenses:Food  $5.00\n    Assets:Bank  $1.00\n",
        "2026-11-02 Mixed\n    Expenses:Food  5.00 EUR\n    Assets:Bank  $-5.00\n",
        "2026-11-02 Virtual\n    (Budget:Food)  $5.00\n    [Assets:Bank]  $-4.00\n    Expenses:Food  $1.00\n    Assets:Bank\n",
        "2026-11-02 New account\n    Expenses:Unknown  $5.00\n    Assets:Bank\n",
        "~ monthly\n    Expenses:Food  $5.00\n    Assets:Bank\n",
        "= expenses\n    (Budget)  *-1\n",
        "P 2026-11-02 EUR $1.10\n",
        "2026-11-02 Cost\n    Expenses:Food  5.00 EUR @ $1.10\n    Assets:Bank\n",
        "end apply account\n",
    ])
    func badEntriesGetTheSameDiagnostics(draft: String) {
        Self.expectSame(Self.base, draft)
    }

    /// `--strict` warnings on the new text: ambiguous amounts, control characters, names that differ only in normalization.
    @Test func strictWarningsAreTheSame() {
        var strict = ParseOptions(today: testToday)
        strict.strict = true
        Self.expectSame(Self.base, "2026-11-02 Ambiguous\n    Expenses:Food  1,000 XYZ\n    Assets:Bank\n", options: strict)
        Self.expectSame(Self.base, "2026-11-02 Control \u{7}\n    Expenses:Food  $5.00\n    Assets:Bank\n", options: strict)
        Self.expectSame(Self.base + "2026-11-01 A\n    Expenses:Caf\u{E9}  $1.00\n    Assets:Bank\n",
                        "2026-11-02 B\n    Expenses:Cafe\u{301}  $5.00\n    Assets:Bank\n", options: strict)
    }

    /// The state the file's end leaves: aliases, `apply account`, the year, the default commodity, the decimal mark.
    @Test func theStateAtTheFilesEndApplies() {
        Self.expectSame(Self.base + "alias Food = Expenses:Food\n", "2026-11-02 A\n    Food  $5.00\n    Assets:Bank\n")
        Self.expectSame(Self.base + "apply account Home\n", "2026-11-02 A\n    Food  $5.00\n    Bank\n")
        Self.expectSame(Self.base + "Y 2025\n", "11/02 A\n    Expenses:Food  $5.00\n    Assets:Bank\n")
        Self.expectSame(Self.base + "D $1,000.00\n", "2026-11-02 A\n    Expenses:Food  5\n    Assets:Bank\n")
        Self.expectSame("decimal-mark ,\n2026-11-01 A\n    Expenses:Food  5,00 EUR\n    Assets:Bank\n",
                        "2026-11-02 B\n    Expenses:Food  7,25 EUR\n    Assets:Bank\n")
        Self.expectSame(Self.base + "account Assets:Cash\n    assert commodity == \"$\"\n",
                        "2026-11-02 A\n    Expenses:Food  $5.00\n    Assets:Cash  -5.00 EUR\n    Equity\n")
    }

    @Test func filesEndingInAnyWayReadAlike() {
        Self.expectSame("2026-11-01 A\n    Expenses:Food  $5.00\n    Assets:Bank", "2026-11-02 B\n    Expenses:Food  $5.00\n    Assets:Bank\n")
        Self.expectSame("2026-11-01 A\r\n    Expenses:Food  $5.00\r\n    Assets:Bank\r\n", "2026-11-02 B\n    Expenses:Food  $5\n    Assets:Bank\n")
        Self.expectSame("", "2026-11-02 B\n    Expenses:Food  $5.00\n    Assets:Bank\n")
        Self.expectSame("; only a comment\n\n\n", "2026-11-02 B\n    Expenses:Food  $5.00\n    Assets:Bank\n")
    }

    /// A large file read on several threads resumes as one read on one.
    @Test func aFileReadInParallelResumes() {
        var text = "account Assets:Bank\n\n"
        for day in 1...28 {
            for n in 0..<20 { text += "2026-02-\(day < 10 ? "0" : "")\(day) Shop \(n)\n    Expenses:Food  $\(n).25\n    Assets:Bank\n\n" }
        }
        var options = ParseOptions(today: testToday, parallelThreshold: 256, threads: 4)
        Self.expectSame(text, "2026-03-01 A\n    Expenses:Food  $5.00\n    Assets:Bank\n", options: options)
        options.strict = true
        Self.expectSame(text, "2026-03-01 A\n    Expenses:Food  $5.00\n    Assets:Bank  $1\n", options: options)
    }

    /// Balance assertions: a new one, or a new posting before an old one, reaches back into the journal.
    @Test func whatReachesBackIntoTheJournalIsReadAgain() {
        let asserted = Self.base + "\n2026-11-05 Count\n    Assets:Bank  $0 = $-1,400.00\n    Equity\n"
        Self.expectUnsure(Self.base, "2026-11-02 Count\n    Assets:Bank  $0 = $5\n    Equity\n")
        Self.expectUnsure(Self.base, "2026-11-02 Assign\n    Assets:Bank  = $5\n    Equity\n")
        Self.expectUnsure(asserted, "2026-11-04 Before\n    Expenses:Food  $5.00\n    Assets:Bank\n")
        Self.expectSame(asserted, "2026-11-05 Same day\n    Expenses:Food  $5.00\n    Assets:Bank\n")
        // A finer amount changes the display precision at which the file's transactions balance.
        let undeclared = "2026-11-01 A\n    Expenses:Food  $5.00\n    Assets:Bank\n"
        Self.expectUnsure(undeclared, "2026-11-02 Finer\n    Expenses:Food  $5.125\n    Assets:Bank\n")
        Self.expectUnsure(undeclared, "2026-11-02 Grouped\n    Expenses:Food  $5,000.00\n    Assets:Bank\n")
        // A declared style stays: the finer amount changes nothing.
        Self.expectSame(Self.base, "2026-11-02 Finer\n    Expenses:Food  $5.125\n    Assets:Bank\n")
        // An ambiguous number of the file would settle otherwise.
        Self.expectUnsure("2026-11-01 A\n    Expenses:Food  1,000 XYZ\n    Assets:Bank\n",
                          "2026-11-02 B\n    Expenses:Food  1,50 XYZ\n    Assets:Bank\n")
        // A sum out of range.
        Self.expectUnsure("2026-11-01 A\n    Expenses:Food  90000000000000000000000000000000000000 XYZ\n    Assets:Bank\n",
                          "2026-11-02 B\n    Expenses:Food  90000000000000000000000000000000000000 XYZ\n    Assets:Bank\n")
    }

    /// A journal of several files, or whose end leaves a `comment` block open, has no continuation.
    @Test func someJournalsHaveNoContinuation() {
        let files = InMemoryFileSystem(files: ["main.journal": "include other.journal\n", "other.journal": "account A\n",
                                               "open.journal": "comment\nnot read\n"])
        let reread = JournalReread(options: ParseOptions(today: testToday), fileSystem: files)
        #expect(reread.readResumable("main.journal").1 == nil)
        #expect(reread.readResumable("open.journal").1 == nil)
        #expect(reread.readResumable("missing.journal").1 == nil)
        #expect(reread.readResumable("other.journal").1 != nil)
    }

    /// What `track add` writes and checks is the same with and without the continuation.
    @Test(arguments: [
        ("", "2026-11-02 Noodle Bar\n    Expenses:Food  $12.5\n    Assets:Bank\n"),
        ("", "2026-11-02 Unbalanced\n    Expenses:Food  $5.00\n    Assets:Bank  $-4.00\n"),
        ("apply account Home\n", "2026-11-02 A\n    Expenses:Food  $5.00\n    Assets:Bank\n"),
        ("alias Expenses:Food = Expenses:Dining\n", "2026-11-02 A\n    Expenses:Food  $5.00\n    Assets:Bank\n"),
        ("comment\n", "2026-11-02 A\n    Expenses:Food  $5.00\n    Assets:Bank\n"),
        ("", "2026-11-02 Count\n    Assets:Bank  $0 = $-1,400.00\n    Equity\n"),
    ])
    func appendedEntriesAreTheSame(tail: String, draft: String) {
        let original = Self.base + tail
        let reread = JournalReread(options: ParseOptions(today: testToday),
                                   fileSystem: InMemoryFileSystem(files: [Self.path: original]))
        let (loaded, continuation) = reread.readResumable(Self.path)
        let without = JournalWriter.Base(journal: loaded.journal, original: Array(original.utf8), isNew: false,
                                         target: Self.path, reread: reread)
        let with = continuation.map {
            JournalWriter.Base(continuation: $0, original: SourceBytes(Array(original.utf8)), isNew: false,
                               target: Self.path, reread: reread)
        } ?? without
        let fast = AppendedEntries(draft: Array(draft.utf8), to: with)
        let full = AppendedEntries(draft: Array(draft.utf8), to: without)
        #expect(fast.bytes == full.bytes)
        #expect(fast.misreading == full.misreading)
        #expect(Self.fingerprint(fast.check) == Self.fingerprint(full.check))
    }

    /// The journal read with appended text takes the journal's transactions
    /// over; a reading with other text takes them back; the journal before
    /// stays what it was throughout.
    @Test func readingsWithAppendedTextShareTheJournalsTransactions() throws {
        let reread = JournalReread(options: ParseOptions(today: testToday),
                                   fileSystem: InMemoryFileSystem(files: [Self.path: Self.base]))
        let (loaded, resumable) = reread.readResumable(Self.path)
        let continuation = try #require(resumable)
        let count = loaded.journal.transactions.count
        let base = JournalWriter.Base(continuation: continuation, original: SourceBytes(Array(Self.base.utf8)),
                                      isNew: false, target: Self.path, reread: reread)
        let first = base.read(appending: Array("2026-11-05 First\n    Expenses:Food  $5.00\n    Assets:Bank\n".utf8))
        let second = base.read(appending: Array("2026-11-06 Second\n    Expenses:Food  $6.00\n    Assets:Bank\n".utf8))
        #expect(first.journal.transactions.count == count + 1 && second.journal.transactions.count == count + 1)
        #expect(first.journal.string(first.journal.transactions[count].description) == "First")
        #expect(second.journal.string(second.journal.transactions[count].description) == "Second")
        #expect(base.transactionCount == count)
        #expect(Self.fingerprint(LoadedJournal(base.journal, reporting: [])) == Self.fingerprint(LoadedJournal(loaded.journal, reporting: [])))
        let third = base.read(appending: Array("2026-11-07 Third\n    Expenses:Food  $7.00\n    Assets:Bank\n".utf8))
        #expect(third.journal.string(third.journal.transactions[count].description) == "Third")
        #expect(Array(first.journal.transactions.prefix(count)).map(\.date) == loaded.journal.transactions.map(\.date))
    }

    /// Where appended text starts, found without building the file.
    @Test(arguments: ["", "a", "a\n", "a\n\n", "a\n  ", "a\n  \n", "a\r\nb", "a\r\nb\r\n", "a\r\n\r\n", "\n", " \t"])
    func theOffsetOfAppendedText(original: String) {
        let bytes = Array(original.utf8)
        #expect(JournalAppend.offsetOfText(appendedTo: bytes) == JournalAppend.appending([], to: bytes).count)
    }
}
