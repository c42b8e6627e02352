import Testing
import TrackModel

/// `SourceBytes` is to its buffer what `ArraySlice` is to an array: slices
/// keep the file's offsets, equal bytes are equal wherever they lie, and
/// text appended after a file's bytes goes into the buffer's room only when
/// nothing else was appended there first.
@Suite struct SourceBytesTests {
    @Test func slicesKeepTheirOffsetsAndShareTheBytes() {
        let bytes = SourceBytes(Array("2026-01-01 Corner Market".utf8))
        let payee = bytes[11..<24]
        #expect(payee.startIndex == 11 && payee.endIndex == 24 && payee.count == 13)
        #expect(String(decoding: payee, as: UTF8.self) == "Corner Market")
        #expect(payee[11] == UInt8(ascii: "C"))
        #expect(String(decoding: payee[18..<24], as: UTF8.self) == "Market")
        payee.withUnsafeBufferPointer { #expect(Array($0) == Array("Corner Market".utf8)) }
    }

    @Test func equalBytesAreEqualAndHashAlikeWhereverTheyAre() {
        let a = SourceBytes(Array("coffee; coffee".utf8))
        let b = SourceBytes(Array("coffee".utf8))
        #expect(a[0..<6] == b && a[8..<14] == b && a[0..<6] == a[8..<14])
        #expect(a[0..<5] != b && a[1..<7] != b)
        #expect(Set([a[0..<6], a[8..<14], b]).count == 1)
    }

    @Test func emptyBytesHoldNoBuffer() {
        let empty = SourceBytes()
        #expect(empty.isEmpty && empty == .empty && empty == SourceBytes([]))
        #expect(!empty.isMapped)
        empty.withUnsafeBufferPointer { #expect($0.isEmpty) }
        let bytes = SourceBytes(Array("abc".utf8))
        // An empty slice keeps its place.
        #expect(bytes[2..<2].isEmpty && bytes[2..<2].startIndex == 2)
        #expect(Set([empty, bytes[1..<1]]).count == 1)
    }

    @Test func appendedTextGoesIntoTheRoomAfterTheBytes() {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 1)
        memory.copyMemory(from: Array("abc".utf8), byteCount: 3)
        let buffer = SourceBuffer(start: memory, count: 3, capacity: 16, memory: .init(release: { start, _ in
            start.deallocate()
        }))
        let file = SourceBytes(buffer)
        let longer = file.appending(Array("def".utf8))
        #expect(Array(longer) == Array("abcdef".utf8))
        #expect(Array(file) == Array("abc".utf8))  // what was read before stays as it was
        #expect(buffer.count == 6)
        // The first file's bytes no longer end the buffer: a second append is a copy of its own.
        let other = file.appending(Array("xyz".utf8))
        #expect(Array(other) == Array("abcxyz".utf8) && Array(longer) == Array("abcdef".utf8))
        #expect(buffer.count == 6)
        // More than the room holds: a copy too.
        let long = longer.appending(Array(repeating: UInt8(ascii: "g"), count: 20))
        #expect(long.count == 26 && buffer.count == 6)
    }

    @Test func forgettingBytesThatAreNotMappedChangesNothing() {
        let bytes = SourceBytes(Array("2026-01-01 x\n".utf8))
        bytes.forget(0..<bytes.count)
        #expect(Array(bytes) == Array("2026-01-01 x\n".utf8))
    }

    /// A walk gives back what lies `lag` behind it, `step` at a time, then the rest.
    @Test func readBehindLagsAndSteps() {
        var behind = ReadBehind(from: 0)
        #expect(behind.passing(ReadBehind.lag) == nil)
        #expect(behind.passing(ReadBehind.lag + ReadBehind.step - 1) == nil)
        #expect(behind.passing(ReadBehind.lag + ReadBehind.step) == 0..<ReadBehind.step)
        #expect(behind.passing(ReadBehind.lag + ReadBehind.step + 10) == nil)
        #expect(behind.finishing(at: 5 * ReadBehind.step) == ReadBehind.step..<5 * ReadBehind.step)
        #expect(behind.finishing(at: 5 * ReadBehind.step).isEmpty)
    }
}
