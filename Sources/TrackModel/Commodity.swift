/// An interned commodity symbol: `USD`, `$`, `"ACME Co"`, or none (`""`).
public struct CommodityID: Sendable, Hashable, Comparable {
    public let rawValue: UInt32

    @inlinable
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The commodity of amounts written with no symbol (`5`). Inlinable, as
    /// the other small values the parser asks for on every line: across
    /// modules a call each time.
    @inlinable public static var none: CommodityID { CommodityID(rawValue: 0) }

    public static func < (lhs: CommodityID, rhs: CommodityID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// What the journal says about one commodity.
///
/// ```journal
/// commodity $1,000.00
/// ```
public struct Commodity: Sendable {
    public let symbol: String
    /// The display style: declared, else inferred from the journal's amounts.
    public var style: AmountStyle?
    /// Where its `commodity` directive is, when it has one.
    public var declaration: SourceLocation?
    /// The tags of its `commodity` directive's comment (`booking: AVERAGE`).
    public var tags: [Tag] = []

    public init(symbol: String, style: AmountStyle? = nil, declaration: SourceLocation? = nil) {
        self.symbol = symbol
        self.style = style
        self.declaration = declaration
    }

    /// The symbol as written in a journal: in double quotes when it holds a
    /// character that would end an unquoted symbol (a space, a digit, `-+.@*;"{}=`).
    public var quotedSymbol: String {
        Commodity.needsQuotes(symbol) ? "\"" + symbol + "\"" : symbol
    }

    public static func needsQuotes(_ symbol: String) -> Bool {
        symbol.utf8.contains { isNonSymbolByte($0) }
    }

    /// Bytes that end an unquoted commodity symbol (hledger's rule).
    @inlinable
    public static func isNonSymbolByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
             UInt8(ascii: "."), UInt8(ascii: "@"), UInt8(ascii: "*"), UInt8(ascii: ";"),
             UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: " "),
             UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "="):
            return true
        default:
            return false
        }
    }
}

/// Every commodity of a journal, interned: ids are dense indices, 0 is `""`.
public struct CommodityTable: Sendable {
    public private(set) var commodities: [Commodity] = [Commodity(symbol: "")]
    /// By exact bytes, as accounts.
    private var ids: [ExactName: CommodityID] = [ExactName(""): .none]

    public init() {}

    public var count: Int { commodities.count }
    public var allIDs: [CommodityID] { (0..<commodities.count).map { CommodityID(rawValue: UInt32($0)) } }

    public subscript(id: CommodityID) -> Commodity {
        get { commodities[Int(id.rawValue)] }
        set { commodities[Int(id.rawValue)] = newValue }
    }

    public func id(of symbol: String) -> CommodityID? {
        ids[ExactName(symbol)]
    }

    public mutating func intern(_ symbol: String) -> CommodityID {
        if let id = ids[ExactName(symbol)] { return id }
        let id = CommodityID(rawValue: UInt32(commodities.count))
        commodities.append(Commodity(symbol: symbol))
        ids[ExactName(symbol)] = id
        return id
    }

    public func symbol(_ id: CommodityID) -> String { commodities[Int(id.rawValue)].symbol }

    public func style(_ id: CommodityID) -> AmountStyle? { commodities[Int(id.rawValue)].style }

    /// Orders commodities by symbol, as hledger lists multi-commodity amounts.
    public func areInDisplayOrder(_ a: CommodityID, _ b: CommodityID) -> Bool {
        symbol(a) < symbol(b)
    }
}
