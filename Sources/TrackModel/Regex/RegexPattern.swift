/// A regular expression as hledger users write them (POSIX extended, see
/// `RegexParser`), matched in linear time on UTF-8 bytes: no pattern, however
/// written, can make a match backtrack (issue 12: `(a+)+$` took 34 s on an
/// 18-character description with Swift's backtracking Regex).
///
/// Matches are leftmost-longest, as hledger's regex-tdfa finds them:
/// `/(a|ab)/` takes `ab` whole. Among equally long matches, groups follow
/// the order of the alternatives.
public struct RegexPattern: Sendable {
    public let source: String
    let program: RegexProgram

    /// Compiles `source`; throws `.invalid` for a malformed pattern and
    /// `.tooLarge` for one that would compile past `maxInstructions`.
    public init(_ source: String, ignoresCase: Bool = true) throws(RegexError) {
        var parser = RegexParser(source, ignoresCase: ignoresCase)
        let node = try parser.parse()
        self.source = source
        program = try RegexProgram(node, groupCount: parser.groupCount)
    }

    /// The most instructions a pattern may compile to.
    public static var maxInstructions: Int { RegexProgram.maxInstructions }

    /// Whether the pattern matches somewhere in `bytes` (UTF-8).
    public func matches(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { matches($0) }
    }

    /// Whether the pattern matches somewhere in `bytes` (UTF-8).
    public func matches(_ bytes: SourceBytes) -> Bool {
        bytes.withUnsafeBufferPointer { matches($0) }
    }

    /// Whether the pattern matches somewhere in `bytes` (UTF-8).
    public func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var steps = 0
        return program.search(bytes, from: 0, anchored: false, mode: .any, steps: &steps) != nil
    }

    /// Whether the pattern matches somewhere in `text`.
    public func matches(_ text: String) -> Bool {
        var text = text
        var steps = 0
        return text.withUTF8 { program.search($0, from: 0, anchored: false, mode: .any, steps: &steps) } != nil
    }

    /// Whether the pattern matches the whole of `text`, as `tag:receipt=yes` needs.
    public func matchesWhole(_ text: String) -> Bool {
        var text = text
        var steps = 0
        return text.withUTF8 { buffer in
            program.search(buffer, from: 0, anchored: true, mode: .captures, steps: &steps).map { $0[1] == buffer.count } ?? false
        }
    }

    /// `text` with every match replaced by `template`, where `\0`…`\9` stand
    /// for the match and its groups (a group that took no part is empty) and
    /// `\\` for a backslash. As hledger does, an empty match may follow a
    /// longer one: `/x*/` turns `x1` into `YY1Y` with `Y`.
    public func replacingMatches(in text: String, with template: String) -> String {
        var text = text
        let templateBytes = Array(template.utf8)
        var steps = 0
        let result: [UInt8] = text.withUTF8 { buffer in
            var out: [UInt8] = []
            out.reserveCapacity(buffer.count)
            var p = 0
            while p <= buffer.count,
                  let caps = program.search(buffer, from: p, anchored: false, mode: .captures, steps: &steps) {
                let (start, end) = (caps[0], caps[1])
                out.append(contentsOf: buffer[p..<start])
                Self.expand(templateBytes, caps, buffer, into: &out)
                if end > start {
                    p = end
                } else {
                    let (_, length) = UTF8Scalars.scalar(at: end, in: buffer)
                    out.append(contentsOf: buffer[end..<(end + length)])
                    p = end + max(length, 1)
                }
            }
            if p < buffer.count { out.append(contentsOf: buffer[p...]) }
            return out
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func expand(_ template: [UInt8], _ caps: [Int], _ text: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        var i = 0
        while i < template.count {
            let b = template[i]
            i += 1
            guard b == UInt8(ascii: "\\"), i < template.count else {
                out.append(b)
                continue
            }
            let next = template[i]
            i += 1
            let group = Int(next) - 0x30
            if group >= 0 && group <= 9 && 2 * group + 1 < caps.count {
                let (start, end) = (caps[2 * group], caps[2 * group + 1])
                if start >= 0 && end >= start { out.append(contentsOf: text[start..<end]) }
            } else {
                out.append(next)
            }
        }
    }
}

extension RegexPattern {
    /// The machine's work for a search of `text`, for tests that check it
    /// grows linearly with the text.
    func steps(toSearch text: [UInt8], mode: RegexProgram.SearchMode = .captures) -> Int {
        var steps = 0
        _ = text.withUnsafeBufferPointer { program.search($0, from: 0, anchored: false, mode: mode, steps: &steps) }
        return steps
    }
}
