/// The HTML report's look: the seed's palette (primary #4C7EF3, accent
/// #3A506B, background #F7F8FA, text #1E1E1E and #7A7A7A, borders #E0E0E0)
/// and a dark counterpart, as CSS custom properties that every table and
/// chart takes its colours from; `auto` follows the reader's
/// `prefers-color-scheme`. Paint is a class (`gain`, `loss`, `income`…), so
/// reports name meanings and only this stylesheet names colours.
public struct HTMLTheme: Sendable, Equatable {
    public enum Scheme: String, Sendable, CaseIterable {
        case light, dark, auto
    }

    /// How a change is coloured: as good (green) or bad (red) news, the
    /// seed's way; or by its direction, on Taiwan's market convention
    /// (`--gain-colors tw`): up red, down green, whether good or bad.
    /// Directions are the `up` and `down` classes the encoders give `▲`
    /// and `▼` marks.
    public enum GainColors: String, Sendable, CaseIterable {
        case standard
        case tw
    }

    public var scheme: Scheme
    public var gainColors: GainColors

    public init(scheme: Scheme = .auto, gainColors: GainColors = .standard) {
        self.scheme = scheme
        self.gainColors = gainColors
    }

    /// The font stack: the seed's fonts for Chinese, then what the system
    /// has. Nothing is downloaded.
    static let fonts = "\"Noto Sans TC\", \"PingFang TC\", \"Microsoft JhengHei\", \"Noto Sans CJK TC\", system-ui, "
        + "-apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif"

    static let light = """
        --bg: #F7F8FA; --surface: #FFFFFF; --text: #1E1E1E; --muted: #7A7A7A; --border: #E0E0E0;
        --primary: #4C7EF3; --accent: #3A506B; --green: #2E9E5B; --red: #D64545; --warn: #E0A100;
        --c0: #4C7EF3; --c1: #3A506B; --c2: #F2A541; --c3: #2E9E5B; --c4: #D64545; --c5: #8E6CEF; --c6: #3FB8C4; --c7: #B0B7C3;
        """

    static let dark = """
        --bg: #14171C; --surface: #1E232B; --text: #ECEFF4; --muted: #9AA3AF; --border: #323A45;
        --primary: #6E98F7; --accent: #8FA6C4; --green: #4CC27E; --red: #F06A6A; --warn: #F2C14E;
        --c0: #6E98F7; --c1: #8FA6C4; --c2: #F2B661; --c3: #4CC27E; --c4: #F06A6A; --c5: #A78BFA; --c6: #5FD0DA; --c7: #6B7482;
        """

    /// The stylesheet, the same for every page: the page's `data-theme`
    /// and `data-gain` attributes choose among its rules.
    static let css: String = """
        :root { \(light) color-scheme: light; }
        :root[data-theme="dark"] { \(dark) color-scheme: dark; }
        @media (prefers-color-scheme: dark) { :root[data-theme="auto"] { \(dark) color-scheme: dark; } }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--text); font: 15px/1.5 \(fonts); }
        header, main, footer { max-width: 1040px; margin: 0 auto; padding: 0 20px; }
        header { padding-top: 28px; }
        h1 { font-size: 26px; margin: 0 0 4px; color: var(--accent); }
        h2 { font-size: 19px; margin: 0 0 4px; color: var(--accent); }
        .subtitle, .note, footer { color: var(--muted); margin: 0 0 12px; }
        nav { margin: 12px 0 20px; }
        nav a { color: var(--primary); margin-right: 16px; text-decoration: none; }
        section { background: var(--surface); border: 1px solid var(--border); border-radius: 12px; padding: 20px; margin: 0 0 20px; }
        figure { margin: 0; }
        svg.chart { display: block; width: 100%; height: auto; max-width: 720px; margin: 0 auto 12px; }
        .cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: 12px; }
        .card { border: 1px solid var(--border); border-radius: 10px; padding: 14px 16px; background: var(--bg); }
        .card-label { color: var(--muted); font-size: 13px; }
        .card-value { font-size: 24px; font-weight: 600; font-variant-numeric: tabular-nums; }
        .card-detail { font-size: 13px; color: var(--muted); }
        .figures { overflow-x: auto; }
        table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
        caption { text-align: left; color: var(--muted); padding-bottom: 6px; }
        th, td { padding: 6px 10px; border-bottom: 1px solid var(--border); text-align: left; vertical-align: top; white-space: nowrap; }
        th { color: var(--muted); font-weight: 600; font-size: 13px; }
        .num { text-align: right; }
        tfoot td { font-weight: 600; border-top: 2px solid var(--border); border-bottom: none; }
        tr.section th { color: var(--accent); font-size: 14px; }
        .indent1 { padding-left: 28px; } .indent2 { padding-left: 46px; } .indent3 { padding-left: 64px; } .indent4 { padding-left: 82px; }
        .total { font-weight: 600; }
        .muted { color: var(--muted); }
        .negative, .loss { color: var(--red); }
        .gain { color: var(--green); }
        :root[data-gain="tw"] .up { color: var(--red); }
        :root[data-gain="tw"] .down { color: var(--green); }
        .over-budget { color: var(--warn); }
        .card-value.negative { color: var(--red); }
        svg text { fill: var(--muted); font: 12px \(fonts); }
        svg text.legend { fill: var(--text); font-size: 13px; }
        svg .grid { stroke: var(--border); stroke-width: 1; }
        svg .zero { stroke: var(--muted); stroke-width: 1; }
        svg .bar.income { fill: var(--primary); } svg .bar.expenses { fill: var(--accent); }
        svg .bar.share, svg .bar.plain { fill: var(--primary); }
        svg .bar.gain { fill: var(--green); } svg .bar.loss, svg .bar.negative { fill: var(--red); }
        svg .line { fill: none; stroke-width: 2.5; stroke: var(--warn); }
        svg .line.plain { stroke: var(--primary); }
        svg .point { fill: var(--surface); stroke-width: 2; stroke: var(--warn); }
        svg .point.plain { stroke: var(--primary); }
        svg .ring { fill: none; stroke: var(--border); stroke-width: 40; }
        svg .slice { fill: none; stroke-width: 40; }
        \((0..<8).map { "svg .slice.c\($0) { stroke: var(--c\($0)); } svg .swatch.c\($0) { fill: var(--c\($0)); }" }.joined(separator: "\n"))
        @media print {
          @page { size: A4; margin: 12mm; }
          :root, :root[data-theme] { \(light) color-scheme: light; }
          body { background: #FFFFFF; font-size: 11pt; }
          header, main, footer { max-width: none; padding: 0; }
          nav { display: none; }
          section { border: none; padding: 0; margin: 0 0 8mm; break-inside: avoid; }
          figure, table, .cards { break-inside: avoid; }
          svg.chart { max-width: 100%; }
          .figures { overflow: visible; }
          th, td { white-space: normal; padding: 3px 6px; }
        }
        """
}
