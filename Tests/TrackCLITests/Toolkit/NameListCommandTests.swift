import Testing

/// `payees`, `descriptions`, `tags` and `commodities` list what hledger 1.25
/// lists, with and without a query.
@Suite struct NameListCommandTests {
    @Test(arguments: [
        ["payees"], ["payees", "expenses:leisure"], ["payees", "-p", "2026-10"],
        ["descriptions"], ["descriptions", "date:2026-03"],
        ["tags"], ["tags", "--values"], ["tags", "trip", "--values"], ["tags", ".", "expenses"],
        ["commodities"],
    ])
    func householdMatchesHledger(_ arguments: [String]) {
        HledgerOracle.expectSame("household.journal", arguments)
    }

    @Test(arguments: [["payees"], ["payees", "支出"], ["descriptions"], ["tags", "--values"], ["commodities"]])
    func taiwanMatchesHledger(_ arguments: [String]) {
        HledgerOracle.expectSame("taiwan.journal", arguments)
    }

    @Test func csvAndJSONNameTheColumn() {
        let csv = CLIHarness.run(["-f", CLIHarness.example("household.journal"), "payees", "-O", "csv", "desc:AMC"])
        #expect(csv.stdout == "\"payee\"\n\"AMC\"\n")
        let json = CLIHarness.run(["-f", CLIHarness.example("household.journal"), "commodities", "-O", "json"])
        #expect(json.stdout.contains("\"commodity\""))
        #expect(json.stdout.contains("\"USD\""))
    }

    @Test func aPayeeIsTheDescriptionBeforeTheBar() {
        let result = CLIHarness.run(["payees"], files: ["track.journal": """
            2026-01-01 Corner Market | weekly shop
                Expenses:Food    5 USD
                Assets:Cash

            2026-01-02 Noodle Bar
                Expenses:Food    7 USD
                Assets:Cash

            """])
        #expect(result.stdout == "Corner Market\nNoodle Bar\n")
    }
}
