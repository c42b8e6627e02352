import Foundation
import Testing
import TrackModel
@testable import TrackSyntax
import TrackTestSupport

/// A large journal is mapped, not copied: it reads the same bytes, the
/// same journal, and keeps them when its pages are given back, when text is
/// appended after it, and when track rewrites the file in place.
@Suite struct MappedFileTests {
    /// A journal of `count` transactions, over a megabyte from a few thousand on.
    static func journal(_ count: Int) -> String {
        (0..<count).map { i in
            "2026-01-\(String(format: "%02d", i % 28 + 1)) * Corner Market | purchase \(i)  ; receipt:yes\n"
                + "    Expenses:Essentials:Groceries      \(i % 97 + 1).\(String(format: "%02d", i % 100)) USD\n"
                + "    Assets:Bank:Checking\n"
        }.joined(separator: "\n")
    }

    @Test func aLargeFileIsMappedAndReadsAsItsBytes() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("large.journal", Self.journal(12_000))
        let read = try LocalFileSystem(mapsLargeFiles: false).readSource(path, argument: true).get()
        let mapped = try LocalFileSystem().readSource(path, argument: true).get()
        #expect(mapped.isMapped && !read.isMapped)
        #expect(mapped.count >= MappedFile.threshold)
        #expect(mapped == read)
        // Given back and read again, the pages hold the same bytes.
        mapped.forget(0..<mapped.count)
        #expect(mapped == read)
        #expect(Array(try LocalFileSystem().read(path).get()) == Array(read))
    }

    @Test func aSmallFileIsRead() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("small.journal", Self.journal(10))
        #expect(try !LocalFileSystem().readSource(path, argument: false).get().isMapped)
    }

    /// The parser gives back pages as it goes; the journal it reads is the one read from memory.
    @Test func aMappedJournalReadsAsTheSameJournalInMemory() throws {
        let folder = TemporaryDirectory()
        let text = Self.journal(12_000)
        let path = folder.write("large.journal", text)
        let options = ParseOptions(today: Day(year: 2026, month: 11, day: 28)!)
        let mapped = JournalLoader(options: options).load(paths: [path])
        let inMemory = JournalLoader(options: options, fileSystem: InMemoryFileSystem(files: [path: text])).load(paths: [path])
        #expect(mapped.journal.sources.files[0].bytes.isMapped)
        #expect(!mapped.hasErrors && mapped.journal.transactions.count == 12_000)
        #expect(JournalEquivalence.firstDifference(mapped.journal, inMemory.journal, transactionOrderMatters: true) == nil)
        let last = try #require(mapped.journal.transactions.last)
        #expect(mapped.journal.string(last.description) == "Corner Market | purchase 11999")
    }

    /// The file named on the command line (which `add` and `import` append to) is mapped with room after it.
    @Test func textAppendedToAMappedFileGoesAfterIt() throws {
        let folder = TemporaryDirectory()
        let text = Self.journal(12_000)
        let path = folder.write("large.journal", text)
        let mapped = try LocalFileSystem().readSource(path, argument: true).get()
        let longer = mapped.appending(Array("2026-02-01 x\n".utf8))
        #expect(longer.isMapped && longer.count == mapped.count + 13)
        #expect(Array(longer[mapped.count...]) == Array("2026-02-01 x\n".utf8))
        // Giving back the file's pages keeps the appended text, which lies in memory of its own.
        longer.forget(0..<longer.count)
        #expect(Array(longer[mapped.count...]) == Array("2026-02-01 x\n".utf8))
        #expect(longer[0..<mapped.count] == mapped)
    }

    /// Before track rewrites a file in place (a bind mount), what it read of it becomes a copy.
    @Test func aDetachedMappingKeepsItsBytesWhenTheFileChanges() throws {
        let folder = TemporaryDirectory()
        let text = Self.journal(12_000)
        let path = folder.write("large.journal", text)
        let mapped = try LocalFileSystem().readSource(path, argument: false).get()
        let id = try #require(LocalFileSystem().fileID(path))
        MappedFile.detach(id)
        let replacement = String(repeating: "; changed\n", count: text.utf8.count / 10)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.write(Data(replacement.utf8))
        try handle.truncate(atOffset: 1000)
        try handle.close()
        mapped.forget(0..<mapped.count)  // a detached copy is not given back
        #expect(Array(mapped) == Array(text.utf8))
    }
}

extension MappedFileTests {
    /// A second text appended to a mapped file goes into the room of the
    /// file mapped again: the file is not copied, and the first text stays.
    @Test func anotherTextAppendedMapsTheFileAgain() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("large.journal", Self.journal(12_000))
        let mapped = try LocalFileSystem().readSource(path, argument: true).get()
        let first = mapped.appending(Array("2026-02-01 first\n".utf8))
        let second = mapped.appending(Array("2026-02-02 second\n".utf8))
        #expect(first.isMapped && second.isMapped)
        #expect(Array(first[mapped.count...]) == Array("2026-02-01 first\n".utf8))
        #expect(Array(second[mapped.count...]) == Array("2026-02-02 second\n".utf8))
        #expect(second[0..<mapped.count] == mapped)
    }

    /// What an append writes: the file as read, from where it lies, then the new text.
    @Test func contentKeptThenAddedIsWrittenWhole() throws {
        let folder = TemporaryDirectory()
        let text = Self.journal(12_000)
        let path = folder.write("large.journal", text)
        let mapped = try LocalFileSystem().readSource(path, argument: false).get()
        let content = AtomicFile.Content(kept: mapped, added: Array("\n2026-02-01 x\n".utf8))
        #expect(content.count == mapped.count + 14)
        try AtomicFile.write(content, to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text + "\n2026-02-01 x\n")
    }
}

extension MappedFileTests {
    /// Not mapped (the language server's way), a file of many megabytes is
    /// read on several threads into a buffer of its own: the same bytes.
    @Test func aLargeFileReadWholeReadsAsItsBytes() throws {
        let folder = TemporaryDirectory()
        let text = Self.journal(90_000)
        let path = folder.write("large.journal", text)
        let read = try LocalFileSystem(mapsLargeFiles: false).readSource(path, argument: true).get()
        #expect(!read.isMapped && read.count == text.utf8.count)
        #expect(read.elementsEqual(text.utf8))
    }

    /// An included file is mapped with no room (nothing is appended to it):
    /// text appended all the same is copied after it, and reads right.
    @Test func anIncludedFileHasNoRoomAndTextAppendedToItIsCopied() throws {
        let folder = TemporaryDirectory()
        let text = Self.journal(12_000)
        let path = folder.write("part.journal", text)
        let mapped = try LocalFileSystem().readSource(path, argument: false).get()
        #expect(mapped.isMapped && Array(mapped) == Array(text.utf8))
        let longer = mapped.appending(Array("2026-02-01 x\n".utf8))
        #expect(!longer.isMapped)
        #expect(Array(longer) == Array((text + "2026-02-01 x\n").utf8))
    }
}
