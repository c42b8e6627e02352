import Testing
@testable import TrackLanguageServer

/// Content-Length framing over an in-memory pipe: messages split anywhere,
/// headers that lie or are missing, and a stream that ends mid-message.
@Suite struct MessageReaderTests {
    /// A reader over `bytes`, handed out `chunk` bytes at a time.
    private func reader(_ bytes: [UInt8], chunk: Int = 1 << 16) -> MessageReader {
        var rest = bytes[...]
        return MessageReader {
            let next = Array(rest.prefix(chunk))
            rest = rest.dropFirst(chunk)
            return next
        }
    }

    private func framed(_ body: String) -> [UInt8] {
        Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    }

    private func frames(_ reader: MessageReader) -> [MessageReader.Frame] {
        var reader = reader
        var frames: [MessageReader.Frame] = []
        while true {
            let frame = reader.next()
            frames.append(frame)
            if frame == .end || frames.count > 20 { return frames }
        }
    }

    @Test(arguments: [1, 2, 7, 1 << 16])
    func readsMessagesSplitAnywhere(chunk: Int) {
        let stream = framed(#"{"a":1}"#) + Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n".utf8)
            + framed(#"{"b":"é"}"#)
        #expect(frames(reader(stream, chunk: chunk)) == [
            .message(Array(#"{"a":1}"#.utf8)), .message(Array(#"{"b":"é"}"#.utf8)), .end,
        ])
    }

    @Test func aHeaderWithoutLengthIsMalformedAndReadingGoesOn() {
        let stream = Array("X-Nothing: 1\r\n\r\n".utf8) + framed("{}")
        #expect(frames(reader(stream)) == [.malformed("a header with no Content-Length"), .message(Array("{}".utf8)), .end])
    }

    @Test func aLengthThatSaysTooLittleRecoversAtTheNextMessage() {
        let stream = Array("Content-Length: 3\r\n\r\n{\"a\":1}".utf8) + framed("{}")
        // The short body, then the leftovers and the next header read as one header block.
        #expect(frames(reader(stream)) == [.message(Array("{\"a".utf8)), .message(Array("{}".utf8)), .end])
    }

    @Test func aLengthThatSaysTooMuchEndsAtTheEndOfInput() {
        let stream = Array("Content-Length: 100\r\n\r\n{}".utf8)
        #expect(frames(reader(stream)) == [.end])
    }

    @Test func aHugeLengthIsRefusedWithoutAllocating() {
        let stream = Array("Content-Length: 99999999999\r\n\r\n".utf8) + framed("{}")
        let result = frames(reader(stream))
        #expect(result.count == 3)
        if case .malformed = result[0] {} else { Issue.record("expected malformed, got \(result[0])") }
        #expect(result[1] == .message(Array("{}".utf8)))
    }

    @Test func endOfInputInsideAHeaderOrBodyIsTheEnd() {
        #expect(frames(reader(Array("Content-Len".utf8))) == [.end])
        #expect(frames(reader(Array("Content-Length: 10\r\n\r\n{\"a\"".utf8))) == [.end])
        #expect(frames(reader([])) == [.end])
    }

    @Test func endlessGarbageIsMalformedNotBuffered() {
        let stream = [UInt8](repeating: UInt8(ascii: "x"), count: 100_000)
        let result = frames(reader(stream, chunk: 4096))
        #expect(result.last == .end)
        #expect(result.contains { if case .malformed = $0 { return true } else { return false } })
    }

    @Test func theWriterFramesByBytes() {
        var out: [UInt8] = []
        MessageWriter { out += $0 }.send(.string("é"))
        #expect(String(decoding: out, as: UTF8.self) == "Content-Length: 4\r\n\r\n\"é\"")
    }
}
