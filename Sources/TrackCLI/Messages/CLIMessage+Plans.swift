import TrackModel
import TrackSyntax

/// The messages of `track plan …`.
extension CLIMessage {
    static func planNeedsCommand(_ names: [String]) -> CLIMessage {
        CLIMessage(.planNeedsCommand, "which plan command? track plan needs one",
                   hint: "the plan commands are " + names.joined(separator: ", ") + "; see 'track plan --help'")
    }

    static func unknownPlanCommand(_ name: String, suggestion: String?, names: [String]) -> CLIMessage {
        CLIMessage(.unknownPlanCommand, "unknown plan command '\(name)'",
                   hint: suggestion.map { "did you mean '\($0)'?" } ?? "the plan commands are " + names.joined(separator: ", "))
    }

    static func planNeedsOption(_ option: String, example: String) -> CLIMessage {
        CLIMessage(.planNeedsOption, "'track plan new' needs \(option)", hint: "give it, such as '\(example)'; 'track plan new --help' lists the options")
    }

    static func planNeedsName(_ command: String) -> CLIMessage {
        CLIMessage(.planNeedsName, "which plan? 'track plan \(command)' needs the plan's name", hint: "'track plan list' lists the plans")
    }

    static func planDepositNeedsAmount(_ name: String) -> CLIMessage {
        CLIMessage(.planDepositNeedsAmount, "how much? 'track plan deposit \(name)' needs an amount",
                   hint: "write it after the name, such as 'track plan deposit \(name) 50'")
    }

    static func unknownPlanMethod(_ name: String) -> CLIMessage {
        CLIMessage(.unknownPlanMethod, "unknown saving method '\(name)'",
                   hint: "the methods are " + PlanMethod.names.joined(separator: ", ") + " ('track plan methods' explains them)")
    }

    static func planTermsInvalid(_ problem: PlanProblem) -> CLIMessage {
        CLIMessage(.planTermsInvalid, PlanProblemText.message(problem), hint: PlanProblemText.hint(problem))
    }

    static func unknownPlanInterval(_ text: String) -> CLIMessage {
        CLIMessage(.unknownPlanInterval, "'\(text)' after --every is not an interval",
                   hint: "give day, week, 2 weeks, month, quarter or year (a number of them from 1)")
    }

    static func planNeedsLength() -> CLIMessage {
        CLIMessage(.planNeedsLength, "how long? the plan needs --count N or --until DATE",
                   hint: "--count 12 for twelve checkpoints, or --until 2027-12-31 for the last on or before that day")
    }

    static func planNameTaken(_ name: String, account: String) -> CLIMessage {
        CLIMessage(.planNameTaken, "a plan named '\(name)' exists already (on \(account))", hint: "choose another name")
    }

    static func planNameInvalid(_ name: String) -> CLIMessage {
        CLIMessage(.planNameInvalid, "'\(name)' cannot name a plan", hint: "use letters, digits, '-' and '_' (at most 64)")
    }

    static func planAccountHasPlan(_ account: String, plan: String) -> CLIMessage {
        CLIMessage(.planAccountHasPlan, "\(account) holds plan '\(plan)' already",
                   hint: "give the new plan its own account with --account, or remove the other plan when it is completed")
    }

    static func planCommodityMismatch(unit: String, target: String) -> CLIMessage {
        CLIMessage(.planCommodityMismatch, "the unit is in '\(unit)' but the target in '\(target)'",
                   hint: "write the unit and the target in the same commodity")
    }

    static func unknownPlan(_ name: String, suggestion: String?, names: [String]) -> CLIMessage {
        CLIMessage(.unknownPlan, "no plan is named '\(name)'",
                   hint: suggestion.map { "did you mean '\($0)'?" }
                       ?? (names.isEmpty ? "the journal has no plans yet; start one with 'track plan new'" : "the plans are " + names.joined(separator: ", ")))
    }

    static func planStillActive(_ name: String, saved: String, target: String) -> CLIMessage {
        CLIMessage(.planStillActive, "plan '\(name)' is still active (\(saved) of \(target) saved); only a completed plan is removed",
                   hint: "finish it first, or edit its account directive's plan- tags by hand to drop it")
    }

    static func planNotBehind(_ name: String) -> CLIMessage {
        CLIMessage(.planNotBehind, "plan '\(name)' is not behind: there is nothing to re-spread",
                   hint: "'track plan show \(name)' shows where it stands")
    }

    static func planUnknownCommodity(_ symbol: String) -> CLIMessage {
        CLIMessage(.planUnknownCommodity, "no amount of the journal is in '\(symbol)'",
                   hint: "write the target in a commodity of the journal, or declare it first with 'commodity'")
    }
}
