import Foundation
import Testing
import TrackSyntax
import TrackTestSupport

@Suite struct JournalLockTests {
    /// Writers that each read a number, add one and write it back (replacing
    /// the file, as every track write does) all land when they hold the lock:
    /// a writer that waited on the replaced file locks the new one.
    @Test func concurrentReadModifyWritesAllLand() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("counter.journal", "0")
        let writers = 16
        DispatchQueue.concurrentPerform(iterations: writers) { _ in
            guard let lock = try? JournalLock.acquire(path) else { return }
            defer { lock.release() }
            let value = FileManager.default.contents(atPath: path).flatMap { Int(String(decoding: $0, as: UTF8.self)) } ?? -1000
            _ = try? AtomicFile.write(Array(String(value + 1).utf8), to: path)
        }
        #expect(dir.read("counter.journal") == String(writers))
        // No lock file is left behind.
        #expect(dir.contents == ["counter.journal"])
    }

    @Test func aMissingFileCannotBeLocked() {
        let dir = TemporaryDirectory()
        do {
            _ = try JournalLock.acquire(dir.path + "/missing.journal")
            Issue.record("locked a file that is not there")
        } catch {
            #expect(error.kind == .notFound)
        }
    }

    @Test func releasingTwiceIsHarmless() throws {
        let dir = TemporaryDirectory()
        let lock = try JournalLock.acquire(dir.write("a.journal", ""))
        lock.release()
        lock.release()
        let again = try JournalLock.acquire(dir.path + "/a.journal")
        again.release()
    }
}
