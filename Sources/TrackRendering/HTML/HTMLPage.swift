/// The HTML report as one self-contained page: inline CSS and SVG, no
/// script, no font or image to fetch, and a Content-Security-Policy that
/// forbids every request, so it works opened from disk with the network
/// off and cannot be made to call out.
///
/// The page is deterministic: the same sections and options give the same
/// bytes (nothing reads the clock; `stamp` is the caller's, and only when
/// asked), so a report can be committed beside its journal and diffed. It
/// is written as XHTML-compatible HTML, so an XML parser reads it.
public struct HTMLPage: Sendable {
    public var title: String
    public var subtitle: String?
    public var sections: [HTMLSection]
    public var theme: HTMLTheme
    public var labels: HTMLLabels
    /// A line in the footer (`--stamp`): when the page was made.
    public var stamp: String?

    /// Forbids any fetch: scripts, fonts, images, frames, forms and
    /// connections; styles only from the page itself (its `<style>`).
    public static let contentSecurityPolicy =
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'"

    public init(title: String, subtitle: String?, sections: [HTMLSection], theme: HTMLTheme, labels: HTMLLabels,
                stamp: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.sections = sections
        self.theme = theme
        self.labels = labels
        self.stamp = stamp
    }

    public var chartCount: Int { sections.map(\.chartCount).reduce(0, +) }

    public func html() -> String {
        var out = "<!DOCTYPE html>\n"
        out += "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"\(labels.language.tag)\" data-theme=\"\(theme.scheme.rawValue)\""
            + " data-gain=\"\(theme.gainColors.rawValue)\">\n<head>\n"
        out += "<meta charset=\"utf-8\"/>\n"
        out += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(HTMLText.escaped(Self.contentSecurityPolicy))\"/>\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
        let schemes = theme.scheme == .auto ? "light dark" : theme.scheme.rawValue
        out += "<meta name=\"color-scheme\" content=\"\(schemes)\"/>\n"
        out += "<meta name=\"generator\" content=\"track\"/>\n"
        out += "<title>\(HTMLText.escaped(title))</title>\n<style>\n\(HTMLTheme.css)\n</style>\n</head>\n<body>\n"
        out += "<header><h1>\(HTMLText.escaped(title))</h1>"
        if let subtitle { out += "<p class=\"subtitle\">\(HTMLText.escaped(subtitle))</p>" }
        out += "<nav aria-label=\"\(HTMLText.escaped(labels("Contents")))\">"
        out += sections.map { "<a href=\"#\(HTMLText.escaped($0.id))\">\(HTMLText.escaped($0.title))</a>" }.joined()
        out += "</nav></header>\n<main>\n"
        for section in sections { out += section.html() + "\n" }
        if sections.isEmpty { out += "<p class=\"note\">\(HTMLText.escaped(labels("Nothing to show: the journal has no transactions.")))</p>\n" }
        out += "</main>\n<footer><p>\(HTMLText.escaped(labels("Made by track")))"
        if let stamp { out += " · " + HTMLText.escaped(stamp) }
        return out + "</p></footer>\n</body>\n</html>\n"
    }
}
