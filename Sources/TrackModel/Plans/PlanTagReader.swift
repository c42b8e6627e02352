/// Reads one `account` directive's plan tags into a `Plan`, collecting an
/// error for every tag that does not read.
struct PlanTagReader {
    let journal: Journal
    let tags: [Tag]
    private(set) var errors: [PlanTagError] = []
    /// The `plan:` tag, where errors about the whole plan point.
    private(set) var planRange: Range<SourceLocation>

    init(journal: Journal, tags: [Tag]) {
        self.journal = journal
        self.tags = tags
        planRange = tags.first.map(Self.range) ?? SourceLocation(offset: 0)..<SourceLocation(offset: 0)
    }

    static func range(_ tag: Tag) -> Range<SourceLocation> {
        tag.name.location..<SourceLocation(offset: max(tag.name.end, tag.value.end))
    }

    /// The plan, or nil when a tag it needs is missing or wrong (the errors say which).
    mutating func read() -> Plan? {
        var values: [PlanTag: (String, Range<SourceLocation>)] = [:]
        for tag in tags {
            let name = journal.bytes(tag.name)
            guard PlanTag.isPlanTag(name) else { continue }
            let text = journal.string(tag.name)
            guard let known = PlanTag(rawValue: text) else {
                let suggestion = Suggestion.closest(to: text, among: PlanTag.allCases.map(\.rawValue))
                errors.append(PlanTagError(.unknownTag(text, suggestion: suggestion), at: Self.range(tag)))
                continue
            }
            if known == .plan { planRange = Self.range(tag) }
            values[known] = (journal.string(tag.value), Self.range(tag))
        }
        guard let (name, nameRange) = values[.plan] else {
            // `plan-…` tags with no `plan:`: the first of them is where it is missing.
            errors.append(PlanTagError(.missing([.plan], plan: ""), at: planRange))
            return nil
        }
        guard Plan.isValidName(name) else {
            errors.append(PlanTagError(.badValue(.plan, value: name), at: nameRange))
            return nil
        }
        var missing: [PlanTag] = []
        // The tag's value read: `.some(nil)` when the tag is absent (a
        // required one is noted as missing), nil when its value does not
        // read (an error is recorded at the tag).
        func value<T>(_ tag: PlanTag, required: Bool, _ read: (String) -> T?) -> T?? {
            guard let (text, range) = values[tag] else {
                if required { missing.append(tag) }
                return .some(nil)
            }
            let before = errors.count
            guard let parsed = read(text) else {
                // An amount in an unknown commodity has said so already.
                if errors.count == before { errors.append(PlanTagError(.badValue(tag, value: text), at: range)) }
                return nil
            }
            return .some(parsed)
        }
        let method = value(.method, required: true) { PlanMethod(rawValue: $0) }
        let start = value(.start, required: true, Self.day)
        let every = value(.every, required: true) { PlanInterval($0) }
        let count = value(.count, required: false) { Int($0).flatMap { (1...Plan.maximumCheckpoints).contains($0) ? $0 : nil } }
        let until = value(.until, required: false, Self.day)
        let weekend = value(.weekend, required: false) { WeekendRule(rawValue: $0) }
        let percent = value(.percent, required: false) { Quantity($0) }
        let seen = value(.seen, required: false, Self.day)
        let respread = value(.respread, required: false, Self.day)
        let target = value(.target, required: true) { amount($0, tag: .target) }
        let unit = value(.unit, required: false) { amount($0, tag: .unit) }
        let base = value(.respreadBase, required: values[.respread] != nil) { amount($0, tag: .respreadBase) }
        if !missing.isEmpty { errors.append(PlanTagError(.missing(missing, plan: name), at: planRange)) }
        guard errors.isEmpty, let method = method ?? nil, let start = start ?? nil, let every = every ?? nil,
              let target = target ?? nil, let count, let until, let weekend, let percent, let seen, let respread,
              let unit, let base else { return nil }
        for (tag, amount) in [(PlanTag.unit, unit), (.respreadBase, base)] {
            if let amount, amount.commodity != target.commodity, let range = values[tag]?.1 {
                errors.append(PlanTagError(.mixedCommodities(tag, expected: journal.commodities.symbol(target.commodity)), at: range))
            }
        }
        let length: Plan.Length
        switch (count, until) {
        case (let count?, nil): length = .count(count)
        case (nil, let until?): length = .until(until)
        case (nil, nil) where method.isFiftyTwoWeek: length = .count(52)
        case (nil, nil):
            errors.append(PlanTagError(.missing([.count], plan: name), at: planRange))
            return nil
        case (_?, _?):
            errors.append(PlanTagError(.terms(.countAndUntil, plan: name), at: values[.until]?.1 ?? planRange))
            return nil
        }
        let plan = Plan(name: name, method: method, start: start, length: length, every: every, weekend: weekend ?? .keep,
                        target: target, unit: unit?.quantity, percent: percent, seenThrough: seen,
                        respread: respread.map { Plan.Respread(from: $0, base: base?.quantity ?? .zero) })
        guard errors.isEmpty else { return nil }
        do throws(PlanProblem) {
            try plan.validate()
        } catch {
            errors.append(PlanTagError(.terms(error, plan: name), at: planRange))
            return nil
        }
        return plan
    }

    /// `2027-01-04`, strictly.
    static func day(_ text: String) -> Day? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
        return Day(year: year, month: month, day: day)
    }

    /// `$10.00`, `10.00 EUR`, `10.00`: a plain decimal and the symbol of a commodity the journal uses.
    private mutating func amount(_ text: String, tag: PlanTag) -> Amount? {
        guard let split = PlanAmountText(text) else { return nil }
        guard let commodity = journal.commodities.id(of: split.symbol) else {
            if let range = tags.first(where: { journal.string($0.name) == tag.rawValue }).map(Self.range) {
                errors.append(PlanTagError(.unknownCommodity(split.symbol), at: range))
            }
            return nil
        }
        return Amount(split.quantity, commodity)
    }
}
