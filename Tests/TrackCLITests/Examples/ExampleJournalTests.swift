import Testing

/// The bundled examples are what a new user tries first: they are kept in
/// canonical form (so `fmt --check` in a git hook passes on them) and follow
/// SPEC.md's conventions (savings is an account category).
@Suite struct ExampleJournalTests {
    @Test(arguments: ["household.journal", "taiwan.journal"])
    func examplesAreCanonical(_ name: String) {
        let result = CLIHarness.run(["-f", CLIHarness.example(name), "fmt", "--check"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test func savingsIsACategoryOfTheSavingsAccount() {
        let result = CLIHarness.run(["-f", CLIHarness.example("household.journal"), "reg", "cat:savings", "-p", "2026-01"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 3)
        #expect(result.stdout.split(separator: "\n").allSatisfy { $0.contains("Assets:Bank:Savings") })
    }
}
