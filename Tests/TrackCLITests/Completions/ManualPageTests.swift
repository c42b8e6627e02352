import Foundation
import Testing
@testable import TrackCLI
import TrackTestSupport

/// `track manual` (and `track help --man`): a man(7) page that a formatter
/// reads without a warning, with the sections a manual page has.
@Suite struct ManualPageTests {
    static let groff = ShellRunner.path("groff")

    @Test func manualAndHelpManPrintTheSamePage() {
        let manual = CLIHarness.run(["manual"])
        #expect(manual.status == 0 && manual.stderr.isEmpty)
        #expect(CLIHarness.run(["help", "--man"]).stdout == manual.stdout)
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "GLOBAL OPTIONS", "JOURNAL", "FILES", "ENVIRONMENT", "EXIT STATUS"] {
            #expect(manual.stdout.contains("\n.SH \(section)\n"), "\(section)")
        }
        #expect(manual.stdout.contains("grammar.md"))
    }

    @Test func roffEscapesWhatWouldBeARequest() {
        #expect(Roff.escaped(".hidden -x 'q' \\n ▲") == #"\&.hidden \-x 'q' \en \[u25B2]"#)
        #expect(Roff.escaped("'quoted") == #"\&'quoted"#)
        #expect(Roff.paragraphs("one\ntwo\n\n  kept  as is\nthree") == ["one", "two", ".PP", ".nf\n.RS 4", "  kept  as is", ".RE\n.fi", "three"])
    }

    /// groff formats the page with every warning on (`-ww`) and says nothing.
    @Test(.enabled(if: groff != nil, "groff is not installed (apt-get install groff-base): the manual page's rendering is not checked"))
    func groffRendersThePageWithoutWarnings() throws {
        let folder = TemporaryDirectory()
        let page = folder.write("track.1", CLIHarness.run(["manual"]).stdout)
        let result = try ShellRunner.run("groff", ["-man", "-Tutf8", "-ww", "-z", page])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let text = try ShellRunner.run("groff", ["-man", "-Tutf8", "-P", "-c", page]).stdout
        for words in ["track - plain-text accounting", "track report monthly", "--output-format", "EXIT STATUS"] {
            #expect(Self.plain(text).contains(words), "\(words)")
        }
    }

    /// groff's terminal output without its overstrikes (bold as `c\bc`) and hyphens as typed.
    static func plain(_ text: String) -> String {
        var result: [Character] = []
        for character in text {
            if character == "\u{8}" { result.removeLast(); continue }
            result.append(character == "\u{2010}" || character == "\u{2212}" ? "-" : character)
        }
        return String(result)
    }
}
