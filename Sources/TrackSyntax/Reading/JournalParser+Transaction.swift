import TrackModel

/// Transactions, periodic transactions and auto posting rules: a header line
/// at column 0, then indented postings and `;` comment lines.
extension JournalParser {
    /// ```journal
    /// 2026-11-02=2026-11-03 * (1042) Corner Market | weekly shop  ; receipt:yes
    /// ```
    mutating func parseTransaction(_ cursor: inout Cursor) {
        let start = cursor.position
        guard let date = readDate(&cursor, year: scope.defaultYear) else {
            skipToNextItem(&cursor)
            return
        }
        var secondaryDate: Day?
        if cursor.peek == UInt8(ascii: "=") {
            cursor.advance()
            guard let d = readDate(&cursor, year: date.year) else {
                skipToNextItem(&cursor)
                return
            }
            secondaryDate = d
        }
        guard cursor.peek.isSpaceOrTab || cursor.isAtLineEnd || cursor.peek == .semicolon else {
            report(.textAfterDate(at: cursor.location..<cursor.location(cursor.trimmedEnd(from: cursor.position, to: cursor.contentEnd))))
            skipToNextItem(&cursor)
            return
        }
        cursor.skipSpaces()
        // The header line's end, found once for the code, the description and the comment.
        let newline = cursor.lineEnd
        let contentEnd = cursor.contentEnd(ofLineEndingAt: newline)
        let status = readStatus(&cursor)
        var code = Text.empty
        if cursor.peek == UInt8(ascii: "(") {
            let codeStart = cursor.position + 1
            let i = cursor.firstIndex(of: UInt8(ascii: ")"), from: codeStart, to: contentEnd)
            if i < contentEnd {
                code = cursor.text(codeStart, i)
                cursor.position = i + 1
                cursor.skipSpaces()
            }
        }
        let description = readUntilComment(&cursor, end: contentEnd)
        var header = readHeaderComment(&cursor, lineEnd: newline)
        var postings = PostingList()
        let body = parseBody(&cursor, comment: &header, date: date, kind: .transaction, into: &postings)
        guard !body.failed else { return }
        if !body.ambiguities.isEmpty {
            let index = transactionCount
            recordAmbiguities(body.ambiguities) { .posting(transaction: index, posting: $0) }
        }
        // Made once, whole, and moved in: each copy of a transaction retains and releases its arrays.
        appendTransaction(Transaction(
            date: date, secondaryDate: secondaryDate, status: status, code: code, description: description,
            comment: header.text, tags: header.tags, postings: consume postings, source: cursor.text(start, body.end)))
    }

    /// `~ monthly from 2026-01  household budget`
    mutating func parsePeriodicTransaction(_ cursor: inout Cursor) {
        let start = cursor.position
        let lineEnd = cursor.contentEnd
        cursor.advance()
        cursor.skipSpaces()
        let periodStart = cursor.position
        let end = cursor.contentEnd
        var i = periodStart
        // The period ends at two spaces, a tab, a comment or the line's end.
        while i < end {
            let b = cursor.byte(at: i)
            if b == .tab || b == .semicolon || (b == .space && cursor.byte(at: i + 1).isSpaceOrTab) { break }
            i += 1
        }
        let periodEnd = cursor.trimmedEnd(from: periodStart, to: i)
        let period = cursor.text(periodStart, periodEnd)
        cursor.position = i
        cursor.skipSpaces()
        let description = readUntilComment(&cursor)
        var recurrence = Recurrence(span: .unbounded, interval: nil)
        if period.isEmpty {
            report(.periodicNeedsPeriod(at: cursor.location(start)..<cursor.location(start + 1)))
        } else {
            do {
                recurrence = try PeriodExpression.parseRecurrence(cursor.string(periodStart, periodEnd), today: options.today)
            } catch {
                report(.invalidPeriod(error, at: cursor.location(periodStart)..<cursor.location(periodEnd)))
            }
        }
        var header = readHeaderComment(&cursor)
        var postings = PostingList()
        let body = parseBody(&cursor, comment: &header, date: nil, kind: .periodic, into: &postings)
        guard !body.failed else { return }
        if postings.isEmpty {
            report(.periodicNeedsPostings(at: cursor.location(start)..<cursor.location(cursor.trimmedEnd(from: start, to: lineEnd))))
        }
        let index = journal.periodicTransactions.count
        recordAmbiguities(body.ambiguities, influencesStyle: false) { .periodic(transaction: index, posting: $0) }
        journal.periodicTransactions.append(PeriodicTransaction(
            period: period, recurrence: recurrence, description: description, comment: header.text, tags: header.tags,
            postings: postings, source: cursor.text(start, body.end)))
    }

    /// `= expenses:food` followed by postings whose amounts may be factors (`*-1`).
    mutating func parseAutoPostingRule(_ cursor: inout Cursor) {
        let start = cursor.position
        cursor.advance()
        cursor.skipSpaces()
        let query = readUntilComment(&cursor)
        var header = readHeaderComment(&cursor)
        var postings = PostingList()
        let body = parseBody(&cursor, comment: &header, date: nil, kind: .autoRule, into: &postings)
        guard !body.failed else { return }
        let index = journal.autoPostingRules.count
        recordAmbiguities(body.ambiguities, influencesStyle: false) { .auto(rule: index, posting: $0) }
        journal.autoPostingRules.append(AutoPostingRule(
            query: query, comment: header.text, postings: postings, source: cursor.text(start, body.end)))
    }

    /// The text from the cursor to a `;` or the line's end, without trailing
    /// spaces; the cursor stops at the `;` (or the end).
    func readUntilComment(_ cursor: inout Cursor) -> Text {
        readUntilComment(&cursor, end: cursor.contentEnd)
    }

    /// `readUntilComment` on a line whose content ends at `end`.
    func readUntilComment(_ cursor: inout Cursor, end: Int) -> Text {
        let start = cursor.position
        let i = cursor.firstIndex(of: .semicolon, from: start, to: end)
        cursor.position = i
        return cursor.text(start, cursor.trimmedEnd(from: start, to: i))
    }

    /// A header line's comment, if the cursor is at one; moves to the next line.
    func readHeaderComment(_ cursor: inout Cursor) -> CommentBlock {
        readHeaderComment(&cursor, lineEnd: cursor.lineEnd)
    }

    /// `readHeaderComment` on a line whose end (`Cursor.lineEnd`) is known.
    @inline(__always)
    func readHeaderComment(_ cursor: inout Cursor, lineEnd: Int) -> CommentBlock {
        var header = CommentBlock()
        if cursor.peek == .semicolon { header.add(line: &cursor) }
        cursor.skipLine(endingAt: lineEnd)
        return header
    }

    /// What the postings being read belong to.
    enum BodyKind {
        case transaction
        /// `~ PERIOD`: its amounts, as hledger's, do not count toward commodity styles.
        case periodic
        /// `= QUERY`: amounts may be factors (`*-1`) and do not count toward styles.
        case autoRule
    }

    /// Not optional: an optional `Body` is destroyed through its type's
    /// metadata, a cost on every transaction read.
    struct Body {
        /// End of the last line's content.
        var end = 0
        var ambiguities: [PendingAmbiguity] = []
        /// A posting was malformed: reported, and the item skipped.
        var failed = false
    }

    /// An ambiguous number in the body being read, before the item has an index.
    struct PendingAmbiguity {
        var posting: Int
        var kind: Kind
        var commodity: CommodityID
        var mark: AmountStyle.DecimalMark
        var start: Int
        var end: Int
        var base: UInt32
        var side: AmountStyle.SymbolSide?
        var spaced: Bool

        enum Kind { case amount, cost, assertion }
    }

    /// The indented lines after a header: postings (into `postings`) and
    /// comment lines. A body that `failed` had a malformed posting (reported;
    /// the item is skipped).
    mutating func parseBody(
        _ cursor: inout Cursor, comment header: inout CommentBlock, date: Day?, kind: BodyKind,
        into postings: inout PostingList
    ) -> Body {
        // Appended to the list itself: two postings stay inline, with no array to clear and copy.
        if !postings.isEmpty { postings = PostingList() }
        if !commentBuffer.isEmpty { commentBuffer.removeAll(keepingCapacity: true) }
        var ambiguities: [PendingAmbiguity] = []
        var end = cursor.position > 0 ? cursor.position - 1 : 0
        var failed = false
        // The posting lines' comment: one block, made again only after a line used it.
        var comment = CommentBlock()
        while !cursor.isAtEnd && cursor.peek.isSpaceOrTab {
            let lineStart = cursor.position
            cursor.skipSpaces()
            if cursor.isAtLineEnd {
                // A blank line ends the transaction (even one with spaces in it).
                cursor.position = lineStart
                break
            }
            if cursor.peek == .semicolon {
                // A comment line belongs to the posting above it, or to the transaction.
                if postings.isEmpty {
                    header.add(line: &cursor)
                } else if let last = commentBuffer.last, last.posting == postings.count - 1 {
                    commentBuffer[commentBuffer.count - 1].comment.add(line: &cursor)
                } else {
                    var block = CommentBlock()
                    block.add(line: &cursor)
                    commentBuffer.append((postings.count - 1, block))
                }
                end = cursor.contentEnd
                cursor.skipToNextLine()
                continue
            }
            // Reading a posting stays on its line: its end is found once.
            let newline = cursor.lineEnd
            let lineEnd = cursor.contentEnd(ofLineEndingAt: newline)
            end = lineEnd
            if failed {
                cursor.skipLine(endingAt: newline)
                continue
            }
            if let posting = parsePosting(&cursor, index: postings.count, lineStart: lineStart, lineEnd: lineEnd,
                                          comment: &comment, ambiguities: &ambiguities, in: kind) {
                if !comment.isEmpty {
                    commentBuffer.append((postings.count, comment))
                    comment = CommentBlock()
                }
                postings.append(posting)
            } else {
                failed = true
            }
            cursor.skipLine(endingAt: newline)
        }
        if failed { return Body(failed: true) }
        for (i, comment) in commentBuffer {
            var details = journal.postingDetails[postings[i]]
            details.comment = comment.text
            details.tags = comment.tags
            applyPostingDates(comment, year: date?.year ?? defaultYear, to: &details)
            journal.postingDetails.set(details, for: &postings[i])
        }
        return Body(end: end, ambiguities: ambiguities)
    }

    /// `[*|!] ACCOUNT  [AMOUNT] [@ COST] [{LOT}] [= ASSERTION] [; COMMENT]`, the body's posting number `postingIndex`.
    mutating func parsePosting(
        _ cursor: inout Cursor, index postingIndex: Int, lineStart: Int, lineEnd: Int, comment: inout CommentBlock,
        ambiguities: inout [PendingAmbiguity], in body: BodyKind
    ) -> Posting? {
        let status = readStatus(&cursor)
        guard let (account, kind) = readPostingAccount(&cursor, lineEnd: lineEnd) else { return nil }
        var posting = Posting(account: account, amount: nil, location: cursor.location(lineStart), kind: kind, status: status)
        cursor.skipSpaces()
        var hasAmount = false
        if !cursor.isAtLineEnd && cursor.peek != .semicolon && cursor.peek != UInt8(ascii: "=") {
            var isMultiplier = false
            if body == .autoRule && cursor.peek == UInt8(ascii: "*") {
                isMultiplier = true
                cursor.advance()
            }
            guard let parsed = readAmount(&cursor, context: body == .transaction ? .posting : .secondary) else { return nil }
            posting.amount = parsed.amount
            posting.amountOrigin = isMultiplier ? .multiplier : .written
            hasAmount = true
            if let mark = parsed.reading.ambiguousMark {
                ambiguities.append(PendingAmbiguity(
                    posting: postingIndex, kind: .amount, commodity: parsed.amount.commodity, mark: mark,
                    start: parsed.numberStart, end: parsed.numberEnd, base: cursor.base, side: parsed.side, spaced: parsed.spaced))
            }
            cursor.skipSpaces()
        }
        // Most postings have no cost, lot or assertion: their details are read apart, only when one appears.
        let next = cursor.peek
        let annotated = hasAmount
            && (next == UInt8(ascii: "@") || next == UInt8(ascii: "{") || next == UInt8(ascii: "[") || next == UInt8(ascii: "("))
        if annotated || next == UInt8(ascii: "=") {
            return readPostingDetails(&cursor, of: posting, index: postingIndex, annotated: annotated, comment: &comment,
                                      ambiguities: &ambiguities)
        }
        return endPostingLine(&cursor, comment: &comment) ? posting : nil
    }

    /// The rest of a posting line from its cost, lot or assertion; the
    /// posting, with those in the details table, or nil when malformed.
    private mutating func readPostingDetails(
        _ cursor: inout Cursor, of posting: Posting, index postingIndex: Int, annotated: Bool,
        comment: inout CommentBlock, ambiguities: inout [PendingAmbiguity]
    ) -> Posting? {
        var details = Posting.Details()
        if annotated {
            guard readAnnotations(&cursor, into: &details, postingIndex: postingIndex, ambiguities: &ambiguities) else {
                return nil
            }
        }
        if cursor.peek == UInt8(ascii: "=") {
            guard let assertion = readAssertion(&cursor, postingIndex: postingIndex, ambiguities: &ambiguities) else {
                return nil
            }
            details.assertion = assertion
            cursor.skipSpaces()
        }
        guard endPostingLine(&cursor, comment: &comment) else { return nil }
        var posting = posting
        journal.postingDetails.set(details, for: &posting)
        return posting
    }

    /// The end of a posting line: its comment, or nothing but spaces (else an error, and false).
    private mutating func endPostingLine(_ cursor: inout Cursor, comment: inout CommentBlock) -> Bool {
        if cursor.peek == .semicolon {
            comment.add(line: &cursor)
        } else if !cursor.isAtLineEnd {
            let end = cursor.trimmedEnd(from: cursor.position, to: cursor.contentEnd)
            report(.textAfterAmount(at: cursor.location..<cursor.location(end)))
            return false
        }
        return true
    }

    /// `*` or `!` and the spaces after it.
    func readStatus(_ cursor: inout Cursor) -> Status {
        let b = cursor.peek
        guard b == UInt8(ascii: "*") || b == UInt8(ascii: "!") else { return .unmarked }
        cursor.advance()
        cursor.skipSpaces()
        return b == UInt8(ascii: "*") ? .cleared : .pending
    }

    /// A date, reporting why it is not one. `year` is for dates written
    /// without one (else today's year, worked out only when needed).
    mutating func readDate(_ cursor: inout Cursor, year: Int?) -> Day? {
        let start = cursor.position
        let today = options.today
        switch DateReader.read(&cursor, defaultYear: year ?? today.year) {
        case .success(let day):
            return day
        case .failure(let failure):
            // At the end of the line (or file) there is nothing to underline: the range stays empty.
            let lineEnd = cursor.contentEnd
            var end = max(cursor.position, min(start + 1, lineEnd))
            while end < lineEnd && !cursor.byte(at: end).isSpaceOrTab { end += 1 }
            let range = cursor.location(start)..<cursor.location(end)
            // `2026-01-0x` is not a date at all, whatever its digits say.
            let next = cursor.byte(at: cursor.position)
            let runsOn = cursor.position < end && (next.isDigit || next.isASCIILetter)
            let shown = runsOn && failure != .mixedSeparators ? .notADate : failure
            report(.invalidDate(shown, text: cursor.string(start, end), at: range))
            return nil
        }
    }

    /// Files the body's ambiguous numbers under the item they belong to.
    mutating func recordAmbiguities(
        _ pending: [PendingAmbiguity], influencesStyle: Bool = true,
        slot: (Int) -> AmountStyleInference.Slot
    ) {
        for p in pending {
            let base = slot(p.posting)
            let resolved: AmountStyleInference.Slot
            switch (p.kind, base) {
            case (.cost, .posting(let t, let i)): resolved = .cost(transaction: t, posting: i)
            case (.assertion, .posting(let t, let i)): resolved = .assertion(transaction: t, posting: i)
            default: resolved = base
            }
            styles.noteAmbiguity(AmountStyleInference.Ambiguity(
                slot: resolved, commodity: p.commodity, mark: p.mark,
                location: SourceLocation(offset: p.base + UInt32(p.start)), length: p.end - p.start,
                influencesStyle: influencesStyle && p.kind == .amount, side: p.side, spaced: p.spaced))
        }
    }
}
