import Testing
@testable import TrackLanguageServer

/// The offsets of LSP positions: counted line by line without an index
/// (`offset(of:in:)`, a change to a document) as with one.
@Suite struct LineIndexTests {
    @Test(arguments: ["", "a", "a\n", "\n\n", "ab\r\ncd\r\n", "é😀x\nsecond line\n\nlast", "line\nno newline at the end"])
    func countingLinesGivesTheIndexsOffsets(_ text: String) {
        let bytes = Array(text.utf8)
        let index = LineIndex(bytes)
        #expect(index.lineStarts == [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 })
        for line in 0...(index.lineStarts.count + 1) {
            for character in 0...(bytes.count + 2) {
                let position = Position(line: line, character: character)
                #expect(LineIndex.offset(of: position, in: bytes) == index.offset(line: line, character: character),
                        "line \(line) character \(character)")
            }
        }
    }
}
