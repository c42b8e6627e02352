import TrackRendering

/// Goal and loan progress (`track goals`) on the report's day.
enum GoalsHTMLSection: HTMLReportSection {
    static func section(_ context: HTMLReportContext) throws(CLIError) -> HTMLSection? {
        let report = try GoalsCommand.goalsReport(context.journal, today: context.today)
        return GoalsRenderer(report: report, journal: context.journal, style: context.style).htmlSection(context.labels)
    }
}
