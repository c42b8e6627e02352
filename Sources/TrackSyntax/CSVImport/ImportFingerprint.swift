import TrackModel

/// What identifies an imported CSV record, kept in the journal as a tag on
/// the transaction it became, so that importing the same file again, or a
/// later download that overlaps it, adds nothing twice:
///
/// ```journal
/// 2026-11-02 Corner Market  ; import:5f0c2a9e81d4b763
///     assets:bank          -84.20 USD
///     expenses:groceries
/// ```
///
/// The fingerprint is a 64-bit FNV-1a hash, in 16 hexadecimal digits, of
/// the record's date, description, and the account and amount of its first
/// posting with an amount (the account the CSV file belongs to, for the
/// usual rules): `2026-11-02\tCorner Market\tassets:bank\t-84.2 USD`, the
/// amount with no trailing zeros and its symbol as the CSV wrote it. Other
/// accounts are left out, so that better categorising rules do not make old
/// records look new.
///
/// A record is new when the file has more records with its fingerprint than
/// the journal has transactions tagged with it (two coffees of the same
/// price on one day are two records). Unlike hledger's `.latest` file,
/// which remembers only the newest date seen, a record that appears in a
/// later download with an earlier date is still imported.
public enum ImportFingerprint {
    /// The tag's name: `; import:5f0c2a9e81d4b763`.
    public static let tagName = "import"

    public static func of(_ entry: CSVEntry) -> String {
        var key = entry.date.description + "\t" + entry.description
        if let posting = entry.identifyingPosting {
            let amount = posting.amount ?? posting.balance
            key += "\t" + posting.account + "\t" + (posting.amount == nil ? "=" : "")
            if let amount {
                key += amount.quantity.normalized.description + (amount.symbol.isEmpty ? "" : " " + amount.symbol)
            }
        }
        return hash(key)
    }

    /// FNV-1a, 64 bits, over the UTF-8 bytes, as 16 lowercase hex digits.
    public static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// How many transactions of `journal` carry each fingerprint (a
    /// mapped journal's pages given back behind the walk).
    public static func counts(in journal: Journal) -> [String: Int] {
        let name = Array(tagName.utf8)
        var counts: [String: Int] = [:]
        var window = ReadingWindow(journal.sources, from: 0)
        journal.transactions.withUnsafeBufferPointer { transactions in
            for t in transactions.indices where !transactions[t].tags.isEmpty {
                window.reached(transactions[t].source.start)
                for tag in transactions[t].tags where journal.bytes(tag.name).elementsEqual(name) {
                    counts[journal.string(tag.value), default: 0] += 1
                }
            }
        }
        return counts
    }

    /// Splits `entries` (in order) into the new ones, each with its
    /// fingerprint, and the number already in the journal.
    public static func newEntries(_ entries: [CSVEntry], known: [String: Int])
        -> (new: [(entry: CSVEntry, fingerprint: String)], duplicates: Int) {
        var remaining = known
        var new: [(entry: CSVEntry, fingerprint: String)] = []
        var duplicates = 0
        for entry in entries {
            let fingerprint = of(entry)
            if let count = remaining[fingerprint], count > 0 {
                remaining[fingerprint] = count - 1
                duplicates += 1
            } else {
                new.append((entry, fingerprint))
            }
        }
        return (new, duplicates)
    }
}
