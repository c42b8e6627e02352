/// One line of a transaction: an account and (usually) an amount.
///
/// ```journal
///     Expenses:Essentials:Groceries      84.20 USD  ; receipt:yes
/// ```
///
/// A posting is a plain 40-byte value with no references, so copying one
/// costs no reference counting. Its rare parts (cost, assertion, lot,
/// comment, tags, own dates) live in the journal's `PostingDetailsTable`;
/// flags say which it has, so the common checks never look there.
public struct Posting: Sendable {
    public enum Kind: UInt8, Sendable, Hashable {
        /// `Assets:Cash`: must balance with the other real postings.
        case real
        /// `(Budget:Food)`: exempt from balancing.
        case virtual
        /// `[Budget:Food]`: balances with the other bracketed postings.
        case balancedVirtual

        /// `name` as a posting of this kind writes it: `Budget:Food`,
        /// `(Budget:Food)` or `[Budget:Food]`.
        public func written(_ name: String) -> String {
            switch self {
            case .real: name
            case .virtual: "(" + name + ")"
            case .balancedVirtual: "[" + name + "]"
            }
        }
    }

    /// Where the amount came from.
    public enum AmountOrigin: UInt8, Sendable, Hashable {
        case written
        /// Left out in the journal and computed so the transaction balances.
        case inferred
        /// Left out, and not (yet) inferred.
        case missing
        /// Computed from a balance assignment (`Assets:Cash  = 100 USD`).
        case assigned
        /// A factor, not an amount: `*-1` in an auto posting rule.
        case multiplier
    }

    /// Which rare parts the posting has in the details table.
    public struct Parts: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let cost = Parts(rawValue: 1)
        public static let assertion = Parts(rawValue: 2)
        public static let ownDate = Parts(rawValue: 4)
        public static let comment = Parts(rawValue: 8)
        public static let lot = Parts(rawValue: 16)
    }

    @usableFromInline var quantityStorage: Quantity
    public var status: Status
    public var kind: Kind
    public var amountOrigin: AmountOrigin
    @usableFromInline var commodityStorage: CommodityID
    public var account: AccountID
    /// The start of the posting's line (its indentation).
    public var location: SourceLocation
    /// Index into `PostingDetailsTable`, or -1.
    @usableFromInline var detailsIndex: Int32 = -1
    public internal(set) var parts: Parts = []

    /// Inlinable: the parser makes one for every posting line, from another module.
    @inlinable
    public init(
        account: AccountID, amount: Amount?, location: SourceLocation,
        kind: Kind = .real, status: Status = .unmarked
    ) {
        self.account = account
        quantityStorage = amount?.quantity ?? .zero
        commodityStorage = amount?.commodity ?? .none
        amountOrigin = amount == nil ? .missing : .written
        self.location = location
        self.kind = kind
        self.status = status
    }

    /// The amount; a missing amount reads as zero with no commodity.
    public var amount: Amount {
        get { Amount(quantityStorage, commodityStorage) }
        set {
            quantityStorage = newValue.quantity
            commodityStorage = newValue.commodity
        }
    }

    /// Points a posting at its details' new place after their table was
    /// appended to another (`PostingDetailsTable.append`).
    public mutating func offsetDetails(by offset: Int32) {
        if detailsIndex >= 0 { detailsIndex += offset }
    }

    public var hasAmount: Bool { amountOrigin != .missing }
    public var hasCost: Bool { parts.contains(.cost) }
    public var hasAssertion: Bool { parts.contains(.assertion) }
    public var hasOwnDate: Bool { parts.contains(.ownDate) }

    /// The rarely present parts of a posting.
    public struct Details: Sendable {
        public var cost: Cost?
        /// Where the cost is written (`@`), for messages.
        public var costLocation: SourceLocation?
        public var assertion: BalanceAssertion?
        public var lot: LotAnnotation?
        /// The comment, from its `;` to the end of its last line, verbatim.
        public var comment: Text = .empty
        public var tags: [Tag] = []
        public var date: Day?
        public var secondaryDate: Day?

        public init() {}

        var parts: Parts {
            var parts: Parts = []
            if cost != nil { parts.insert(.cost) }
            if assertion != nil { parts.insert(.assertion) }
            if date != nil { parts.insert(.ownDate) }
            if !comment.isEmpty || !tags.isEmpty { parts.insert(.comment) }
            if lot != nil { parts.insert(.lot) }
            return parts
        }
    }
}

/// The rare parts of every posting of a journal, kept apart so that postings
/// stay plain values. A posting finds its entry through its `detailsIndex`.
public struct PostingDetailsTable: Sendable {
    private var storage: [Posting.Details] = []

    public init() {}

    /// The posting's details (empty when it has none).
    public subscript(posting: Posting) -> Posting.Details {
        posting.detailsIndex >= 0 ? storage[Int(posting.detailsIndex)] : Posting.Details()
    }

    public func cost(of posting: Posting) -> Cost? {
        posting.hasCost ? storage[Int(posting.detailsIndex)].cost : nil
    }

    public func assertion(of posting: Posting) -> BalanceAssertion? {
        posting.hasAssertion ? storage[Int(posting.detailsIndex)].assertion : nil
    }

    /// The posting's own date, when it has one.
    public func date(of posting: Posting) -> Day? {
        posting.hasOwnDate ? storage[Int(posting.detailsIndex)].date : nil
    }

    public func tags(of posting: Posting) -> [Tag] {
        posting.parts.contains(.comment) ? storage[Int(posting.detailsIndex)].tags : []
    }

    /// Gives `posting` these details (replacing any it had).
    public mutating func set(_ details: Posting.Details, for posting: inout Posting) {
        if posting.detailsIndex >= 0 {
            storage[Int(posting.detailsIndex)] = details
        } else {
            posting.detailsIndex = Int32(storage.count)
            storage.append(details)
        }
        posting.parts = details.parts
    }

    /// Changes one part of a posting's details.
    public mutating func update(_ posting: inout Posting, _ change: (inout Posting.Details) -> Void) {
        var details = self[posting]
        change(&details)
        set(details, for: &posting)
    }

    public var count: Int { storage.count }

    /// Appends another table's entries, each rewritten by `transform` (to
    /// renumber commodities); returns the offset for `Posting.offsetDetails(by:)`.
    public mutating func append(
        _ other: PostingDetailsTable, transform: (inout Posting.Details) -> Void
    ) -> Int32 {
        let offset = Int32(storage.count)
        storage.reserveCapacity(storage.count + other.storage.count)
        for var details in other.storage {
            transform(&details)
            storage.append(details)
        }
        return offset
    }

    /// A copy of `posting` with its own copy of the details, so that changing
    /// one does not change the other (used when one posting becomes several).
    public mutating func duplicate(_ posting: Posting) -> Posting {
        guard posting.detailsIndex >= 0 else { return posting }
        var copy = posting
        copy.detailsIndex = -1
        set(self[posting], for: &copy)
        return copy
    }
}

extension Journal {
    /// The date a posting counts on: its own `date:`, else its transaction's.
    public func date(of posting: Posting, in transaction: Transaction) -> Day {
        posting.hasOwnDate ? (postingDetails.date(of: posting) ?? transaction.date) : transaction.date
    }
}

/// `= 100 USD` after a posting amount: the account's balance in USD after this
/// posting. `==` also requires every other commodity to be zero; `*` counts
/// subaccounts.
public struct BalanceAssertion: Sendable {
    public var amount: Amount
    /// `==`: the balance holds nothing but `amount`.
    public var isTotal: Bool
    /// `=*`: the balance includes subaccounts.
    public var includesSubaccounts: Bool
    /// The `=` sign's position.
    public var location: SourceLocation
    /// A cost written after the asserted amount (`= 1 AAA @ 1.20 USD`): kept, not checked (as hledger).
    public var cost: Cost?

    public init(amount: Amount, isTotal: Bool, includesSubaccounts: Bool, location: SourceLocation) {
        self.amount = amount
        self.isTotal = isTotal
        self.includesSubaccounts = includesSubaccounts
        self.location = location
    }
}

/// A ledger lot annotation, read and kept: `10 AAPL {$50} [2026-01-15] (broker)`.
/// hledger ignores lots when balancing; so does track for now.
public struct LotAnnotation: Sendable {
    /// `{$50}` per unit, or `{{$500}}` in total.
    public var price: Cost?
    /// `{=$50}`: a fixed lot price.
    public var isFixed = false
    public var date: Day?
    /// The `(note)`, without parentheses.
    public var note: Text = .empty
    /// The whole annotation as written.
    public var text: Text

    public init(text: Text) {
        self.text = text
    }
}
