/// What an envelope budget (`track budget --rollover`) carries from one
/// period into the next for an account, chosen by the `rollover:` tag on
/// its `account` directive (inherited by its subaccounts):
///
/// ```journal
/// account Expenses:Leisure      ; rollover: positive
/// ```
public enum RolloverMode: String, Sendable, CaseIterable {
    /// What is left and what is overspent both carry (the default).
    case full
    /// Only what is left carries; overspending is absorbed each period, as
    /// Actual Budget does by default.
    case positive
    /// Nothing carries: each period starts afresh.
    case none

    /// The mode a tag's value names, ignoring case and surrounding spaces; nil for another word.
    public init?(tagValue: String) {
        var word = Substring(tagValue)
        while word.first == " " || word.first == "\t" { word = word.dropFirst() }
        while word.last == " " || word.last == "\t" { word = word.dropLast() }
        guard let mode = RolloverMode(rawValue: word.lowercased()) else { return nil }
        self = mode
    }

    /// The tag's name: `rollover`.
    public static let tagName = "rollover"
}
