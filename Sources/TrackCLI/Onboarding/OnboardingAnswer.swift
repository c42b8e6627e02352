/// Reading the answers `track init` takes (from flags or typed at its
/// questions), with the same message for a bad answer either way.
enum OnboardingAnswer {
    /// The user's name for the journal's first line; nil when empty.
    static func name(_ text: String) throws(CLIError) -> String? {
        let name = ArgumentText.trimmed(text)
        guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .message(.nameNotOneLine())
        }
        return name.isEmpty ? nil : name
    }

    /// An account or card to keep: under `Assets` or `Liabilities`, whose
    /// first part is written with a capital as the journal declares it
    /// (`assets:cash` is `Assets:cash`).
    static func account(_ text: String) throws(CLIError) -> String {
        let name = ArgumentText.trimmed(text)
        guard !name.isEmpty else { throw .message(.emptyAccountName()) }
        if let problem = characterProblem(name) {
            throw .message(.accountNameCharacter(name, problem: problem))
        }
        let parts = name.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !ArgumentText.trimmed($0).isEmpty }) else {
            throw .message(.accountNameEmptyPart(name))
        }
        let top = parts[0].lowercased()
        guard parts.count > 1, top == "assets" || top == "liabilities" else {
            let rest = top == "assets" || top == "liabilities" ? "Cash" : name
            throw .message(.accountNotMoney(name, rest: rest))
        }
        return (top == "assets" ? "Assets" : "Liabilities") + ":" + parts.dropFirst().joined(separator: ":")
    }

    /// What a journal cannot have in an account name, if `name` has it.
    private static func characterProblem(_ name: String) -> String? {
        if name.contains("  ") { return "two spaces in a row, which end an account name in a journal" }
        if name.contains("\t") { return "a tab, which ends an account name in a journal" }
        if name.contains(";") { return "a ';', which starts a comment in a journal" }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { return "a line break or control character" }
        return nil
    }

    /// Accounts typed at the question, separated by commas.
    static func accounts(_ text: String) throws(CLIError) -> [String] {
        var accounts: [String] = []
        for part in text.split(separator: ",") where !ArgumentText.trimmed(part).isEmpty {
            let account = try account(String(part))
            if !accounts.contains(account) { accounts.append(account) }
        }
        return accounts
    }
}
