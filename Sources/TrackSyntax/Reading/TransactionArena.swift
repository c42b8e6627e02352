#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrackModel

/// Memory for the transactions of many files read side by side (an
/// `include` run): one mapping, in huge pages, each file's part a
/// `TransactionRegion`, instead of an allocation per file whose pages fault
/// in one by one. The parts are moved into the journal's array in order,
/// and the pages behind the last one moved are given back as the moving
/// goes (`release(upTo:)`), so the arena and the array are never both whole.
struct TransactionArena: @unchecked Sendable {
    // Unchecked: threads only make regions of it, each writing its own part.
    private let base: UnsafeMutableRawPointer
    private let byteCount: Int
    /// Bytes from the start already given back.
    private var released = 0

    /// Room for `capacity` transactions; nil when the system refuses.
    init?(capacity: Int) {
        byteCount = max(1, capacity) * MemoryLayout<Transaction>.stride
        #if canImport(Glibc) || canImport(Darwin)
        let memory = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let memory, memory != MAP_FAILED else { return nil }
        base = memory
        #else
        return nil
        #endif
        HugePages.advise(UnsafeMutableRawBufferPointer(start: base, count: byteCount))
    }

    /// The region of `capacity` transactions from the `start`th.
    func region(from start: Int, capacity: Int) -> TransactionRegion {
        TransactionRegion(address: UInt(bitPattern: base) + UInt(start * MemoryLayout<Transaction>.stride),
                          capacity: capacity)
    }

    /// Gives back the whole pages before the `end`th transaction, whose
    /// transactions were moved out: nothing reads them again.
    mutating func release(upTo end: Int) {
        let page = Int(getpagesize())
        let upTo = min(byteCount, end * MemoryLayout<Transaction>.stride) / page * page
        guard upTo > released else { return }
        #if canImport(Glibc) || canImport(Darwin)
        _ = madvise(base + released, upTo - released, MADV_DONTNEED)
        #endif
        released = upTo
    }

    /// Unmaps the arena; its regions must be moved out or discarded first.
    func deallocate() {
        #if canImport(Glibc) || canImport(Darwin)
        munmap(base, byteCount)
        #endif
    }
}
