import Testing
import TrackModel

@Suite struct QuantityParsingTests {
    @Test(arguments: [
        ("12.50", "1250@2"),
        ("-10", "-10@0"),
        ("+3", "3@0"),
        (".5", "5@1"),
        ("-.5", "-5@1"),
        ("+.25", "25@2"),
        ("0", "0@0"),
        ("-0", "0@0"),
        ("0.00", "0@2"),
        ("007", "7@0"),
        ("0.05", "5@2"),
        ("5.", "5@0"),
        ("1234567.891", "1234567891@3"),
        ("0.0000000000000000000000000000000000001", "1@37"),
        ("170141183460469231731687303715884105727", "170141183460469231731687303715884105727@0"),
        ("-170141183460469231731687303715884105727", "-170141183460469231731687303715884105727@0"),
        ("17014118346046923173168730371588410572.7", "170141183460469231731687303715884105727@1"),
    ])
    func parses(text: String, expected: String) throws {
        let q = try #require(Quantity(text))
        #expect(exact(q) == expected)
    }

    @Test(arguments: [
        "", "-", "+", ".", "-.", "+-1", "--1", "1,000", "1 000", "abc", "12abc", "1.2.3", " 1", "1 ", "1e5",
        "$5", "5 USD", "1_000", "0x10", "١٢", "12.5-", "++1",
    ])
    func rejects(text: String) {
        #expect(Quantity(text) == nil)
    }

    @Test func rejectsMantissaOverflow() {
        #expect(Quantity(String(repeating: "9", count: 40)) == nil)
        #expect(Quantity("1" + String(repeating: "0", count: 39)) == nil)
        #expect(Quantity("170141183460469231731687303715884105728") == nil)
        #expect(Quantity("-170141183460469231731687303715884105729") == nil)
        #expect(Quantity("0." + String(repeating: "9", count: 40)) == nil)
    }

    @Test func rejectsMoreThanTheMaximumScale() {
        #expect(Quantity("0." + String(repeating: "0", count: 37) + "1") == nil)
        #expect(Quantity("0." + String(repeating: "0", count: 38)) == nil)
    }

    @Test func parsesInt128Min() {
        // The description of Int128.min reads back.
        let min = Quantity(mantissa: .min, scale: 0)
        #expect(Quantity(min.description).map(exact) == "\(Int128.min)@0")
        let minAtScale = Quantity(mantissa: .min, scale: 3)
        #expect(Quantity(minAtScale.description).map(exact) == "\(Int128.min)@3")
    }

    @Test(arguments: [
        Quantity(mantissa: 0, scale: 0), Quantity(mantissa: 5, scale: 2), Quantity(mantissa: -5, scale: 2),
        Quantity(mantissa: 123_450, scale: 2), Quantity(mantissa: .max, scale: 0), Quantity(mantissa: .max, scale: 37),
        Quantity(mantissa: -Int128.max, scale: 18), Quantity(mantissa: 1, scale: 37),
    ])
    func descriptionRoundTrips(q: Quantity) throws {
        let parsed = try #require(Quantity(q.description))
        #expect(exact(parsed) == exact(q))
    }

    @Test func parsesSubstrings() {
        let line = "amount=12.50;"
        let value = line.dropFirst(7).dropLast()
        #expect(Quantity(value).map(exact) == "1250@2")
    }
}
