import Foundation
import TrackModel
@testable import TrackSyntax

/// The canonical form of `text`, read as `main.journal`; nil when it does not read without errors.
func formatted(_ text: String, options: FormatOptions = FormatOptions()) -> String? {
    let loaded = load(text)
    guard !loaded.hasErrors else { return nil }
    return String(decoding: JournalFormatter(journal: loaded.journal, options: options).format(fileAt: 0), as: UTF8.self)
}

/// The canonical form of raw bytes (CRLF, a byte order mark).
func formatted(bytes: [UInt8], options: FormatOptions = FormatOptions()) -> [UInt8]? {
    let loaded = load(bytes: bytes)
    guard !loaded.hasErrors else { return nil }
    return JournalFormatter(journal: loaded.journal, options: options).format(fileAt: 0)
}

/// Every file of a journal of in-memory files, formatted, by path.
func formatted(files: [String: String], main: String = "main.journal") -> [String: String] {
    let loaded = load(files: files, main: main)
    let formatter = JournalFormatter(journal: loaded.journal)
    var result: [String: String] = [:]
    for (i, file) in loaded.journal.sources.files.enumerated() {
        result[file.path] = String(decoding: formatter.format(fileAt: i), as: UTF8.self)
    }
    return result
}

/// A journal on disk, read again with some of its files replaced: what it
/// would read after a rewrite.
struct ReplacedFiles: JournalFileSystem {
    var base: any JournalFileSystem = LocalFileSystem()
    var files: [String: [UInt8]]

    func read(_ path: String) -> Result<[UInt8], FileError> {
        files[path].map { .success($0) } ?? base.read(path)
    }

    func canonicalPath(_ path: String) -> String { base.canonicalPath(path) }
    func contentsOfDirectory(_ path: String) -> [String]? { base.contentsOfDirectory(path) }
}

/// Journals the formatter's guarantees are checked on: the examples, the
/// compatibility corpus (when present) and the test fixtures.
enum FormatterCorpus {
    static let repositoryRoot: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        return parts.joined(separator: "/")
    }()

    static let compatibility = repositoryRoot + "/../shared/compat"
    static let compatibilityIsPresent = FileManager.default.fileExists(atPath: compatibility + "/cases.txt")

    /// Paths of the journals on disk: Examples/, ../shared/compat/tree's
    /// cases and every `*.journal` file under Tests/.
    static var paths: [String] {
        let examples = repositoryRoot + "/Examples"
        var paths = ((try? FileManager.default.contentsOfDirectory(atPath: examples)) ?? [])
            .filter { $0.hasSuffix(".journal") }.sorted().map { examples + "/" + $0 }
        if let cases = try? String(contentsOfFile: compatibility + "/cases.txt", encoding: .utf8) {
            paths += cases.split(separator: "\n").map { compatibility + "/tree/" + $0 }
        }
        let tests = repositoryRoot + "/Tests"
        paths += (FileManager.default.enumerator(atPath: tests)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".journal") }.sorted().map { tests + "/" + $0 }
        return paths
    }

    static func load(path: String, fileSystem: any JournalFileSystem = LocalFileSystem()) -> LoadedJournal {
        JournalLoader(options: ParseOptions(today: testToday), fileSystem: fileSystem).load(paths: [path])
    }

    /// Inline journals written for the tests: every construct the formatter meets.
    static let fixtures: [String: String] = [
        "round-trip": RoundTripTests.journal,
        "features": JournalFormatterTests.features,
        "canonical": JournalFormatterTests.canonical,
        "ambiguous": """
            2026-01-01 a
                Assets:Cash   NT$1,000,000
                Equity
            2026-01-02 b
                Expenses:Food  NT$5,000
                Expenses:Rent  NT$12000
                Assets:Cash

            """,
        "aliases": """
            alias checking = Assets:Bank:Checking
            alias /^food$/ = Expenses:Food
            apply account Household
            2026-01-01 groceries
                food  12.50 USD
                checking
            end apply account
            Y 2025
            1/2 dates without a year
                a  1 USD
                b

            """,
    ]
}
