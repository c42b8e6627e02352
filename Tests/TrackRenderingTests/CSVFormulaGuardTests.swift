import Testing
import TrackRendering

/// `CSVFormulaGuard`: a `'` before each field that would start a formula,
/// plain numbers left alone, quotes kept, and a stream cut anywhere guarded
/// as a whole.
@Suite struct CSVFormulaGuardTests {
    static func guarded(_ blocks: [String]) -> String {
        var guardian = CSVFormulaGuard()
        var out: [UInt8] = []
        for block in blocks {
            var block = block
            block.withUTF8 { guardian.protect(UnsafeRawBufferPointer($0), into: &out) }
        }
        guardian.finish(into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    @Test func marksEachFormulaStart() {
        let csv = "\"=1+1\",\"+x\",\"-y\",\"@SUM(1)\",\"\tz\",\"\r=2\",\"ok\",\"a=b\"\n"
        #expect(CSVFormulaGuard.protected(csv) == "\"'=1+1\",\"'+x\",\"'-y\",\"'@SUM(1)\",\"'\tz\",\"'\r=2\",\"ok\",\"a=b\"\n")
    }

    @Test func plainNumbersStayNumbers() {
        let csv = "\"-12.50\",\"+3\",\"-1,000.5\",\"-10 EUR\",\"-\",\"-1.\",\"\"\n"
        #expect(CSVFormulaGuard.protected(csv) == "\"-12.50\",\"+3\",\"-1,000.5\",\"'-10 EUR\",\"'-\",\"'-1.\",\"\"\n")
    }

    @Test func quotesInsideAreKept() {
        let csv = "\"=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",\"a \"\"b\"\"\"\n"
        #expect(CSVFormulaGuard.protected(csv) == "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",\"a \"\"b\"\"\"\n")
    }

    @Test func aStreamCutAnywhereIsGuardedAsAWhole() {
        let csv = "\"d\",\"=HYPERLINK(\"\"x\"\")\",\"-5.00\"\n\"\",\"@a\",\"b\"\"\"\n"
        let whole = CSVFormulaGuard.protected(csv)
        let bytes = Array(csv.utf8)
        for cut in 1..<bytes.count {
            let parts = [String(decoding: bytes[..<cut], as: UTF8.self), String(decoding: bytes[cut...], as: UTF8.self)]
            #expect(Self.guarded(parts) == whole, "cut at \(cut)")
        }
    }
}
