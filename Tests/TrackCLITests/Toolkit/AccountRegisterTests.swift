import Testing

/// `aregister` (`areg`) answers as hledger 1.25's: the same rows, other
/// accounts, changes and running balances.
@Suite struct AccountRegisterTests {
    @Test(arguments: [
        ["areg", "assets:bank:savings", "-O", "csv"], ["areg", "checking", "-p", "2026-03", "-O", "csv"],
        ["aregister", "visa", "-O", "csv"], ["areg", "checking", "desc:rent", "-O", "csv"],
        ["areg", "cash", "-p", "2026-06..2026-09", "-O", "csv"],
    ])
    func householdMatchesHledger(_ arguments: [String]) {
        HledgerOracle.expectSame("household.journal", arguments)
    }

    @Test(arguments: [["areg", "台新", "-O", "csv"], ["areg", "美元", "-O", "csv"]])
    func taiwanMatchesHledger(_ arguments: [String]) {
        HledgerOracle.expectSame("taiwan.journal", arguments)
    }

    @Test func textHasATitleAndColumns() {
        let result = CLIHarness.run(["-f", CLIHarness.example("household.journal"), "areg", "savings", "-p", "2026-03"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            Transactions in Assets:Bank:Savings and subaccounts:

            Date        Description            Other accounts      Change        Balance
            ----------------------------------------------------------------------------
            2026-03-16  Transfer | to savings  As:Ba:Checking  500.00 USD  13,576.61 USD
            2026-03-31  Ally Bank | interest   In:Ot:Interest   40.73 USD  13,617.34 USD

            """)
    }
}
