import TrackSyntax

/// What `track add` was asked to record, read from its arguments before the
/// journal is looked at:
///
/// ```
/// track add expense 12.50 Noodle Bar --category leisure
/// track add income 4200 Salary
/// track add transfer 500 --from Assets:Bank:Checking --to Assets:Savings:Vacation
/// track add Rent Expenses:Bills:Rent 1400 Assets:Bank:Checking
/// ```
struct AddRequest: Equatable {
    enum Kind: String, Equatable {
        case expense, income, transfer
        /// A description and explicit postings.
        case general
    }

    /// One posting of the general form: an account and, unless left for
    /// track to infer, its amount as typed.
    struct PostingText: Equatable {
        var account: String
        var amount: String?
    }

    var kind: Kind
    /// The amount as typed (expense, income, transfer); nil with `--same`.
    var amount: String?
    var description: String
    /// The description's words as typed apart (`EUR`, `Lunch`): the first may be the amount's commodity.
    var descriptionWords: [String] = []
    var postings: [PostingText] = []
    var category: String?
    var account: String?
    var from: String?
    var to: String?
    var date: String?
    var note: String?
    var tags: [String] = []
    var commodity: String?
    var same = false
    /// `--refund`: money back for an expense (or an income paid back), booked negative.
    var refund = false
    var future = false
    var newAccount = false
    var newCommodity = false

    /// Reads the positional words and the options of `track add`.
    static func parse(_ arguments: ParsedArguments) throws(CLIError) -> AddRequest {
        var words = arguments.positionals[...]
        guard let first = words.first else {
            throw .message(.nothingToAdd())
        }
        let same = arguments.has("same")
        var request: AddRequest
        if let kind = Kind(rawValue: first.lowercased()), kind != .general {
            words = words.dropFirst()
            var amount: String?
            if let next = words.first, AmountText(next) != nil {
                amount = next
                words = words.dropFirst()
            }
            if amount != nil && same {
                throw .message(.sameWithAmount(amount!))
            }
            if amount == nil && !same {
                let given = words.first.map { "'\($0)' is not an amount" } ?? "no amount was given"
                throw .message(.addNeedsAmount(kind, given: given))
            }
            var description = words.joined(separator: " ")
            if description.isEmpty {
                guard kind == .transfer else {
                    throw .message(.addNeedsDescription(kind, amount: amount))
                }
                description = "Transfer"
            }
            request = AddRequest(kind: kind, amount: amount, description: description, descriptionWords: Array(words))
        } else {
            request = AddRequest(kind: .general, amount: nil, description: first,
                                 postings: try postings(Array(words.dropFirst())))
            if same {
                throw .message(.sameWithPostings())
            }
        }
        request.same = same
        request.category = arguments.value("category")
        request.account = arguments.value("account")
        request.from = arguments.value("from")
        request.to = arguments.value("to")
        request.date = arguments.value("date")
        request.note = arguments.value("note")
        request.tags = arguments.values("tag")
        request.commodity = arguments.value("commodity")
        request.future = arguments.has("future")
        request.refund = arguments.has("refund")
        request.newAccount = arguments.has("new-account")
        request.newCommodity = arguments.has("new-commodity")
        try request.checkOptions()
        try request.checkText()
        return request
    }

    /// `ACCOUNT [AMOUNT] ACCOUNT [AMOUNT]…`: a word that reads as an amount
    /// belongs to the account before it.
    static func postings(_ words: [String]) throws(CLIError) -> [PostingText] {
        var postings: [PostingText] = []
        for word in words {
            if AmountText(word) != nil, !word.contains(":") {
                guard let last = postings.last, last.amount == nil else {
                    throw .message(.amountWithoutAccount(word))
                }
                postings[postings.count - 1].amount = word
            } else {
                postings.append(PostingText(account: word, amount: nil))
            }
        }
        guard postings.count >= 2 else {
            throw .message(.tooFewAccounts(postings.count))
        }
        let missing = postings.filter { $0.amount == nil }.count
        if missing > 1 {
            throw .message(.tooManyAmountsLeftOut(missing))
        }
        return postings
    }

    /// Options that belong to another kind of entry are refused, not ignored.
    private func checkOptions() throws(CLIError) {
        let wrong: [(String, Bool)]
        switch kind {
        case .expense, .income: wrong = [("--from", from != nil), ("--to", to != nil)]
        case .transfer: wrong = [("--category", category != nil), ("--account", account != nil), ("--refund", refund)]
        case .general: wrong = [("--category", category != nil), ("--account", account != nil),
                                ("--from", from != nil), ("--to", to != nil), ("--refund", refund)]
        }
        if let (option, _) = wrong.first(where: \.1) {
            throw .message(.optionOfAnotherEntry(option, kind: kind))
        }
    }

    /// Text that the journal syntax would read differently is refused.
    private func checkText() throws(CLIError) {
        let texts = [description, note, category, account, from, to, commodity].compactMap { $0 } + tags
            + postings.flatMap { [$0.account, $0.amount ?? ""] }
        for text in texts {
            if let control = ControlCharacter.first(in: text) { throw .message(.controlCharacterInText(text, control)) }
        }
        if description.contains(";") || description.contains(where: \.isNewline) {
            throw .message(.descriptionWithComment(description))
        }
        if let note, note.contains(where: \.isNewline) {
            throw .message(.noteWithLineBreak())
        }
        for tag in tags {
            let parts = tag.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[0].contains(where: { $0 == " " || $0 == "," }),
                  !tag.contains(","), !tag.contains(where: \.isNewline) else {
                throw .message(.notATag(tag))
            }
        }
    }
}

extension AddRequest.Kind {
    /// A description to show in hints.
    var example: String {
        switch self {
        case .expense: return "\"Noodle Bar\""
        case .income: return "Salary"
        case .transfer, .general: return "\"To savings\""
        }
    }

    var optionHint: String {
        switch self {
        case .expense, .income: return "name the category with --category and the account with --account"
        case .transfer: return "name the accounts with --from and --to"
        case .general: return "write the accounts after the description: 'track add Rent Expenses:Rent 1400 Assets:Bank'"
        }
    }
}
