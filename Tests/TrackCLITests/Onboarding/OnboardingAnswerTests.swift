import Testing
@testable import TrackCLI
import TrackModel

/// Names, accounts and dates as `track init` and `track reconcile` read them.
struct OnboardingAnswerTests {
    @Test(arguments: [
        ("Assets:Bank:Checking", "Assets:Bank:Checking"), ("assets:cash", "Assets:cash"),
        ("  LIABILITIES:Cards:Visa ", "Liabilities:Cards:Visa"), ("Assets:My Bank", "Assets:My Bank"),
        ("資產:現金", nil), ("Assets:現金", "Assets:現金"),
    ] as [(String, String?)])
    func readsAnAccount(_ text: String, _ expected: String?) throws {
        if let expected {
            #expect(try OnboardingAnswer.account(text) == expected)
        } else {
            #expect(throws: CLIError.self) { try OnboardingAnswer.account(text) }
        }
    }

    static let accountHint = "write its parts with single spaces and one colon between them, as in Assets:Cards:Visa"

    @Test(arguments: [
        ("Assets:My  Bank", "'Assets:My  Bank' cannot be an account name: it has two spaces in a row, which end an account name in a journal"),
        ("Assets:My\tBank", "'Assets:My\tBank' cannot be an account name: it has a tab, which ends an account name in a journal"),
        ("Assets:Bank;x", "'Assets:Bank;x' cannot be an account name: it has a ';', which starts a comment in a journal"),
        ("Assets:Bank\nx", "'Assets:Bank\nx' cannot be an account name: it has a line break or control character"),
        ("Assets::Visa", "'Assets::Visa' cannot be an account name: it has an empty part"),
        ("Assets:Visa:", "'Assets:Visa:' cannot be an account name: it has an empty part"),
        ("", "an account name is empty"),
    ])
    func refusesAnAccountNameAJournalCannotHave(_ text: String, _ message: String) {
        #expect(wordsThrown { try OnboardingAnswer.account(text) } == .message(message, hint: Self.accountHint))
    }

    @Test func refusesAnAccountOutsideAssetsAndLiabilities() {
        #expect(wordsThrown {
            try OnboardingAnswer.account("Cards:Visa")
        } == .message("'Cards:Visa' is not under Assets or Liabilities",
                      hint: "write Assets:Cards:Visa for money you have (a bank account, cash, a debit card), Liabilities:Cards:Visa for money you owe (a credit card)"))
        #expect(wordsThrown {
            try OnboardingAnswer.account("assets")
        } == .message("'assets' is not under Assets or Liabilities",
                      hint: "write Assets:Cash for money you have (a bank account, cash, a debit card), Liabilities:Cash for money you owe (a credit card)"))
    }

    @Test func readsAccountsSeparatedByCommasOnceEach() throws {
        #expect(try OnboardingAnswer.accounts("Assets:Cash, liabilities:Visa,,Assets:Cash ") == ["Assets:Cash", "Liabilities:Visa"])
        #expect(try OnboardingAnswer.accounts(" ") == [])
    }

    @Test func readsAName() throws {
        #expect(try OnboardingAnswer.name("  Sam ") == "Sam")
        #expect(try OnboardingAnswer.name("") == nil)
        #expect(wordsThrown {
            try OnboardingAnswer.name("Sam\nJo")
        } == .message("the name must be one line of text", hint: "give a name such as Sam, or none"))
    }

    static let today = Day(year: 2026, month: 11, day: 21)!

    @Test(arguments: [
        ("2026-11-02", "2026-11-02"), ("2026/1/5", "2026-01-05"), ("2026.12.31", "2026-12-31"),
        ("today", "2026-11-21"), ("Yesterday", "2026-11-20"), ("tomorrow", "2026-11-22"), ("2024-02-29", "2024-02-29"),
    ])
    func readsADate(_ text: String, _ expected: String) throws {
        #expect(try DateArgument.parse(text, option: "--date", today: Self.today).description == expected)
    }

    @Test(arguments: ["2026-02-30", "2026-11", "26-11-02", "2026-11-02x", "next week", "", "2026-13-01"])
    func refusesWhatIsNotADay(_ text: String) {
        #expect(wordsThrown {
            try DateArgument.parse(text, option: "--date", today: Self.today)
        } == .message("'\(text)' is not a date for --date",
                      hint: "write it as YYYY-MM-DD, such as 2026-11-21, or as today or yesterday"))
    }

    /// `--today` and `--value` take a date written with dashes, and nothing relative to today.
    @Test func readsADashedDate() {
        #expect(DateArgument.dashed("2026-11-02", today: Self.today)?.description == "2026-11-02")
        for text in ["2026/11/02", "2026-11", "today", "2026-02-30", "from 2026-01-01", ""] {
            #expect(DateArgument.dashed(text, today: Self.today) == nil, "\(text)")
        }
    }
}
