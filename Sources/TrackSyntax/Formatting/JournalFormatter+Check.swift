#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrackModel

extension JournalFormatter {
    /// True when file `index` is already in canonical form: `fmt --check`,
    /// the pre-commit hook's work. Each piece's text is compared with the
    /// file on the core that formats it, where it would stand in a
    /// canonical file, and dropped when it is there; in order, each piece
    /// is then checked to follow the text before it (compared again only
    /// where it stands elsewhere). Stops at the first difference, so a file
    /// that is not canonical is not formatted to its end.
    public func isCanonical(fileAt index: Int) -> Bool {
        let source = journal.sources.files[index].bytes
        guard JournalFileFormat.of(journal.sources.files[index].path).format == .journal else { return true }
        let plan = plan(fileAt: index)
        var offset = 0
        var same = true
        guard plan.pieces.count > 2 else {
            run(plan.piece(0), chunkSize: 1 << 16) { chunk in
                guard same else { return }
                same = Self.matches(source, at: offset, chunk)
                offset += chunk.count
            }
            return same && offset == source.count
        }
        let finished = formatPieces(plan) { piece, formatted in
            // A piece after the first starts with the blank line before its first transaction.
            let start = piece.range.lowerBound == 0 ? 0 : max(0, piece.range.lowerBound - plan.eol.count)
            return CheckedPiece(start: start, count: formatted.count, inPlace: Self.matches(source, at: start, formatted))
        } handOver: { _, checked, formatted in
            if !checked.inPlace {
                guard Self.matches(source, at: offset, formatted) else { return false }
            } else if offset != checked.start {
                guard Self.matches(source, at: offset, source[checked.start..<checked.start + checked.count]) else { return false }
            }
            offset += checked.count
            return true
        }
        return finished && offset == source.count
    }

    /// A piece's canonical text, compared on the core that wrote it with the
    /// file where it would be if the file is canonical.
    private struct CheckedPiece: Sendable {
        var start: Int
        var count: Int
        /// The text is the file's bytes at `start`.
        var inPlace: Bool
    }

    /// True when `bytes` are those of `source` at `offset`.
    static func matches(_ source: SourceBytes, at offset: Int, _ bytes: SourceBytes) -> Bool {
        bytes.withUnsafeBufferPointer { matches(source, at: offset, $0) }
    }

    static func matches(_ source: SourceBytes, at offset: Int, _ part: UnsafeBufferPointer<UInt8>) -> Bool {
        guard offset + part.count <= source.count else { return false }
        guard !part.isEmpty else { return true }
        return source.withUnsafeBufferPointer { whole in
            memcmp(whole.baseAddress! + offset, part.baseAddress!, part.count) == 0
        }
    }
}
