#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrackModel

/// Account names: read up to two spaces or a tab, `(virtual)` and
/// `[balanced virtual]` brackets stripped, aliases and `apply account` applied,
/// interned once per distinct spelling.
extension JournalParser {
    /// The end of an account name starting at the cursor: before two spaces, a
    /// tab, or the line's end (single spaces belong to the name). As in
    /// hledger, U+3000 IDEOGRAPHIC SPACE counts as a space.
    func accountNameEnd(_ cursor: Cursor, lineEnd: Int? = nil) -> Int {
        var i = cursor.position
        let end = lineEnd ?? cursor.contentEnd
        let bytes = cursor.bytes
        // Eight bytes at a time until one of them is a space, tab, control byte or 0xE3 (U+3000's first).
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i + 8 <= end {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                // High bit set in each byte below 0x21 (bytes of 0x80 and up are excluded by `& ~word`).
                let low = (word &- 0x2121_2121_2121_2121) & ~word & 0x8080_8080_8080_8080
                let e3 = word ^ 0xE3E3_E3E3_E3E3_E3E3
                let lead = (e3 &- 0x0101_0101_0101_0101) & ~e3 & 0x8080_8080_8080_8080
                if low | lead != 0 {
                    i += (low | lead).trailingZeroBitCount / 8
                    break
                }
                i += 8
            }
        }
        @inline(__always) func isSpace(_ k: Int) -> Bool {
            k < end && (bytes[k] == .space || (bytes[k] == Cursor.ideographicSpaceLead && k + 2 < end
                && Cursor.isIdeographicSpace(bytes, at: k)))
        }
        while i < end {
            let b = bytes[i]
            if b == Cursor.ideographicSpaceLead, isSpace(i) {
                // A space like any other: before another, a tab or the line's end it ends the name.
                if i + 3 >= end || isSpace(i + 3) || bytes[i + 3] == .tab { break }
                i += 3
                continue
            }
            if b > .space {  // most bytes: letters, colons, UTF-8
                i += 1
                continue
            }
            if b == .tab { break }
            if b == .space, i + 1 >= end || isSpace(i + 1) || bytes[i + 1] == .tab { break }
            i += 1
        }
        return i
    }

    /// As hledger: a name written inside `(…)` or `[…]` (its first and last
    /// bytes a matching pair) is a virtual posting's, every enclosing pair
    /// stripped (`([a])` is `a`, virtual); other brackets are part of the name
    /// (`Expenses:Food (work)`, `(a) b`, `[old]:Assets`). A name whose opening
    /// bracket is never closed (`(Expenses:Food  5`) is refused: hledger reads
    /// it as an account named `(Expenses:Food`, which is always a typo.
    mutating func readPostingAccount(_ cursor: inout Cursor, lineEnd: Int) -> (AccountID, Posting.Kind)? {
        var start = cursor.position
        var end = accountNameEnd(cursor, lineEnd: lineEnd)
        cursor.position = end
        var kind = Posting.Kind.real
        let first = cursor.byte(at: start)
        if first == UInt8(ascii: "(") || first == UInt8(ascii: "[") {
            let close = first == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "]")
            if end > start + 1, cursor.byte(at: end - 1) == close {
                kind = first == UInt8(ascii: "(") ? .virtual : .balancedVirtual
                while end - start >= 2, Self.isBracketPair(cursor.byte(at: start), cursor.byte(at: end - 1)) {
                    start += 1
                    end -= 1
                }
            } else if !(start + 1..<end).contains(where: { cursor.byte(at: $0) == close }) {
                report(.unclosedVirtualAccount(open: first, close: close, at: cursor.location(start)..<cursor.location(end)))
                return nil
            }
        }
        guard end > start else {
            let at = cursor.location(start)
            report(.missingAccountName(at: at..<cursor.location(max(start + 1, end))))
            return nil
        }
        return (internAccount(cursor, start, end, markUsed: true), kind)
    }

    private static func isBracketPair(_ open: UInt8, _ close: UInt8) -> Bool {
        (open == UInt8(ascii: "(") && close == UInt8(ascii: ")")) || (open == UInt8(ascii: "[") && close == UInt8(ascii: "]"))
    }

    /// The id of the account written at `start..<end`, after aliases and `apply account`.
    mutating func internAccount(_ cursor: Cursor, _ start: Int, _ end: Int, markUsed: Bool) -> AccountID {
        let key = UnsafeBufferPointer(rebasing: cursor.bytes[start..<end])
        if let value = accountCache.value(for: key) {
            return AccountID(rawValue: UInt32(value))
        }
        var written = String(decoding: key, as: UTF8.self)
        // Invalid bytes decode to U+FFFD: `A\xff` and `A\xfe` would silently be one account.
        if !Self.decodedLosslessly(&written, key) {
            report(.nameNotUtf8("account name", at: cursor.location(start)..<cursor.location(end)))
        }
        // As hledger: an ideographic space inside a name is a space.
        if key.contains(Cursor.ideographicSpaceLead) {
            written = String(String.UnicodeScalarView(written.unicodeScalars.map { $0 == "\u{3000}" ? " " : $0 }))
        }
        let resolved = resolveAccountName(written)
        if AccountTable.depthCut(Substring(resolved)) != nil {
            report(.accountTooDeep(at: cursor.location(start)..<cursor.location(end)))
        }
        let id = journal.accounts.intern(resolved)
        if markUsed {
            journal.accounts[id].isUsed = true
            accountCache.insert(key, value: Int32(id.rawValue))
        }
        return id
    }

    /// Whether `decoded` (`key` decoded as UTF-8) holds exactly `key`'s bytes.
    private static func decodedLosslessly(_ decoded: inout String, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        decoded.withUTF8 { bytes in
            guard bytes.count == key.count, let a = bytes.baseAddress, let b = key.baseAddress else {
                return bytes.count == key.count
            }
            return memcmp(a, b, key.count) == 0
        }
    }

    /// `apply account` prefixes first, then aliases, most recent first (as hledger).
    func resolveAccountName(_ written: String) -> String {
        var name = written
        if !scope.parentAccounts.isEmpty {
            name = (scope.parentAccounts + [name]).joined(separator: ":")
        }
        for alias in scope.aliases.reversed() {
            name = alias.apply(to: name)
        }
        return name
    }

    /// Account spellings map to different accounts once aliases or prefixes change.
    mutating func scopeChanged() {
        accountCache.removeAll()
        scopeChanges &+= 1
    }
}
