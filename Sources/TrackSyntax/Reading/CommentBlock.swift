import TrackModel

/// The comment of a transaction, posting or directive as it is read: the
/// text from its first `;` to the end of its last line, and the tags in it.
///
/// ```journal
///     Expenses:Leisure:Dining   12.50 USD  ; trip:Tokyo, receipt:
///     ; date:2026-11-05
/// ```
struct CommentBlock {
    private var start: UInt32?
    private var end: UInt32 = 0
    // Nil until something is found: a block is made for every transaction
    // read, and an empty array costs a retain and a release each time.
    private var foundTags: [Tag]?
    private var foundDates: [(text: Text, location: SourceLocation)]?

    var tags: [Tag] { foundTags ?? [] }
    /// `[2026-11-05]` or `[2026-11-05=2026-11-06]` written in the comment (ledger's posting dates).
    var bracketedDates: [(text: Text, location: SourceLocation)] { foundDates ?? [] }

    /// No comment line was added.
    var isEmpty: Bool { start == nil }

    var text: Text {
        guard let start else { return .empty }
        return Text(start: start, length: end - start)
    }

    /// Adds the comment at the cursor (at its `;`) up to the end of the line.
    mutating func add(line cursor: inout Cursor) {
        let lineEnd = cursor.trimmedEnd(from: cursor.position, to: cursor.contentEnd)
        if start == nil { start = cursor.location.offset }
        end = cursor.location(lineEnd).offset
        scanTags(cursor, from: cursor.position + 1, to: lineEnd)
        cursor.position = lineEnd
    }

    /// hledger's tags: `name:` (the characters other than spaces just before a
    /// colon, commas included: `x,y:1` names `x,y`), its value up to the next
    /// comma or the line's end.
    private mutating func scanTags(_ cursor: Cursor, from start: Int, to end: Int) {
        var i = start
        var wordStart = start
        while i < end {
            let b = cursor.byte(at: i)
            if b == UInt8(ascii: "[") {
                scanBracketedDate(cursor, at: i, end: end)
            }
            if b.isSpaceOrTab {
                wordStart = i + 1
            } else if b == UInt8(ascii: ":") {
                if i > wordStart {
                    var valueEnd = i + 1
                    while valueEnd < end && cursor.byte(at: valueEnd) != UInt8(ascii: ",") { valueEnd += 1 }
                    var valueStart = i + 1
                    while valueStart < valueEnd && cursor.byte(at: valueStart).isSpaceOrTab { valueStart += 1 }
                    let trimmed = cursor.trimmedEnd(from: valueStart, to: valueEnd)
                    foundTags.append(Tag(name: cursor.text(wordStart, i), value: cursor.text(valueStart, trimmed)))
                    i = valueEnd
                    wordStart = i + 1
                } else {
                    wordStart = i + 1
                }
            }
            i += 1
        }
    }

    /// As hledger, only brackets holding a digit and a date separator are a
    /// date (then it must be a valid one): `[1]` or `[=]` is just text.
    private mutating func scanBracketedDate(_ cursor: Cursor, at open: Int, end: Int) {
        var close = open + 1
        var hasDigit = false, hasSeparator = false
        while close < end {
            let b = cursor.byte(at: close)
            if b == UInt8(ascii: "]") { break }
            if b.isDigit {
                hasDigit = true
            } else if DateReader.isSeparator(b) {
                hasSeparator = true
            } else if b != UInt8(ascii: "=") {
                return
            }
            close += 1
        }
        guard close < end, hasDigit, hasSeparator else { return }
        foundDates.append((cursor.text(open + 1, close), cursor.location(open + 1)))
    }
}

private extension Optional {
    /// Appends to the array, made when the first element comes.
    mutating func append<Element>(_ element: Element) where Wrapped == [Element] {
        if self == nil { self = [element] } else { self!.append(element) }
    }
}

extension JournalParser {
    /// Sets a posting's own dates from `date:`/`date2:` tags and `[DATE=DATE2]`.
    mutating func applyPostingDates(_ comment: CommentBlock, year: Int, to details: inout Posting.Details) {
        for tag in comment.tags {
            let name = journal.bytes(tag.name)
            let isDate = name.elementsEqual("date".utf8)
            let isDate2 = name.elementsEqual("date2".utf8)
            guard isDate || isDate2 else { continue }
            guard let day = readDate(in: tag.value, defaultYear: year) else { continue }
            if isDate { details.date = day } else { details.secondaryDate = day }
        }
        for (text, _) in comment.bracketedDates {
            let parts = journal.bytes(text).split(separator: UInt8(ascii: "="), omittingEmptySubsequences: false)
            var offset = text.start
            for (k, part) in parts.enumerated() where k < 2 {
                let partText = Text(start: offset, length: UInt32(part.count))
                offset += UInt32(part.count) + 1
                guard !part.isEmpty, let day = readDate(in: partText, defaultYear: year) else { continue }
                if k == 0 { details.date = day } else { details.secondaryDate = day }
            }
        }
    }

    /// A date written in text already read (a tag value), reporting a bad one.
    mutating func readDate(in text: Text, defaultYear: Int) -> Day? {
        guard let file = journal.sources.file(of: text.location) else { return nil }
        let start = Int(text.start - file.base)
        return file.bytes.withUnsafeBufferPointer { buffer in
            let slice = UnsafeBufferPointer(rebasing: buffer[..<(start + Int(text.length))])
            var cursor = Cursor(bytes: slice, base: file.base, position: start)
            return readDate(&cursor, year: defaultYear)
        }
    }
}
