import Testing
import TrackModel
@testable import TrackSyntax

/// `NumberReader` reads the number part of an amount; these cases pin down
/// how each combination of marks is read. A reading is shown as
/// `quantity dec=MARK grp=MARK[SIZES] amb=MARK end=INDEX`, leaving out what is absent.
@Suite struct NumberReaderTests {
    static func read(
        _ text: String, hint: AmountStyle.DecimalMark? = nil, groupsWhenAmbiguous: Bool = false
    ) -> String {
        withCursor(text) { cursor in
            switch NumberReader.read(&cursor, decimalHint: hint, groupsWhenAmbiguous: groupsWhenAmbiguous) {
            case .success(let r):
                var out = "\(r.quantity)"
                if let d = r.decimalMark { out += " dec=\(d.character)" }
                if let g = r.digitGroups { out += " grp=\(g.mark)\(g.sizes)" }
                if let a = r.ambiguousMark { out += " amb=\(a.character)" }
                return out + " end=\(cursor.position)"
            case .failure(let error):
                return "\(error) end=\(cursor.position)"
            }
        }
    }

    @Test(arguments: [
        ("5", "5 end=1"),
        ("000123", "123 end=6"),
        ("5542.30", "5542.30 dec=. end=7"),
        ("12,50", "12.50 dec=, end=5"),
        ("0.000001", "0.000001 dec=. end=8"),
        (".5", "0.5 dec=. end=2"),
        (",5", "0.5 dec=, end=2"),
        ("5.", "5 dec=. end=2"),
        ("1,000.", "1000 dec=. grp=,[3] end=6"),
        // One mark followed by exactly three digits: ambiguous, read as a decimal mark (as hledger).
        ("1,000", "1.000 dec=, amb=, end=5"),
        ("1.000", "1.000 dec=. amb=. end=5"),
        ("12,345", "12.345 dec=, amb=, end=6"),
        // Two kinds of mark: the last is the decimal mark.
        ("1,000.50", "1000.50 dec=. grp=,[3] end=8"),
        ("1.000,50", "1000.50 dec=, grp=.[3] end=8"),
        ("1,234,567.891", "1234567.891 dec=. grp=,[3] end=13"),
        // One kind, several times: digit groups.
        ("1,000,000", "1000000 grp=,[3] end=9"),
        ("1.000.000", "1000000 grp=.[3] end=9"),
        ("1,0,0", "100 grp=,[1] end=5"),  // irregular groups, as hledger accepts them
        ("10,00,000.00", "1000000.00 dec=. grp=,[3, 2] end=12"),  // Indian grouping
        // Spaces group digits when a digit follows them.
        ("1 000 000", "1000000 grp= [3] end=9"),
        ("1 000,50", "1000.50 dec=, grp= [3] end=8"),
        ("1 000.50", "1000.50 dec=. grp= [3] end=8"),
        // The number ends before anything else.
        ("5 USD", "5 end=1"),
        ("5USD", "5 end=1"),
        ("12.50@", "12.50 dec=. end=5"),
        ("7,", "7 dec=, end=2"),
    ])
    func reads(text: String, expected: String) {
        #expect(Self.read(text) == expected)
    }

    @Test(arguments: [
        ("1,000.000,5", "malformed"),  // the decimal mark twice
        ("1.000,000.5", "malformed"),
        ("1.000 000", "malformed"),  // a space group after a '.' group
        ("1 000.000,5", "malformed"),
        ("1,000.50.", "malformed"),
    ])
    func rejectsMarksThatCannotBeRead(text: String, error: String) {
        #expect(Self.read(text).hasPrefix(error))
    }

    @Test func eighteenDigitsTakeTheFastPathAndNineteenTheWidePath() {
        #expect(Self.read("123456789012345678") == "123456789012345678 end=18")
        #expect(Self.read("1234567890123456789") == "1234567890123456789 end=19")
        #expect(Self.read("12345678901234567.89") == "12345678901234567.89 dec=. end=20")
    }

    @Test func thirtyEightDigitsFitAndMoreOverflow() {
        let thirtyEight = String(repeating: "9", count: 38)
        #expect(Self.read(thirtyEight) == "\(thirtyEight) end=38")
        #expect(Self.read(thirtyEight + "9").hasPrefix("overflow"))
        #expect(Self.read(String(repeating: "1", count: 40)).hasPrefix("overflow"))
        // Leading zeros are not significant digits.
        #expect(Self.read(String(repeating: "0", count: 45) + "7") == "7 end=46")
    }

    @Test func thirtySevenDecimalPlacesFitAndMoreOverflow() {
        #expect(Self.read("0." + String(repeating: "0", count: 36) + "1") == "0." + String(repeating: "0", count: 36) + "1 dec=. end=39")
        #expect(Self.read("0." + String(repeating: "0", count: 37) + "1").hasPrefix("overflow"))
    }

    @Test func aDeclaredDecimalMarkSettlesTheAmbiguousCase() {
        #expect(Self.read("1,000", hint: .comma) == "1.000 dec=, end=5")
        #expect(Self.read("1,000", hint: .period) == "1000 grp=,[3] end=5")
        #expect(Self.read("1.000", hint: .comma) == "1000 grp=.[3] end=5")
        // A hint does not change numbers that are not ambiguous.
        #expect(Self.read("1,50", hint: .period) == "1.50 dec=, end=4")
    }

    @Test func commodityDirectiveSamplesReadTheAmbiguousMarkAsDigitGroups() {
        #expect(Self.read("1,000", groupsWhenAmbiguous: true) == "1000 grp=,[3] end=5")
        #expect(Self.read("1.000", groupsWhenAmbiguous: true) == "1000 grp=.[3] end=5")
        #expect(Self.read("1,00", groupsWhenAmbiguous: true) == "1.00 dec=, end=4")
        #expect(Self.read("1,000.00", groupsWhenAmbiguous: true) == "1000.00 dec=. grp=,[3] end=8")
    }

    @Test(arguments: [("5", true), (".5", true), (",5", true), (".", false), (",x", false), ("-5", false), ("$5", false), ("", false)])
    func startsNumber(text: String, expected: Bool) {
        #expect(withCursor(text) { NumberReader.startsNumber($0) } == expected)
    }

    /// Whether the sign is `-`, and where the cursor stops: after the spaces that follow a sign.
    @Test(arguments: [("-5", true, 1), ("- 5", true, 2), ("+  5", false, 3), ("5", false, 0), ("$5", false, 0), ("", false, 0)])
    func readSign(text: String, negative: Bool, end: Int) {
        let (sign, position) = withCursor(text) { cursor in (NumberReader.readSign(&cursor), cursor.position) }
        #expect(sign == negative)
        #expect(position == end)
    }
}
