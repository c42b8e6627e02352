#if canImport(Glibc)
import Glibc
#endif

/// Lets the process keep the memory it frees, for its next allocations.
///
/// glibc gives large freed blocks back to the kernel at once, and a new
/// block takes fresh pages, each cleared by the kernel on first touch: on a
/// virtual machine that clearing costs more than the work. A report that
/// makes and drops many buffers (a table of ten thousand months) took a
/// quarter of its time there. Kept, the pages are reused; the peak is the
/// same high-water mark. Blocks over 32 MB are still mapped apart and given
/// back when freed.
public enum FreedMemory {
    public static func keep() {
        #if canImport(Glibc)
        // `mallopt` is in <malloc.h>, which the Glibc module does not import: found by name.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3  // M_TRIM_THRESHOLD, M_MMAP_THRESHOLD
        _ = mallopt(mmapThreshold, 32 << 20)
        _ = mallopt(trimThreshold, 1 << 30)
        #endif
    }
}
