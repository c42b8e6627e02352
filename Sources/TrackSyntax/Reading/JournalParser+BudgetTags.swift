import TrackModel

/// The tags of an `account` directive that budgets read (`rollover:`),
/// checked where they are written so that a typo is an error at its place,
/// not a silent default.
extension JournalParser {
    mutating func checkBudgetTags(_ tags: [Tag]) {
        for tag in tags where journal.bytes(tag.name).elementsEqual(RolloverMode.tagName.utf8) {
            let value = journal.string(tag.value)
            if RolloverMode(tagValue: value) == nil {
                report(.invalidRollover(value, at: tag.value.location..<SourceLocation(offset: tag.value.end)))
            }
        }
    }
}
