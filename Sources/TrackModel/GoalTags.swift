/// A goal as the tags of an `account` directive write it:
///
/// ```journal
/// account Assets:Savings:Vacation   ; goal: 3000 USD, due: 2027-06-30
/// account Liabilities:Loans:Car     ; goal: 0 USD, due: 2028-12-31, rate: 4.9%
/// ```
///
/// The tag names and how their values read, in one place for the parser
/// (which refuses a value that does not read) and the goal reports.
public enum GoalTags {
    public static let goal = "goal"
    public static let due = "due"
    public static let rate = "rate"

    /// `3000 USD`, `USD 3000`, `$3000`, `0`: a plain number (no digit
    /// groups: a tag value has no commas) and a commodity symbol on either
    /// side; nil when it is not one.
    public static func amount(_ text: String) -> (quantity: Quantity, symbol: String)? {
        let trimmed = text.trimmingCharacters(" \t")
        let isNumeric: (Character) -> Bool = { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }
        let number: Substring, symbol: Substring
        if let first = trimmed.first, isNumeric(first) {
            number = trimmed.prefix(while: isNumeric)
            symbol = trimmed.dropFirst(number.count)
        } else {
            symbol = trimmed.prefix { !isNumeric($0) }
            number = trimmed.dropFirst(symbol.count)
        }
        let shownSymbol = String(symbol).trimmingCharacters(" \t")
        guard let quantity = Quantity(String(number).trimmingCharacters(" \t")),
              !shownSymbol.contains(where: { $0.isNumber || $0 == " " }) else { return nil }
        return (quantity, shownSymbol)
    }

    /// `4.9%`: a yearly rate, at least zero, as a percentage (4.9); nil for anything else.
    public static func rate(_ text: String) -> Quantity? {
        let trimmed = text.trimmingCharacters(" \t")
        guard trimmed.hasSuffix("%"), let value = Quantity(trimmed.dropLast().trimmingCharacters(" \t")),
              !value.isNegative else { return nil }
        return value
    }

    /// `2027-06-30` (or any date `-b` takes, read against `today`); nil when it does not read.
    public static func due(_ text: String, today: Day) -> Day? {
        try? PeriodExpression.parseDate(text.trimmingCharacters(" \t"), today: today)
    }
}

extension StringProtocol {
    /// Without the given characters at either end (the model does not import Foundation).
    func trimmingCharacters(_ characters: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, characters.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, characters.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
