import Testing
import TrackModel

/// What each method saves at each checkpoint, exactly.
struct PlanScheduleTests {
    private func plan(_ method: PlanMethod, target: String, count: Int = 52, unit: String? = nil, percent: String? = nil,
                      every: String = "week") -> Plan {
        Plan(name: "t", method: method, start: date(2027, 1, 4), length: .count(count), every: PlanInterval(every)!,
             target: Amount(dec(target), .none), unit: unit.map(dec), percent: percent.map(dec))
    }

    @Test(arguments: [PlanMethod.fiftyTwoWeek, .fiftyTwoWeekReverse])
    func fiftyTwoWeekTotalsExactly1378Units(_ method: PlanMethod) throws {
        let checkpoints = try plan(method, target: "13780.00", unit: "10.00").schedule(flows: [])
        #expect(checkpoints.count == 52)
        #expect(checkpoints.last?.cumulative == dec("13780.00"))
        #expect(checkpoints.last?.cumulative == dec("10").multiplied(by: Quantity(1378)))
        let first = method == .fiftyTwoWeek ? dec("10.00") : dec("520.00")
        #expect(checkpoints.first?.amount == first)
        #expect(checkpoints[9].amount == (method == .fiftyTwoWeek ? dec("100.00") : dec("430.00")))
    }

    @Test func fiftyTwoWeekRefusesAnotherTarget() {
        #expect(throws: PlanProblem.fiftyTwoWeekTarget(expected: dec("13780.00"))) {
            try plan(.fiftyTwoWeek, target: "10000", unit: "10.00").schedule(flows: [])
        }
        #expect(throws: PlanProblem.fiftyTwoWeekLength) {
            try plan(.fiftyTwoWeek, target: "13780", count: 10, unit: "10").schedule(flows: [])
        }
    }

    @Test func byDateLastCheckpointAbsorbsTheRounding() throws {
        let checkpoints = try plan(.byDate, target: "100.00", count: 3).schedule(flows: [])
        #expect(checkpoints.map(\.amount) == [dec("33.33"), dec("33.33"), dec("33.34")])
        #expect(checkpoints.last?.cumulative == dec("100.00"))
        // Rounding never makes the last part negative: 0.17 in 10 is nine 0.01 and 0.08.
        let small = try plan(.byDate, target: "0.17", count: 10).schedule(flows: [])
        #expect(small.last?.amount == dec("0.08"))
        #expect(small.last?.cumulative == dec("0.17"))
    }

    @Test func fixedStopsAtTheTargetAndRefusesAShortfall() throws {
        let checkpoints = try plan(.fixed, target: "250", count: 3, unit: "100").schedule(flows: [])
        #expect(checkpoints.map(\.amount) == [dec("100"), dec("100"), dec("50")])
        #expect(throws: PlanProblem.fixedFallsShort(saves: dec("300"))) {
            try plan(.fixed, target: "400", count: 3, unit: "100").schedule(flows: [])
        }
    }

    @Test func percentSavesAShareOfEachIntervalsIncome() throws {
        let checkpoints = try plan(.percent, target: "1000.00", count: 3, percent: "12.5", every: "month")
            .schedule(flows: [dec("3000.00"), dec("0"), dec("2000.10")])
        #expect(checkpoints.map(\.amount) == [dec("375.00"), dec("0.00"), dec("250.01")])
    }

    @Test func roundUpSavesTheDifferencesUpToTheTarget() throws {
        let checkpoints = try plan(.roundUp, target: "5.00", count: 3, unit: "1").schedule(flows: [dec("2.40"), dec("1.10"), dec("9.00")])
        #expect(checkpoints.map(\.amount) == [dec("2.40"), dec("1.10"), dec("1.50")])
    }

    @Test func flowWindowsAreTheIntervalBeforeEachCheckpoint() throws {
        let windows = try plan(.percent, target: "10", count: 2, percent: "10", every: "month").flowWindows()
        #expect(windows.map { "\($0.start!)..\($0.end!)" } == ["2026-12-04..2027-01-04", "2027-01-04..2027-02-04"])
    }

    @Test func respreadSplitsWhatIsLeftOverTheCheckpointsLeft() throws {
        var p = plan(.byDate, target: "1200.00", count: 12, every: "month")
        p.respread = .init(from: date(2027, 5, 4), base: dec("100.00"))
        let checkpoints = try p.schedule(flows: [])
        // Four checkpoints before May 4 planned 400.00; the re-spread holds them to the 100.00 saved.
        #expect(checkpoints[3].cumulative == dec("100.00"))
        #expect(checkpoints[4].amount == dec("137.50"))
        #expect(checkpoints.last?.cumulative == dec("1200.00"))
    }

    @Test func respreadStartsAtTheCheckpointShownOnItsDay() throws {
        // Weekly on Saturdays, moved to Mondays: the re-spread from Monday 2027-01-18 starts at the Saturday 2027-01-16.
        var p = Plan(name: "t", method: .byDate, start: date(2027, 1, 2), length: .count(4), every: PlanInterval("week")!,
                     weekend: .after, target: Amount(dec("400"), .none))
        p.respread = .init(from: date(2027, 1, 18), base: dec("50"))
        let checkpoints = try p.schedule(flows: [])
        #expect(checkpoints.map(\.date.description) == ["2027-01-04", "2027-01-11", "2027-01-18", "2027-01-25"])
        #expect(checkpoints.map(\.amount) == [dec("50"), dec("0"), dec("175"), dec("175")])
    }

    @Test func badTermsAreRefused() {
        #expect(throws: PlanProblem.targetNotPositive) { try plan(.byDate, target: "0", count: 3).validate() }
        #expect(throws: PlanProblem.percentOutOfRange) { try plan(.percent, target: "10", count: 3, percent: "100.5").validate() }
        #expect(throws: PlanProblem.percentOutOfRange) { try plan(.percent, target: "10", count: 3, percent: "0").validate() }
        #expect(throws: PlanProblem.missingUnit) { try plan(.fixed, target: "10", count: 3).validate() }
        #expect(throws: PlanProblem.countNotPositive) { try plan(.byDate, target: "10", count: 0).validate() }
        #expect(throws: PlanProblem.tooManyCheckpoints) { try plan(.byDate, target: "10", count: 5001, every: "day").validate() }
        let late = Plan(name: "t", method: .byDate, start: date(2027, 1, 4), length: .until(date(2026, 1, 1)),
                        every: PlanInterval("week")!, target: Amount(dec("10"), .none))
        #expect(throws: PlanProblem.untilBeforeStart) { try late.validate() }
    }

    @Test func namesAreWordsThatFitATag() {
        #expect(Plan.isValidName("challenge"))
        #expect(Plan.isValidName("旅行-2027"))
        #expect(!Plan.isValidName("a,b"))
        #expect(!Plan.isValidName("a b"))
        #expect(!Plan.isValidName(""))
        #expect(!Plan.isValidName("a:b"))
    }
}
