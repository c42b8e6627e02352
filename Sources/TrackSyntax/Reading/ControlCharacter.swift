/// The characters a terminal obeys instead of showing: every C0 control but
/// tab, line feed and carriage return (line ends are read as such), DEL,
/// and the C1 controls U+0080–U+009F (C2 80–C2 9F in UTF-8). Journal text
/// holding one can command the terminal of whoever reads the journal
/// (`ESC [2J`, an OSC 52 clipboard write), so `check --strict` flags it,
/// `add` refuses it and `import` shows it as a visible symbol.
public enum ControlCharacter {
    /// The length in bytes (1 or 2) of the control character at `index`, or nil when none starts there.
    @inline(__always)
    public static func length<Bytes: RandomAccessCollection<UInt8>>(at index: Int, in bytes: Bytes) -> Int? where Bytes.Index == Int {
        let byte = bytes[index]
        if byte < 0x20 { return byte == 0x09 || byte == 0x0A || byte == 0x0D ? nil : 1 }
        if byte == 0x7F { return 1 }
        if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { return 2 }
        return nil
    }

    /// The first control character in `text`, if any.
    public static func first(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first(where: isControl)
    }

    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D) || (0x7F...0x9F).contains(value)
    }

    /// `text` with each control character replaced by a visible stand-in: a
    /// C0 control by its symbol (`ESC` becomes `␛`, U+241B), DEL by `␡`, a C1
    /// control by `�`. What `import` writes from a bank's text.
    public static func shown(_ text: String) -> String {
        guard first(in: text) != nil else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else {
                result.append(scalar)
                continue
            }
            switch scalar.value {
            case 0..<0x20: result.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: result.append("\u{2421}")
            default: result.append("\u{FFFD}")
            }
        }
        return String(result)
    }
}
