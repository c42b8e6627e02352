import Testing
import TrackModel
@testable import TrackSyntax

/// The class "one fault, many messages": a running balance that overflows
/// is one error per account, at the posting where it happens and worded as
/// what it is (not as the transaction's own amounts), and the assertions
/// that follow on that account are not checked against a balance that is
/// no longer exact.
@Suite struct RunningBalanceOverflowTests {
    static let big = "90000000000000000000000000000000000000"

    @Test func reportedOncePerAccountAndNoBogusAssertion() {
        let text = """
            2026-01-01 a
                x  \(Self.big) USD = \(Self.big) USD
                y

            2026-01-02 b
                x  \(Self.big) USD = 1 USD
                y

            2026-01-03 c
                x  \(Self.big) USD = 2 USD
                y

            """
        let loaded = load(text)
        #expect(loaded.ids == [.balanceOverflow, .balanceOverflow], "\(loaded.rendered)")
        #expect(loaded.rendered[0].contains("running balance of x"))
        #expect(loaded.rendered[1].contains("running balance of y"))
    }
}
