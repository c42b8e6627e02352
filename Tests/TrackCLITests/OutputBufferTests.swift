import Foundation
import Testing
@testable import TrackCLI

@Suite struct OutputBufferTests {
    /// A part of a chunk or more goes to the descriptor without being
    /// copied into the buffer: what was buffered before it goes first.
    @Test func writesALargePartAfterWhatItHeld() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("output-\(UUID().uuidString)").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(descriptor >= 0)
        defer { unlink(path) }
        let output = OutputBuffer(descriptor: descriptor)
        let large = [UInt8](repeating: UInt8(ascii: "x"), count: 100_000)
        output.write("head,")
        large.withUnsafeBytes { output.write($0) }
        output.write(",tail")
        output.flush()
        close(descriptor)
        let written = try #require(FileManager.default.contents(atPath: path))
        #expect(Array(written) == Array("head,".utf8) + large + Array(",tail".utf8))
    }
}
