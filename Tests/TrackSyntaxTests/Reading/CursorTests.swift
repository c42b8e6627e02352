import Testing
import TrackModel
@testable import TrackSyntax

/// Runs `body` with a cursor over the UTF-8 bytes of `text`, its file based at offset 100.
func withCursor<R>(_ text: String, at position: Int = 0, _ body: (inout Cursor) -> R) -> R {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
        var cursor = Cursor(bytes: buffer, base: 100, position: position)
        return body(&cursor)
    }
}

@Suite struct CursorTests {
    @Test func peekReturnsZeroAtTheEnd() {
        withCursor("ab") { cursor in
            #expect(cursor.peek == UInt8(ascii: "a"))
            #expect(cursor.peek(at: 1) == UInt8(ascii: "b"))
            #expect(cursor.peek(at: 2) == 0)
            #expect(cursor.peek(at: -1) == 0)
            cursor.advance(by: 5)
            #expect(cursor.position == 2, "advance stops at the end")
            #expect(cursor.isAtEnd)
            #expect(cursor.peek == 0)
        }
    }

    @Test func byteOutsideTheFileIsZero() {
        withCursor("x") { cursor in
            #expect(cursor.byte(at: 0) == UInt8(ascii: "x"))
            #expect(cursor.byte(at: 1) == 0)
            #expect(cursor.byte(at: -3) == 0)
        }
    }

    @Test func consumeOnlyTheExpectedByte() {
        withCursor("@@") { cursor in
            let first = cursor.consume(UInt8(ascii: "@"))
            let other = cursor.consume(UInt8(ascii: "="))
            let second = cursor.consume(UInt8(ascii: "@"))
            let atEnd = cursor.consume(0)
            #expect(first && !other && second)
            #expect(!atEnd, "the end's 0 is not a byte to consume")
            #expect(cursor.position == 2)
        }
    }

    @Test func advanceWhile() {
        withCursor("2026-11") { cursor in
            cursor.advance(while: \.isDigit)
            #expect(cursor.position == 4)
            cursor.advance(while: { _ in true })
            #expect(cursor.position == 7)
        }
    }

    @Test(arguments: [
        ("x", 0),
        (" x", 1),
        ("\t\t x", 3),
        ("       x", 7),
        ("        x", 8),  // exactly one 8-byte word
        (String(repeating: " ", count: 37) + "x", 37),  // several words, then a partial one
        (String(repeating: " ", count: 12) + "\t  x", 15),  // a tab after the word scan
        ("   ", 3),  // spaces to the end of the file
        (String(repeating: " ", count: 20), 20),
    ])
    func skipSpacesCountsSpacesAndTabs(text: String, skipped: Int) {
        withCursor(text) { cursor in
            let count = cursor.skipSpaces()
            #expect(count == skipped)
            #expect(cursor.position == skipped)
        }
    }

    @Test func skipSpacesStopsAtNewline() {
        withCursor("  \n  x") { cursor in
            let count = cursor.skipSpaces()
            #expect(count == 2)
            #expect(cursor.peek == .newline)
        }
    }

    @Test func lineEndAndContentEnd() {
        withCursor("ab\r\ncd\nef") { cursor in
            #expect(cursor.lineEnd == 3)
            #expect(cursor.contentEnd == 2, "before \\r\\n")
            cursor.skipToNextLine()
            #expect(cursor.position == 4)
            #expect(cursor.lineEnd == 6)
            #expect(cursor.contentEnd == 6)
            cursor.skipToNextLine()
            #expect(cursor.position == 7)
            #expect(cursor.lineEnd == 9, "the last line ends at the end of the file")
            cursor.skipToNextLine()
            #expect(cursor.isAtEnd)
            cursor.skipToNextLine()
            #expect(cursor.position == 9, "skipping at the end stays at the end")
        }
    }

    @Test(arguments: [
        ("", 0, true),
        ("a", 0, false),
        ("a", 1, true),
        ("\n", 0, true),
        ("\r\n", 0, true),
        ("\r", 0, true),  // a lone \r at the end of the file
        ("\rx", 0, false),  // a lone \r inside a line is content
    ])
    func isAtLineEnd(text: String, position: Int, expected: Bool) {
        withCursor(text, at: position) { cursor in
            #expect(cursor.isAtLineEnd == expected)
        }
    }

    @Test func matchesASCIIWords() {
        withCursor("format 1,000", at: 0) { cursor in
            #expect(cursor.matches("format"))
            #expect(!cursor.matches("formats"))
            #expect(!cursor.matches("format 1,000.00"), "longer than the rest of the file")
        }
    }

    @Test func trimmedEndDropsSpacesTabsAndCarriageReturns() {
        withCursor("abc \t\r") { cursor in
            #expect(cursor.trimmedEnd(from: 0, to: 6) == 3)
            #expect(cursor.trimmedEnd(from: 4, to: 6) == 4, "never before the start")
        }
    }

    @Test func locationsAndTextAreInTheStoresAddressSpace() {
        withCursor("hello", at: 2) { cursor in
            #expect(cursor.location == TrackModel.SourceLocation(offset: 102))
            #expect(cursor.location(4) == TrackModel.SourceLocation(offset: 104))
            #expect(cursor.text(1, 3) == Text(start: 101, length: 2))
            #expect(cursor.text(3, 1).isEmpty, "a reversed range is empty")
            #expect(cursor.string(1, 4) == "ell")
            #expect(cursor.string(4, 4) == "")
        }
    }

    @Test func byteClasses() {
        #expect(UInt8(ascii: "0").isDigit && UInt8(ascii: "9").isDigit && !UInt8(ascii: "a").isDigit)
        #expect(UInt8(ascii: "\t").isSpaceOrTab && !UInt8(ascii: "\n").isSpaceOrTab)
        #expect(UInt8(ascii: "Z").isASCIILetter && !UInt8(ascii: "@").isASCIILetter && !UInt8(ascii: "[").isASCIILetter)
    }
}
