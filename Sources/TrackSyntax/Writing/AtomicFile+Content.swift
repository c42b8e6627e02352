#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrackModel

extension AtomicFile {
    /// What a write puts in the file: a file's bytes as they were read
    /// (mapped, when large), then bytes made in memory. An append is the
    /// file's own bytes and the new text, so a million transactions are not
    /// copied into one buffer to be written: they are written from where
    /// they lie, a part at a time, each part's pages given back behind.
    public struct Content {
        /// The bytes kept (the file as read, for an append); often none.
        public var kept: SourceBytes
        /// The bytes written after them.
        public var added: [UInt8]

        public init(kept: SourceBytes = .empty, added: [UInt8]) {
            self.kept = kept
            self.added = added
        }

        public var count: Int { kept.count + added.count }

        /// Writes every byte to `fd`; false on an error (`errno` says which).
        func write(to fd: Int32) -> Bool {
            var behind = ReadBehind(from: 0)
            var start = 0
            while start < kept.count {
                let end = min(kept.count, start + ReadBehind.step)
                let done = kept[start..<end].withUnsafeBytes { AtomicFile.writeAll(fd, $0) }
                guard done else { return false }
                if let passed = behind.passing(end) { kept.forget(passed) }
                start = end
            }
            kept.forget(behind.finishing(at: kept.count))
            return added.withUnsafeBytes { AtomicFile.writeAll(fd, $0) }
        }

        /// Whether the file open at `fd`, of `size` bytes, holds this
        /// content's first `size` bytes (it is an append to what is there).
        func isPrefixed(by fd: Int32, size: Int) -> Bool {
            guard size <= count else { return false }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            var offset = 0
            while offset < size {
                let want = min(chunk.count, size - offset)
                let n = chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress, want, off_t(offset)) }
                guard n == want else { return false }
                for i in 0..<n where chunk[i] != self[offset + i] { return false }
                offset += n
            }
            return true
        }

        /// The bytes from `offset` on, as one buffer (what an append adds in place).
        func suffix(from offset: Int) -> [UInt8] {
            offset >= kept.count ? Array(added[(offset - kept.count)...]) : Array(kept[offset...]) + added
        }

        private subscript(offset: Int) -> UInt8 {
            offset < kept.count ? kept[offset] : added[offset - kept.count]
        }
    }
}
