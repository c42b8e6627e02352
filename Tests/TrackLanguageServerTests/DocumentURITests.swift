import Testing
import TrackModel
@testable import TrackLanguageServer

/// `file:` URIs to paths and back, and the configuration the editor sends.
@Suite struct DocumentURITests {
    @Test func pathsAndURIsRoundTrip() {
        #expect(DocumentURI.path("file:///home/sam/my%20books/caf%C3%A9.journal") == "/home/sam/my books/café.journal")
        #expect(DocumentURI.path("file://localhost/a.journal") == "/a.journal")
        #expect(DocumentURI.path("file://server/share/a.journal") == nil)
        #expect(DocumentURI.path("untitled:Untitled-1") == nil)
        #expect(DocumentURI.path("file:///bad%zz%") == "/bad%zz%")
        #expect(DocumentURI.uri(path: "/home/sam/my books/café.journal") == "file:///home/sam/my%20books/caf%C3%A9.journal")
    }

    @Test func configurationReadsItsOwnSectionOrTheWholeObject() throws {
        let today = try #require(Day(year: 2026, month: 11, day: 25))
        var configuration = ServerConfiguration(environment: ["LEDGER_FILE": "/l.journal", "TRACK_FILE": "", "HOME": "/home/sam"], today: today)
        #expect(configuration.mainFile == "/l.journal")
        configuration.update(.object([("track", .object([("file", .string("~/books/main.journal")), ("strict", .bool(true))]))]))
        #expect(configuration.mainFile == "/home/sam/books/main.journal")
        #expect(configuration.strict)
        configuration.update(.object([("file", .string("")), ("inlayHints", .bool(false)), ("runningBalances", .bool(true))]))
        #expect(configuration.mainFile == nil)
        #expect(!configuration.inlayHints && configuration.runningBalances)
        configuration.update(.object([("strict", .string("yes"))]))
        #expect(configuration.strict)
    }
}
