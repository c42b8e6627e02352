#if canImport(Glibc)
import Glibc
#endif

/// Where worker threads leave their chunks (or included files). Each slot is
/// written by one thread and read only after all have finished (the dispatch
/// group's wait orders the accesses), which the lock makes plain to the checker.
final class ChunkResults: @unchecked Sendable {
    private var slots: [JournalParser.ChunkResult?]
    private let lock = Lock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ result: JournalParser.ChunkResult, at index: Int) {
        lock.locked { slots[index] = result }
    }

    func take(_ index: Int) -> JournalParser.ChunkResult? {
        lock.locked {
            let result = slots[index]
            slots[index] = nil
            return result
        }
    }
}

/// A pthread mutex, for the few places that hand values between threads.
final class Lock: @unchecked Sendable {
    private var mutex = pthread_mutex_t()

    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }

    func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return body()
    }
}
