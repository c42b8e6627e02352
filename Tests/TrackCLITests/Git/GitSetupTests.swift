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

/// Inputs the git commands refuse rather than merge: binary and non-UTF-8 bytes.
@Suite struct JournalBytesTests {
    @Test(arguments: [
        ([UInt8]("é€😀 plain".utf8), nil), ([0x61, 0xC3], 1), ([0xC0, 0x80], 0), ([0xED, 0xA0, 0x80], 0),
        ([0x61, 0x62, 0xFF], 2), ([0xF4, 0x90, 0x80, 0x80], 0), ([0xE2, 0x82], 0), ([0xF0, 0x9F, 0x98, 0x41], 0),
    ] as [([UInt8], Int?)])
    func firstInvalidByte(_ bytes: [UInt8], _ offset: Int?) {
        #expect(JournalBytes.firstInvalidUTF8(bytes) == offset)
    }

    /// ASCII is skipped 32 bytes at a time: a bad byte or sequence is found at every place in and after a block.
    @Test func aBadByteIsFoundWhereverItStandsAmongASCII() {
        for length in 0...70 {
            let ascii = [UInt8](repeating: 0x61, count: length)
            #expect(JournalBytes.firstInvalidUTF8(ascii) == nil)
            for place in 0..<length {
                var bad = ascii
                bad[place] = 0xFF
                #expect(JournalBytes.firstInvalidUTF8(bad) == place, "\(length) \(place)")
                // A good sequence there, cut short at the end.
                var cut = Array(ascii[..<place]) + [0xE2, 0x82, 0xAC] + Array(ascii[place...])
                #expect(JournalBytes.firstInvalidUTF8(cut) == nil)
                cut.removeLast(length - place + 1)
                #expect(JournalBytes.firstInvalidUTF8(cut) == place, "\(length) \(place) cut")
            }
        }
    }

    /// A NUL byte makes the bytes binary wherever it stands, before or after a byte that is not UTF-8.
    @Test func aNULIsFoundWhereverItStands() {
        for length in 1...70 {
            let ascii = [UInt8](repeating: 0x61, count: length)
            let plain = ascii.withUnsafeBufferPointer { JournalBytes.scan($0, untilInvalid: true) }
            #expect(!plain.hasNUL && plain.firstInvalid == nil)
            for place in 0..<length {
                var text = ascii
                text[place] = 0
                let found = text.withUnsafeBufferPointer { JournalBytes.scan($0, untilInvalid: true) }
                #expect(found.hasNUL, "\(length) \(place)")
                // A bad byte before it is still reported, and the NUL after it still found.
                text.insert(0xFF, at: place / 2)
                let both = text.withUnsafeBufferPointer { JournalBytes.scan($0, untilInvalid: true) }
                #expect(both.hasNUL && both.firstInvalid == place / 2, "\(length) \(place) after a bad byte")
            }
        }
    }
}
