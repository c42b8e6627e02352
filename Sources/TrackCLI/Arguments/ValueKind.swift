/// What a word on the command line stands for: an option's value or a
/// command's argument. Declared in the specs once, it is what the shell
/// completions offer and what the manual page names, so neither can drift
/// from the options the parser accepts.
public enum ValueKind: Sendable, Equatable {
    /// Free text (an amount, a date, a name): nothing to offer.
    case text
    /// One of a fixed set, e.g. `-O text|csv|json`.
    case choice([String])
    /// A path: the shell's own file completion.
    case file
    /// A name the journal holds, asked of `track accounts`, `payees`, `commodities` or `tags`.
    case account, payee, commodity, tag
    /// Query terms: account names, and after `acct:`, `payee:`, `desc:`,
    /// `tag:` or `cur:` the names the journal holds for that prefix.
    case query
    /// A command's name (`track help COMMAND`).
    case command

    /// The kind a value named so is, when its spec says nothing: a `FILE`
    /// (or `*.rules`, `FILE.csv`) is a path, an `ACCOUNT` an account, and so on.
    /// Declaring `values:` in the spec says otherwise.
    static func named(_ valueName: String?) -> ValueKind {
        guard let name = valueName?.uppercased() else { return .text }
        if name == "FILE" || name.hasPrefix("FILE.") || name.hasSuffix(".RULES") || name == "RULES" || name == "DIR" { return .file }
        switch name {
        case "ACCOUNT": return .account
        case "PAYEE": return .payee
        case "CUR", "COMMODITY": return .commodity
        case "TAG": return .tag
        default: return .text
        }
    }

    /// The journal list command that names these values (`accounts`), nil for other kinds.
    public var listCommand: String? {
        switch self {
        case .account: "accounts"
        case .payee: "payees"
        case .commodity: "commodities"
        case .tag: "tags"
        default: nil
        }
    }
}
