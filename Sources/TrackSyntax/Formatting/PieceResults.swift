#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where threads formatting parts of a file leave their results: each slot
/// is written by one thread and read after all have finished; the mutex
/// makes that plain to the checker.
final class PieceResults<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private var mutex = pthread_mutex_t()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
        pthread_mutex_init(&mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(&mutex)
    }

    func store(_ value: Value, at index: Int) {
        pthread_mutex_lock(&mutex)
        slots[index] = value
        pthread_mutex_unlock(&mutex)
    }

    /// The value stored at `index` (which must have been stored), leaving the slot empty.
    func take(_ index: Int) -> Value {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        let value = slots[index]!
        slots[index] = nil
        return value
    }
}
