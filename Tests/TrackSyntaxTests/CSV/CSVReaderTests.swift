import Testing
import TrackModel
@testable import TrackSyntax

@Suite struct CSVReaderTests {
    func fields(_ text: String, separator: String = ",") -> [[String]] {
        readCSV(text, separator: separator).records.map(\.fields)
    }

    @Test func plainRecords() {
        #expect(fields("2026-11-02,Corner Market,-84.20\n2026-11-03,Salary,4200\n")
            == [["2026-11-02", "Corner Market", "-84.20"], ["2026-11-03", "Salary", "4200"]])
    }

    @Test func theLastLineNeedsNoLineEnding() {
        #expect(fields("a,b\nc,d") == [["a", "b"], ["c", "d"]])
    }

    @Test func quotedFieldsHoldSeparatorsQuotesAndLineBreaks() {
        #expect(fields("\"Acme, Inc.\",\"say \"\"hi\"\"\",\"two\nlines\"\n")
            == [["Acme, Inc.", "say \"hi\"", "two\nlines"]])
    }

    @Test func emptyFieldsAreKept() {
        #expect(fields(",,\n\"\",x,\n") == [["", "", ""], ["", "x", ""]])
    }

    @Test func spacesAroundUnquotedFieldsAreKept() {
        #expect(fields(" Coffee Shop , 3.50\n") == [[" Coffee Shop ", " 3.50"]])
    }

    @Test func spacesAroundQuotesAreAllowed() {
        #expect(fields("a, \"b\" ,c\n") == [["a", "b", "c"]])
    }

    @Test(arguments: [(";", "a;b;\"c;d\""), ("\t", "a\tb\t\"c\td\""), ("|", "a|b|\"c|d\""), ("§", "a§b§\"c§d\"")])
    func otherSeparators(_ separator: String, _ line: String) {
        #expect(fields(line + "\n", separator: separator) == [["a", "b", "c" + separator + "d"]])
    }

    @Test func aSpaceSeparator() {
        #expect(fields("2026-01-05 \"Corner Market\" 3.50\n", separator: " ") == [["2026-01-05", "Corner Market", "3.50"]])
    }

    @Test func crlfAndLoneCarriageReturnsEndRecords() {
        #expect(fields("a,b\r\nc,d\r\n") == [["a", "b"], ["c", "d"]])
        #expect(fields("a,b\rc,d\r") == [["a", "b"], ["c", "d"]])
        #expect(fields("\"x\r\ny\",z\r\n") == [["x\r\ny", "z"]])
    }

    @Test func aByteOrderMarkIsSkipped() {
        let (records, rendered) = readCSV(bytes: [0xEF, 0xBB, 0xBF] + Array("date,amount\n".utf8))
        #expect(rendered.isEmpty)
        #expect(records.map(\.fields) == [["date", "amount"]])
    }

    @Test func emptyLinesAndLinesOfSpacesAreNotRecords() {
        #expect(fields("a,b\n\n   \n\r\nc,d\n") == [["a", "b"], ["c", "d"]])
    }

    @Test func fieldRangesPointInsideQuotes() {
        var sources = SourceStore()
        let index = sources.add(path: "bank.csv", bytes: Array("x,\"Acme\"\n".utf8))!
        let record = CSVReader().read(sources.files[index]).records[0]
        let base = sources.files[index].base
        #expect(record.fieldRanges.map { Int($0.lowerBound.offset - base)..<Int($0.upperBound.offset - base) } == [0..<1, 3..<7])
        #expect(Int(record.range.upperBound.offset - base) == 8)
    }

    @Test func anUnclosedQuoteIsReportedAtItsQuote() {
        let (records, rendered) = readCSV("a,b\nc,\"unclosed,d\ne,f\n")
        #expect(records.map(\.fields) == [["a", "b"]])
        #expect(rendered == [
            """
            bank.csv:2:3: error: this quoted field is not closed
              2 | c,"unclosed,d
                |   ^^^^^^^^^^^
            hint: add the closing '"'; a quote inside a quoted field is written twice ("")

            """,
        ])
    }

    @Test func textAfterAClosingQuoteIsReportedAndReadingGoesOn() {
        let (records, rendered) = readCSV("a,\"b\"c,d\ne,f\n")
        #expect(records.map(\.fields) == [["e", "f"]])
        #expect(rendered == [
            """
            bank.csv:1:6: error: unexpected text after the closing quote of a field
              1 | a,"b"c,d
                |      ^^^
            hint: quote the whole field and write each quote inside it twice: "say ""hi\"""

            """,
        ])
    }

    @Test func invalidUTF8IsReadWithoutTrapping() {
        let (records, rendered) = readCSV(bytes: [0x61, 0x2C, 0xFF, 0xFE, 0x0A])
        #expect(rendered.isEmpty)
        #expect(records.count == 1)
        #expect(records[0].fields.count == 2)
    }
}
