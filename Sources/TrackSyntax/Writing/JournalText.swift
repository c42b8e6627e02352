import TrackModel

/// The spelling of an entry's parts, written once for every writer of
/// journal text: fmt's canonical `EntryWriter` spells them from the file's
/// bytes, `EntryText` (print, add, import, reconcile) from the model.
///
/// ```journal
/// 2026-11-02=2026-11-05 * (1042) Corner Market
///     Assets:Bank:Checking  $-84.20 == $1,000.00 @ 1.2 EUR
/// ```
public enum JournalText {
    /// The header after its dates: ` STATUS`, ` (CODE)`, ` DESCRIPTION`.
    /// A nil description is left out; an empty one still gets its space.
    public static func appendHeader<Bytes: Collection<UInt8>>(
        status: Status, code: Bytes, description: Bytes?, to out: inout [UInt8]
    ) {
        if status != .unmarked {
            out.append(UInt8(ascii: " "))
            out.append(status.rawValue)
        }
        if !code.isEmpty {
            out.append(contentsOf: " (".utf8)
            out.append(contentsOf: code)
            out.append(UInt8(ascii: ")"))
        }
        if let description {
            out.append(UInt8(ascii: " "))
            out.append(contentsOf: description)
        }
    }

    /// `appendHeader` for fmt, which streams bytes: the code and
    /// description copied from the file as they are.
    public static func appendHeader(status: Status, code: UnsafeBufferPointer<UInt8>,
                                    description: UnsafeBufferPointer<UInt8>?, to out: inout ByteBlock) {
        appendHeader(status: status, code: code, description: description, to: &out) { $0.append($1) }
    }

    /// `appendHeader` for the writers that stream bytes (`print`): the code
    /// and description as the journal's text, malformed UTF-8 replaced as a
    /// `String` would show it.
    public static func appendHeader(status: Status, code: SourceBytes, description: SourceBytes?,
                                    to out: inout ByteBlock) {
        appendHeader(status: status, code: code, description: description, to: &out) { $0.appendText($1) }
    }

    /// The status, ` (code)` and ` description`, each text written by `write`.
    @inline(__always)
    private static func appendHeader<Bytes: Collection>(status: Status, code: Bytes, description: Bytes?,
                                                        to out: inout ByteBlock,
                                                        _ write: (inout ByteBlock, Bytes) -> Void) {
        if status != .unmarked {
            out.append(UInt8(ascii: " "))
            out.append(status.rawValue)
        }
        if !code.isEmpty {
            out.append(" (")
            write(&out, code)
            out.append(UInt8(ascii: ")"))
        }
        if let description {
            out.append(UInt8(ascii: " "))
            write(&out, description)
        }
    }

    /// `=`, `==` (the balance holds nothing else), `=*` (with subaccounts) or `==*`.
    public static func assertionOperator(_ assertion: BalanceAssertion) -> StaticString {
        switch (assertion.isTotal, assertion.includesSubaccounts) {
        case (false, false): return "="
        case (true, false): return "=="
        case (false, true): return "=*"
        case (true, true): return "==*"
        }
    }

    /// `@` (per unit) or `@@` (in total).
    public static func costOperator(_ kind: Cost.Kind) -> StaticString {
        kind == .total ? "@@" : "@"
    }
}

extension StaticString {
    /// The string's bytes, for appending without a `String`.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: utf8Start, count: utf8CodeUnitCount)
    }
}
