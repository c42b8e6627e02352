import TrackModel

/// Every account name and commodity symbol of a journal as bytes, laid out
/// once, for the writers that put one on every line (`print`, `export`):
/// a name is then a copy, with no `String` built per posting. Read-only
/// after it is made, so threads writing parts of one output share it.
public struct NameBytes: Sendable {
    private let text: [UInt8]
    /// By `AccountID`, in `text`.
    private let accounts: [Range<Int>]
    /// By `AccountID`: the display width of the name.
    private let accountWidths: [Int]
    /// By `CommodityID`: the symbol as the journal has it (unquoted), in `text`.
    private let symbols: [Range<Int>]

    public init(journal: Journal) {
        var text: [UInt8] = []
        var accounts: [Range<Int>] = []
        var accountWidths: [Int] = []
        for id in journal.accounts.allIDs {
            let start = text.count
            text.append(contentsOf: journal.accounts.name(id).utf8)
            accounts.append(start..<text.count)
            accountWidths.append(text[start...].withUnsafeBufferPointer { DisplayWidth.of(utf8: $0) })
        }
        var symbols: [Range<Int>] = []
        for id in journal.commodities.allIDs {
            let start = text.count
            text.append(contentsOf: journal.commodities.symbol(id).utf8)
            symbols.append(start..<text.count)
        }
        self.text = text
        self.accounts = accounts
        self.accountWidths = accountWidths
        self.symbols = symbols
    }

    /// The width of the account as a posting of `kind` writes it (`(Budget:Food)`).
    public func width(of account: AccountID, _ kind: Posting.Kind) -> Int {
        accountWidths[account.index] + (kind == .real ? 0 : 2)
    }

    /// Appends the account as a posting of `kind` writes it: `Budget:Food`,
    /// `(Budget:Food)` or `[Budget:Food]` (`Posting.Kind.written`).
    public func append(_ account: AccountID, _ kind: Posting.Kind, to block: inout ByteBlock) {
        switch kind {
        case .real: break
        case .virtual: block.append(UInt8(ascii: "("))
        case .balancedVirtual: block.append(UInt8(ascii: "["))
        }
        text.withUnsafeBytes { block.append(UnsafeRawBufferPointer(rebasing: $0[accounts[account.index]])) }
        switch kind {
        case .real: break
        case .virtual: block.append(UInt8(ascii: ")"))
        case .balancedVirtual: block.append(UInt8(ascii: "]"))
        }
    }

    /// Calls `body` with the account's bytes as a posting of `kind` writes it, for a writer that quotes them.
    public func withName<R>(_ account: AccountID, _ kind: Posting.Kind, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        guard kind == .real else {
            var block = ByteBlock(capacity: accounts[account.index].count + 2)
            defer { block.release() }
            append(account, kind, to: &block)
            return body(UnsafeRawBufferPointer(block.bytes(since: 0)))
        }
        return text.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[accounts[account.index]])) }
    }

    /// Calls `body` with the commodity's symbol as the journal has it (unquoted).
    public func withSymbol<R>(_ commodity: CommodityID, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        text.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[symbols[Int(commodity.rawValue)]])) }
    }
}
