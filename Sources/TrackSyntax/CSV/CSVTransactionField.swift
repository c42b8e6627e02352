/// A part of the transaction a CSV record becomes, named as hledger names
/// it in rules files: `date`, `description`, `account1`, `amount2-out`…
///
/// ```rules
/// account1  assets:bank:checking
/// ```
///
/// Numbered fields belong to posting N (1 to 99). The unnumbered `amount`,
/// `amount-in`, `amount-out` are hledger's older form, number 0 here: they
/// set postings 1 and 2 at once (the second negated). `comment` is the
/// transaction's comment and `currency` every posting's currency, also
/// number 0; `balance` is `balance1`.
public enum CSVTransactionField: Sendable, Hashable {
    case date, date2, status, code, description
    case comment(Int)
    case account(Int)
    case amount(Int)
    case amountIn(Int)
    case amountOut(Int)
    case currency(Int)
    case balance(Int)

    /// The highest posting number hledger generates.
    public static let maximumPosting = 99

    /// The field a rules file names, ignoring case: nil when it names none.
    public init?(name: String) {
        let name = name.lowercased()
        switch name {
        case "date": self = .date
        case "date2": self = .date2
        case "status": self = .status
        case "code": self = .code
        case "description": self = .description
        default:
            var stem = Substring(name)
            var suffix = ""
            for end in ["-in", "-out"] where stem.hasSuffix(end) {
                suffix = end
                stem = stem.dropLast(end.count)
            }
            let digits = stem.reversed().prefix { $0.isASCII && $0.isNumber }.count
            let word = stem.dropLast(digits)
            var number = 0
            if digits > 0 {
                // 1 to 99, written as hledger writes them (no leading zero).
                guard digits <= 2, stem.suffix(digits).first != "0", let n = Int(stem.suffix(digits)) else { return nil }
                number = n
            }
            switch (word, suffix) {
            case ("amount", ""): self = .amount(number)
            case ("amount", "-in"): self = .amountIn(number)
            case ("amount", "-out"): self = .amountOut(number)
            case ("comment", ""): self = .comment(number)
            case ("currency", ""): self = .currency(number)
            case ("balance", ""): self = .balance(number)
            case ("account", "") where number > 0: self = .account(number)
            default: return nil
            }
        }
    }

    /// The name as a rules file writes it.
    public var name: String {
        func numbered(_ word: String, _ n: Int, _ suffix: String = "") -> String {
            word + (n == 0 ? "" : String(n)) + suffix
        }
        switch self {
        case .date: return "date"
        case .date2: return "date2"
        case .status: return "status"
        case .code: return "code"
        case .description: return "description"
        case .comment(let n): return numbered("comment", n)
        case .account(let n): return numbered("account", n)
        case .amount(let n): return numbered("amount", n)
        case .amountIn(let n): return numbered("amount", n, "-in")
        case .amountOut(let n): return numbered("amount", n, "-out")
        case .currency(let n): return numbered("currency", n)
        case .balance(let n): return numbered("balance", n)
        }
    }

    /// The posting the field belongs to: 1…99, or 0 for transaction fields
    /// and the unnumbered forms.
    public var posting: Int {
        switch self {
        case .date, .date2, .status, .code, .description: return 0
        case .comment(let n), .account(let n), .amount(let n), .amountIn(let n), .amountOut(let n),
             .currency(let n), .balance(let n):
            return n
        }
    }

    /// Names for "did you mean …?" when a rules line names no field.
    static let commonNames = [
        "date", "date2", "status", "code", "description", "comment", "account1", "account2", "amount",
        "amount1", "amount2", "amount-in", "amount-out", "currency", "balance",
    ]
}
