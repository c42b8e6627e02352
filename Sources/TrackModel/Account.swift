/// An interned account name. Parents are accounts too: interning
/// `Expenses:Leisure:Dining` also interns `Expenses:Leisure` and `Expenses`.
public struct AccountID: Sendable, Hashable, Comparable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public var index: Int { Int(rawValue) }

    public static func < (lhs: AccountID, rhs: AccountID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// One account: its full name, place in the tree, and what its `account`
/// directive declared.
///
/// ```journal
/// account Assets:Bank:Checking        ; type: Asset
/// ```
public struct Account: Sendable {
    public let name: String
    public let parent: AccountID?
    /// 1 for a top-level account.
    public let depth: Int
    /// Set by an `account` directive.
    public var declaration: Declaration?
    /// True when a posting names this account itself (not only a subaccount).
    public var isUsed = false

    public struct Declaration: Sendable {
        /// Position among the journal's `account` directives, which decides display order.
        public var order: Int
        public var location: SourceLocation
        public var type: AccountType?
        public var tags: [Tag]
        public var comment: Text
        /// Ledger's `assert commodity == "USD"` sub-directive: every posting to
        /// the account must be in this commodity.
        public var requiredCommodity: RequiredCommodity?

        public init(order: Int, location: SourceLocation, type: AccountType?, tags: [Tag], comment: Text) {
            self.order = order
            self.location = location
            self.type = type
            self.tags = tags
            self.comment = comment
        }
    }

    /// The last component: `Dining` for `Expenses:Leisure:Dining`.
    public var leafName: Substring {
        guard let colon = name.lastIndex(of: ":") else { return Substring(name) }
        return name[name.index(after: colon)...]
    }

    /// The first component: `Expenses` for `Expenses:Leisure:Dining`.
    public var topLevelName: Substring {
        guard let colon = name.firstIndex(of: ":") else { return Substring(name) }
        return name[..<colon]
    }
}

/// Every account of a journal, interned: ids are dense indices in order of
/// first appearance.
public struct AccountTable: Sendable {
    public private(set) var accounts: [Account] = []
    /// By exact bytes: names that differ only in Unicode normalisation are two accounts.
    private var index = NameIndex()

    public init() {}

    public var count: Int { accounts.count }
    public var allIDs: [AccountID] { (0..<accounts.count).map { AccountID(rawValue: UInt32($0)) } }

    public subscript(id: AccountID) -> Account {
        get { accounts[id.index] }
        set { accounts[id.index] = newValue }
    }

    public func id(of name: String) -> AccountID? {
        var name = name
        return name.withUTF8 { bytes in id(of: bytes, digest: NameIndex.digest(bytes)) }
    }

    private func id<C: Collection>(of bytes: C, digest: UInt64) -> AccountID? where C.Element == UInt8 {
        index.find(digest) { NameIndex.same(accounts[$0].name, bytes) }.map { AccountID(rawValue: UInt32($0)) }
    }

    private mutating func add(_ name: String, digest: UInt64, parent: AccountID?) -> AccountID {
        let id = AccountID(rawValue: UInt32(accounts.count))
        accounts.append(Account(name: name, parent: parent, depth: parent.map { accounts[$0.index].depth + 1 } ?? 1))
        index.append(digest)
        return id
    }

    public func name(_ id: AccountID) -> String { accounts[id.index].name }

    /// The most components an account name may have. Each account keeps its
    /// full name, so a name of n components stores n prefixes: deeper names
    /// (no real chart of accounts comes near) are cut here, and the parser
    /// reports them.
    public static let maximumDepth = 64

    /// Interns `name` and all its parents, parents first and without
    /// recursion. Empty components (`a::b`) are kept as written, as hledger
    /// does; components past `maximumDepth` are dropped.
    public mutating func intern(_ name: String) -> AccountID {
        // Each prefix's length in bytes, shortest first: at every colon, then the
        // whole name; only the first `maximumDepth` parts when there are more;
        // and each prefix's digest.
        let bytes = Array(name.utf8)
        var ends: [Int] = []
        var digests: [UInt64] = []
        var digest = NameIndex.digest(EmptyCollection<UInt8>())
        for (i, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: ":") {
                ends.append(i)
                digests.append(digest)
                if ends.count == Self.maximumDepth { break }
            }
            digest = NameIndex.digest(CollectionOfOne(byte), from: digest)
        }
        let cut = ends.count == Self.maximumDepth
        if !cut {
            ends.append(bytes.count)
            digests.append(digest)
        }
        // The deepest prefix already interned, then each missing one below
        // it. Colons are ASCII, so every prefix is whole UTF-8.
        var missing = ends.count
        var parent: AccountID?
        while missing > 0 {
            if let id = id(of: bytes[..<ends[missing - 1]], digest: digests[missing - 1]) {
                if missing == ends.count { return id }
                parent = id
                break
            }
            missing -= 1
        }
        for level in missing..<ends.count {
            parent = add(String(decoding: bytes[..<ends[level]], as: UTF8.self), digest: digests[level], parent: parent)
        }
        return parent!
    }

    /// Interns `name`, whose parent (the name before its last colon, none
    /// for a top-level name) is interned already as `parent`: what merging
    /// another table, parents first, needs, without looking up each prefix.
    public mutating func intern(_ name: String, parent: AccountID?) -> AccountID {
        var name = name
        let (digest, found) = name.withUTF8 { bytes in
            let digest = NameIndex.digest(bytes)
            return (digest, id(of: bytes, digest: digest))
        }
        return found ?? add(name, digest: digest, parent: parent)
    }

    /// Where a name deeper than `maximumDepth` is cut (before its colon), or nil.
    public static func depthCut(_ name: Substring) -> Substring.Index? {
        // Most names are shallow: count their colons over the bytes first.
        let shallow = name.utf8.withContiguousStorageIfAvailable { bytes in
            var colons = 0
            for byte in bytes where byte == UInt8(ascii: ":") { colons += 1 }
            return colons < maximumDepth
        }
        if shallow == true { return nil }
        var colons = 0
        var i = name.utf8.startIndex
        while let colon = name.utf8[i...].firstIndex(of: UInt8(ascii: ":")) {
            colons += 1
            if colons == maximumDepth { return colon }
            i = name.utf8.index(after: colon)
        }
        return nil
    }

    /// `id` and its parents, from `id` up to the top level.
    public func lineage(of id: AccountID) -> [AccountID] {
        var result: [AccountID] = [id]
        var current = accounts[id.index].parent
        while let p = current {
            result.append(p)
            current = accounts[p.index].parent
        }
        return result
    }

    /// The ancestor of `id` at `depth` (itself when it is no deeper).
    public func ancestor(of id: AccountID, atDepth depth: Int) -> AccountID {
        var current = id
        while accounts[current.index].depth > depth, let p = accounts[current.index].parent {
            current = p
        }
        return current
    }

    public func isAncestor(_ ancestor: AccountID, of id: AccountID) -> Bool {
        var current = accounts[id.index].parent
        while let p = current {
            if p == ancestor { return true }
            current = accounts[p.index].parent
        }
        return false
    }

    /// The account's type: its own `type:` tag, else the nearest declared
    /// parent's, else the one its top-level name implies.
    public func type(of id: AccountID) -> AccountType? {
        var current: AccountID? = id
        while let c = current {
            if let t = accounts[c.index].declaration?.type { return t }
            current = accounts[c.index].parent
        }
        return AccountType(topLevelName: String(accounts[id.index].topLevelName))
    }
}

/// The commodity an account's postings must be in (ledger's `assert
/// commodity == "USD"` under an `account` directive), and where it is written.
public struct RequiredCommodity: Sendable {
    public var commodity: CommodityID
    public var range: Range<SourceLocation>

    public init(commodity: CommodityID, range: Range<SourceLocation>) {
        self.commodity = commodity
        self.range = range
    }
}
