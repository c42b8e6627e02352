/// Golden scenarios for the git commands (issue 17): `track diff` between
/// two journal files, in text and JSON.
extension GoldenTests {
    static let diffOld = """
        2026-11-01 Salary
            Assets:Bank:Checking     4,200.00 USD
            Income:Salary

        2026-11-02 Corner Market
            Expenses:Groceries          84.20 USD
            Assets:Bank:Checking

        2026-11-03 Noodle Bar
            Expenses:Dining             12.50 USD
            Assets:Cash

        """

    /// Reordered and reformatted; Corner Market's amount changed, Noodle Bar
    /// removed, a rent added.
    static let diffNew = """
        2026-11-02 Corner Market
          Expenses:Groceries   86.20 USD
          Assets:Bank:Checking

        2026-11-01 Salary
          Assets:Bank:Checking   4200 USD
          Income:Salary   -4200 USD

        2026-11-05 Rent
          Expenses:Rent   1,400.00 USD
          Assets:Bank:Checking

        """

    static let git: [Scenario] = [
        Scenario(file: "help-git.txt", arguments: ["git", "--help"]),
        Scenario(file: "help-merge.txt", arguments: ["merge", "--help"]),
        Scenario(file: "help-diff.txt", arguments: ["diff", "--help"]),
        Scenario(file: "diff-files.txt", arguments: ["diff", "old.journal", "new.journal"],
                 files: ["old.journal": diffOld, "new.journal": diffNew]),
        Scenario(file: "diff-files.json", arguments: ["diff", "old.journal", "new.journal", "-O", "json"],
                 files: ["old.journal": diffOld, "new.journal": diffNew]),
        Scenario(file: "diff-reordered.txt", arguments: ["diff", "old.journal", "new.journal"],
                 files: ["old.journal": diffOld, "new.journal": diffOld.replacingOccurrences(of: "    ", with: "  ")]),
    ]
}
