/// The plans recorded in a journal: every `account` directive with a
/// `plan:` tag, read into a `Plan`; and the tags that do not read, as
/// errors at their place. Reading is a walk over the declared accounts'
/// tags only, never over postings.
public struct JournalPlans: Sendable {
    /// A plan and where it lives.
    public struct Entry: Sendable {
        public let plan: Plan
        public let account: AccountID
        /// The `account` directive.
        public let location: SourceLocation
    }

    public private(set) var entries: [Entry] = []
    public private(set) var errors: [PlanTagError] = []

    public init(journal: Journal) {
        var names: Set<String> = []
        for id in journal.accounts.allIDs {
            guard let declaration = journal.accounts[id].declaration,
                  declaration.tags.contains(where: { PlanTag.isPlanTag(journal.bytes($0.name)) }) else { continue }
            var reader = PlanTagReader(journal: journal, tags: declaration.tags)
            guard let plan = reader.read() else {
                errors += reader.errors
                continue
            }
            errors += reader.errors
            guard reader.errors.isEmpty else { continue }
            guard names.insert(plan.name).inserted else {
                errors.append(PlanTagError(.duplicateName(plan.name), at: reader.planRange))
                continue
            }
            entries.append(Entry(plan: plan, account: id, location: declaration.location))
        }
    }

    public func entry(named name: String) -> Entry? {
        entries.first { $0.plan.name == name }
    }

    public var names: [String] { entries.map(\.plan.name) }
}
