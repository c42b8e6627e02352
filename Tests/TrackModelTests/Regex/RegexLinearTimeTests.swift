import Testing
@testable import TrackModel

/// Issue 12 item 7, regular expressions that backtrack: every pattern runs
/// in steps proportional to the text (times the program's size), counted
/// rather than timed.
@Suite struct RegexLinearTimeTests {
    static func steps(_ pattern: String, _ text: String, mode: RegexProgram.SearchMode = .captures) throws -> Int {
        try RegexPattern(pattern).steps(toSearch: Array(text.utf8), mode: mode)
    }

    @Test(arguments: ["(a+)+$", "(a|a)*$", "(a*)*b", "(x+x+)+y", "(.*a){12}"])
    func nestedQuantifiersAreLinear(pattern: String) throws {
        let short = try Self.steps(pattern, String(repeating: "a", count: 1_000) + "!")
        let long = try Self.steps(pattern, String(repeating: "a", count: 4_000) + "!")
        // Four times the text, about four times the work (a backtracking engine doubles per byte).
        #expect(long * 10 <= short * 42, "\(pattern): \(short) steps, then \(long)")
        #expect(long >= 3 * short, "\(pattern): \(short) steps, then \(long)")
    }

    @Test func stepsPerByteAreBoundedByTheProgram() throws {
        let regex = try RegexPattern("(a+)+$")
        let text = Array((String(repeating: "a", count: 18) + "b").utf8)
        // hledger's reproducer: 34 s with backtracking; here a few steps per instruction per byte.
        #expect(regex.steps(toSearch: text) <= 2 * text.count * regex.program.instructions.count + 100)
    }

    @Test func aHugeAlternationIsRefusedClearly() {
        let alternation = (0..<20_000).map { "payee\($0)" }.joined(separator: "|")
        #expect(throws: RegexError.tooLarge(limit: RegexPattern.maxInstructions)) { try RegexPattern(alternation) }
        #expect(throws: RegexError.tooLarge(limit: RegexPattern.maxInstructions)) { try RegexPattern("(a{1000}){1000}") }
        #expect(throws: RegexError.tooLarge(limit: RegexPattern.maxInstructions)) {
            try RegexPattern(String(repeating: "(", count: 1_000) + String(repeating: ")", count: 1_000))
        }
    }

    @Test func aLargeAlternationWithinTheLimitIsLinear() throws {
        let alternation = (0..<500).map { "payee\($0)" }.joined(separator: "|")
        let short = try Self.steps(alternation, String(repeating: "x", count: 200), mode: .any)
        let long = try Self.steps(alternation, String(repeating: "x", count: 800), mode: .any)
        #expect(long <= 4 * short + 4_000)
    }
}
