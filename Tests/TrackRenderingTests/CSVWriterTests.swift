import Testing
import TrackRendering

struct CSVWriterTests {
    @Test(arguments: [
        (["account", "balance"], "\"account\",\"balance\"\n"),
        (["assets:bank", "$1,000.00"], "\"assets:bank\",\"$1,000.00\"\n"),
        (["say \"hi\""], "\"say \"\"hi\"\"\"\n"),
        (["\""], "\"\"\"\"\n"),
        (["two\nlines", "x"], "\"two\nlines\",\"x\"\n"),
        (["cr\r\nlf"], "\"cr\r\nlf\"\n"),
        (["支出:餐飲", "NT$120", "🍜"], "\"支出:餐飲\",\"NT$120\",\"🍜\"\n"),
        (["e\u{301}"], "\"e\u{301}\"\n"),
        (["", ""], "\"\",\"\"\n"),
        ([" padded "], "\" padded \"\n"),
        ([], "\n"),
    ])
    func row(_ fields: [String], is expected: String) {
        var writer = CSVWriter()
        writer.writeRow(fields)
        #expect(writer.output == expected)
    }

    @Test func rowsAccumulate() {
        var writer = CSVWriter()
        writer.writeRow(["account", "balance"])
        writer.writeRow(["assets", "10"])
        writer.writeRow(["liabilities", "-10"])
        #expect(
            writer.output == """
                "account","balance"
                "assets","10"
                "liabilities","-10"

                """)
    }

    @Test func otherSeparators() {
        var tabs = CSVWriter(separator: "\t")
        tabs.writeRow(["a", "b\tc"])
        #expect(tabs.output == "\"a\"\t\"b\tc\"\n")

        var semicolons = CSVWriter(separator: ";")
        semicolons.writeRow(["1,5", "2;5"])
        #expect(semicolons.output == "\"1,5\";\"2;5\"\n")
    }

    @Test func startsEmpty() {
        #expect(CSVWriter().output == "")
    }
}
