import TrackModel

/// An entry with its parts spelled out, and the one writer that lays it
/// out as journal text: what `print` shows, and the drafts that `add`,
/// `import` and `reconcile` hand to `AppendedEntries`, which puts them in
/// canonical form (as fmt writes) before they reach the file.
///
/// ```journal
/// 2026-03-10 * 台新銀行 | 換日圓  ; trip:日本
///     ; ¥80,000 總價 NT$16,880（@@ 總成本）
///     資產:日圓帳戶         ¥80,000 @@ NT$16,880
///     資產:銀行:台新活存
/// ```
public struct EntryText: Sendable, Equatable {
    /// A comment as written from its `;`: its first line apart when it is
    /// on its owner's line.
    public struct Comment: Sendable, Equatable {
        public var sameLine: String?
        public var following: [String]

        public init(sameLine: String? = nil, following: [String] = []) {
            self.sameLine = sameLine
            self.following = following
        }
    }

    public struct Posting: Sendable, Equatable {
        public var status: Status
        /// The account name, in brackets or parentheses for a virtual posting.
        public var account: String
        /// The amount with its lot and cost, or "" when it is left out.
        public var amount: String
        /// `= AMOUNT` and what follows it, or nil.
        public var assertion: String?
        public var comment: Comment

        public init(status: Status = .unmarked, account: String, amount: String = "", assertion: String? = nil,
                    comment: Comment = Comment()) {
            self.status = status
            self.account = account
            self.amount = amount
            self.assertion = assertion
            self.comment = comment
        }
    }

    /// How the postings line up.
    public enum Layout: Sendable {
        /// hledger's `print`: amounts right-aligned in a column at least 12
        /// wide, two spaces after the widest account (a status mark is not
        /// counted, so it pushes its amount right, as in hledger).
        case print
        /// A draft for `AppendedEntries`: each amount two spaces after its
        /// account, or after the widest account (counted in characters)
        /// when `accountsAligned`.
        case draft(accountsAligned: Bool)
    }

    /// `DATE[=DATE2][ STATUS][ (CODE)][ DESCRIPTION]`.
    public var header: String
    public var comment: Comment
    public var postings: [Posting]

    public init(header: String, comment: Comment = Comment(), postings: [Posting]) {
        self.header = header
        self.comment = comment
        self.postings = postings
    }

    /// The header line before its comment (`JournalText.appendHeader`).
    public static func header(date: Day, secondaryDate: Day? = nil, status: Status = .unmarked, code: String = "",
                              description: String?) -> String {
        var text = date.description
        if let secondaryDate { text += "=" + secondaryDate.description }
        var bytes = Array(text.utf8)
        JournalText.appendHeader(status: status, code: code.utf8, description: description?.utf8, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The entry, ending with a newline.
    public func text(_ layout: Layout) -> String {
        var lines = [header + (comment.sameLine.map { "  " + $0 } ?? "")]
        lines += comment.following.map { "    " + $0 }
        let accountWidth: Int
        let amountWidth: Int
        switch layout {
        case .print:
            accountWidth = postings.map { DisplayWidth.of($0.account) }.max() ?? 0
            amountWidth = max(12, postings.map { DisplayWidth.of($0.amount) }.max() ?? 0)
        case .draft(let aligned):
            accountWidth = aligned ? postings.map(\.account.count).max() ?? 0 : 0
            amountWidth = 0
        }
        for posting in postings {
            let status = posting.status == .unmarked ? "" : posting.status.mark + " "
            var line = "    "
            switch layout {
            case .print:
                line += DisplayWidth.padding(status + posting.account, toWidth: accountWidth + 2, alignRight: false)
                    + "  " + DisplayWidth.padding(posting.amount, toWidth: amountWidth, alignRight: true)
            case .draft:
                line += status + posting.account
                if !posting.amount.isEmpty {
                    line += String(repeating: " ", count: max(0, accountWidth - posting.account.count) + 2) + posting.amount
                }
            }
            if let assertion = posting.assertion { line += " " + assertion }
            if let sameLine = posting.comment.sameLine { line += "  " + sameLine }
            lines.append(Self.trimmingTrailingSpaces(line))
            lines += posting.comment.following.map { "    " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = Substring(line)
        while let last = line.last, last == " " || last == "\t" || last == "\r" {
            line.removeLast()
        }
        return String(line)
    }
}
