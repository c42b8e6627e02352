import Testing
@testable import TrackCLI

/// What `track git install` writes into `.gitattributes`, and takes out.
@Suite struct GitSetupTests {
    @Test func theBlockIsPutInOnceAndTakenOutExactly() {
        let block = GitSetup.attributesBlock(extraFiles: ["books/food budget.txt"])
        #expect(block.hasSuffix("*.j diff=track merge=track\n/books/food\\ budget.txt diff=track merge=track\n# end of track git install\n"))
        let user = "*.png binary\n# mine\n"
        let installed = GitSetup.attributes(user, block: block)
        #expect(installed == user + block)
        #expect(GitSetup.attributes(installed, block: block) == installed)
        #expect(GitSetup.attributes(installed, block: nil) == user)
        // A newer block replaces the old one where it stands.
        let moved = GitSetup.attributes("a\n" + block + "b\n", block: GitSetup.attributesBlock(extraFiles: []))
        #expect(moved.hasPrefix("a\n# track git install") && moved.hasSuffix("# end of track git install\nb\n"))
        #expect(GitSetup.attributes("", block: nil) == "")
    }

    @Test func theHookRunsTheKeptHookFirst() {
        let hook = GitSetup.hook(track: "/opt/it's/track")
        #expect(hook.hasPrefix("#!/bin/sh\n" + GitSetup.hookMarker))
        #expect(hook.contains("\"$hooks/pre-commit.before-track\" \"$@\" || exit $?"))
        #expect(hook.hasSuffix("exec '/opt/it'\\''s/track' git pre-commit\n"))
    }
}
