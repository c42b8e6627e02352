import Testing
import TrackModel
import TrackReports

/// `--rollover` over a year of under- and over-spending, in each mode.
@Suite struct BudgetRolloverTests {
    /// What each of the three accounts spends in each month of 2026, against a budget of 100 a month.
    static let spending = [80, 130, 100, 50, 160, 90, 100, 120, 70, 100, 140, 60]

    /// Food carries everything (the default), Fun only what is left
    /// (`Fun:Games` inherits it), Gifts nothing.
    static let journal: String = {
        var text = """
            account Expenses:Fun         ; rollover: positive
            account Expenses:Gifts       ; rollover: None

            ~ monthly
                Expenses:Food           100 USD
                Expenses:Fun:Games      100 USD
                Expenses:Gifts          100 USD
                Assets:Cash


            """
        for (month, amount) in spending.enumerated() {
            for account in ["Expenses:Food", "Expenses:Fun:Games", "Expenses:Gifts"] {
                text += "2026-\(month < 9 ? "0" : "")\(month + 1)-10 Shop\n    \(account)  \(amount) USD\n    Assets:Cash\n\n"
            }
        }
        return text
    }()

    static func months(_ from: Int, through last: Int) -> [DateSpan] {
        (from...last).map { m in
            span(date(2026, m, 1), m == 12 ? date(2027, 1, 1) : date(2026, m + 1, 1))
        }
    }

    func carriedOut(_ account: String, leading: Int = 0) throws -> [Int] {
        let journal = ReportTestJournal.read(Self.journal)
        let report = BudgetReport(journal: journal, filter: PostingFilter(.any, journal: journal),
                                  options: .init(columns: Self.months(1, through: 12), rollover: true, leadingColumns: leading))
        let row = try #require(report.rows.first { $0.name == account })
        return row.figures.map { f in Int(ReportTestJournal.show(f.carriedOut, in: journal).first?.split(separator: " ").first ?? "0") ?? -999 }
    }

    @Test func fullCarriesWhatIsLeftAndWhatIsOverspent() throws {
        #expect(try carriedOut("Expenses:Food") == [20, -10, -10, 40, -20, -10, -10, -30, 0, 0, -40, 0])
    }

    @Test func positiveCarriesOnlyWhatIsLeft() throws {
        #expect(try carriedOut("Expenses:Fun:Games") == [20, 0, 0, 50, 0, 10, 10, 0, 30, 30, 0, 40])
        // The mode is the parent's: `Fun` sums what its child carried.
        #expect(try carriedOut("Expenses:Fun") == [20, 0, 0, 50, 0, 10, 10, 0, 30, 30, 0, 40])
    }

    @Test func noneCarriesNothing() throws {
        #expect(try carriedOut("Expenses:Gifts") == [Int](repeating: 0, count: 12))
    }

    /// A report of December alone still carries what January to November left.
    @Test func thePeriodsBeforeTheReportCarryIntoIt() throws {
        let journal = ReportTestJournal.read(Self.journal)
        let report = BudgetReport(journal: journal, filter: PostingFilter(.any, journal: journal),
                                  options: .init(columns: Self.months(1, through: 12), rollover: true, leadingColumns: 11))
        #expect(report.columns == Self.months(12, through: 12))
        let food = try #require(report.rows.first { $0.name == "Expenses:Food" })
        #expect(ReportTestJournal.show(food.figures[0].carriedIn, in: journal) == ["-40 USD"])
        #expect(ReportTestJournal.show(food.figures[0].available, in: journal) == ["60 USD"])
        #expect(food.figures[0].used == Quantity(100))
        #expect(food.rollover == .full)
        let fun = try #require(report.rows.first { $0.name == "Expenses:Fun:Games" })
        #expect(ReportTestJournal.show(fun.figures[0].carriedIn, in: journal) == [])
        #expect(fun.rollover == .positive)
    }

    @Test func withoutRolloverNothingCarries() throws {
        let journal = ReportTestJournal.read(Self.journal)
        let report = BudgetReport(journal: journal, filter: PostingFilter(.any, journal: journal),
                                  options: .init(columns: Self.months(1, through: 12)))
        #expect(report.rows.allSatisfy { $0.figures.allSatisfy { $0.carriedIn.isZero && $0.carriedOut.isZero } })
    }
}
