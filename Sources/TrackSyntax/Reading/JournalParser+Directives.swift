import TrackModel

/// Directives: a keyword at column 0 (optionally after `!` or `@`, as ledger
/// allows), its argument, and sometimes indented sub-lines.
extension JournalParser {
    /// The directives track reads, for messages.
    static let directiveNames = [
        "account", "alias", "apply account", "comment", "commodity", "D", "decimal-mark", "end aliases",
        "end apply account", "include", "P", "payee", "tag", "Y", "year",
    ]

    /// Directives after which the same lines read differently (see `JournalParser+Parallel`).
    static let stateChangingDirectives: Set<String> = [
        "alias", "apply", "end", "Y", "year", "decimal-mark", "D", "include", "comment",
    ]

    /// Directives whose effect lasts past the end of an included file: the
    /// rest change only how later lines of their own file read.
    static let outlivingDirectives: Set<String> = ["include", "D"]

    /// ledger directives hledger does not read either: a clear error beats silence.
    static let unsupportedLedgerDirectives: Set<String> = [
        "define", "bucket", "A", "assert", "check", "expr", "eval", "python", "import", "value",
        "automated", "test", "fixed", "endfixed", "def", "capture", "pyimport",
    ]

    mutating func parseDirective(_ cursor: inout Cursor) {
        let lineStart = cursor.position
        if cursor.peek == UInt8(ascii: "!") || cursor.peek == UInt8(ascii: "@") { cursor.advance() }
        let wordStart = cursor.position
        cursor.advance(while: { !$0.isSpaceOrTab && $0 != .newline && $0 != .carriageReturn })
        var word = cursor.string(wordStart, cursor.position)
        if cursor.position - wordStart > 1, cursor.byte(at: wordStart) == UInt8(ascii: "Y"),
           (wordStart + 1..<cursor.position).allSatisfy({ cursor.byte(at: $0).isDigit }) {
            // hledger reads `Y2026` as `Y 2026` (but not `year2026`).
            word = "Y"
            cursor.position = wordStart + 1
        }
        let wordRange = cursor.location(wordStart)..<cursor.location(cursor.position)
        cursor.skipSpaces()
        if stateWatch != .off && (stateWatch == .stopOutliving ? JournalParser.outlivingDirectives
                                                                : JournalParser.stateChangingDirectives).contains(word) {
            stateChange = stateChange ?? Int(cursor.location(lineStart).offset)
            if stateWatch != .record {
                cursor.position = cursor.bytes.count
                return
            }
        }
        switch word {
        case "account": parseAccountDirective(&cursor, lineStart: lineStart)
        case "commodity": parseCommodityDirective(&cursor, lineStart: lineStart)
        case "D": parseDefaultCommodity(&cursor)
        case "P": parsePriceDirective(&cursor, lineStart: lineStart)
        case "include": parseInclude(&cursor)
        case "alias": parseAlias(&cursor)
        case "Y", "year": parseYear(&cursor)
        case "payee", "tag": parseNameDeclaration(&cursor, isPayee: word == "payee")
        case "decimal-mark": parseDecimalMark(&cursor)
        case "comment":
            skipBlockComment(&cursor)
            return
        case "N", "C":
            break  // ledger's commodity-pricing directives: hledger ignores them, so do we
        case "apply", "end":
            parseScopedDirective(&cursor, word: word, lineStart: lineStart)
        default:
            reportUnknownDirective(word, range: wordRange, cursor: cursor, lineStart: lineStart)
            skipToNextItem(&cursor)
            return
        }
        skipIndentedLines(&cursor)
    }

    /// The rest of the line after the keyword, trimmed, without a trailing `; comment`
    /// when `stopAtComment`.
    func argument(_ cursor: Cursor, stopAtComment: Bool = false) -> (start: Int, end: Int) {
        var end = cursor.contentEnd
        if stopAtComment {
            var i = cursor.position
            while i < end {
                if cursor.byte(at: i) == .semicolon && (i == cursor.position || cursor.byte(at: i - 1).isSpaceOrTab) {
                    end = i
                    break
                }
                i += 1
            }
        }
        return (cursor.position, cursor.trimmedEnd(from: cursor.position, to: end))
    }

    /// Moves past the current line and any indented lines after it (ledger's sub-directives).
    func skipIndentedLines(_ cursor: inout Cursor) {
        cursor.skipToNextLine()
        while !cursor.isAtEnd && cursor.peek.isSpaceOrTab {
            var probe = cursor
            probe.skipSpaces()
            if probe.isAtLineEnd { break }
            cursor.skipToNextLine()
        }
    }

    /// `account Assets:Bank:Checking  ; type: Asset`
    mutating func parseAccountDirective(_ cursor: inout Cursor, lineStart: Int) {
        let nameStart = cursor.position
        let nameEnd = accountNameEnd(cursor)
        guard nameEnd > nameStart else {
            report(.accountNeedsName(at: cursor.location(lineStart)..<cursor.location(nameStart)))
            return
        }
        let id = internAccount(cursor, nameStart, nameEnd, markUsed: false)
        cursor.position = nameEnd
        cursor.skipSpaces()
        var comment = CommentBlock()
        if cursor.peek == .semicolon { comment.add(line: &cursor) }
        var type: AccountType?
        for tag in comment.tags where journal.bytes(tag.name).elementsEqual("type".utf8) {
            let value = journal.string(tag.value)
            guard let t = AccountType(tagValue: value) else {
                report(.invalidAccountType(value, at: tag.value.location..<SourceLocation(offset: tag.value.end)))
                continue
            }
            type = t
        }
        checkBudgetTags(comment.tags)
        if journal.accounts[id].declaration == nil {
            journal.accounts[id].declaration = Account.Declaration(
                order: journal.accountDeclarationCount, location: cursor.location(lineStart), type: type,
                tags: comment.tags, comment: comment.text)
            journal.accountDeclarationCount += 1
        } else if let type {
            journal.accounts[id].declaration?.type = type
        }
        readAccountAssertions(after: cursor, account: id)
    }

    /// Ledger's sub-directive `assert commodity == "USD"` on the indented lines
    /// under an `account` directive (the dispatcher skips them after): kept on
    /// the declaration and checked after balancing. Other sub-directives and
    /// other assertions are skipped, as hledger skips them.
    mutating func readAccountAssertions(after cursor: Cursor, account: AccountID) {
        var probe = cursor
        probe.skipToNextLine()
        while !probe.isAtEnd && probe.peek.isSpaceOrTab {
            var line = probe
            line.skipSpaces()
            if line.isAtLineEnd { break }
            let start = line.position, end = line.trimmedEnd(from: line.position, to: line.contentEnd)
            let words = line.string(start, end).split(separator: " ", omittingEmptySubsequences: true)
            if words.count == 4, words[0] == "assert", words[1] == "commodity", words[2] == "==",
               words[3].count >= 2, words[3].hasPrefix("\""), words[3].hasSuffix("\"") {
                let symbol = String(words[3].dropFirst().dropLast())
                let commodity = journal.commodities.id(of: symbol) ?? journal.commodities.intern(symbol)
                journal.accounts[account].declaration?.requiredCommodity = RequiredCommodity(
                    commodity: commodity, range: line.location(start)..<line.location(end))
            }
            probe.skipToNextLine()
        }
    }

    /// `commodity $1,000.00`, `commodity USD` (with an optional `format` sub-line),
    /// `commodity 1,000. gp`.
    mutating func parseCommodityDirective(_ cursor: inout Cursor, lineStart: Int) {
        let location = cursor.location(lineStart)
        let argumentStart = cursor.position
        var probe = cursor
        if startsSymbol(probe), !NumberReader.startsNumber(probe), let symbol = readSymbol(&probe) {
            probe.skipSpaces()
            if probe.isAtLineEnd || probe.peek == .semicolon {
                var start = symbol.start, end = symbol.end
                if cursor.byte(at: start) == UInt8(ascii: "\"") { start += 1; end -= 1 }
                let id = internCommodity(cursor, start, end)
                journal.commodities[id].declaration = location
                cursor = probe
                readCommodityTags(&cursor, commodity: id)
                readFormatSubline(after: cursor, commodity: id)
                return
            }
        }
        guard !cursor.isAtLineEnd else {
            report(.commodityNeedsSymbol(at: location..<cursor.location(argumentStart)))
            return
        }
        guard let parsed = readAmount(&cursor, context: .declaration) else { return }
        declare(parsed, at: location)
        cursor.skipSpaces()
        readCommodityTags(&cursor, commodity: parsed.amount.commodity)
    }

    /// The tags of a `commodity` directive's comment (`; booking: AVERAGE`), kept on the commodity.
    private mutating func readCommodityTags(_ cursor: inout Cursor, commodity: CommodityID) {
        guard cursor.peek == .semicolon else { return }
        var comment = CommentBlock()
        comment.add(line: &cursor)
        journal.commodities[commodity].tags = comment.tags
    }

    /// The `format 1,000.00 USD` sub-line of a `commodity USD` directive
    /// (the caller skips the sub-lines afterwards).
    private mutating func readFormatSubline(after directive: Cursor, commodity: CommodityID) {
        var line = directive
        line.skipToNextLine()
        while !line.isAtEnd && line.peek.isSpaceOrTab {
            line.skipSpaces()
            if line.isAtLineEnd { return }
            if line.matches("format") && line.peek(at: 6).isSpaceOrTab {
                line.advance(by: 6)
                line.skipSpaces()
                if let parsed = readAmount(&line, context: .declaration),
                   parsed.amount.commodity == commodity || parsed.amount.commodity == .none {
                    var style = Self.style(of: parsed)
                    if parsed.amount.commodity == .none { style.symbolSide = .right }
                    declaredStyles[commodity] = style
                    journal.commodities[commodity].style = style
                }
            }
            line.skipToNextLine()
        }
    }

    private mutating func declare(_ parsed: ParsedAmount, at location: SourceLocation) {
        let id = parsed.amount.commodity
        let style = Self.style(of: parsed)
        declaredStyles[id] = style
        journal.commodities[id].style = style
        journal.commodities[id].declaration = location
    }

    /// The style a sample amount shows.
    static func style(of parsed: ParsedAmount) -> AmountStyle {
        let reading = parsed.reading
        let groups = reading.digitGroups
        let decimal = reading.decimalMark ?? (groups?.mark == "." ? .comma : .period)
        return AmountStyle(
            symbolSide: parsed.side ?? .right, spaced: parsed.side == nil ? true : parsed.spaced,
            decimalMark: decimal, digitGroups: groups, precision: reading.quantity.scale)
    }

    /// `D $1,000.00`: amounts written with no symbol get this commodity.
    mutating func parseDefaultCommodity(_ cursor: inout Cursor) {
        guard let parsed = readAmount(&cursor, context: .posting) else { return }
        journal.defaultCommodity = parsed.amount.commodity
        if declaredStyles[parsed.amount.commodity] == nil {
            declaredStyles[parsed.amount.commodity] = Self.style(of: parsed)
        }
    }

    /// `P 2026-11-03 EUR 1.08 USD` (a time after the date is allowed and ignored).
    mutating func parsePriceDirective(_ cursor: inout Cursor, lineStart: Int) {
        guard let date = readDate(&cursor, year: scope.defaultYear) else { return }
        cursor.skipSpaces()
        // ledger's `HH:MM[:SS]` after the date.
        if cursor.peek.isDigit {
            var probe = cursor
            probe.advance(while: \.isDigit)
            if probe.peek == UInt8(ascii: ":") {
                probe.advance(while: { $0.isDigit || $0 == UInt8(ascii: ":") })
                cursor = probe
                cursor.skipSpaces()
            }
        }
        guard startsSymbol(cursor), !NumberReader.startsNumber(cursor), let symbol = readSymbol(&cursor) else {
            report(.priceNeedsCommodityAndPrice(at: cursor.location(lineStart)..<cursor.location(max(cursor.position, lineStart + 1))))
            return
        }
        var start = symbol.start, end = symbol.end
        if cursor.byte(at: start) == UInt8(ascii: "\"") { start += 1; end -= 1 }
        let commodity = internCommodity(cursor, start, end)
        cursor.skipSpaces()
        let amountStart = cursor.position
        guard let parsed = readAmount(&cursor, context: .posting) else { return }
        guard parsed.amount.quantity.isPositive else {
            var end = cursor.position
            while end > amountStart + 1, cursor.byte(at: end - 1) == UInt8(ascii: " ") { end -= 1 }
            report(.priceNotPositive(cursor.string(amountStart, end), at: cursor.location(amountStart)..<cursor.location(end)))
            return
        }
        let index = journal.prices.count
        if let mark = parsed.reading.ambiguousMark {
            styles.noteAmbiguity(AmountStyleInference.Ambiguity(
                slot: .price(index), commodity: parsed.amount.commodity, mark: mark,
                location: cursor.location(parsed.numberStart), length: parsed.numberEnd - parsed.numberStart,
                influencesStyle: true, side: parsed.side, spaced: parsed.spaced))
        }
        journal.prices.append(PriceDirective(date: date, commodity: commodity, price: parsed.amount,
                                             location: cursor.location(lineStart)))
    }

    /// `alias OLD = NEW`, `alias /REGEX/ = NEW`.
    mutating func parseAlias(_ cursor: inout Cursor) {
        let (start, end) = argument(cursor)
        let range = cursor.location(start)..<cursor.location(max(end, min(start + 1, cursor.contentEnd)))
        switch AccountAlias.parse(cursor.string(start, end)) {
        case .success(let alias):
            scope.aliases.append(alias)
            scopeChanged()
        case .failure(.missingEquals):
            report(.aliasNeedsOldAndNew(at: range))
        case .failure(.invalidRegex(let source)):
            report(.invalidRegex(source, at: range))
        case .failure(.regexTooLarge(let source, let limit)):
            report(.regexTooLarge(source, limit: limit, at: range))
        }
    }

    /// `Y 2026`, `year 2026`, `apply year 2026`: the year of dates written without one.
    mutating func parseYear(_ cursor: inout Cursor) {
        let (start, end) = argument(cursor, stopAtComment: true)
        let text = cursor.string(start, end)
        guard let year = Int(text), Day.years.contains(year) else {
            report(.invalidYear(text, at: cursor.location(start)..<cursor.location(max(end, min(start + 1, cursor.contentEnd)))))
            return
        }
        scope.defaultYear = year
    }

    mutating func parseNameDeclaration(_ cursor: inout Cursor, isPayee: Bool) {
        let (start, end) = argument(cursor, stopAtComment: true)
        guard end > start else { return }
        let declaration = NameDeclaration(name: cursor.text(start, end), location: cursor.location(start))
        if isPayee { journal.payees.append(declaration) } else { journal.tagDeclarations.append(declaration) }
    }

    /// `decimal-mark ,`: settles `1,000`-like numbers in the rest of the file.
    mutating func parseDecimalMark(_ cursor: inout Cursor) {
        let (start, end) = argument(cursor, stopAtComment: true)
        let text = cursor.string(start, end)
        switch text {
        case ".": scope.decimalMark = .period
        case ",": scope.decimalMark = .comma
        default:
            report(.decimalMarkNeedsMark(at: cursor.location(start)..<cursor.location(max(end, min(start + 1, cursor.contentEnd)))))
        }
    }

    /// `apply account NAME`, `apply year YEAR`, `end apply account`, `end aliases`, `end tag`.
    mutating func parseScopedDirective(_ cursor: inout Cursor, word: String, lineStart: Int) {
        let (start, end) = argument(cursor, stopAtComment: true)
        let rest = cursor.string(start, end)
        let words = rest.split(separator: " ", omittingEmptySubsequences: true)
        let first = words.first.map(String.init) ?? ""
        let fullRange = cursor.location(lineStart)..<cursor.location(end)
        if word == "apply" {
            switch first {
            case "account":
                var probe = cursor
                probe.advance(by: 7)
                probe.skipSpaces()
                let (nameStart, nameEnd) = argument(probe, stopAtComment: true)
                guard nameEnd > nameStart else {
                    report(.applyAccountNeedsName(at: fullRange))
                    return
                }
                scope.parentAccounts.append(probe.string(nameStart, nameEnd))
                scopeChanged()
            case "year":
                var probe = cursor
                probe.advance(by: 4)
                probe.skipSpaces()
                parseYear(&probe)
            default:
                report(.unsupportedLedgerDirective("apply " + first, at: fullRange))
            }
            return
        }
        switch rest {
        case "aliases":
            scope.aliases.removeAll()
            scopeChanged()
        case "apply account":
            guard !scope.parentAccounts.isEmpty else {
                report(.unmatchedEnd("end apply account", opener: "apply account", at: fullRange))
                return
            }
            scope.parentAccounts.removeLast()
            scopeChanged()
        case "tag", "apply tag":
            break
        case "apply year":
            scope.defaultYear = nil
        default:
            report(.unknownEnd("end" + (rest.isEmpty ? "" : " " + rest), at: fullRange))
        }
    }

    /// `comment` … `end comment`: everything between is ignored (to the end of
    /// the file when `end comment` never comes, as hledger). As in hledger, a
    /// line that starts with `end comment` at column 0 ends the block, and only
    /// spaces may follow it: other text (`end comment ; x`, `end commentary`)
    /// is an error, reported where it starts, after which reading goes on
    /// after the block.
    mutating func skipBlockComment(_ cursor: inout Cursor) {
        cursor.skipToNextLine()
        while !cursor.isAtEnd {
            let marker: StaticString = "end comment"
            if cursor.matches(marker) {
                let after = cursor.position + marker.utf8CodeUnitCount
                let end = cursor.trimmedEnd(from: after, to: cursor.contentEnd)
                if end > after {
                    var textStart = after
                    while textStart < end && cursor.byte(at: textStart).isSpaceOrTab { textStart += 1 }
                    report(.textAfterEndComment(at: cursor.location(textStart)..<cursor.location(end)))
                }
                cursor.skipToNextLine()
                return
            }
            cursor.skipToNextLine()
        }
        unendedCommentEnd = cursor.location.offset
    }

    private mutating func reportUnknownDirective(_ word: String, range: Range<SourceLocation>, cursor: Cursor, lineStart: Int) {
        let lineEnd = cursor.location(cursor.trimmedEnd(from: lineStart, to: cursor.contentEnd))
        if word.hasPrefix("--") {
            report(.ledgerOptionLine(word, at: range))
        } else if ["i", "o", "I", "O", "b", "h"].contains(word), cursor.peek.isDigit {
            report(.timeclockEntry(word, at: range))
        } else if Self.unsupportedLedgerDirectives.contains(word) {
            report(.unsupportedLedgerDirective(word, at: range))
        } else if word.isEmpty {
            report(.unrecognizedLine(at: cursor.location(lineStart)..<lineEnd))
        } else {
            report(.unknownDirective(word, at: range))
        }
    }
}
