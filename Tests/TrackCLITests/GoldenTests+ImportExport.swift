/// Golden scenarios for `track import` (dry runs, with in-memory files; the
/// writes are tested in `ImportCommandTests`) and `track export`.
extension GoldenTests {
    static let importExport = importScenarios + exportScenarios

    /// `track -f test.journal import bank.csv ARGUMENTS` with in-memory files.
    static func importing(_ file: String, journal: String? = bankJournal, csv: String = bankCSV,
                          rules: String = bankRules, extra: [String: String] = [:], _ arguments: String...) -> Scenario {
        var files = extra
        files["bank.csv"] = csv
        files["bank.csv.rules"] = rules
        if let journal { files["test.journal"] = journal }
        return Scenario(file: file, arguments: ["-f", "test.journal", "import", "bank.csv"] + arguments, files: files)
    }

    static let importScenarios: [Scenario] = [
        importing("import-bank-dry-run.txt", "--dry-run").reporting(),
        importing("import-bank-dry-run-new-journal.txt", journal: nil, "--dry-run").reporting(),
        importing("import-bank-dry-run-some-known.txt", journal: bankJournal + knownCornerMarket, "--dry-run").reporting(),
        importing("import-bank-nothing-new", journal: bankJournal + knownCornerMarket + knownSalary + knownBlueBottle,
                  "--dry-run").reporting(),
        importing("import-bank-dry-run-balances.txt", rules: bankRules + "balance %bal USD\n", "-n").reporting(),
        importing("import-explicit-rules-file.txt", rules: "", extra: ["rules/bank.rules": bankRules],
                  "--rules", "rules/bank.rules", "--dry-run").reporting(),
        importing("import-bank-no-records", csv: "Date,Payee,Memo,Amount,Balance\n", "--dry-run").reporting(),
        importing("import-error-rules", rules: """
            skip 1
            fields date, payee, memo, amount
            date-format %d/%m/%K
            if %payee corner
            account2 Expenses:Groceries

            skip 1x
            acount1 Assets:Bank

            """, "--dry-run").failing(),
        importing("import-error-records", csv: """
            Date,Payee,Memo,Amount,Balance
            31/11/2026,Corner Market,weekly shop,-84.20,3915.80
            03/11/2026,Northwind Labs,salary,2 000 x,4000.00
            06/11/2026,Blue Bottle,,-4.50,3911.30

            """, "--dry-run").failing(),
        importing("import-error-csv", csv: "Date,Payee,Memo,Amount\n05/11/2026,\"Corner Market,weekly,-84.20\n", "--dry-run")
            .failing(),
        importing("import-error-unbalanced", rules: """
            skip 1
            fields date, payee, memo, amount1
            date-format %d/%m/%Y
            account1 Assets:Bank:Checking
            amount1 %amount1 USD

            """, "--dry-run").failing(),
        importing("import-bank-dry-run-failing-assertions.txt", rules: bankRules + "balance %bal EUR\n", "--dry-run").reporting(),
        importing("import-error-broken-journal", journal: "2026-11-01 x\n    a  1 USD\n    b  1 USD\n", "--dry-run").failing(),
        importing("import-error-missing-rules", rules: "", "--rules", "none.rules", "--dry-run").failing(),
        Scenario(file: "import-error-missing-csv", arguments: ["-f", "test.journal", "import", "none.csv", "--dry-run"],
                 files: ["none.csv.rules": bankRules]).failing(),
        Scenario(file: "import-error-no-file", arguments: ["-f", "test.journal", "import"], files: [:]).failing(),
        Scenario(file: "import-error-two-files", arguments: ["-f", "test.journal", "import", "a.csv", "b.csv"], files: [:])
            .failing(),
        Scenario(file: "import-error-two-journals", arguments: ["-f", "a.journal", "-f", "b.journal", "import", "bank.csv"],
                 files: [:]).failing(),
        Scenario(file: "import-error-standard-input", arguments: ["-f", "-", "import", "bank.csv"], files: [:]).failing(),
        Scenario(file: "help-import.txt", arguments: ["import", "--help"]),
    ]

    static let exportScenarios: [Scenario] = [
        on(household, "export-household-2026-01-first-week.csv", "export", "-e", "2026-01-08"),
        on(household, "export-household-groceries-2026-03.json", "export", "-O", "json", "groceries", "-p", "2026-03"),
        on(taiwan, "export-taiwan-yen-exchange.csv", "export", "desc:換日圓"),
        inline("export-features.csv", features, "export", "-O", "csv"),
        inline("export-features.json", features, "export", "-O", "json"),
        on(household, "export-error-text", "export", "-O", "text").failing(),
        inline("export-error-broken-journal", broken, "export").failing(),
        Scenario(file: "help-export.txt", arguments: ["export", "--help"]),
    ]

    static let bankJournal = """
        commodity 1,000.00 USD

        2026-11-01 * Opening balance
            Assets:Bank:Checking        2,000.00 USD
            Equity:Opening

        """

    /// A download, newest first, as banks often write them.
    static let bankCSV = """
        Date,Payee,Memo,Amount,Balance
        06/11/2026,Blue Bottle,,-4.50,3911.30
        05/11/2026,Corner Market,weekly shop,-84.20,3915.80
        03/11/2026,Northwind Labs,salary,"2,000.00",4000.00

        """

    static let bankRules = """
        # bank.csv.rules
        skip 1
        fields date, payee, memo, amount, bal
        date-format %d/%m/%Y
        decimal-mark .
        account1 Assets:Bank:Checking
        amount %amount USD
        description %payee | %memo

        if %payee corner market|trader joe
         account2 Expenses:Groceries
        if %payee ^northwind
         account2 Income:Salary
         comment payslip:yes

        """

    /// The journal already holds these records (their fingerprints are in it).
    static let knownCornerMarket = """

        2026-11-05 Corner Market | weekly shop  ; import:3cc7c32dc4b0543f
            Assets:Bank:Checking          -84.20 USD
            Expenses:Groceries

        """

    static let knownSalary = """

        2026-11-03 Northwind Labs | salary  ; payslip:yes, import:3ae12754efb97d29
            Assets:Bank:Checking        2,000.00 USD
            Income:Salary

        """

    static let knownBlueBottle = """

        2026-11-06 Blue Bottle |  ; import:c11fc84e9958f837
            Assets:Bank:Checking           -4.50 USD
            expenses:unknown

        """
}

extension GoldenTests.Scenario {
    /// Exits 0 with a message on standard error (what an import did).
    func reporting() -> Self {
        var copy = self
        copy.expectsErrors = true
        return copy
    }
}
