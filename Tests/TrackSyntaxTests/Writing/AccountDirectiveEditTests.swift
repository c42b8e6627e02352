import Foundation
import Testing
import TrackModel
@testable import TrackSyntax
import TrackTestSupport

/// Tags on an `account` directive, edited through the rewrite pipeline: only
/// the directive's line changes, and what cannot be written is refused.
@Suite struct AccountDirectiveEditTests {
    typealias Edit = AccountDirectiveEdit

    static let journal = """
        ; household
        account Assets:Bank  ; type: Asset
        account Assets:Savings:Vacation  ; type: Asset, goal: 3000 USD, due: 2027-06-30
        account Expenses:Food

        2026-11-01 Groceries
            Expenses:Food  12.50 USD
            Assets:Bank

        """

    /// The journal file after `edit`, written through `JournalWriter.rewrite`.
    static func edited(_ edit: Edit, in text: String = journal) throws -> String {
        let dir = TemporaryDirectory()
        let path = dir.write("main.journal", text)
        let outcome = try JournalWriterTests.writer(path, createIfMissing: false).rewrite { base throws(Edit.Failure) in
            try edit.applied(to: base)
        }
        let written = dir.read("main.journal") ?? ""
        #expect(outcome.written == (written != text))
        return written
    }

    /// The journal with its line `old` replaced by `new`.
    static func with(_ old: String, _ new: String, in text: String = journal) -> String {
        text.replacingOccurrences(of: old + "\n", with: new + "\n")
    }

    @Test(arguments: [
        (Edit.Change.set("goal", "4000 USD"), "account Assets:Savings:Vacation  ; type: Asset, goal: 4000 USD, due: 2027-06-30"),
        (.set("rate", "2.5%"), "account Assets:Savings:Vacation  ; type: Asset, goal: 3000 USD, due: 2027-06-30, rate: 2.5%"),
        (.remove("goal"), "account Assets:Savings:Vacation  ; type: Asset, due: 2027-06-30"),
        (.remove("due"), "account Assets:Savings:Vacation  ; type: Asset, goal: 3000 USD"),
        (.remove("type"), "account Assets:Savings:Vacation  ; goal: 3000 USD, due: 2027-06-30"),
        (.remove("nothing"), "account Assets:Savings:Vacation  ; type: Asset, goal: 3000 USD, due: 2027-06-30"),
    ])
    func aTagIsSetOrRemovedOnTheDirectiveLineOnly(change: Edit.Change, line: String) throws {
        let result = try Self.edited(Edit(account: "Assets:Savings:Vacation", changes: [change]))
        #expect(result == Self.with("account Assets:Savings:Vacation  ; type: Asset, goal: 3000 USD, due: 2027-06-30", line))
    }

    @Test func aLineWithoutACommentGetsOneAndLosesItWhenItsLastTagGoes() throws {
        let added = try Self.edited(Edit(account: "Expenses:Food", changes: [.set("fixed", "yes")]))
        #expect(added == Self.with("account Expenses:Food", "account Expenses:Food  ; fixed: yes"))
        let removed = try Self.edited(Edit(account: "Expenses:Food", changes: [.remove("fixed")]), in: added)
        #expect(removed == Self.journal)
    }

    @Test func anUndeclaredAccountGetsADirectiveAfterTheLastOne() throws {
        let result = try Self.edited(Edit(account: "Assets:Savings:Car", changes: [.set("plan", "fixed"), .set("unit", "50 USD")]))
        #expect(result == Self.with("account Expenses:Food", "account Expenses:Food\naccount Assets:Savings:Car  ; plan: fixed, unit: 50 USD"))
    }

    @Test func aFileWithoutAccountDirectivesGetsOneAtItsEnd() throws {
        let text = "2026-11-01 Groceries\n    Expenses:Food  12.50 USD\n    Assets:Bank\n"
        let result = try Self.edited(Edit(account: "Assets:Bank", changes: [.set("goal", "100 USD")]), in: text)
        #expect(result == text + "\naccount Assets:Bank  ; goal: 100 USD\n")
    }

    @Test func crlfLinesKeepTheirEndings() throws {
        let text = Self.journal.replacingOccurrences(of: "\n", with: "\r\n")
        let result = try Self.edited(Edit(account: "Assets:Savings:New", changes: [.set("goal", "1 USD")]), in: text)
        #expect(result == text.replacingOccurrences(of: "account Expenses:Food\r\n",
                                                    with: "account Expenses:Food\r\naccount Assets:Savings:New  ; goal: 1 USD\r\n"))
        let edited = try Self.edited(Edit(account: "Assets:Bank", changes: [.set("type", "Cash")]), in: text)
        #expect(edited == text.replacingOccurrences(of: "; type: Asset\r\naccount Assets:Savings", with: "; type: Cash\r\naccount Assets:Savings"))
    }

    @Test func tagsWithoutSpacesAreEditedInPlace() throws {
        let text = "account Assets:Bank  ; goal:5,due:2027-01-01\n"
        #expect(try Self.edited(Edit(account: "Assets:Bank", changes: [.set("goal", "7")]), in: text) == "account Assets:Bank  ; goal:7,due:2027-01-01\n")
        #expect(try Self.edited(Edit(account: "Assets:Bank", changes: [.remove("goal")]), in: text) == "account Assets:Bank  ; due:2027-01-01\n")
    }

    @Test(arguments: [
        (Edit(account: "Assets:Bank", changes: [.set("goal", "1,000 USD")]), Edit.Failure.invalidTagValue(name: "goal", value: "1,000 USD")),
        (Edit(account: "Assets:Bank", changes: [.set("two words", "x")]), .invalidTagName("two words")),
        (Edit(account: "Assets:Bank", changes: [.remove("a:b")]), .invalidTagName("a:b")),
        (Edit(account: "Assets:Bank  ; x", changes: []), .invalidAccountName("Assets:Bank  ; x")),
    ])
    func whatWouldNotReadBackIsRefusedAndNothingIsWritten(edit: Edit, failure: Edit.Failure) {
        let dir = TemporaryDirectory()
        let path = dir.write("main.journal", Self.journal)
        var refused: Edit.Failure?
        do {
            _ = try JournalWriterTests.writer(path, createIfMissing: false).rewrite { base throws(Edit.Failure) in try edit.applied(to: base) }
        } catch {
            if case .compose(let reason) = error { refused = reason }
        }
        #expect(refused == failure)
        #expect(dir.read("main.journal") == Self.journal)
    }

    @Test func aDirectiveInAnIncludedFileIsNotEditedFromTheMainFile() {
        let dir = TemporaryDirectory()
        dir.write("accounts.journal", "account Assets:Bank  ; type: Asset\n")
        let path = dir.write("main.journal", "include accounts.journal\n\n" + "2026-11-01 x\n    Expenses:Food  1 USD\n    Assets:Bank\n")
        var failure: Edit.Failure?
        do {
            _ = try JournalWriterTests.writer(path, createIfMissing: false).rewrite { base throws(Edit.Failure) in
                try Edit(account: "Assets:Bank", changes: [.set("goal", "5 USD")]).applied(to: base)
            }
        } catch {
            if case .compose(let refused) = error { failure = refused }
        }
        #expect(failure == .declaredInAnotherFile(path: dir.path + "/accounts.journal", line: 1))
    }

    @Test func aRewriteThatWouldNotReadIsRefusedWithTheJournalAsItWouldRead() {
        let dir = TemporaryDirectory()
        let path = dir.write("main.journal", Self.journal)
        var refused: LoadedJournal?
        do {
            _ = try JournalWriterTests.writer(path, createIfMissing: false).rewrite { base throws(Edit.Failure) in
                base.original + Array("2026-11-02 broken\n    Expenses:Food  1 USD\n    Assets:Bank  1 USD\n".utf8)
            }
        } catch {
            if case .wouldNotRead(let loaded) = error { refused = loaded }
        }
        #expect(refused?.hasErrors == true)
        #expect(dir.read("main.journal") == Self.journal)
        #expect(!dir.contents.contains { $0.contains(".track-") }, "the temporary file is removed")
    }

    @Test func aRewriteThatWouldChangeTransactionsIsRefused() {
        let dir = TemporaryDirectory()
        let path = dir.write("main.journal", Self.journal)
        var difference: String?
        do {
            _ = try JournalWriterTests.writer(path, createIfMissing: false).rewrite { base throws(Edit.Failure) in
                Array(String(decoding: base.original, as: UTF8.self).replacingOccurrences(of: "12.50", with: "13.50").utf8)
            }
        } catch {
            if case .wouldChangeMeaning(let words) = error { difference = words }
        }
        #expect(difference == "transaction 2026-11-01 'Groceries': posting Expenses:Food: amount")
        #expect(dir.read("main.journal") == Self.journal)
        #expect(!dir.contents.contains { $0.contains(".track-") }, "the temporary file is removed")
    }

    @Test func aMissingJournalIsNotCreated() {
        let dir = TemporaryDirectory()
        let path = dir.path + "/none.journal"
        #expect(throws: (any Error).self) {
            _ = try JournalWriterTests.writer(path, createIfMissing: false).rewrite { base throws(Edit.Failure) in Array(base.original) }
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// The outcome carries the journal as read back with the edit (what `goal add` shows a card
    /// from) and the file's new bytes; a rewrite appends no text.
    @Test func theOutcomeHoldsTheJournalReadBackWithTheEdit() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("main.journal", Self.journal)
        let edit = Edit(account: "Expenses:Food", changes: [.set("fixed", "yes")])
        let outcome = try JournalWriterTests.writer(path, createIfMissing: false).rewrite { base throws(Edit.Failure) in
            try edit.applied(to: base)
        }
        let journal = try #require(outcome.journal)
        let food = try #require(journal.accounts.id(of: "Expenses:Food"))
        let tags = journal.accounts[food].declaration?.tags.map { journal.string($0.name) + "=" + journal.string($0.value) }
        #expect(tags == ["fixed=yes"])
        #expect(journal.transactions.count == 1)
        #expect(outcome.text.isEmpty)
        #expect(String(decoding: outcome.bytes, as: UTF8.self) == dir.read("main.journal"))
    }

    /// Nothing to change: nothing is written, and the outcome's journal is the one read.
    @Test func anEditThatChangesNothingKeepsTheJournalRead() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("main.journal", Self.journal)
        let edit = Edit(account: "Expenses:Food", changes: [.remove("fixed")])
        let outcome = try JournalWriterTests.writer(path, createIfMissing: false).rewrite { base throws(Edit.Failure) in
            try edit.applied(to: base)
        }
        #expect(!outcome.written)
        #expect(outcome.journal?.transactions.count == 1)
    }
}
