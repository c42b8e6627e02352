import TrackModel

extension CSVImporter {
    /// The whole read: the rules file (with its includes), then the CSV file
    /// with the rules' separator (else the one its extension implies: `.tsv`
    /// tab, `.ssv` semicolon, otherwise comma), then every record. Both files
    /// go into `sources`, so that diagnostics show their lines.
    public static func read(
        csv csvPath: String, rules rulesPath: String, into sources: inout SourceStore,
        fileSystem: any JournalFileSystem, homeDirectory: String? = nil
    ) -> (rules: CSVRules, entries: [CSVEntry], diagnostics: [Diagnostic]) {
        let (rules, ruleProblems) = CSVRulesParser.parse(path: rulesPath, into: &sources, fileSystem: fileSystem,
                                                         homeDirectory: homeDirectory)
        if ruleProblems.contains(where: \.isError) { return (rules, [], ruleProblems) }
        let bytes: [UInt8]
        switch fileSystem.readArgument(csvPath) {
        case .success(let b): bytes = b
        case .failure(.notFound): return (rules, [], ruleProblems + [.csvFileNotFound(csvPath)])
        case .failure(.isDirectory):
            return (rules, [], ruleProblems + [.csvFileUnreadable(csvPath, reason: "it is a folder")])
        case .failure(.unreadable(let reason)):
            return (rules, [], ruleProblems + [.csvFileUnreadable(csvPath, reason: reason)])
        }
        guard let index = sources.add(path: csvPath, bytes: bytes) else {
            return (rules, [], ruleProblems + [.journalTooLarge(at: nil)])
        }
        let reader = CSVReader(separator: rules.separator ?? defaultSeparator(for: csvPath))
        let (records, csvProblems) = reader.read(sources.files[index])
        let (entries, recordProblems) = CSVImporter(rules: rules, sources: sources).entries(records)
        return (rules, entries, ruleProblems + csvProblems + recordProblems)
    }

    /// hledger's separator for a file name: `.tsv` tab, `.ssv` semicolon, else comma.
    public static func defaultSeparator(for path: String) -> [UInt8] {
        let lower = path.lowercased()
        if lower.hasSuffix(".tsv") { return [.tab] }
        if lower.hasSuffix(".ssv") { return [.semicolon] }
        return [UInt8(ascii: ",")]
    }

    /// Balances each of `transactions` (made by `CSVTransactionBuilder` of
    /// `entries`, in `journal`) as the journal will, inferring amounts left
    /// out; each problem points at the record the transaction came from.
    public static func balance(_ transactions: inout [Transaction], entries: [CSVEntry],
                               in journal: inout Journal) -> [Diagnostic] {
        let balancer = TransactionBalancer(commodities: journal.commodities)
        var errors: [JournalError] = []
        for i in transactions.indices where !transactions[i].postings.contains(where: { $0.hasAssertion && !$0.hasAmount }) {
            balancer.balance(&transactions[i], details: &journal.postingDetails, index: i, errors: &errors)
        }
        guard !errors.isEmpty else { return [] }
        let formatter = AmountFormatter(commodities: journal.commodities)
        var view = journal
        view.transactions = transactions
        // In the order of the CSV file (the transactions are in date order).
        let ordered = errors.sorted { entries[$0.transactionIndex].range.lowerBound < entries[$1.transactionIndex].range.lowerBound }
        return ordered.map { error in
            let record = entries[error.transactionIndex].range
            switch error {
            case .unbalanced(_, let group, let residual):
                let sum = formatter.formatOneLine(residual)
                return group == .real ? .csvRecordUnbalanced(sum: sum, at: record) : .csvRecordUnbalancedVirtual(sum: sum, at: record)
            case .tooManyMissingAmounts(_, let group, let postings):
                return group == .real ? .csvRecordMissingAmounts(postings.count, at: record)
                                      : .csvRecordMissingVirtualAmounts(postings.count, at: record)
            default:
                // An overflow: the journal's message, at the CSV record.
                let worded = Diagnostic(error, in: view)
                return Diagnostic(worded.id, range: record, message: worded.message, hint: worded.hint, notes: worded.notes)
            }
        }
    }
}
