import Foundation
import Testing
@testable import TrackSyntax

/// A large file is read on several threads, each into its own part of one
/// buffer: the bytes must come out exactly as written, whatever the split.
@Suite struct ParallelFileReadTests {
    /// Zeros with each 4 KB page's number written in it (at a place that
    /// shifts from page to page), so a part read to the wrong place shows.
    /// Built page by page: a byte-by-byte loop is slow in debug builds.
    static func pattern(_ count: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        for page in 0..<(count / 4096) {
            let at = page * 4096 + page % 4000
            for k in 0..<4 { bytes[at + k] = UInt8(truncatingIfNeeded: page >> (8 * k)) }
        }
        bytes[count - 1] = 0xFF
        return bytes
    }

    static func withFile<T>(_ bytes: [UInt8], _ body: (String) throws -> T) throws -> T {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("track-parallel-read-\(UUID().uuidString).journal").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try body(path)
    }

    @Test func largeFileReadsWhole() throws {
        let bytes = Self.pattern(ParallelFileRead.threshold + 12_345)
        let read = try Self.withFile(bytes) { LocalFileSystem().read($0) }
        #expect(read == .success(bytes))
    }

    @Test(arguments: [1, 2, 3, 7])
    func anySplitGivesTheSameBytes(_ parts: Int) throws {
        let bytes = Self.pattern(3 << 20 + 3)
        let read = try Self.withFile(bytes) { path -> [UInt8] in
            let fd = open(path, O_RDONLY)
            defer { close(fd) }
            return [UInt8](unsafeUninitializedCapacity: bytes.count) { buffer, count in
                if case .success(let n) = ParallelFileRead.read(fd, into: buffer, parts: parts) { count = n }
            }
        }
        #expect(read == bytes)
    }

    /// A file shorter than the buffer (it shrank since its size was taken):
    /// only the bytes read without a gap count.
    @Test func shortFileStopsAtItsEnd() throws {
        let bytes = Self.pattern(3 << 20)
        let read = try Self.withFile(bytes) { path -> [UInt8] in
            let fd = open(path, O_RDONLY)
            defer { close(fd) }
            return [UInt8](unsafeUninitializedCapacity: 4 << 20) { buffer, count in
                if case .success(let n) = ParallelFileRead.read(fd, into: buffer, parts: 4) { count = n }
            }
        }
        #expect(read == bytes)
    }
}
