import TrackModel
import TrackRendering
import TrackReports

/// What the HTML report's sections are made from: the journal, the period
/// and currency asked for, the page's labels, and the reports that several
/// sections share, each computed once, when a section first asks for it
/// (the overview feeds the cards and the latest transactions, the monthly
/// report the income and expenses and the net worth).
///
/// A class, so that a report computed for one section is there for the next.
final class HTMLReportContext {
    let journal: Journal
    let today: Day
    /// `-p`/`-b`/`-e`, resolved: the months of the income, expenses and net
    /// worth charts, and the span of the spending by category.
    private(set) var span: DateSpan
    /// Whether the period was given (else the twelve months up to this one, and this month's spending).
    let periodGiven: Bool
    /// Months, or quarters or years for a long period, so that the page
    /// summarises: at most `maximumPeriods` rows (ninety years of a journal
    /// are ninety rows, not a thousand months).
    let interval: Interval
    static let maximumPeriods = 60
    let valuation: ValuationOptions
    let labels: HTMLLabels
    let style = TerminalStyle(enabled: false)
    /// The line width text renderers lay bars out for (the HTML leaves bars to its charts).
    let columns = 80

    init(journal: Journal, today: Day, selection: ReportSelection, valuation: ValuationOptions, labels: HTMLLabels) {
        self.journal = journal
        self.today = today
        self.valuation = valuation
        self.labels = labels
        periodGiven = selection.hasDates
        if selection.hasDates {
            span = ReportSpan.resolve(selection.span, interval: .monthly, journal: journal)
        } else {
            // The twelve months up to this one, from the journal's first month when it is younger.
            let thisMonth = Interval.monthly.periodStart(containing: today)
            var start = thisMonth.adding(months: -11)
            if let first = ReportSpan.dates(of: journal)?.start, first > start {
                start = min(Interval.monthly.periodStart(containing: first), thisMonth)
            }
            span = DateSpan(start: start, end: Interval.monthly.next(after: thisMonth))
        }
        var months = 0
        if let start = span.start, let end = span.end { months = (end.year - start.year) * 12 + end.month - start.month }
        interval = months <= Self.maximumPeriods ? .monthly : months <= Self.maximumPeriods * 3 ? .quarterly : .yearly
        if interval != .monthly { span = ReportSpan.resolve(span, interval: interval, journal: journal) }
    }

    private var overviewReport: OverviewReport?
    private var periodReport: PeriodSummaryReport?

    /// The dashboard's report, in `-X`'s currency or the base currency.
    func overview() throws(CLIError) -> OverviewRenderer {
        let report: OverviewReport
        if let overviewReport {
            report = overviewReport
        } else {
            let currency = try valuation.request(in: journal)?.target ?? BaseCurrency.of(journal)
            report = OverviewReport(journal: journal, today: today, currency: currency)
            overviewReport = report
        }
        return OverviewRenderer(report: report, journal: journal, style: style, columns: columns)
    }

    /// `report monthly` over the period.
    func periodSummary() throws(CLIError) -> PeriodSummaryRenderer {
        let report: PeriodSummaryReport
        if let periodReport {
            report = periodReport
        } else {
            let valuation = try valuation.periodValuation(in: journal)
            report = PeriodSummaryReport(journal: journal, filter: PostingFilter(.any, journal: journal),
                                         options: .init(interval: interval, span: span, valuation: valuation))
            periodReport = report
        }
        return PeriodSummaryRenderer(report: report, journal: journal, style: style, chart: false, columns: columns)
    }
}
