import Foundation
import Testing
import TrackModel
@testable import TrackSyntax
import TrackTestSupport

/// The append pipeline with plain values: a target, how to read it, a compose step.
@Suite struct JournalWriterTests {
    struct Refused: Error, Equatable {}

    static let journal = "2026-11-01 Rent\n    Expenses:Rent  $1,400.00\n    Assets:Bank\n"
    static let entry = Array("2026-11-02 Noodle Bar\n    Expenses:Dining  $12.50\n    Assets:Bank\n".utf8)

    static func writer(_ path: String, createIfMissing: Bool = true, dryRun: Bool = false,
                       reported: Reported = Reported()) -> JournalWriter {
        JournalWriter(target: path, reread: JournalReread(options: ParseOptions(today: testToday), fileSystem: LocalFileSystem()),
                      createIfMissing: createIfMissing, dryRun: dryRun) { reported.all.append($0) }
    }

    /// The journals the pipeline read, for its diagnostics.
    final class Reported: @unchecked Sendable {
        var all: [LoadedJournal] = []
    }

    @Test func appendsAfterOneBlankLineAndKeepsWhatWasThere() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("main.journal", Self.journal)
        var seen: JournalWriter.Base?
        let outcome = try Self.writer(path).append { base throws(Refused) in
            seen = base
            return Self.entry
        }
        #expect(seen?.journal.transactions.count == 1 && seen?.isNew == false)
        #expect(outcome.written && !outcome.isNewFile && outcome.text == Self.entry)
        #expect(dir.read("main.journal") == Self.journal + "\n" + String(decoding: Self.entry, as: UTF8.self))
        #expect(outcome.bytes == Array((dir.read("main.journal") ?? "").utf8))
    }

    @Test func aDryRunWritesNothing() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("main.journal", Self.journal)
        let outcome = try Self.writer(path, dryRun: true).append { _ throws(Refused) in Self.entry }
        #expect(!outcome.written && outcome.text == Self.entry)
        #expect(dir.read("main.journal") == Self.journal)
        // The file as it would be, made only when asked: what the write would have written.
        #expect(outcome.bytes == Array((Self.journal + "\n").utf8) + Self.entry)
    }

    @Test func aMissingJournalIsCreatedPrivateOrLeftUncreatedWhenNothingIsAppended() throws {
        let dir = TemporaryDirectory()
        let path = dir.path + "/new.journal"
        let nothing = try Self.writer(path).append { base throws(Refused) in base.isNew ? nil : Self.entry }
        #expect(!nothing.written && nothing.isNewFile && !FileManager.default.fileExists(atPath: path))
        let outcome = try Self.writer(path).append { _ throws(Refused) in Self.entry }
        #expect(outcome.written && outcome.isNewFile)
        #expect(dir.read("new.journal") == String(decoding: Self.entry, as: UTF8.self))
        #expect(dir.mode("new.journal") == 0o600)
    }

    @Test func aJournalWithErrorsIsReportedAndNotWritten() {
        let dir = TemporaryDirectory()
        let broken = "2026-11-01 Rent\n    Expenses:Rent  $1,400.00\n    Assets:Bank  $1\n"
        let path = dir.write("main.journal", broken)
        let reported = Reported()
        #expect(throws: JournalWriteFailure<Refused>.self) {
            try Self.writer(path, reported: reported).append { _ throws(Refused) in Self.entry }
        }
        #expect(reported.all.count == 1 && reported.all[0].hasErrors)
        #expect(dir.read("main.journal") == broken)
    }

    @Test func aMissingJournalNotToBeCreatedIsReported() {
        let dir = TemporaryDirectory()
        let reported = Reported()
        do {
            _ = try Self.writer(dir.path + "/missing.journal", createIfMissing: false, reported: reported)
                .append { _ throws(Refused) in Self.entry }
            Issue.record("appended to a missing journal")
        } catch {
            guard case .journalHasErrors = error else { Issue.record("\(error)"); return }
        }
        #expect(reported.all.first?.hasErrors == true)
        #expect(dir.contents.isEmpty)
    }

    @Test func aRefusedComposeWritesNothing() {
        let dir = TemporaryDirectory()
        let path = dir.write("main.journal", Self.journal)
        do {
            _ = try Self.writer(path).append { _ throws(Refused) in throw Refused() }
            Issue.record("wrote despite the refusal")
        } catch {
            guard case .compose(let refused) = error else { Issue.record("\(error)"); return }
            #expect(refused == Refused())
        }
        #expect(dir.read("main.journal") == Self.journal)
        #expect(dir.contents == ["main.journal"])
    }

    @Test func createRefusesAnExistingFile() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("main.journal", Self.journal)
        #expect(try JournalWriter.create(Self.entry, at: path) == false)
        #expect(dir.read("main.journal") == Self.journal)
        #expect(try JournalWriter.create(Self.entry, at: dir.path + "/new.journal"))
        #expect(dir.read("new.journal") == String(decoding: Self.entry, as: UTF8.self) && dir.mode("new.journal") == 0o600)
    }
}
