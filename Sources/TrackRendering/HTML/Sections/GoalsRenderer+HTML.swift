import TrackModel
import TrackReports

/// Goal and loan progress as a section of the HTML report: `track goals`'
/// own cards (one part of the table per goal), never a second computation.
extension GoalsRenderer {
    /// nil when the journal has no goals.
    public func htmlSection(_ labels: HTMLLabels) -> HTMLSection? {
        guard !report.goals.isEmpty else { return nil }
        let document = self.document()
        let table = TableHTMLEncoder(amounts: document.amounts, heading: { labels($0) }).encode(document.table)
        return HTMLSection(id: "goals", title: labels("Goals"), subtitle: labels("as of") + " " + report.today.description,
                           parts: [.table(table)])
    }
}
