/// Golden scenarios for `track add`: dry runs on an in-memory journal (the
/// real writes are in `SafeWriteTests`), each success and each error.
extension GoldenTests {
    static func adding(_ file: String, journal: String = AddCommandTests.journal, _ arguments: String...) -> Scenario {
        Scenario(file: file, arguments: ["-f", "test.journal", "add"] + arguments, files: ["test.journal": journal])
    }

    static let add: [Scenario] = [
        adding("add-expense-template.txt", "expense", "45", "corner market", "-n").reporting(),
        adding("add-expense-category.txt", "expense", "9.5", "Cinema", "--category", "leisure", "--account", "visa",
               "--note", "with Ana", "--tag", "trip:lisbon", "-n").reporting(),
        adding("add-income.txt", "income", "4200", "Northwind Labs", "--date", "2026-11-20", "-n").reporting(),
        adding("add-transfer.txt", "transfer", "50", "--from", "Assets:Bank:Checking", "--to", "Assets:Cash", "-n").reporting(),
        adding("add-postings.txt", "Rent", "Expenses:Bills:Rent", "1400", "Assets:Bank:Checking", "-n").reporting(),
        adding("add-error-unknown-account", "expense", "9", "x", "--account", "Assets:Bank:Chekcing", "-n").failing(),
        adding("add-error-unknown-category", "expense", "9", "x", "--category", "lesure", "-n").failing(),
        adding("add-error-future", "expense", "9", "x", "--date", "2026-12-01", "-n").failing(),
        adding("add-error-bad-date", "expense", "9", "x", "--date", "2026-02-30", "-n").failing(),
        adding("add-error-amount", "expense", "12.505", "x", "-n").failing(),
        adding("add-error-commodity", "expense", "12 EUR", "x", "-n").failing(),
        adding("add-error-unbalanced", "Rent", "Expenses:Bills:Rent", "1400", "Assets:Bank:Checking", "-1300", "-n").failing(),
        adding("add-error-assertion", journal: AddCommandTests.journal + "\n2026-11-21 Count\n    Assets:Cash  $0 = $110.00\n    Equity:Opening\n",
               "expense", "5000", "Big", "--account", "Assets:Cash", "--date", "2026-11-20", "-n").failing(),
        adding("add-error-broken-journal", journal: GoldenTests.broken, "expense", "9", "x", "-n").failing(),
        adding("add-error-nothing").failing(),
        Scenario(file: "add-error-two-journals", arguments: ["-f", "a.journal", "-f", "b.journal", "add", "expense", "1", "x"],
                 files: [:]).failing(),
        Scenario(file: "add-error-standard-input", arguments: ["-f", "-", "add", "expense", "1", "x"], files: [:]).failing(),
        Scenario(file: "help-add.txt", arguments: ["add", "--help"]),
    ]
}
