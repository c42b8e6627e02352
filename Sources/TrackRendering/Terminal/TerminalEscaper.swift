/// Makes bytes bound for a terminal unable to command it: a journal's payee
/// or account may hold `ESC [2J` (clear the screen) or an OSC 52 clipboard
/// write, and a terminal obeys whatever reaches it. Every C0 control but
/// line feed and tab, DEL, and every C1 control (U+0080–U+009F, which some
/// terminals obey as ESC + letter) is shown as text instead: `\x1b`,
/// `\u009b`. So no sequence reaches the terminal, whole or cut by a column.
///
/// The colour track paints itself (`TerminalStyle`) is the one exception,
/// and only when colour is on: the exact SGR sequences the style writes pass
/// unchanged. They change colour and nothing else, whoever wrote them.
///
/// It works on bytes and keeps its state between calls, so a sequence or a
/// UTF-8 character split between two blocks of a streamed report is seen
/// whole; `finish` writes what it held back at the end of the output.
public struct TerminalEscaper: Sendable {
    /// Whether track's own colour sequences pass.
    public let allowsStyle: Bool
    /// Bytes that may begin an allowed sequence or a C1 control, held back
    /// until the next call shows how they go on.
    private var pending: [UInt8] = []

    public init(allowsStyle: Bool) {
        self.allowsStyle = allowsStyle
    }

    /// The SGR sequences `TerminalStyle` writes, without their ESC.
    static let styleSequences: [[UInt8]] = ["[0m", "[1m", "[2m", "[31m", "[32m", "[33m"].map { Array($0.utf8) }
    static let escape: UInt8 = 0x1B
    /// The first byte of a C1 control in UTF-8 (U+0080–U+009F are C2 80–C2 9F).
    static let c1Lead: UInt8 = 0xC2

    /// Whether `byte` can never be part of anything that needs escaping: the
    /// fast path, taken for nearly every byte.
    @inline(__always)
    static func isInert(_ byte: UInt8) -> Bool {
        byte >= 0x20 ? byte != 0x7F && byte != c1Lead : byte == 0x0A || byte == 0x09
    }

    /// Appends `bytes` to `out`, escaped.
    public mutating func escape(_ bytes: UnsafeRawBufferPointer, into out: inout [UInt8]) {
        if pending.isEmpty, bytes.allSatisfy(Self.isInert) {
            out.append(contentsOf: bytes)
            return
        }
        var input = pending
        pending = []
        input.append(contentsOf: bytes)
        var i = 0
        while i < input.count {
            let byte = input[i]
            if Self.isInert(byte) {
                out.append(byte)
                i += 1
                continue
            }
            if byte == Self.escape, allowsStyle {
                if let length = styleMatch(input, at: i + 1) {
                    out.append(contentsOf: input[i..<(i + 1 + length)])
                    i += 1 + length
                    continue
                }
                if beginsStyle(input[(i + 1)...]) {
                    pending = Array(input[i...])
                    return
                }
            }
            if byte == Self.c1Lead {
                guard i + 1 < input.count else {
                    pending = [byte]
                    return
                }
                let next = input[i + 1]
                if (0x80...0x9F).contains(next) {
                    Self.appendUnicodeEscape(next, to: &out)
                } else {
                    out.append(byte)
                    out.append(next)
                }
                i += 2
                continue
            }
            Self.appendHexEscape(byte, to: &out)
            i += 1
        }
    }

    /// Writes what was held back: the input ended there, so it is escaped as it stands.
    public mutating func finish(into out: inout [UInt8]) {
        let rest = pending
        pending = []
        for byte in rest {
            // A lone lead byte is no control (invalid UTF-8, left as read).
            if Self.isInert(byte) || byte == Self.c1Lead {
                out.append(byte)
            } else {
                Self.appendHexEscape(byte, to: &out)
            }
        }
    }

    /// The length of the style sequence that starts at `start`, if one does.
    private func styleMatch(_ input: [UInt8], at start: Int) -> Int? {
        for sequence in Self.styleSequences where start + sequence.count <= input.count {
            if input[start..<(start + sequence.count)].elementsEqual(sequence) { return sequence.count }
        }
        return nil
    }

    /// Whether `tail` (the input's last bytes, after an ESC) begins some
    /// style sequence, so that the next block may complete it.
    private func beginsStyle(_ tail: ArraySlice<UInt8>) -> Bool {
        Self.styleSequences.contains { $0.count > tail.count && $0.starts(with: tail) }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// `\x1b`: a C0 control or DEL.
    static func appendHexEscape(_ byte: UInt8, to out: inout [UInt8]) {
        out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "x"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]])
    }

    /// `\u009b`: a C1 control.
    static func appendUnicodeEscape(_ byte: UInt8, to out: inout [UInt8]) {
        out.append(contentsOf: Array("\\u00".utf8))
        out.append(hexDigits[Int(byte >> 4)])
        out.append(hexDigits[Int(byte & 0xF)])
    }

    /// `text` as a terminal may show it: for one string outside a stream
    /// (a message that quotes journal text).
    public static func escaped(_ text: String) -> String {
        var text = text
        var escaper = TerminalEscaper(allowsStyle: false)
        var out: [UInt8] = []
        text.withUTF8 { escaper.escape(UnsafeRawBufferPointer($0), into: &out) }
        escaper.finish(into: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
