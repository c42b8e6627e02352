import Testing
import TrackModel
@testable import TrackSyntax

@Suite struct ByteBlockTests {
    static func text(_ build: (inout ByteBlock) -> Void) -> String {
        var block = ByteBlock(capacity: 16)
        defer { block.release() }
        build(&block)
        return String(decoding: block.bytes(since: 0), as: UTF8.self)
    }

    @Test func growsPastItsCapacityAndKeepsEveryByte() {
        let long = String(repeating: "0123456789", count: 100)
        #expect(Self.text { block in
            block.append(contentsOf: long)
            block.appendSpaces(40)
            block.append("x")
        } == long + String(repeating: " ", count: 40) + "x")
    }

    @Test func handsItsBytesToTheSinkOnlyWhenFull() {
        let sink = CollectedBytes()
        var block = ByteBlock(capacity: 16)
        defer { block.release() }
        block.append("short")
        block.flushIfFull(to: sink)
        #expect(sink.bytes.isEmpty)
        block.append(" and now more than a block")
        block.flushIfFull(to: sink)
        #expect(String(decoding: sink.bytes, as: UTF8.self) == "short and now more than a block")
        #expect(block.count == 0)
    }

    @Test func trimsTrailingSpacesDownToTheLineStartOnly() {
        #expect(Self.text { block in
            block.append("  ")
            let start = block.count
            block.append("ab \t\r  ")
            block.trimTrailingSpaces(downTo: start)
            block.append("|")
            let empty = block.count
            block.appendSpaces(3)
            block.trimTrailingSpaces(downTo: empty)
        } == "  ab|")
    }

    @Test func takesBackWhatWasWrittenAfterAPoint() {
        #expect(Self.text { block in
            block.append("kept")
            let start = block.count
            block.append(contentsOf: String(repeating: "dropped", count: 10))
            block.removeAll(from: start)
            block.append("|")
        } == "kept|")
    }

    @Test func copiesARangeItWroteBefore() {
        #expect(Self.text { block in
            block.append("row,")
            block.appendCopy(of: 0..<4)
            block.appendCopy(of: 0..<4)
        } == "row,row,row,")
    }

    @Test(arguments: ["0", "-0.5", "1234567.890", "-170141183460469231731687303715884105.727", "0.000001"])
    func writesQuantitiesAsTheirDescription(text: String) throws {
        let quantity = try #require(Quantity(text))
        #expect(Self.text { $0.appendPlain(quantity) } == quantity.description)
    }

    @Test func writesDaysAsTheirDescription() throws {
        for day in [Day(year: 2026, month: 3, day: 9), Day(year: 1, month: 12, day: 31), Day(year: 9999, month: 1, day: 1)] {
            let day = try #require(day)
            #expect(Self.text { $0.append(day) } == day.description)
        }
    }

    @Test func quotesCSVFieldsAndDoublesTheQuotesInside() {
        #expect(Self.text { block in
            block.appendCSVText(ArraySlice(#"say "hi""#.utf8))
            block.append(",")
            block.appendCSVText(ArraySlice("plain".utf8), quoted: false)
        } == #""say ""hi""",plain"#)
    }

    @Test func writesMalformedTextAsAStringShowsIt() {
        let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0xE9, 0x22]
        #expect(Self.text { $0.appendText(bytes[...]) } == String(decoding: bytes, as: UTF8.self))
        #expect(Self.text { $0.appendCSVText(bytes[...]) } == "\"a\u{FFFD}b\u{FFFD}\"\"\"")
    }
}
