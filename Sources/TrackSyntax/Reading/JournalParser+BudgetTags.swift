import TrackModel

/// The tags of an `account` directive that budgets and goals read
/// (`rollover:`, `goal:`, `due:`, `rate:`),
/// checked where they are written so that a typo is an error at its place,
/// not a silent default.
extension JournalParser {
    mutating func checkBudgetTags(_ tags: [Tag]) {
        for tag in tags {
            let name = journal.bytes(tag.name)
            let range = tag.value.location..<SourceLocation(offset: tag.value.end)
            if name.elementsEqual(RolloverMode.tagName.utf8) {
                let value = journal.string(tag.value)
                if RolloverMode(tagValue: value) == nil { report(.invalidRollover(value, at: range)) }
            } else if name.elementsEqual(GoalTags.goal.utf8) {
                let value = journal.string(tag.value)
                if GoalTags.amount(value) == nil { report(.invalidGoalAmount(value, at: range)) }
            } else if name.elementsEqual(GoalTags.due.utf8) {
                let value = journal.string(tag.value)
                if GoalTags.due(value, today: options.today) == nil { report(.invalidDueDate(value, at: range)) }
            } else if name.elementsEqual(GoalTags.rate.utf8) {
                let value = journal.string(tag.value)
                if GoalTags.rate(value) == nil { report(.invalidRate(value, at: range)) }
            }
        }
    }
}
