import TrackModel

/// Every message of the journal's diagnostics, declared once with its hint by
/// the function named like its ID (`DiagnosticID.Journal`), sorted by name.
/// Messages say what is wrong in plain words; hints say how to fix it.
/// Those of timeclock and timedot files are in `Diagnostic+Timeclock`.
extension Diagnostic {
    static func accountAssertionFailed(account: String, required: String, found: String,
                                       at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.accountAssertionFailed), range: range,
                   message: "\(account) takes only \(required) (its account directive asserts commodity == \"\(required)\"), not \(found)",
                   hint: "post \(found) to another account, or convert it with a cost (@ … \(required))")
    }

    static func accountNeedsName(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.accountNeedsName), range: range,
                   message: "'account' needs an account name, such as 'Assets:Bank:Checking'")
    }

    static func aliasNeedsOldAndNew(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.aliasNeedsOldAndNew), range: range,
                   message: "'alias' needs 'OLD = NEW', such as 'alias checking = Assets:Bank:Checking'")
    }

    static func ambiguousAmount(
        _ text: String, mark: AmountStyle.DecimalMark, commodity: String, side: AmountStyle.SymbolSide?, spaced: Bool,
        at range: Range<SourceLocation>
    ) -> Diagnostic {
        let name = commodity.isEmpty ? "amounts with no commodity" : "'\(commodity)'"
        // The sample reads the ambiguous mark as digit grouping, the likelier intent of `1,000`.
        let number = "1\(mark.character)000\(mark.other.character)00"
        let symbol = Commodity(symbol: commodity).quotedSymbol
        let space = spaced ? " " : ""
        let sample = commodity.isEmpty ? number
            : (side == .left ? symbol + space + number : number + " " + symbol)
        return Diagnostic(
            .journal(.ambiguousAmount), severity: .warning, range: range,
            message: "'\(text)' is ambiguous: read as \(text.replacingMark(mark)) (with '\(mark.character)' as a decimal mark, as hledger reads it)",
            hint: "declare the style of \(name), e.g. 'commodity \(sample)', or write the number unambiguously")
    }

    static func amountOverflow(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.amountOverflow), range: range, message: "this amount has more digits than track can hold exactly",
                   hint: "amounts may have up to 38 significant digits and 37 decimal places")
    }

    static func applyAccountNeedsName(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.applyAccountNeedsName), range: range, message: "'apply account' needs an account name")
    }

    static func commodityNeedsSymbol(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.commodityNeedsSymbol), range: range,
                   message: "'commodity' needs a symbol or a sample amount, such as 'commodity $1,000.00'")
    }

    static func controlCharacter(_ value: UInt32, at range: Range<SourceLocation>) -> Diagnostic {
        let hex = String(value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return Diagnostic(
            .journal(.controlCharacter), severity: .warning, range: range,
            message: "a control character (\(code)) in the journal's text: a terminal may obey it as a command",
            hint: "remove it; track shows it escaped on a terminal, but other tools print it as it is")
    }

    static func dateMixesSeparators(_ text: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.dateMixesSeparators), range: range, message: "the date '\(text)' mixes separators",
                   hint: "use one separator throughout, such as 2026-11-02 or 2026/11/02")
    }

    static func decimalMarkNeedsMark(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.decimalMarkNeedsMark), range: range, message: "'decimal-mark' needs '.' or ','")
    }

    static func expectedAmount(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.expectedAmount), range: range, message: "expected an amount here",
                   hint: amountHint)
    }

    static func expectedDate(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.expectedDate), range: range, message: "expected a date here", hint: dateHint)
    }

    static func expectedYear(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.expectedYear), range: range, message: "expected a year here", hint: yearHint)
    }

    static func fileNotFound(_ path: String) -> Diagnostic {
        Diagnostic(.journal(.fileNotFound), range: nil, message: "journal file '\(path)' not found",
                   hint: "create it with 'track init \(path)', or name another with -f FILE or $TRACK_FILE")
    }

    static func fileIsSeparatedValues(_ path: String) -> Diagnostic {
        Diagnostic(.journal(.csvNotAJournal), range: nil, message: "'\(path)' is a CSV file, not a journal",
                   hint: "read it into a journal with 'track import \(path)' (its rules in \(path).rules)")
    }

    static func includeSeparatedValues(_ written: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.csvNotAJournal), range: range, message: "'\(written)' is a CSV file, which a journal cannot include",
                   hint: "convert it with 'track import' (rules in a .rules file beside it), which appends journal entries")
    }

    static func fileUnreadable(_ path: String, reason: String) -> Diagnostic {
        Diagnostic(.journal(.fileUnreadable), range: nil, message: "cannot read journal file '\(path)': \(reason)")
    }

    /// `match`: the file a glob matched that closes the cycle (the pattern alone names none).
    static func includeCycle(_ written: String, match: String? = nil, at range: Range<SourceLocation>) -> Diagnostic {
        let message = match.map { "cyclic include: '\(written)' matches '\($0)', which is already being read" }
            ?? "cyclic include: '\(written)' is already being read"
        return Diagnostic(.journal(.includeCycle), range: range, message: message,
                          hint: "a file must not include itself, directly or through other files")
    }

    static func includeMatchesNothing(_ written: String, resolved: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.includeMatchesNothing), range: range, message: "no file matches '\(written)'",
                   hint: includeHint(written, resolved: resolved))
    }

    static func includeNeedsPath(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.includeNeedsPath), range: range, message: "'include' needs a file path, such as 'include 2026.journal'")
    }

    static func includeNotFound(_ written: String, resolved: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.includeNotFound), range: range, message: "included file '\(written)' not found",
                   hint: includeHint(written, resolved: resolved))
    }

    static func loneCarriageReturn(_ path: String, line: Int, at range: Range<SourceLocation>?) -> Diagnostic {
        Diagnostic(.journal(.loneCarriageReturn), range: range,
                   message: "cannot read '\(path)': line \(line) ends with a lone carriage return (CR, as in old Mac files), "
                       + "which track does not take for a line end",
                   hint: "end its lines with LF (or CRLF), for example: tr '\\r' '\\n' < '\(path)' > converted.journal")
    }

    static func accountTooDeep(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.accountTooDeep), range: range,
                   message: "account name has more than \(AccountTable.maximumDepth) components; the rest is cut off",
                   hint: "an account is a path such as 'Expenses:Food:Groceries': check for a stray run of ':'")
    }

    /// `what` is "account name" or "commodity symbol".
    static func nameNotUtf8(_ what: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.nameNotUtf8), range: range,
                   message: "\(what) is not valid UTF-8: names that differ only in such bytes could not be told apart",
                   hint: "save the journal as UTF-8, for example with: iconv -f latin1 -t utf-8")
    }

    /// `what` is "accounts" or "commodities"; the byte counts tell names apart that look the same.
    static func namesDifferInNormalization(_ what: String, _ names: [String]) -> Diagnostic {
        let listed = names.map { "'\($0)' (\($0.utf8.count) bytes)" }.joined(separator: ", ")
        return Diagnostic(.journal(.namesDifferInNormalization), severity: .warning, range: nil,
                          message: "\(what) \(listed) differ only in Unicode normalization (NFC, NFD): they are kept apart",
                          hint: "write them with the same bytes, or add an alias from one to the other")
    }

    static func includeUnreadable(_ written: String, reason: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.includeUnreadable), range: range, message: "cannot read included file '\(written)': \(reason)")
    }

    static func invalidAccountType(_ value: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.invalidAccountType), range: range, message: "'\(value)' is not an account type",
                   hint: "use Asset, Liability, Equity, Revenue, Expense, Cash or Conversion (or A, L, E, R, X, C, V)")
    }

    static func invalidPeriod(_ error: PeriodError, at range: Range<SourceLocation>) -> Diagnostic {
        // -p's general hint offers single periods first; a periodic transaction usually repeats.
        let hint = error.hint != PeriodError.generalHint ? error.hint
            : "write an interval, with dates if it has them: 'monthly', 'every 2 weeks from 2026-01' or 'monthly in 2026'"
        return Diagnostic(.journal(.invalidPeriod), range: range,
                          message: "cannot read the period of this periodic transaction: \(error.message)", hint: hint)
    }

    static func invalidRegex(_ source: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.invalidRegex), range: range, message: "'/\(source)/' is not a valid regular expression",
                   hint: "check brackets and escapes; a plain alias needs no slashes: alias OLD = NEW")
    }

    static func invalidGoalAmount(_ value: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.invalidGoalAmount), range: range, message: "goal: '\(value)' is not an amount",
                   hint: "write the target as a number and a commodity, without digit groups: goal: 3000 USD")
    }

    static func invalidDueDate(_ value: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.invalidDueDate), range: range, message: "due: '\(value)' is not a date",
                   hint: "write the day the goal is due as YYYY-MM-DD: due: 2027-06-30")
    }

    static func invalidRate(_ value: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.invalidRate), range: range, message: "rate: '\(value)' is not a yearly rate of zero or more",
                   hint: "write the yearly interest rate as a percentage: rate: 4.9%")
    }

    static func invalidRollover(_ value: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.invalidRollover), range: range, message: "'\(value)' is not a rollover mode",
                   hint: "write rollover: full (what is left or overspent carries), positive (only what is left) or none")
    }

    /// A pattern past `RegexPattern.maxInstructions`; long ones are shown by their start.
    static func regexTooLarge(_ source: String, limit: Int, at range: Range<SourceLocation>) -> Diagnostic {
        let shown = source.count > 40 ? source.prefix(40) + "…" : source[...]
        return Diagnostic(.journal(.regexTooLarge), range: range,
                          message: "'/\(shown)/' is too large a regular expression (over \(limit) instructions)",
                          hint: "split it into several aliases with smaller patterns, such as one per alternative")
    }

    static func journalTooLarge(at range: Range<SourceLocation>?) -> Diagnostic {
        Diagnostic(.journal(.journalTooLarge), range: range, message: "the journal is larger than 4 GB, which track cannot read",
                   hint: "split it into yearly files and report on fewer at a time")
    }

    static func ledgerOptionLine(_ word: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.ledgerOptionLine), range: range,
                   message: "command-line options in a journal ('\(word)') are a ledger feature track does not read",
                   hint: "give the option on the command line, or turn the line into a comment with ';'")
    }

    static func malformedNumber(_ text: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.malformedNumber), range: range,
                   message: "'\(text)' is not a number: its marks cannot be read as digit groups and a decimal mark",
                   hint: "write one decimal mark, last, and digit group marks of the other kind, such as 1,234.56 or 1.234,56")
    }

    static func missingAccountName(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.missingAccountName), range: range, message: "this posting has no account name",
                   hint: "write the account first, then two spaces, then the amount")
    }

    static func notADate(_ text: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.notADate), range: range, message: "'\(text)' is not a date", hint: dateHint)
    }

    static func notAYear(_ text: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.notAYear), range: range, message: "'\(text)' is not a year", hint: yearHint)
    }

    static func amountTwoSigns(_ text: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.amountTwoSigns), range: range, message: "'\(text)' has two signs in a row",
                   hint: "write one sign: -20, -$20 or $-20 (a sign on each side of a symbol, -$-20, multiplies, as in hledger)")
    }

    static func notAnAmount(_ text: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.notAnAmount), range: range, message: "'\(text)' is not an amount", hint: amountHint)
    }

    /// `why` says which part does not exist: the year, the month or the day.
    static func dateShortYear(_ text: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.dateShortYear), range: range,
                   message: "'\(text)' is not a date: a year is written with four digits or more",
                   hint: "write the year in full, such as 2026-11-02 (or 0026-11-02)")
    }

    static func noSuchDate(_ text: String, why: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.noSuchDate), range: range, message: "'\(text)' is not a valid date: \(why)",
                   hint: "correct the day or the month")
    }

    static func periodicNeedsPeriod(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.periodicNeedsPeriod), range: range,
                   message: "'~' needs a period such as 'monthly' or 'every month from 2026-01'")
    }

    /// A rule with nothing to budget or forecast is almost always a posting
    /// lost to a blank line or missing indentation; hledger accepts it silently.
    static func periodicNeedsPostings(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.periodicNeedsPostings), range: range, message: "this periodic transaction has no postings",
                   hint: "indent its postings below the '~' line, with no blank line between, or remove the rule")
    }

    static func postingOutsideTransaction(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.postingOutsideTransaction), range: range, message: "this indented line is not part of a transaction",
                   hint: "postings follow a transaction's date line with no blank line between; remove the blank line above or the indentation")
    }

    static func priceNeedsCommodityAndPrice(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.priceNeedsCommodityAndPrice), range: range,
                   message: "'P' needs a commodity and its price, such as 'P 2026-11-03 EUR 1.08 USD'")
    }

    static func priceNotPositive(_ text: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.priceNotPositive), range: range,
                   message: "a market price must be above zero, not \(text)",
                   hint: "a 'P' directive gives what one unit is worth; remove the line or write the price it had")
    }

    static func textAfterAmount(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.textAfterAmount), range: range, message: "unexpected text after the amount",
                   hint: "a comment starts with ';'; a cost with '@'; a balance assertion with '='")
    }

    static func textAfterCost(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.textAfterCost), range: range, message: "unexpected text after the cost",
                   hint: "a posting has at most one cost")
    }

    /// hledger reads one lot price and one lot date per posting: a second is
    /// a mistake (two prices for one lot), not something to choose from.
    static func repeatedLotPart(_ part: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.repeatedLotPart), range: range, message: "a second \(part) on one posting",
                   hint: "a posting has at most one lot price {…} and one lot date […]: remove one")
    }

    static func textInLotPrice(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.textInLotPrice), range: range, message: "unexpected text in the lot price",
                   hint: "a lot price holds one amount: {PRICE}, {{TOTAL}} or {=PRICE}, such as {$50} or {50 USD}")
    }

    static func textAfterDate(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.textAfterDate), range: range, message: "unexpected text after the date",
                   hint: "put a space between the date and the description")
    }

    static func textAfterEndComment(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.textAfterEndComment), range: range, message: "unexpected text after 'end comment'",
                   hint: "'end comment' stands alone on its line: remove this text or move it inside the block")
    }

    static func unclosedLotDate(at range: Range<SourceLocation>) -> Diagnostic {
        unclosed(.unclosedLotDate, "[", "]", range, "a lot date is written [2026-01-15]")
    }

    static func unclosedLotNote(at range: Range<SourceLocation>) -> Diagnostic {
        unclosed(.unclosedLotNote, "(", ")", range, "a lot note is written (NOTE)")
    }

    static func unclosedLotPrice(at range: Range<SourceLocation>) -> Diagnostic {
        unclosed(.unclosedLotPrice, "{", "}", range, "a lot price is written {PRICE}, {{TOTAL}} or {=PRICE}")
    }

    static func unclosedQuote(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.unclosedQuote), range: range, message: "the quoted commodity symbol is not closed",
                   hint: "add the closing '\"', as in 10 \"ACME Co\"")
    }

    /// `(Account` or `[Account`: `close` is the bracket that matches `open`.
    static func unclosedVirtualAccount(open: UInt8, close: UInt8, at range: Range<SourceLocation>) -> Diagnostic {
        unclosed(.unclosedVirtualAccount, Character(UnicodeScalar(open)), Character(UnicodeScalar(close)), range,
                 "a virtual account is written (Account), a balanced virtual one [Account]")
    }

    static func unclosedVirtualCost(at range: Range<SourceLocation>) -> Diagnostic {
        unclosed(.unclosedVirtualCost, "(", ")", range, "a virtual cost is written (@) or (@@)")
    }

    static func unknownDirective(_ word: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.unknownDirective), range: range, message: "unknown directive '\(word)'",
                   hint: "directives are " + JournalParser.directiveNames.joined(separator: ", ")
                       + "; a transaction starts with a date, a comment with ';'")
    }

    static func unknownEnd(_ text: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.unknownEnd), range: range, message: "'\(text)' ends nothing", hint: endHint)
    }

    static func unmatchedEnd(_ text: String, opener: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.unmatchedEnd), range: range, message: "'\(text)' has no '\(opener)' before it", hint: endHint)
    }

    static func unrecognizedLine(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.unrecognizedLine), range: range, message: "this line is not a transaction, comment or directive",
                   hint: "transactions start with a date; comments with ';' or '#'; directives with a keyword such as 'account'")
    }

    static func unsupportedLedgerDirective(_ word: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.unsupportedLedgerDirective), range: range,
                   message: "ledger's '\(word)' directive is not supported (hledger does not read it either)",
                   hint: "remove it or turn it into a comment with ';'")
    }

    static func valueExpression(_ text: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.journal(.valueExpression), range: range,
                   message: "'\(text)' looks like a ledger value expression, which track does not evaluate",
                   hint: "write the computed amount instead")
    }
}

/// Hints several messages share, and the one shape of the unclosed-bracket messages.
extension Diagnostic {
    private static let amountHint =
        "write a number with an optional commodity, such as 12.50, $12.50 or 12.50 USD; a comment starts with ';'"
    private static let dateHint = "write dates as YYYY-MM-DD, YYYY/MM/DD or YYYY.MM.DD, such as 2026-11-02"
    private static let yearHint = "write a year from 0 to \(Day.years.upperBound), such as Y 2026"
    private static let endHint = "the 'end' forms are: end aliases, end apply account, end comment, end tag"

    private static func includeHint(_ written: String, resolved: String) -> String {
        written == resolved ? "paths are relative to the including file's folder"
                            : "looked for \(resolved); paths are relative to the including file's folder"
    }

    private static func unclosed(
        _ id: DiagnosticID.Journal, _ open: Character, _ close: Character, _ range: Range<SourceLocation>, _ form: String
    ) -> Diagnostic {
        Diagnostic(.journal(id), range: range, message: "'\(open)' is not closed",
                   hint: "add the closing '\(close)'; \(form)")
    }
}

/// The parser reports what a reader found wrong; these choose the message.
extension Diagnostic {
    static func invalidDate(_ failure: DateReader.Failure, text: String, at range: Range<SourceLocation>) -> Diagnostic {
        switch failure {
        case .notADate:
            return text.isEmpty ? .expectedDate(at: range) : .notADate(text, at: range)
        case .mixedSeparators:
            return .dateMixesSeparators(text, at: range)
        case .shortYear:
            return .dateShortYear(text, at: range)
        case .noSuchDay(let year, let month, _):
            let why: String
            if !Day.years.contains(year) {
                why = "year \(year) is out of range (0 to \(Day.years.upperBound))"
            } else if !(1...12).contains(month) {
                why = "month \(month) does not exist"
            } else {
                why = "\(monthName(month)) \(year) has \(Day.daysIn(month: month, year: year)) days"
            }
            return .noSuchDate(text, why: why, at: range)
        }
    }

    private static func monthName(_ month: Int) -> String {
        ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
         "November", "December"][month - 1]
    }

    /// `text` is what stands where an amount belongs (`(amount * 2)`, `$`, nothing).
    static func invalidAmount(_ text: String, at range: Range<SourceLocation>) -> Diagnostic {
        if text.hasPrefix("(") { return .valueExpression(text, at: range) }
        return text.isEmpty ? .expectedAmount(at: range) : .notAnAmount(text, at: range)
    }

    /// `text` is what follows `Y`/`year`, if anything.
    static func invalidYear(_ text: String, at range: Range<SourceLocation>) -> Diagnostic {
        text.isEmpty ? .expectedYear(at: range) : .notAYear(text, at: range)
    }
}

extension String {
    /// `1,000` → `1.000` for messages: the number with `mark` shown as `.`.
    fileprivate func replacingMark(_ mark: AmountStyle.DecimalMark) -> String {
        String(map { $0 == mark.character ? "." : ($0 == mark.other.character ? "," : $0) })
    }
}
