import Testing
import TrackModel
@testable import TrackSyntax

/// `JournalFingerprint` is never looser than `JournalEquivalence`: every
/// difference that reports changes the fingerprint; and a journal and its
/// canonical form (which say the same) have the same fingerprint, so a
/// rewrite is proven without the exact comparison.
@Suite struct JournalFingerprintTests {
    static func fingerprint(_ text: String, _ scope: JournalFingerprint.Scope = .everything(transactionOrderMatters: true))
        -> JournalFingerprint {
        JournalFingerprint(load(text).journal, scope: scope)
    }

    @Test(arguments: FormatterGuaranteeTests.corpus)
    func aJournalAndItsCanonicalFormHaveOneFingerprint(_ journal: FormatterGuaranteeTests.Journal) {
        let original = FormatterCorpus.load(path: journal.path, fileSystem: journal.fileSystem)
        guard !original.hasErrors else { return }
        for (mode, options) in FormatterGuaranteeTests.modes {
            let once = FormatterGuaranteeTests.formatAll(original, options: options)
            let reread = FormatterCorpus.load(path: journal.path, fileSystem: ReplacedFiles(base: journal.fileSystem, files: once))
            let scope = JournalFingerprint.Scope.everything(transactionOrderMatters: !options.sortsTransactions)
            #expect(JournalFingerprint(original.journal, scope: scope) == JournalFingerprint(reread.journal, scope: scope), "\(mode)")
            // The entries in order: `--sort` may move them.
            if !options.sortsTransactions {
                #expect(JournalFingerprint(original.journal, scope: .entries) == JournalFingerprint(reread.journal, scope: .entries),
                        "\(mode)")
            }
        }
    }

    static let base = """
        P 2026-01-01 EUR 1.10 USD
        account Assets:Bank  ; type: Asset
        commodity 1,000.00 USD
        payee Shop
        tag trip
        ; a comment line
        ~ monthly  rent
            Expenses:Rent  500 USD
            Assets:Bank
        = expenses:food
            (Budget:Food)  -1
        2026-01-02 * (7) Shop  ; note, trip: yes
            Expenses:Food  1.50 USD  ; item: bread
            Assets:Bank  -1.50 USD = 98.50 USD
        2026-01-03 Broker
            Assets:Stock  2 ACME @ 10 USD
            Assets:Bank

        """

    /// Each a change `JournalEquivalence` reports (a line of `base` and
    /// what it becomes), and whether it is one of the entries (seen by the
    /// `.entries` scope too).
    static let changes: [(name: String, old: String, new: String, isEntry: Bool)] = [
        ("amount", "Expenses:Food  1.50 USD", "Expenses:Food  1.51 USD", true),
        ("commodity", "Expenses:Food  1.50 USD", "Expenses:Food  1.50 EUR", true),
        ("account", "Expenses:Food  1.50 USD", "Expenses:Drink  1.50 USD", true),
        ("date", "2026-01-02 * (7)", "2026-01-04 * (7)", true),
        ("status", "2026-01-02 * (7)", "2026-01-02 ! (7)", true),
        ("code", "2026-01-02 * (7)", "2026-01-02 * (8)", true),
        ("description", "(7) Shop", "(7) Shops", true),
        ("comment", "; note, trip", "; notes, trip", true),
        ("tag value", "trip: yes", "trip: no", true),
        ("posting comment", "; item: bread", "; item: cake", true),
        ("assertion", "= 98.50 USD", "= 98.51 USD", true),
        ("cost", "@ 10 USD", "@@ 10 USD", true),
        ("posting status", "    Assets:Stock", "    * Assets:Stock", true),
        ("auto rule posting", "(Budget:Food)  -1", "(Budget:Drink)  -1", true),
        ("periodic", "~ monthly  rent", "~ weekly  rent", true),
        ("periodic posting", "Expenses:Rent  500 USD", "Expenses:Rent  501 USD", true),
        ("auto rule", "= expenses:food", "= expenses:drink", true),
        ("price", "P 2026-01-01 EUR 1.10 USD", "P 2026-01-01 EUR 1.11 USD", false),
        ("account directive", "account Assets:Bank  ; type: Asset", "account Assets:Bank  ; type: Liability", false),
        ("commodity style", "commodity 1,000.00 USD", "commodity 1,000.000 USD", false),
        ("payee", "payee Shop", "payee Shops", false),
        ("tag directive", "tag trip", "tag trips", false),
        ("comment line", "; a comment line", "; another comment line", false),
    ]

    static let differences = changes.map { ($0.name, base.replacingOccurrences(of: $0.old, with: $0.new), $0.isEntry) }

    @Test(arguments: differences)
    func everyDifferenceChangesTheFingerprint(_ name: String, _ changed: String, _ isEntry: Bool) {
        let a = load(Self.base).journal, b = load(changed).journal
        #expect(b.transactions.count == 2, "\(name): the change reads")
        #expect(JournalEquivalence.firstDifference(a, b) != nil, "\(name): a difference")
        let everything = JournalFingerprint.Scope.everything(transactionOrderMatters: true)
        #expect(JournalFingerprint(a, scope: everything) != JournalFingerprint(b, scope: everything), "\(name)")
        #expect((JournalEquivalence.firstDifferenceInEntries(a, b) != nil) == isEntry, "\(name): in the entries")
        if isEntry {
            #expect(JournalFingerprint(a, scope: .entries) != JournalFingerprint(b, scope: .entries), "\(name)")
        }
    }

    /// Amounts by value, names by their text: the same journal written
    /// otherwise (other IDs, `1.5` for `1.50`) has the same fingerprint.
    @Test func amountsCountByValueAndNamesByText() {
        let a = "2026-01-02 t\n    a  1.50 USD\n    b\n"
        let b = "account b\n2026-01-02 t\n    a  1.5 USD\n    b\n"
        #expect(Self.fingerprint(a, .entries) == Self.fingerprint(b, .entries))
        #expect(Self.fingerprint(a) != Self.fingerprint(b))
    }

    /// With `fmt --sort` transactions are compared in date order: moved, the same; changed, not.
    @Test func sortedTransactionsAreComparedInDateOrder() {
        let a = "2026-01-03 x\n    a  1 USD\n    b\n\n2026-01-02 y\n    a  2 USD\n    b\n"
        let b = "2026-01-02 y\n    a  2 USD\n    b\n\n2026-01-03 x\n    a  1 USD\n    b\n"
        let unordered = JournalFingerprint.Scope.everything(transactionOrderMatters: false)
        #expect(Self.fingerprint(a, unordered) == Self.fingerprint(b, unordered))
        #expect(Self.fingerprint(a) != Self.fingerprint(b))
        #expect(Self.fingerprint(a, unordered) != Self.fingerprint(b.replacingOccurrences(of: "2 USD", with: "3 USD"), unordered))
    }

    /// A large journal is digested in parts on every core: the same parts for the same count.
    @Test func aLargeJournalInPartsSeesAChangeInAnyPart() {
        let entries = (0..<50_000).map { "2026-01-01 t\($0)\n    a  \($0) USD\n    b\n" }
        var changed = entries
        changed[37_123] = "2026-01-01 t37123\n    a  37124 USD\n    b\n"
        let a = load(entries.joined(separator: "\n")).journal
        #expect(JournalFingerprint(a, scope: .entries) == JournalFingerprint(load(entries.joined(separator: "\n")).journal, scope: .entries))
        #expect(JournalFingerprint(a, scope: .entries) != JournalFingerprint(load(changed.joined(separator: "\n")).journal, scope: .entries))
    }
}
