import TrackModel

/// The wording of a plan tag that does not make a plan: what is wrong with
/// the tag under the caret, and how to write it.
extension Diagnostic {
    public init(_ error: PlanTagError, in journal: Journal) {
        let range = error.range
        switch error.kind {
        case .badValue(let tag, let value):
            self.init(.plan(.planBadValue), range: range,
                      message: "'\(tag.rawValue):\(value)' is not a plan's \(Self.what(tag))",
                      hint: "write \(tag.expected)")
        case .unknownTag(let name, let suggestion):
            self.init(.plan(.planUnknownTag), range: range,
                      message: "'\(name)' is not a plan tag" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                      hint: "plan tags are " + PlanTag.allCases.map(\.rawValue).joined(separator: ", "))
        case .missing(let tags, _) where tags == [.plan]:
            self.init(.plan(.planMissingTag), range: range, message: "these plan tags name no plan",
                      hint: "add 'plan:NAME' to the directive, or remove the plan- tags")
        case .missing(let tags, let plan):
            let names = tags.map { "'\($0.rawValue)'" + ($0 == .count ? " (or 'plan-until')" : "") }
            self.init(.plan(.planMissingTag), range: range,
                      message: "plan '\(plan)' has no " + names.joined(separator: ", ") + (tags.count == 1 ? " tag" : " tags"),
                      hint: "add " + tags.map { "'\($0.rawValue):…' with \($0.expected)" }.joined(separator: "; "))
        case .unknownCommodity(let symbol):
            self.init(.plan(.planUnknownCommodity), range: range,
                      message: "the plan's amount is in '\(symbol)', which no amount or commodity directive of the journal uses",
                      hint: "write the amount in a commodity of the journal, or declare it with 'commodity'")
        case .mixedCommodities(let tag, let expected):
            self.init(.plan(.planMixedCommodities), range: range,
                      message: "'\(tag.rawValue)' is not in the plan's commodity '\(expected)' (the one of 'plan-target')",
                      hint: "write every amount of a plan in one commodity")
        case .terms(let problem, let plan):
            self.init(.plan(.planTerms), range: range, message: "plan '\(plan)': " + PlanProblemText.message(problem),
                      hint: PlanProblemText.hint(problem))
        case .duplicateName(let name):
            self.init(.plan(.planDuplicateName), range: range, message: "another account directive already has plan '\(name)'",
                      hint: "give each plan its own name")
        }
    }

    private static func what(_ tag: PlanTag) -> String {
        switch tag {
        case .plan: "name"
        case .method: "method"
        case .start: "start date"
        case .until: "end date"
        case .seen: "seen date"
        case .respread: "re-spread date"
        case .every: "interval"
        case .count: "number of checkpoints"
        case .target: "target"
        case .unit: "unit"
        case .respreadBase: "amount saved when re-spread"
        case .percent: "percentage"
        case .weekend: "weekend rule"
        }
    }
}

/// A `PlanProblem` in words, shared by the journal's diagnostics and the
/// command line's messages.
public enum PlanProblemText {
    public static func message(_ problem: PlanProblem) -> String {
        switch problem {
        case .targetNotPositive: "the target must be more than zero"
        case .unitNotPositive: "the unit must be more than zero"
        case .percentOutOfRange: "the percentage must be above 0 and at most 100"
        case .untilBeforeStart: "the end date is before the start date"
        case .countNotPositive: "the number of checkpoints must be at least 1"
        case .countAndUntil: "a plan has a number of checkpoints or an end date, not both"
        case .tooManyCheckpoints: "the plan would have more than \(Plan.maximumCheckpoints) checkpoints"
        case .fiftyTwoWeekTarget(let expected): "a 52-week plan saves 1,378 units in all (\(expected)), not the target given"
        case .fiftyTwoWeekLength: "a 52-week plan has 52 checkpoints; it takes no count or end date"
        case .fixedFallsShort(let saves): "the fixed deposits save only \(saves) in all, less than the target"
        case .missingUnit: "this method needs a unit (the amount per checkpoint)"
        case .missingPercent: "the percent method needs a percentage"
        case .missingTarget: "this method needs a target"
        case .amountOverflow: "the plan's amounts have more digits than track can hold exactly"
        }
    }

    public static func hint(_ problem: PlanProblem) -> String {
        switch problem {
        case .targetNotPositive, .missingTarget: "give a target above zero, such as --target 1000"
        case .unitNotPositive, .missingUnit: "give a unit above zero, such as --unit 10"
        case .percentOutOfRange, .missingPercent: "give a percentage such as --percent 10"
        case .untilBeforeStart: "give an end date on or after the start"
        case .countNotPositive: "give --count 1 or more"
        case .countAndUntil: "keep one of the count (--count, plan-count) and the end date (--until, plan-until)"
        case .tooManyCheckpoints: "use a longer interval or fewer checkpoints"
        case .fiftyTwoWeekTarget: "leave the target out: a 52-week plan's is 1,378 × unit"
        case .fiftyTwoWeekLength: "leave out --count and --until (the interval may change, with --every)"
        case .fixedFallsShort: "raise the unit or the number of checkpoints, or lower the target"
        case .amountOverflow: "use smaller amounts"
        }
    }
}
