import TrackModel

extension AtomicFile {
    /// What a write puts in the file, as parts in order: bytes kept from a
    /// file as it was read (mapped, when large) and bytes made in memory.
    /// An append is the file's bytes then the new text; an edit of one line
    /// is the bytes before it, the new line, the bytes after it. So a
    /// million transactions are never copied into one buffer to be written:
    /// they are written from where they lie, their pages given back behind.
    public struct Content: Sendable {
        public enum Part: Sendable {
            /// Bytes as read (a slice of a file's bytes, often).
            case kept(SourceBytes)
            /// Bytes made for the write.
            case made([UInt8])

            var count: Int {
                switch self {
                case .kept(let bytes): return bytes.count
                case .made(let bytes): return bytes.count
                }
            }
        }

        public var parts: [Part]

        public init(_ parts: [Part]) {
            self.parts = parts
        }

        /// `kept` (the file as read, for an append), then `added`.
        public init(kept: SourceBytes = .empty, added: [UInt8]) {
            self.init([.kept(kept), .made(added)])
        }

        public var count: Int { parts.reduce(0) { $0 + $1.count } }

        /// The bytes in one buffer: for a dry run, which has no file to read back.
        public var bytes: [UInt8] {
            var result: [UInt8] = []
            result.reserveCapacity(count)
            for part in parts {
                switch part {
                case .kept(let bytes): result.append(contentsOf: bytes)
                case .made(let bytes): result.append(contentsOf: bytes)
                }
            }
            return result
        }

        /// Whether the content is exactly `file`'s bytes. A part kept from
        /// `file` at its own place is the same memory: it is not read.
        public func isSame(as file: SourceBytes) -> Bool {
            guard count == file.count else { return false }
            var offset = file.startIndex
            for part in parts {
                let end = offset + part.count
                let same: Bool
                switch part {
                case .kept(let bytes): same = bytes == file[offset..<end]
                case .made(let bytes): same = file[offset..<end].elementsEqual(bytes)
                }
                guard same else { return false }
                offset = end
            }
            return true
        }

        /// Writes every part through `writer`.
        func write(to writer: inout Writer) {
            for part in parts {
                switch part {
                case .kept(let bytes): writer.write(kept: bytes)
                case .made(let bytes): writer.write(bytes)
                }
            }
        }
    }
}
