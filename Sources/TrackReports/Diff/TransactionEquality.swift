import Glibc
import TrackModel

/// Whether a transaction of one journal means the same as one of another
/// (`TransactionMatcher`): date, secondary date, status, code, description
/// and postings (kind, account, commodity, amount as a value). Accounts and
/// commodities are compared by a class shared by both journals (`classes`),
/// equal for names that are equal strings; texts are compared where they lie.
struct TransactionEquality: Sendable {
    /// An account's class, by `AccountID.index`.
    let oldAccounts: [Int32], newAccounts: [Int32]
    /// A commodity's class, by `CommodityID.rawValue`.
    let oldCommodities: [Int32], newCommodities: [Int32]

    init(old: Journal, new: Journal) {
        var accounts: [String: Int32] = [:]
        newAccounts = Self.classes(new.accounts.allIDs.map { new.accounts.name($0) }, &accounts)
        oldAccounts = Self.classes(old.accounts.allIDs.map { old.accounts.name($0) }, &accounts)
        var commodities: [String: Int32] = [:]
        newCommodities = Self.classes(new.commodities.allIDs.map { new.commodities.symbol($0) }, &commodities)
        oldCommodities = Self.classes(old.commodities.allIDs.map { old.commodities.symbol($0) }, &commodities)
    }

    /// Each name's class: the first number given to a name equal to it.
    private static func classes(_ names: [String], _ seen: inout [String: Int32]) -> [Int32] {
        names.map { name in
            if let known = seen[name] { return known }
            let next = Int32(seen.count)
            seen[name] = next
            return next
        }
    }

    /// Whether an old and a new transaction mean the same, read where they lie (a copy would retain their arrays).
    func equal(_ a: UnsafePointer<Transaction>, _ b: UnsafePointer<Transaction>,
               _ oldTexts: TextBytes, _ newTexts: TextBytes) -> Bool {
        guard a.pointee.date == b.pointee.date, a.pointee.secondaryDate == b.pointee.secondaryDate,
              a.pointee.status == b.pointee.status, a.pointee.postings.count == b.pointee.postings.count else { return false }
        for k in 0..<a.pointee.postings.count {
            let (p, q) = (a.pointee.postings[k], b.pointee.postings[k])
            guard p.kind == q.kind, oldAccounts[p.account.index] == newAccounts[q.account.index] else { return false }
            let (x, y) = (p.amount, q.amount)
            guard oldCommodities[Int(x.commodity.rawValue)] == newCommodities[Int(y.commodity.rawValue)],
                  x.quantity == y.quantity else { return false }
        }
        return Self.sameText(oldTexts[a.pointee.code], newTexts[b.pointee.code])
            && Self.sameText(oldTexts[a.pointee.description], newTexts[b.pointee.description])
    }

    /// Whether two texts are equal strings: equal bytes are, different
    /// ASCII bytes are not, and anything else is compared as strings.
    private static func sameText(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
        if x.count == y.count && (x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) { return true }
        if x.allSatisfy({ $0 < 0x80 }) && y.allSatisfy({ $0 < 0x80 }) { return false }
        return String(decoding: x, as: UTF8.self) == String(decoding: y, as: UTF8.self)
    }
}
