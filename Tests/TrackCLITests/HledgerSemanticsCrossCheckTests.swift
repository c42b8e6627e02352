import Foundation
import Testing

/// What `balance` and `check` cannot show (register rows, print's and
/// balance's display precision, `-X` valuations, balance assertions'
/// order): journals written for it in `Fixtures/hledger/semantics`, each run
/// with the same arguments by track and by hledger 1.25. hledger's answers
/// are recorded beside them (`record.sh`), so the tests hold without
/// hledger; where it is installed, its live answer must still be the
/// recorded one. Lines are compared without trailing spaces (hledger pads
/// its cells, track does not) and without the blank line hledger's `print`
/// writes after its last transaction.
@Suite struct HledgerSemanticsCrossCheckTests {
    static let folder = HledgerCompat.fixtures + "semantics/"

    struct Case: CustomStringConvertible, Sendable {
        var output: String
        var journal: String
        var arguments: [String]
        var description: String { output }
    }

    /// The cases of `cases.txt`: `OUTPUT | JOURNAL | ARGUMENTS`.
    static let cases: [Case] = {
        guard let text = try? String(contentsOfFile: folder + "cases.txt", encoding: .utf8) else { return [] }
        return text.split(whereSeparator: \.isNewline).compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let parts = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 3 else { return nil }
            return Case(output: parts[0], journal: parts[1], arguments: parts[2].split(separator: " ").map(String.init))
        }
    }()

    @Test func everyCaseIsRead() {
        #expect(Self.cases.count >= 3)
    }

    @Test(arguments: cases)
    func trackGivesHledgersAnswer(_ semantics: Case) throws {
        let expected = try String(contentsOfFile: Self.folder + semantics.output, encoding: .utf8)
        let result = CLIHarness.run(["-f", Self.folder + semantics.journal] + semantics.arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.lines(result.stdout) == Self.lines(expected))
    }

    static func lines(_ text: String) -> [String] {
        var lines = HledgerOracle.lines(text)
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    @Test(arguments: cases)
    func recordedAnswerIsHledgersAnswer(_ semantics: Case) throws {
        guard let live = HledgerOracle.output(path: Self.folder + semantics.journal, semantics.arguments) else { return }
        let recorded = try String(contentsOfFile: Self.folder + semantics.output, encoding: .utf8)
        #expect(live == recorded, "run record.sh in Fixtures/hledger/semantics and read the difference")
    }
}
