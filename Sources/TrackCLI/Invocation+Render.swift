import TrackRendering

extension Invocation {
    /// Writes `renderer`'s report as `-O` asked.
    func write(_ renderer: some ReportRenderer, as format: OutputFormat) {
        switch format {
        case .text: output.write(renderer.text())
        case .csv: writeCSV { output.write(renderer.csv()) }
        case .json: output.write(renderer.json())
        }
    }

    /// Writes CSV through `body`, guarded against formulas with `--csv-safe`.
    func writeCSV(_ body: () -> Void) {
        if csvSafe { output.protectingFormulas(body) } else { body() }
    }
}
