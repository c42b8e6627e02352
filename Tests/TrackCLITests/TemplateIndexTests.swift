import Testing
@testable import TrackCLI
import TrackModel
import TrackSyntax

/// `track add`'s template search looks at each distinct description once
/// and scores only those `TemplatePrefilter` lets through: it must choose
/// exactly what scoring every transaction chooses.
@Suite struct TemplateIndexTests {
    /// Descriptions near and far from the typed ones: typos, case, punctuation,
    /// `payee | note`, other lengths, non-ASCII, empty.
    static let descriptions = [
        "Corner Market", "corner market", "Corner  Market!", "Corner Markt", "Cornr Market | weekly shop",
        "Market", "Corner", "Corner Shop", "The Corner Market & Deli", "Coffee", "Coffe", "Blue Bottle Coffee",
        "Blue Bottle | coffee", "Netflix", "Netflx", "NETFLIX.COM", "Noodle Bar", "Noodle Bar & Grill", "Bar",
        "Café Central", "Cafe Central", "咖啡店", "咖啡 | 早餐", "", "---", "12345", "Rent 1042", "Rent",
        "Lakeside Mutual | renters + auto insurance", "Mama's Pizzeria | pizza night", "Pizza", "pizzeria",
        String(repeating: "ab", count: 150), String(repeating: "ab", count: 149) + "x",
        // Bars with nothing before them: the scorer's split skips them.
        "|b|ml", "||Noodle|Bar", "| Coffee", "Coffee|", "|",
    ]

    static let typed = ["Corner Market", "corner", "Coffee", "coffee blue", "Netflix", "noodle", "Café", "咖啡",
                        "pizza", "Rent", "rent 1042", "x", "", "Lakeside", "zzz", "bb|", "b", String(repeating: "ab", count: 150)]

    /// A journal where each description is spent, received and moved several times on different days.
    static var journal: Journal {
        var text = "account Assets:Cash  ; type: Asset\naccount Assets:Bank  ; type: Asset\n"
            + "account Expenses:Food  ; type: Expense\naccount Income:Pay  ; type: Revenue\n\n"
        for (i, description) in (descriptions + descriptions.reversed()).enumerated() {
            let day = 1 + i % 27
            text += "2026-03-\(day < 10 ? "0" : "")\(day) \(description)\n    Expenses:Food  \(i + 1).00 USD\n    Assets:Cash\n\n"
            if i % 3 == 0 { text += "2026-03-\(day < 10 ? "0" : "")\(day) \(description)\n    Assets:Bank  \(i).50 USD\n    Income:Pay\n\n" }
            if i % 4 == 0 { text += "2026-03-\(day < 10 ? "0" : "")\(day) \(description)\n    Assets:Bank  \(i).25 USD\n    Assets:Cash\n\n" }
        }
        let loaded = JournalLoader(options: ParseOptions(today: AddCommandTests.today)).load(text: text, path: "t.journal")
        #expect(!loaded.hasErrors)
        return loaded.journal
    }

    /// The search as it was: every transaction of the kind a candidate.
    static func everyTransactionScored(_ description: String, _ kind: AddRequest.Kind, _ journal: Journal) -> Template? {
        var candidates: [TemplateFinder.Candidate] = []
        var templates: [Template] = []
        for transaction in journal.transactions {
            guard let template = Template.template(transaction, kind: kind, journal: journal) else { continue }
            candidates.append(.init(description: journal.string(transaction.description), date: transaction.date, index: templates.count))
            templates.append(template)
        }
        return TemplateFinder.best(for: description, among: candidates).map { templates[$0] }
    }

    @Test func theIndexChoosesWhatScoringEveryTransactionChooses() {
        let journal = Self.journal
        for kind in [AddRequest.Kind.expense, .income, .transfer] {
            for typed in Self.typed + Self.descriptions {
                #expect(Template.find(for: typed, kind: kind, in: journal) == Self.everyTransactionScored(typed, kind, journal),
                        "\(kind) '\(typed)'")
            }
        }
    }

    @Test func thePrefilterNeverTurnsAwayADescriptionThatQualifies() {
        var scratch: [Int] = []
        var letThrough = 0, turnedAway = 0
        for typed in Self.typed + Self.descriptions {
            let filter = TemplatePrefilter(typed)
            for candidate in Self.descriptions {
                let qualifies = TemplateFinder.best(for: typed, among: [.init(description: candidate, date: AddCommandTests.today, index: 0)]) != nil
                let may = filter.mayQualify(ArraySlice(candidate.utf8), scratch: &scratch)
                #expect(!qualifies || may, "'\(typed)' and '\(candidate)'")
                if may { letThrough += 1 } else { turnedAway += 1 }
            }
        }
        // It does turn most away: that is its point.
        #expect(turnedAway > letThrough)
    }
    @Test func rangesWalkedOnEveryCoreChooseWhatOneWalkChooses() {
        let journal = Self.journal
        for kind in [AddRequest.Kind.expense, .income, .transfer] {
            for typed in Self.typed + Self.descriptions {
                // Ranges of 7 transactions: descriptions repeat across them, with equal dates too.
                #expect(Template.find(for: typed, kind: kind, in: journal, minimumPerRange: 7)
                        == Template.find(for: typed, kind: kind, in: journal, minimumPerRange: .max), "\(kind) '\(typed)'")
            }
        }
    }

    @Test func theLettersBoundNeverTurnsAwayADescriptionThatQualifies() {
        // Texts one or two edits from each other, in letters the typed text has and lacks,
        // as payee, note and whole: where the bits of letters decide.
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcdeflmno12 |")
        var scratch: [Int] = []
        for _ in 0..<4000 {
            let typed = String((0..<Int.random(in: 1...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            var candidate = Array(typed)
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                let position = Int.random(in: 0...candidate.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: candidate.insert(alphabet.randomElement(using: &generator)!, at: position)
                case 1 where position < candidate.count: candidate.remove(at: position)
                default: if position < candidate.count { candidate[position] = alphabet.randomElement(using: &generator)! }
                }
            }
            let text = String(candidate)
            let qualifies = TemplateFinder.best(for: typed, among: [.init(description: text, date: AddCommandTests.today, index: 0)]) != nil
            #expect(!qualifies || TemplatePrefilter(typed).mayQualify(ArraySlice(text.utf8), scratch: &scratch), "'\(typed)' and '\(text)'")
        }
    }
    /// The choice as it was: every candidate scored whole, payee and note; the highest score, ties to the latest.
    static func bestByScoringEvery(_ typed: String, _ candidates: [TemplateFinder.Candidate]) -> Int? {
        var best: (score: Int, candidate: TemplateFinder.Candidate)?
        for candidate in candidates {
            let split = candidate.description.split(separator: "|", maxSplits: 1).map(String.init)
            let parts = split.count == 2 ? [candidate.description] + split : [candidate.description]
            let score = parts.map { TemplateFinder.similarity(typed, $0) }.max() ?? 0
            guard score >= TemplateFinder.threshold else { continue }
            if let current = best,
               (score, candidate.date, candidate.index) < (current.score, current.candidate.date, current.candidate.index) { continue }
            best = (score, candidate)
        }
        return best?.candidate.index
    }

    @Test func boundsAndLatestFirstChooseWhatScoringEveryCandidateChooses() {
        var generator = SystemRandomNumberGenerator()
        let payees = ["Noodle Bar", "noodle bar", "Noodle", "Noodles & Co", "Bar", "Corner Market", "Netflix", "Netflx",
                      "Café", "Cafe", "\u{212A}iosk", "Kiosk", "12345", "a a a", "", "Rent 1042", "x"]
        let notes = ["purchase 1", "purchase 12", "dinner", "noodle", "bar bar", "", "Café au lait"]
        for _ in 0..<300 {
            let candidates = (0..<Int.random(in: 0...40, using: &generator)).map { index -> TemplateFinder.Candidate in
                let payee = payees.randomElement(using: &generator)!
                let note = notes.randomElement(using: &generator)!
                let description = Bool.random(using: &generator) ? payee : "\(payee) | \(note)"
                let date = Day(year: 2026, month: 3, day: Int.random(in: 1...4, using: &generator))!
                return .init(description: description, date: date, index: index)
            }
            let typed = Bool.random(using: &generator) ? payees.randomElement(using: &generator)!
                : notes.randomElement(using: &generator)! + " " + payees.randomElement(using: &generator)!
            #expect(TemplateFinder.best(for: typed, among: candidates) == Self.bestByScoringEvery(typed, candidates),
                    "'\(typed)' among \(candidates.map(\.description))")
        }
    }
    /// A search that meets the candidates in any order (as ranges walked
    /// from their ends meet them) keeps what scoring every one chooses.
    @Test func aSearchInAnyOrderChoosesWhatScoringEveryCandidateChooses() {
        var generator = SystemRandomNumberGenerator()
        let payees = ["Noodle Bar", "noodle bar", "Noodle", "Noodles & Co", "Bar", "Corner Market", "Netflix", "Netflx",
                      "Café", "Cafe", "\u{212A}iosk", "Kiosk", "12345", "a a a", "", "Rent 1042", "x", "|lead", "end|"]
        let notes = ["purchase 1", "purchase 12", "dinner", "noodle", "bar bar", "", "Café au lait"]
        for _ in 0..<300 {
            let candidates = (0..<Int.random(in: 0...40, using: &generator)).map { index -> TemplateFinder.Candidate in
                let payee = payees.randomElement(using: &generator)!
                let note = notes.randomElement(using: &generator)!
                let description = Bool.random(using: &generator) ? payee : "\(payee) | \(note)"
                let date = Day(year: 2026, month: 3, day: Int.random(in: 1...4, using: &generator))!
                return .init(description: description, date: date, index: index)
            }
            let typed = Bool.random(using: &generator) ? payees.randomElement(using: &generator)!
                : notes.randomElement(using: &generator)! + " " + payees.randomElement(using: &generator)!
            // Two searches over the candidates shuffled and split, their bests put together.
            let shuffled = candidates.shuffled(using: &generator)
            let cut = Int.random(in: 0...shuffled.count, using: &generator)
            let bests = [shuffled[..<cut], shuffled[cut...]].map { part in
                var search = TemplateFinder.Search(for: typed)
                for candidate in part {
                    var text = candidate.description
                    text.withUTF8 { search.consider($0, date: candidate.date, index: candidate.index) }
                }
                return search.best
            }
            #expect(bests.reduce(nil, TemplateFinder.Search.better)?.index == Self.bestByScoringEvery(typed, candidates),
                    "'\(typed)' among \(candidates.map(\.description))")
        }
    }

    @Test func asciiIsSplitAsCharactersAreSplit() {
        let texts = ["", "|", "||", "a|", "|a", "||a|b|c", "a||b", "Noodle Bar | dinner", "a|b", " |a", "|| |x", "\r\n|a",
                     "a|\r\n", "Café | x", "|\u{301}a|b"]
        for text in texts {
            let split = text.split(separator: "|", maxSplits: 1).map(String.init)
            #expect(TemplateFinder.parts(of: text) == (split.count == 2 ? [text] + split : [text]), "'\(text)'")
        }
    }
    @Test func aJournalOfSeveralFilesIsReadTextByText() {
        // The texts of both files are read in place, each file found by its offsets (`TextBytes`).
        let main = "include more.journal\n\n2026-03-01 Corner Market\n    Expenses:Food  5 USD\n    Assets:Cash\n"
        let more = "2026-03-02 Corner Markt\n    Expenses:Food  6 USD\n    Assets:Bank\n\n"
            + "2026-02-01 Noodle Bar | dinner\n    Expenses:Food  7 USD\n    Assets:Cash\n"
        let files = InMemoryFileSystem(bytes: ["main.journal": Array(main.utf8), "more.journal": Array(more.utf8)])
        let loaded = JournalLoader(options: ParseOptions(today: AddCommandTests.today), fileSystem: files).load(paths: ["main.journal"])
        #expect(!loaded.hasErrors && loaded.journal.sources.files.count == 2)
        for typed in ["corner market", "Noodle", "dinner", "zzz"] {
            #expect(Template.find(for: typed, kind: .expense, in: loaded.journal)
                    == Self.everyTransactionScored(typed, .expense, loaded.journal), "'\(typed)'")
        }
        #expect(Template.find(for: "corner markt", kind: .expense, in: loaded.journal)?.money == "Assets:Bank")
    }
}
