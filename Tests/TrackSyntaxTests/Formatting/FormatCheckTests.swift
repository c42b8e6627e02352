import Testing
import TrackModel
@testable import TrackSyntax

/// `fmt --check` (`JournalFormatter.isCanonical`) compares each piece of
/// the canonical text with the file on the core that writes it: it says
/// what comparing the whole text says, whole or in pieces, on every journal
/// of the formatter's corpus, and a canonical text is canonical.
@Suite struct FormatCheckTests {
    static var pieces: FormatOptions {
        var options = FormatOptions()
        options.parallelThreshold = 0
        options.pieceSize = 200
        return options
    }

    @Test(arguments: FormatterGuaranteeTests.corpus)
    func isCanonicalSaysWhatTheTextSays(_ journal: FormatterGuaranteeTests.Journal) {
        let loaded = FormatterCorpus.load(path: journal.path, fileSystem: journal.fileSystem)
        guard !loaded.hasErrors else { return }
        for options in [FormatOptions(), Self.pieces] {
            let formatter = JournalFormatter(journal: loaded.journal, options: options)
            for (i, file) in loaded.journal.sources.files.enumerated() where file.path != "-" {
                #expect(formatter.isCanonical(fileAt: i) == formatter.format(fileAt: i).elementsEqual(file.bytes), "\(file.path)")
            }
            guard loaded.journal.sources.files.count == 1 else { continue }
            let text = String(decoding: formatter.format(fileAt: 0), as: UTF8.self)
            let canonical = FormatterCorpus.load(path: "main.journal", fileSystem: InMemoryFileSystem(files: ["main.journal": text]))
            #expect(JournalFormatter(journal: canonical.journal, options: options).isCanonical(fileAt: 0))
        }
    }

    /// A difference in the last piece, after many that are canonical, and in the first.
    @Test func aDifferenceAnywhereIsFound() {
        var written = ""
        for n in 0..<200 { written += "2026-01-\(n / 10 + 10) Shop \(n)\n  Expenses:Food   \(n).50 USD\n  Assets:Cash\n\n" }
        let text = String(decoding: JournalFormatter(journal: Self.load(written).journal).format(fileAt: 0), as: UTF8.self)
        #expect(JournalFormatter(journal: Self.load(text).journal, options: Self.pieces).isCanonical(fileAt: 0))
        for changed in [text + "\n", "\n" + text, text.replacingOccurrences("Shop 199\n", "Shop 199 \n"),
                        text.replacingOccurrences("Shop 100\n    ", "Shop 100\n  "), text.replacingOccurrences("Shop 0\n    ", "Shop 0\n  ")] {
            #expect(changed != text)
            let formatter = JournalFormatter(journal: Self.load(changed).journal, options: Self.pieces)
            let isCanonical = formatter.isCanonical(fileAt: 0)
            #expect(!isCanonical)
            #expect(formatter.format(fileAt: 0) == Array(text.utf8))
        }
    }

    static func load(_ text: String) -> LoadedJournal {
        FormatterCorpus.load(path: "main.journal", fileSystem: InMemoryFileSystem(files: ["main.journal": text]))
    }
}

private extension String {
    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
