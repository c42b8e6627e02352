#if canImport(Glibc)
import Glibc
#endif
import Dispatch

/// Reads a large regular file into a buffer with several threads at once.
///
/// Copying a file into fresh memory is mostly the kernel zeroing and
/// faulting in new pages, which one thread does at a fraction of memory
/// speed; each thread here fills its own part of the buffer with `pread`.
enum ParallelFileRead {
    /// Below this, one `read` is as fast.
    static let threshold = 8 << 20

    /// Fills `buffer` from offset 0 of `fd` in `parts` pieces. Returns how
    /// many bytes from the start were read without a gap (less than the
    /// buffer at end of file), or the `errno` of a failed read.
    static func read(_ fd: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>, parts: Int) -> Result<Int, Errno> {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return .success(0) }
        let parts = max(1, min(parts, buffer.count / (1 << 20)))
        let address = UInt(bitPattern: base)
        let size = buffer.count
        let outcomes = UnsafeMutableBufferPointer<Int>.allocate(capacity: 2 * parts)
        defer { outcomes.deallocate() }
        outcomes.initialize(repeating: 0)
        let outcomesAddress = UInt(bitPattern: outcomes.baseAddress)
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let start = size * part / parts, end = size * (part + 1) / parts
            let target = UnsafeMutableRawPointer(bitPattern: address)!
            var done = 0, failure: Int32 = 0
            while start + done < end {
                let n = pread(fd, target + start + done, end - start - done, off_t(start + done))
                if n < 0 && errno == EINTR { continue }
                if n < 0 { failure = errno }
                if n <= 0 { break }
                done += n
            }
            // Each iteration writes only its own two slots.
            let slots = UnsafeMutablePointer<Int>(bitPattern: outcomesAddress)!
            slots[2 * part] = done
            slots[2 * part + 1] = Int(failure)
        }
        var count = 0
        for part in 0..<parts {
            if outcomes[2 * part + 1] != 0 { return .failure(Errno(code: Int32(outcomes[2 * part + 1]))) }
            let expected = size * (part + 1) / parts - size * part / parts
            count += outcomes[2 * part]
            if outcomes[2 * part] < expected { break }  // the file ended (or shrank) here
        }
        return .success(count)
    }

    struct Errno: Error {
        var code: Int32
    }
}
