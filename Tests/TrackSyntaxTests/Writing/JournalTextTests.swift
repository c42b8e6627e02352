import Testing
import TrackModel
@testable import TrackSyntax

@Suite struct JournalTextTests {
    @Test(arguments: [
        (Status.unmarked, "", "Market" as String?, " Market"),
        (.cleared, "7", "Market", " * (7) Market"),
        (.pending, "", nil, " !"),
        (.unmarked, "", "", " "),
    ])
    func headerAfterTheDates(_ status: Status, _ code: String, _ description: String?, _ expected: String) {
        var out: [UInt8] = []
        JournalText.appendHeader(status: status, code: Array(code.utf8), description: description.map { Array($0.utf8) },
                                 to: &out)
        #expect(String(decoding: out, as: UTF8.self) == expected)
    }

    @Test(arguments: [(false, false, "="), (true, false, "=="), (false, true, "=*"), (true, true, "==*")])
    func assertionOperators(_ total: Bool, _ subaccounts: Bool, _ expected: String) {
        let assertion = BalanceAssertion(amount: Amount(.zero, .none), isTotal: total, includesSubaccounts: subaccounts,
                                         location: SourceLocation(offset: 0))
        #expect(JournalText.assertionOperator(assertion).description == expected)
    }

    @Test func costOperators() {
        #expect(JournalText.costOperator(.perUnit).description == "@")
        #expect(JournalText.costOperator(.total).description == "@@")
    }
}
