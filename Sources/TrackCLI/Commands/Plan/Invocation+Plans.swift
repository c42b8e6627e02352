import TrackModel
import TrackReports
import TrackSyntax

extension Invocation {
    /// The journal's plans; a plan tag that does not read is printed as a
    /// diagnostic at its place and stops the command (exit 1).
    func plans(in journal: Journal) throws(CLIError) -> JournalPlans {
        let plans = JournalPlans(journal: journal)
        guard plans.errors.isEmpty else {
            var renderer = DiagnosticRenderer(sources: journal.sources)
            for (i, error) in plans.errors.enumerated() {
                if i > 0 { errors.write("\n") }
                let diagnostic = Diagnostic(error, in: journal)
                errors.write(colorize(renderer.render(diagnostic), diagnostic))
            }
            throw .reported
        }
        return plans
    }

    /// The plan named `name`, or an error naming the closest.
    func plan(named name: String, in plans: JournalPlans) throws(CLIError) -> JournalPlans.Entry {
        guard let entry = plans.entry(named: name) else {
            throw .message(.unknownPlan(name, suggestion: Suggestion.closest(to: name, among: plans.names), names: plans.names))
        }
        return entry
    }
}

/// The one positional argument of `show`, `seen`, `respread`, `remove`: the plan's name.
enum PlanNameArgument {
    static func read(_ arguments: ParsedArguments, command: String) throws(CLIError) -> String {
        guard let name = arguments.positionals.first else {
            throw .message(.planNeedsName(command))
        }
        guard arguments.positionals.count == 1 else {
            throw CLIError(.unexpectedArgument(arguments.positionals[1]))
        }
        return name
    }
}
