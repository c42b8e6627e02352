import TrackRendering

extension Invocation {
    /// Writes `renderer`'s report as `-O` asked.
    func write(_ renderer: some ReportRenderer, as format: OutputFormat) {
        switch format {
        case .text: output.write(renderer.text())
        case .csv: output.write(renderer.csv())
        case .json: output.write(renderer.json())
        }
    }
}
