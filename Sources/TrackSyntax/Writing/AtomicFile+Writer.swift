#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrackModel

extension AtomicFile {
    /// The temporary file as it is filled, a piece at a time: whoever makes
    /// the new bytes writes them here as they come, and no whole copy of
    /// the file is ever held. The first failure is kept (`errno`), and
    /// later pieces are not written.
    public struct Writer {
        let fd: Int32
        /// The `errno` of the first write that failed, or 0.
        private(set) var failure: Int32 = 0

        init(fd: Int32) {
            self.fd = fd
        }

        public mutating func write(_ raw: UnsafeRawBufferPointer) {
            guard failure == 0, raw.count > 0 else { return }
            if !AtomicFile.writeAll(fd, raw) { failure = errno == 0 ? EIO : errno }
        }

        public mutating func write(_ bytes: [UInt8]) {
            bytes.withUnsafeBytes { write($0) }
        }

        /// Bytes as read, a megabyte at a time, the pages of a mapped file
        /// given back behind (they read the same if touched again).
        public mutating func write(kept bytes: SourceBytes) {
            var behind = ReadBehind(from: bytes.startIndex)
            var start = bytes.startIndex
            while start < bytes.endIndex, failure == 0 {
                let end = min(bytes.endIndex, start + ReadBehind.step)
                bytes[start..<end].withUnsafeBytes { write($0) }
                if let passed = behind.passing(end) { bytes.forget(passed) }
                start = end
            }
            bytes.forget(behind.finishing(at: bytes.endIndex))
        }
    }
}
