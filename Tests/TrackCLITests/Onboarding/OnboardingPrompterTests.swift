import Testing
@testable import TrackCLI

/// The questions `track init` asks on a terminal, driven by typed lines.
struct OnboardingPrompterTests {
    /// A prompter reading `lines` in turn (then the end of input), and what it wrote.
    final class Session {
        var lines: [String]
        var written = ""

        init(_ lines: [String]) { self.lines = lines }

        var prompter: OnboardingPrompter {
            OnboardingPrompter(readLine: { self.lines.isEmpty ? nil : self.lines.removeFirst() },
                               write: { self.written += $0 })
        }
    }

    @Test func takesTheAnswer() throws {
        let session = Session(["EUR"])
        #expect(try session.prompter.ask("Base currency", defaultAnswer: "USD", CurrencyTable.currency).code == "EUR")
        #expect(session.written == "Base currency [USD]: ")
    }

    @Test func anEmptyAnswerOrTheEndOfInputTakesTheDefault() throws {
        let session = Session(["   "])
        #expect(try session.prompter.ask("Base currency", defaultAnswer: "USD", CurrencyTable.currency).code == "USD")
        #expect(try session.prompter.ask("Base currency", defaultAnswer: "TWD", CurrencyTable.currency).code == "TWD")
        #expect(session.written == "Base currency [USD]: Base currency [TWD]: \n")
    }

    @Test func aQuestionWithoutDefaultShowsNoBrackets() throws {
        let session = Session(["Sam"])
        #expect(try session.prompter.ask("Your name", defaultAnswer: "", OnboardingAnswer.name) == "Sam")
        #expect(session.written == "Your name: ")
    }

    @Test func aBadAnswerIsExplainedAndAskedAgain() throws {
        let session = Session(["dollars", "JPY"])
        #expect(try session.prompter.ask("Base currency", defaultAnswer: "USD", CurrencyTable.currency).code == "JPY")
        #expect(session.written == "Base currency [USD]: "
            + "  'dollars' is not a currency\n"
            + "  hint: give an ISO code such as USD, EUR, TWD or JPY, a symbol such as $ or €, or a form such as '1,000.00 USD'\n"
            + "Base currency [USD]: ")
    }

    @Test func givesUpAfterThreeBadAnswers() {
        let session = Session(["a", "b", "c", "USD"])
        #expect(wordsThrown {
            try session.prompter.ask("Base currency", defaultAnswer: "USD", CurrencyTable.currency)
        } == .message("'c' is not a currency",
                      hint: "give an ISO code such as USD, EUR, TWD or JPY, a symbol such as $ or €, or a form such as '1,000.00 USD'"))
        #expect(session.lines == ["USD"])
    }
}
