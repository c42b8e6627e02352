#if canImport(Glibc)
import Glibc
#endif

/// How many processors this machine has online: how many parts a walk over
/// every transaction is worth cutting into.
public enum Processors {
    public static var count: Int {
        #if canImport(Glibc)
        return max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #else
        return 1
        #endif
    }
}
