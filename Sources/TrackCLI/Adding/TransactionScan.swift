#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// A walk over every transaction of a journal split into consecutive
/// ranges walked on every core: `track add` looks at all of them (the
/// template search, the usual account, the account's commodity) and would
/// otherwise use one core of two for it. Each range gives a partial result;
/// the caller combines them in range order, so the outcome is the one a
/// single walk in order gives.
enum TransactionScan {
    /// Fewer transactions than this per range are walked on one thread: starting threads costs more.
    static let minimumPerRange = 20_000

    /// `work` on consecutive ranges covering `0..<count`, in order: one
    /// range when `count` is small (`minimumPerRange`) or there is one core.
    static func ranges<Partial: Sendable>(
        _ count: Int, minimumPerRange: Int = minimumPerRange, _ work: @Sendable (Range<Int>) -> Partial
    ) -> [Partial] {
        let parts = max(1, min(processorCount, 8, count / max(1, minimumPerRange)))
        guard parts > 1 else { return [work(0..<count)] }
        let results = Results<Partial>(count: parts)
        DispatchQueue.concurrentPerform(iterations: parts) { k in
            results.store(work((count * k / parts)..<(count * (k + 1) / parts)), at: k)
        }
        return results.all()
    }

    private static var processorCount: Int {
        #if canImport(Glibc)
        return max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #else
        return 1
        #endif
    }

    /// Where the threads leave their partial results: each slot is written
    /// by one thread and read after all have finished; the mutex makes that
    /// plain to the checker.
    private final class Results<Value: Sendable>: @unchecked Sendable {
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

        /// Every slot, in order (all stored).
        func all() -> [Value] {
            pthread_mutex_lock(&mutex)
            defer { pthread_mutex_unlock(&mutex) }
            return slots.compactMap { $0 }
        }
    }
}
