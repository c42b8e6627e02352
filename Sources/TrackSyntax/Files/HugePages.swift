#if canImport(Glibc)
import Glibc
#endif

/// Asks the kernel to back a large, not yet touched buffer with 2 MB pages.
///
/// Reading a 100 MB journal touches tens of thousands of 4 KB pages, and on
/// virtual machines each first touch is a costly fault; huge pages cut that
/// by 512×. Only a hint: where transparent huge pages are off, nothing changes.
enum HugePages {
    static let size = 2 << 20

    static func advise(_ buffer: UnsafeMutableRawBufferPointer) {
        #if canImport(Glibc)
        guard buffer.count >= 2 * size, let base = buffer.baseAddress else { return }
        let start = (Int(bitPattern: base) + size - 1) & ~(size - 1)
        let end = (Int(bitPattern: base) + buffer.count) & ~(size - 1)
        guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(pointer, end - start, MADV_HUGEPAGE)
        #endif
    }
}
