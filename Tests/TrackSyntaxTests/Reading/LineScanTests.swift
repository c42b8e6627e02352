import Testing
@testable import TrackSyntax
import TrackModel

/// The parallel read sizes each chunk's part of the transaction array by the
/// lines of the chunk that begin with a digit, and refuses a file with a
/// lone CR, from one vectorized pass: it must equal the plain line-by-line
/// count and `LineEnds`' search on any bytes.
@Suite struct LineScanTests {
    /// Lines starting in `range` (itself a line start) whose first byte is a digit, one line at a time.
    static func plainCount(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
        var count = 0
        var line = range.lowerBound
        while line < min(range.upperBound, bytes.count) {
            if (0x30...0x39).contains(bytes[line]) { count += 1 }
            guard let newline = bytes[line..<min(range.upperBound, bytes.count)].firstIndex(of: 10) else { break }
            line = newline + 1
        }
        return count
    }

    @Test func countsLinesThatStartWithADigit() {
        let text = SourceBytes(Array("2026-01-01 x\n    a  1\n\n; c\n2026-01-02\n9\n".utf8))
        #expect(LineScan.scan(text, 0..<text.count).transactionLines == 3)
        #expect(LineScan.scan(text, 0..<0).transactionLines == 0)
        // A range that ends right after a newline does not count the line after it.
        let firstTwoLines = text.firstIndex(of: 10)! + 1 + 9
        #expect(LineScan.scan(text, 0..<firstTwoLines).transactionLines == 1)
    }

    /// A scan in parts (of a mapped file) adds up to the scan of the whole.
    @Test(arguments: [1, 2, 5, 17, 4096])
    func scansInPartsAsAWhole(step: Int) {
        let text = SourceBytes(Array("2026-01-01 x\n    a  1\n\n; c\n2026-01-02\n9\n1\n\n2\n".utf8))
        #expect(LineScan.scan(text, 0..<text.count, step: step) == LineScan(transactionLines: 5))
        #expect(LineScan.scan(text, 13..<text.count, step: step) == LineScan(transactionLines: 4))
    }

    @Test(arguments: [
        ("a\rb\n", 1), ("a\r\nb\r\n", nil), ("a\r", nil), ("\r", nil), ("\r\r\n", 0),
        (String(repeating: "x", count: 40) + "\r" + String(repeating: "y", count: 40), 40),
        (String(repeating: "1\r\n", count: 30) + "2\r3", 91),
    ] as [(String, Int?)])
    func findsTheFirstLoneCarriageReturn(text: String, offset: Int?) {
        let bytes = Array(text.utf8)
        #expect(LineScan.scan(SourceBytes(bytes), 0..<bytes.count).loneCarriageReturn == offset)
        #expect(bytes.withUnsafeBufferPointer { LineEnds.firstLoneCarriageReturn($0) } == offset)
    }

    @Test func equalsTheLineByLineCountOnRandomBytes() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = Array("0123456789 \n\n\n;a-".utf8)
        for size in [1, 2, 16, 17, 18, 33, 63, 64, 65, 1000, 4097, (1 << 16) + 3, (1 << 17) + 1] {
            let bytes = (0..<size).map { _ in alphabet.randomElement(using: &generator)! }
            var starts = [0]
            for (i, byte) in bytes.enumerated() where byte == 10 && i + 1 < size { starts.append(i + 1) }
            for start in [starts.first!, starts[starts.count / 2], starts.last!] {
                for end in [start, min(size, start + 1), (start + size) / 2, size, size + 10] where end >= start {
                    let expected = Self.plainCount(bytes, start..<end)
                    for step in [3, 1 << 12, 1 << 20] {
                        #expect(LineScan.scan(SourceBytes(bytes), start..<end, step: step).transactionLines
                                == expected, "size \(size) range \(start)..<\(end) step \(step)")
                    }
                }
            }
        }
    }

    /// With CRs among the bytes, the first lone one is `LineEnds`' (the file's
    /// last byte aside: a CR there ends the last line).
    @Test func findsWhatLineEndsFindsOnRandomBytes() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = Array("0a \n\n\r".utf8) + Array(repeating: UInt8(ascii: "b"), count: 40)
        for size in [1, 2, 16, 17, 18, 33, 64, 65, 1000, 4097] {
            for _ in 0..<20 {
                let bytes = (0..<size).map { _ in alphabet.randomElement(using: &generator)! }
                let expected = bytes.withUnsafeBufferPointer { LineEnds.firstLoneCarriageReturn($0) }
                for step in [3, 1 << 12] {
                    #expect(LineScan.scan(SourceBytes(bytes), 0..<size, step: step).loneCarriageReturn == expected,
                            "\(bytes) step \(step)")
                }
            }
        }
    }
}
