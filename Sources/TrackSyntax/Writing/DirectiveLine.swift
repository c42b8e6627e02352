/// One `account` directive's line, without its line ending, as
/// `AccountDirectiveEdit` changes it: the tags of its comment found as the
/// reader finds them (`name:` is the word before a colon, its value runs to
/// the next comma), every other byte kept.
struct DirectiveLine {
    private(set) var bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
    private static let comma = UInt8(ascii: ","), colon = UInt8(ascii: ":"), semicolon = UInt8(ascii: ";")

    /// A tag of the comment: where its name starts, its value (trimmed) and where its segment ends (a comma, or the line's end).
    struct TagSpan {
        var nameStart: Int
        var value: Range<Int>
        var segmentEnd: Int
    }

    mutating func apply(_ change: AccountDirectiveEdit.Change) {
        switch change {
        case .set(let name, let value): set(name, Array(value.utf8))
        case .remove(let name): remove(name)
        }
    }

    /// The index of the comment's `;`: the first after the account name,
    /// which ends at two spaces or a tab.
    var commentStart: Int? {
        var i = 0
        while i < bytes.count, bytes[i] != Self.space, bytes[i] != Self.tab { i += 1 }  // the keyword
        while i < bytes.count, bytes[i] == Self.space || bytes[i] == Self.tab { i += 1 }
        while i < bytes.count {
            if bytes[i] == Self.tab || (bytes[i] == Self.space && i + 1 < bytes.count && bytes[i + 1] == Self.space) { break }
            i += 1
        }
        while i < bytes.count, bytes[i] != Self.semicolon { i += 1 }
        return i < bytes.count ? i : nil
    }

    func tag(_ name: String) -> TagSpan? {
        guard let start = commentStart else { return nil }
        let wanted = Array(name.utf8)
        var i = start + 1, wordStart = start + 1
        while i < bytes.count {
            let b = bytes[i]
            if b == Self.space || b == Self.tab {
                wordStart = i + 1
            } else if b == Self.colon, i > wordStart {
                var end = i + 1
                while end < bytes.count, bytes[end] != Self.comma { end += 1 }
                var valueStart = i + 1
                while valueStart < end, bytes[valueStart] == Self.space || bytes[valueStart] == Self.tab { valueStart += 1 }
                var valueEnd = end
                while valueEnd > valueStart, bytes[valueEnd - 1] == Self.space || bytes[valueEnd - 1] == Self.tab { valueEnd -= 1 }
                if bytes[wordStart..<i].elementsEqual(wanted) {
                    return TagSpan(nameStart: wordStart, value: valueStart..<valueEnd, segmentEnd: end)
                }
                i = end
                wordStart = i + 1
            }
            i += 1
        }
        return nil
    }

    private mutating func set(_ name: String, _ value: [UInt8]) {
        if let span = tag(name) {
            // `goal:` with no space keeps none; an empty value gets the usual one.
            let spaced = span.value.isEmpty && span.value.lowerBound == bytes.count ? [Self.space] + value : value
            bytes.replaceSubrange(span.value, with: spaced)
            return
        }
        trimTrailingSpace()
        let pair = Array(name.utf8) + [Self.colon, Self.space] + value
        if let start = commentStart {
            let body = bytes[(start + 1)...]
            bytes += body.allSatisfy({ $0 == Self.space || $0 == Self.tab }) ? [Self.space] + pair : [Self.comma, Self.space] + pair
        } else {
            bytes += [Self.space, Self.space, Self.semicolon, Self.space] + pair
        }
    }

    private mutating func remove(_ name: String) {
        guard let span = tag(name), let start = commentStart else { return }
        if span.segmentEnd < bytes.count {
            // Followed by a comma: the tag, the comma and the spaces after it go.
            var end = span.segmentEnd + 1
            while end < bytes.count, bytes[end] == Self.space || bytes[end] == Self.tab { end += 1 }
            bytes.removeSubrange(span.nameStart..<end)
        } else {
            // The last segment: it goes with the comma before it, if only spaces lie between.
            var from = span.nameStart
            var j = from - 1
            while j > start, bytes[j] == Self.space || bytes[j] == Self.tab { j -= 1 }
            if j > start, bytes[j] == Self.comma { from = j }
            bytes.removeSubrange(from..<bytes.count)
        }
        trimTrailingSpace()
        if let start = commentStart, bytes[(start + 1)...].allSatisfy({ $0 == Self.space || $0 == Self.tab }) {
            bytes.removeSubrange(start...)
            trimTrailingSpace()
        }
    }

    private mutating func trimTrailingSpace() {
        while let last = bytes.last, last == Self.space || last == Self.tab { bytes.removeLast() }
    }
}
