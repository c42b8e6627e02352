import TrackModel

/// Finds the column a day falls in, among sorted, disjoint columns: by a
/// table indexed by day when the columns follow each other without gaps
/// (every interval report), else by the column of the previous day
/// (postings come mostly in date order), else by binary search. A table
/// covers at most `maximumDays` days (4 MB).
struct PeriodLocator {
    static let maximumDays = 1_000_000
    let columns: [DateSpan]
    /// The first column's first day.
    private let origin: Int
    /// Column by day from `origin`; empty when searching instead.
    private let table: [Int32]
    /// The column found last, tried first when searching.
    private var last = 0

    init(_ columns: [DateSpan]) {
        self.columns = columns
        guard columns.count > 1, let start = columns.first?.start, let end = columns.last?.end,
              start.distance(to: end) <= Self.maximumDays,
              zip(columns, columns.dropFirst()).allSatisfy({ $0.end != nil && $0.end == $1.start }) else {
            origin = 0
            table = []
            return
        }
        origin = Int(start.daysSinceEpoch)
        var table = [Int32](repeating: 0, count: start.distance(to: end))
        for (c, column) in columns.enumerated() {
            let from = start.distance(to: column.start!)
            let to = start.distance(to: column.end!)
            for day in from..<to { table[day] = Int32(c) }
        }
        self.table = table
    }

    @inline(__always)
    mutating func column(of day: Day) -> Int? {
        if !table.isEmpty {
            let offset = Int(day.daysSinceEpoch) - origin
            return offset >= 0 && offset < table.count ? Int(table[offset]) : nil
        }
        if last < columns.count, columns[last].contains(day) { return last }
        var low = 0, high = columns.count
        while low < high {
            let mid = (low + high) / 2
            if let end = columns[mid].end, day >= end { low = mid + 1 } else { high = mid }
        }
        guard low < columns.count, columns[low].contains(day) else { return nil }
        last = low
        return low
    }
}
