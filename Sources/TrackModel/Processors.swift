#if canImport(Glibc)
import Glibc
#endif

/// How many processors this machine has online: how many parts a walk over
/// every transaction is worth cutting into.
public enum Processors {
    /// Asked once a run: glibc reads `/sys/devices/system/cpu/online` at each
    /// `sysconf` (an open, a read and a close), and a journal of a thousand
    /// included files asked for every file.
    public static let count: Int = {
        #if canImport(Glibc)
        return max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #else
        return 1
        #endif
    }()
}
