import TrackModel

/// Every diagnostic's wording, declared once. Messages say what is wrong in
/// plain words; hints say how to fix it.
extension Diagnostic {
    static func fileNotFound(_ path: String) -> Diagnostic {
        Diagnostic(.fileNotFound, range: nil, message: "journal file '\(path)' not found",
                   hint: "create it with 'track init \(path)', or name another with -f FILE or $TRACK_FILE")
    }

    static func fileUnreadable(_ path: String, reason: String) -> Diagnostic {
        Diagnostic(.fileUnreadable, range: nil, message: "cannot read journal file '\(path)': \(reason)")
    }

    static func journalTooLarge(at range: Range<SourceLocation>?) -> Diagnostic {
        Diagnostic(.journalTooLarge, range: range, message: "the journal is larger than 4 GB, which track cannot read",
                   hint: "split it into yearly files and report on fewer at a time")
    }

    static func invalidDate(_ failure: DateReader.Failure, text: String, at range: Range<SourceLocation>) -> Diagnostic {
        switch failure {
        case .notADate:
            return Diagnostic(.expectedDate, range: range, message: text.isEmpty ? "expected a date here" : "'\(text)' is not a date",
                              hint: "write dates as YYYY-MM-DD, YYYY/MM/DD or YYYY.MM.DD, such as 2026-11-02")
        case .mixedSeparators:
            return Diagnostic(.invalidDate, range: range, message: "the date '\(text)' mixes separators",
                              hint: "use one separator throughout, such as 2026-11-02 or 2026/11/02")
        case .noSuchDay(let year, let month, _):
            let why: String
            if !(1...9999).contains(year) {
                why = "year \(year) is out of range (1 to 9999)"
            } else if !(1...12).contains(month) {
                why = "month \(month) does not exist"
            } else {
                why = "\(monthName(month)) \(year) has \(Day.daysIn(month: month, year: year)) days"
            }
            return Diagnostic(.invalidDate, range: range, message: "'\(text)' is not a valid date: \(why)",
                              hint: "correct the day or the month")
        }
    }

    private static func monthName(_ month: Int) -> String {
        ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
         "November", "December"][month - 1]
    }

    static func unexpectedText(at range: Range<SourceLocation>, after: String?, hint: String?) -> Diagnostic {
        Diagnostic(.unexpectedText, range: range,
                   message: after.map { "unexpected text after \($0)" } ?? "this line is not a transaction, comment or directive",
                   hint: hint ?? "transactions start with a date; comments with ';' or '#'; directives with a keyword such as 'account'")
    }

    static func postingOutsideTransaction(at range: Range<SourceLocation>, line: SourceLocation) -> Diagnostic {
        Diagnostic(.postingOutsideTransaction, range: range, message: "this indented line is not part of a transaction",
                   hint: "postings follow a transaction's date line with no blank line between; remove the blank line above or the indentation")
    }

    static func missingArgument(at range: Range<SourceLocation>, directive: String, expected: String) -> Diagnostic {
        Diagnostic(.missingArgument, range: range, message: "'\(directive)' needs \(expected)")
    }

    /// What a bracket opens, for the hint.
    enum Bracketed {
        case account, virtualCost, lotPrice, lotDate, lotNote
    }

    static func unclosedBracket(at range: Range<SourceLocation>, open: UInt8, close: UInt8, in bracketed: Bracketed) -> Diagnostic {
        let o = String(UnicodeScalar(open)), c = String(UnicodeScalar(close))
        let form: String
        switch bracketed {
        case .account: form = "a virtual account is written (Account), a balanced virtual one [Account]"
        case .virtualCost: form = "a virtual cost is written (@) or (@@)"
        case .lotPrice: form = "a lot price is written {PRICE}, {{TOTAL}} or {=PRICE}"
        case .lotDate: form = "a lot date is written [2026-01-15]"
        case .lotNote: form = "a lot note is written (NOTE)"
        }
        return Diagnostic(.unclosedBracket, range: range, message: "'\(o)' is not closed",
                          hint: "add the closing '\(c)'; \(form)")
    }

    static func missingAccountName(at range: Range<SourceLocation>, line: SourceLocation) -> Diagnostic {
        Diagnostic(.missingAccountName, range: range, message: "this posting has no account name",
                   hint: "write the account first, then two spaces, then the amount")
    }

    static func amountOverflow(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.amountOverflow, range: range, message: "this amount has more digits than track can hold exactly",
                   hint: "amounts may have up to 38 significant digits and 37 decimal places")
    }

    static func malformedNumber(_ text: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.invalidAmount, range: range, message: "'\(text)' is not a number: its marks cannot be read as digit groups and a decimal mark",
                   hint: "write one decimal mark, last, and digit group marks of the other kind, such as 1,234.56 or 1.234,56")
    }

    static func invalidAmount(_ text: String, at range: Range<SourceLocation>) -> Diagnostic {
        let isExpression = text.hasPrefix("(")
        return Diagnostic(
            .invalidAmount, range: range,
            message: isExpression ? "'\(text)' looks like a ledger value expression, which track does not evaluate"
                                  : text.isEmpty ? "expected an amount here" : "'\(text)' is not an amount",
            hint: isExpression ? "write the computed amount instead"
                               : "write a number with an optional commodity, such as 12.50, $12.50 or 12.50 USD; a comment starts with ';'")
    }

    static func unclosedQuote(at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.unclosedQuote, range: range, message: "the quoted commodity symbol is not closed",
                   hint: "add the closing '\"', as in 10 \"ACME Co\"")
    }

    static func invalidAccountType(_ value: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.invalidAccountType, range: range, message: "'\(value)' is not an account type",
                   hint: "use Asset, Liability, Equity, Revenue, Expense, Cash or Conversion (or A, L, E, R, X, C, V)")
    }

    static func invalidRegex(_ source: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.invalidRegex, range: range, message: "'/\(source)/' is not a valid regular expression",
                   hint: "check brackets and escapes; a plain alias needs no slashes: alias OLD = NEW")
    }

    static func invalidYear(_ text: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.missingArgument, range: range, message: text.isEmpty ? "expected a year here" : "'\(text)' is not a year",
                   hint: "write a year from 1 to 9999, such as Y 2026")
    }

    static func unsupportedLedgerDirective(_ word: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.unsupportedLedgerSyntax, range: range,
                   message: "ledger's '\(word)' directive is not supported (hledger does not read it either)",
                   hint: "remove it or turn it into a comment with ';'")
    }

    static func optionLine(_ word: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.unsupportedLedgerSyntax, range: range,
                   message: "command-line options in a journal ('\(word)') are a ledger feature track does not read",
                   hint: "give the option on the command line, or turn the line into a comment with ';'")
    }

    static func timeclockEntry(_ word: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.unsupportedLedgerSyntax, range: range,
                   message: "timeclock entries ('\(word) DATE …') are not read in a journal",
                   hint: "keep time logs in their own .timeclock file")
    }

    static func unknownDirective(_ word: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.unknownDirective, range: range, message: "unknown directive '\(word)'",
                   hint: "directives are " + JournalParser.directiveNames.joined(separator: ", ")
                       + "; a transaction starts with a date, a comment with ';'")
    }

    static func unmatchedEnd(_ text: String, opener: String?, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.unmatchedEnd, range: range,
                   message: opener.map { "'\(text)' has no '\($0)' before it" } ?? "'\(text)' ends nothing",
                   hint: "the 'end' forms are: end aliases, end apply account, end comment, end tag")
    }

    static func includeNotFound(_ written: String, resolved: String, isPattern: Bool, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.includeNotFound, range: range,
                   message: isPattern ? "no file matches '\(written)'" : "included file '\(written)' not found",
                   hint: written == resolved ? "paths are relative to the including file's folder"
                                             : "looked for \(resolved); paths are relative to the including file's folder")
    }

    static func includeUnreadable(_ written: String, reason: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.fileUnreadable, range: range, message: "cannot read included file '\(written)': \(reason)")
    }

    static func includeCycle(_ written: String, at range: Range<SourceLocation>) -> Diagnostic {
        Diagnostic(.includeCycle, range: range, message: "cyclic include: '\(written)' is already being read",
                   hint: "a file must not include itself, directly or through other files")
    }

    static func invalidPeriod(_ error: PeriodError, at range: Range<SourceLocation>) -> Diagnostic {
        // -p's general hint offers single periods first; a periodic transaction usually repeats.
        let hint = error.hint != PeriodError.generalHint ? error.hint
            : "write an interval, with dates if it has them: 'monthly', 'every 2 weeks from 2026-01' or 'monthly in 2026'"
        return Diagnostic(.invalidPeriod, range: range,
                          message: "cannot read the period of this periodic transaction: \(error.message)", hint: hint)
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
            .ambiguousAmount, severity: .warning, range: range,
            message: "'\(text)' is ambiguous: read as \(text.replacingMark(mark)) (with '\(mark.character)' as a decimal mark, as hledger reads it)",
            hint: "declare the style of \(name), e.g. 'commodity \(sample)', or write the number unambiguously")
    }
}

extension String {
    /// `1,000` → `1.000` for messages: the number with `mark` shown as `.`.
    fileprivate func replacingMark(_ mark: AmountStyle.DecimalMark) -> String {
        String(map { $0 == mark.character ? "." : ($0 == mark.other.character ? "," : $0) })
    }
}
