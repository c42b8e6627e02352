import Testing

/// "Did you mean" names a command only when it is close to what was typed:
/// a wrong suggestion sends a new user to run something else.
@Suite struct CommandSuggestionTests {
    @Test(arguments: [("balanse", "balance"), ("regster", "register"), ("reprot", "report"), ("acounts", "accounts")])
    func closeNamesAreSuggested(_ typed: String, _ suggested: String) {
        let result = CLIHarness.run([typed])
        #expect(result.status == 1)
        #expect(result.stderr.contains("did you mean '\(suggested)'"), "\(result.stderr)")
    }

    @Test(arguments: ["goal", "xyz", "ciao"])
    func farNamesAreNot(_ typed: String) {
        let result = CLIHarness.run([typed])
        #expect(result.status == 1)
        #expect(!result.stderr.contains("'bal'"), "\(result.stderr)")
        #expect(!result.stderr.contains("'add'"), "\(result.stderr)")
    }
}
