/// `--csv-safe`: CSV that a spreadsheet opens as data, never as formulas.
///
/// A payee `=HYPERLINK(…)` or an account `@SUM(1+1)` goes out of every CSV
/// as written (hledger's bytes, the default), and a spreadsheet runs a field
/// that starts with `=`, `+`, `-`, `@`, a tab or a carriage return as a
/// formula. As OWASP recommends, the guard puts a `'` before such a field's
/// text; a spreadsheet shows the text and hides the `'`. A field that is a
/// plain number (`-12.50`, `+3`) is left alone, so amounts stay numbers.
///
/// It reads the CSV track writes (every field in double quotes, `""` for a
/// quote inside) as a stream of bytes, keeping its state between calls, so
/// a streamed report (`register -O csv`) is guarded block by block.
public struct CSVFormulaGuard: Sendable {
    private enum State: Sendable {
        /// Before a field: at the start of a line or after a separator.
        case fieldStart
        /// Right after a field's opening quote: its first byte decides.
        case opened
        /// In a field that starts with a formula character: its bytes are
        /// held until the field ends, to see whether it is a plain number.
        case held
        /// In a field that needs nothing.
        case inside
        /// A quote inside a field, not yet written: the field's end, or the first of `""`.
        case quote(held: Bool)
        /// Outside quotes after a field, until the separator or line end.
        case after
    }

    private var state = State.fieldStart
    private var field: [UInt8] = []

    public init() {}

    static let quote = UInt8(ascii: "\"")
    static let mark = UInt8(ascii: "'")

    /// The characters a spreadsheet reads as the start of a formula.
    static func startsFormula(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D: return true
        default: return false
        }
    }

    /// Appends `bytes` to `out`, each field that starts a formula marked.
    public mutating func protect(_ bytes: UnsafeRawBufferPointer, into out: inout [UInt8]) {
        for byte in bytes {
            switch state {
            case .fieldStart:
                out.append(byte)
                if byte == Self.quote { state = .opened } else if byte != UInt8(ascii: ",") && byte != 0x0A { state = .after }
            case .opened:
                if byte == Self.quote {
                    state = .quote(held: false)
                } else if Self.startsFormula(byte) {
                    field = [byte]
                    state = .held
                } else {
                    out.append(byte)
                    state = .inside
                }
            case .held:
                if byte == Self.quote { state = .quote(held: true) } else { field.append(byte) }
            case .inside:
                if byte == Self.quote { state = .quote(held: false) } else { out.append(byte) }
            case .quote(let held):
                if byte == Self.quote {  // `""`: a quote in the field
                    if held {
                        field.append(byte)
                        field.append(byte)
                        state = .held
                    } else {
                        out.append(byte)
                        out.append(byte)
                        state = .inside
                    }
                    continue
                }
                if held { releaseField(into: &out) }
                out.append(Self.quote)
                out.append(byte)
                state = byte == UInt8(ascii: ",") || byte == 0x0A ? .fieldStart : .after
            case .after:
                out.append(byte)
                if byte == UInt8(ascii: ",") || byte == 0x0A { state = .fieldStart }
            }
        }
    }

    /// Writes what is held at the end of the output (a field left open).
    public mutating func finish(into out: inout [UInt8]) {
        switch state {
        case .held: releaseField(into: &out)
        case .quote(let held):
            if held { releaseField(into: &out) }
            out.append(Self.quote)
        default: break
        }
        state = .fieldStart
    }

    /// The held field's text, after `'` unless it is a plain number.
    private mutating func releaseField(into out: inout [UInt8]) {
        if !Self.isPlainNumber(field) { out.append(Self.mark) }
        out.append(contentsOf: field)
        field = []
    }

    /// `-12.50`, `+3`, `-1,000.5`: a sign, then digits with `.` or `,` between them.
    static func isPlainNumber(_ text: [UInt8]) -> Bool {
        guard let sign = text.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+"), text.count > 1 else { return false }
        var previousWasDigit = false
        for byte in text.dropFirst() {
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                previousWasDigit = true
            } else if (byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",")) && previousWasDigit {
                previousWasDigit = false
            } else {
                return false
            }
        }
        return previousWasDigit
    }

    /// `csv` guarded whole.
    public static func protected(_ csv: String) -> String {
        var guardian = CSVFormulaGuard()
        var out: [UInt8] = []
        var csv = csv
        csv.withUTF8 { guardian.protect(UnsafeRawBufferPointer($0), into: &out) }
        guardian.finish(into: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
