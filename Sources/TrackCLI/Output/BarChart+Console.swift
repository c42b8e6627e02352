import TrackRendering

extension BarChart {
    /// The terminal's width when standard output is one and `$COLUMNS`
    /// says it, else 80: a fact about the console, so the CLI reads it and
    /// hands the number to the renderers.
    static func columns(_ console: Console) -> Int {
        if console.isOutputTerminal, let columns = console.environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 {
            return columns
        }
        return 80
    }
}
