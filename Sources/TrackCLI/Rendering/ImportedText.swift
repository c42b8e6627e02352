import TrackModel
import TrackSyntax

/// The journal text of imported transactions, in canonical form, as it will
/// be appended to the journal file, and the journal read with it.
///
/// The transactions are written with the `print` layout (`TransactionPrinter`)
/// after the file's text (`JournalAppend`), and the journal is read that way,
/// so that its `commodity` directives settle numbers such as `NT$1,000` as
/// they will in the file, and so that `check` holds what the journal would
/// report with the transactions added (a CSV balance that disagrees with the
/// journal's). The canonical formatter (`JournalFormatter`) then writes that
/// file; its last lines are the new transactions, aligned in the file's
/// amount column.
struct ImportedText {
    /// The transactions, one blank line between them, ending with `\n`.
    var bytes: [UInt8]
    /// The journal as it would read with the transactions appended.
    var check: LoadedJournal

    init(_ transactions: [Transaction], in journal: Journal, target: String, original: [UInt8], invocation: Invocation) {
        var view = journal
        view.transactions = transactions
        let printer = TransactionPrinter(journal: view, explicit: false)
        let printed = Array(transactions.map(printer.text).joined(separator: "\n").utf8)
        self.init(printed: printed, target: target, original: original, invocation: invocation)
    }

    /// `printed` (journal entries ending with `\n`, as `print` lays them
    /// out) in canonical form; `track add` writes its entry this way too.
    init(printed: [UInt8], target: String, original: [UInt8], invocation: Invocation) {
        let combined = JournalAppend.appending(printed, to: original)
        let options = ParseOptions(today: invocation.today, homeDirectory: invocation.console.environment["HOME"])
        // Standard input (a dry run's) cannot be read again: its bytes are given under a name.
        let target = target == "-" ? "<standard input>" : target
        let fileSystem = OverlayFileSystem(base: invocation.console.fileSystem, files: [target: combined])
        check = JournalLoader(options: options, fileSystem: fileSystem).load(paths: [target])
        bytes = printed
        guard !check.hasErrors else { return }
        // The new transactions alone, formatted: what the file's last lines must say.
        let alone = JournalLoader(options: options, fileSystem: OverlayFileSystem(base: fileSystem, files: [target: printed]))
            .load(paths: [target])
        guard !alone.hasErrors else { return }
        bytes = JournalFormatter(journal: alone.journal, options: FormatOptions(lineEnding: .lf)).format(fileAt: 0)
        let whole = JournalFormatter(journal: check.journal, options: FormatOptions(lineEnding: .lf)).format(fileAt: 0)
        let lines = bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        if let tail = Self.lastLines(lines, of: whole), Self.sameBesidesSpacing(tail, bytes) { bytes = tail }
    }

    /// The last `count` lines of `text` (which ends with `\n`).
    static func lastLines(_ count: Int, of text: [UInt8]) -> [UInt8]? {
        var seen = 0
        var i = text.count - 1
        while i >= 0 {
            if text[i] == UInt8(ascii: "\n") {
                if seen == count { return Array(text[(i + 1)...]) }
                seen += 1
            }
            i -= 1
        }
        return seen == count ? text : nil
    }

    /// Whether `a` and `b` differ only in how many spaces stand between words
    /// (the amount column): then `a` is `b` aligned as its file aligns amounts.
    static func sameBesidesSpacing(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        func collapsed(_ bytes: [UInt8]) -> [UInt8] {
            var result: [UInt8] = []
            for byte in bytes where !(byte == UInt8(ascii: " ") && result.last == UInt8(ascii: " ")) { result.append(byte) }
            return result
        }
        return collapsed(a) == collapsed(b)
    }

    /// The journal would not read with the new transactions (a balance
    /// assertion they break, say): shows why and writes nothing. `adding`
    /// names them (`this transaction`), `undone` what did not happen (`added`).
    func refuseIfBroken(adding: String, undone: String, _ invocation: Invocation) throws(CLIError) {
        guard check.hasErrors else { return }
        invocation.errors.write("the journal would not pass its checks with \(adding) (lines as they would be in the file):\n")
        invocation.printDiagnostics(LoadedJournal(check.journal, reporting: check.errors))
        invocation.errors.write("nothing was \(undone)\n")
        throw .reported
    }
}
