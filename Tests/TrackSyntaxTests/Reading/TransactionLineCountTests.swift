import Testing
@testable import TrackSyntax
import TrackModel

/// The parallel read sizes each chunk's part of the transaction array by the
/// lines of the chunk that begin with a digit; the vectorized count must
/// equal the plain line-by-line one on any bytes.
@Suite struct TransactionLineCountTests {
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
        #expect(JournalParser.transactionLineCount(in: text, 0..<text.count) == 3)
        #expect(JournalParser.transactionLineCount(in: text, 0..<0) == 0)
        // A range that ends right after a newline does not count the line after it.
        let firstTwoLines = text.firstIndex(of: 10)! + 1 + 9
        #expect(JournalParser.transactionLineCount(in: text, 0..<firstTwoLines) == 1)
    }

    /// A count in parts (of a mapped file) adds up to the count of the whole.
    @Test(arguments: [1, 2, 5, 17, 4096])
    func countsInPartsAsAWhole(step: Int) {
        let text = SourceBytes(Array("2026-01-01 x\n    a  1\n\n; c\n2026-01-02\n9\n1\n\n2\n".utf8))
        #expect(JournalParser.transactionLineCount(in: text, 0..<text.count, step: step) == 5)
        #expect(JournalParser.transactionLineCount(in: text, 13..<text.count, step: step) == 4)
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
                        #expect(JournalParser.transactionLineCount(in: SourceBytes(bytes), start..<end, step: step)
                                == expected, "size \(size) range \(start)..<\(end) step \(step)")
                    }
                }
            }
        }
    }
}
