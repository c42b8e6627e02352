import TrackModel

/// Independent pieces of work run on every core, their results kept in
/// order: a report walking all transactions splits them into spans, works
/// out what each span needs (its sum, its widest amount) at once, then
/// joins the spans' results in order.
public enum ParallelMap {
    /// How many threads work at once: the cores, at most eight.
    public static var workers: Int { max(1, min(Processors.count, 8)) }

    /// `body(0) … body(count - 1)`, run on several threads at once, in order.
    public static func map<Value: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Value) -> [Value] {
        Parts.map(count: count, body)
    }
}
