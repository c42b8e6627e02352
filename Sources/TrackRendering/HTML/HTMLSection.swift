/// One section of the HTML report (overview cards, income and expenses, …):
/// a title and its parts, each already built from a report's data by that
/// report's renderer. A section whose data the journal lacks is not made
/// at all: the page shows only what it has.
public struct HTMLSection: Sendable {
    /// A headline figure: `Net worth 15,432.10 ▲ 1,580.68 since 2026-10-31`.
    public struct Card: Sendable {
        /// Names the figure in the page (`data-figure`), for tests and scripts.
        public var key: String
        public var label: String
        public var value: String
        /// The exact figure (`data-exact`), as the JSON report writes it.
        public var exact: String?
        public var paint: Paint
        public var detail: String?
        public var detailPaint: Paint

        public init(key: String, label: String, value: String, exact: String?, paint: Paint = .plain,
                    detail: String? = nil, detailPaint: Paint = .plain) {
            self.key = key
            self.label = label
            self.value = value
            self.exact = exact
            self.paint = paint
            self.detail = detail
            self.detailPaint = detailPaint
        }
    }

    public enum Part: Sendable {
        case cards([Card])
        /// A chart (SVG) and the table of its figures, as one figure.
        case chart(svg: String, table: String)
        /// A table alone (HTML from `TableHTMLEncoder`).
        case table(String)
        /// A line of text under the section (a valuation note).
        case note(String)
    }

    /// The section's anchor and `data-section`: `overview`, `categories`.
    public var id: String
    public var title: String
    public var subtitle: String?
    public var parts: [Part]

    public init(id: String, title: String, subtitle: String? = nil, parts: [Part]) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.parts = parts
    }

    /// How many charts the section draws.
    public var chartCount: Int {
        parts.filter { if case .chart = $0 { return true } else { return false } }.count
    }

    func html() -> String {
        var out = "<section id=\"\(HTMLText.escaped(id))\" data-section=\"\(HTMLText.escaped(id))\">"
        out += "<h2>\(HTMLText.escaped(title))</h2>"
        if let subtitle { out += "<p class=\"subtitle\">\(HTMLText.escaped(subtitle))</p>" }
        for part in parts {
            switch part {
            case .cards(let cards):
                out += "<div class=\"cards\">" + cards.map(Self.card).joined() + "</div>"
            case .chart(let svg, let table):
                out += "<figure>\(svg)<div class=\"figures\">\(table)</div></figure>"
            case .table(let table):
                out += "<div class=\"figures\">\(table)</div>"
            case .note(let text):
                out += "<p class=\"note\">\(HTMLText.escaped(text))</p>"
            }
        }
        return out + "</section>"
    }

    private static func card(_ card: Card) -> String {
        var out = "<div class=\"card\" data-figure=\"\(HTMLText.escaped(card.key))\">"
        out += "<div class=\"card-label\">\(HTMLText.escaped(card.label))</div>"
        var attributes = [("class", "card-value" + (card.paint.htmlClass.map { " " + $0 } ?? ""))]
        if let exact = card.exact { attributes.append(("data-exact", exact)) }
        out += "<div\(HTMLText.attributes(attributes))>\(HTMLText.escaped(card.value.isEmpty ? "–" : card.value))</div>"
        if let detail = card.detail {
            let classes = ["card-detail", card.detailPaint.htmlClass, HTMLText.direction(detail)].compactMap { $0 }
            out += "<div class=\"\(classes.joined(separator: " "))\">\(HTMLText.escaped(detail))</div>"
        }
        return out + "</div>"
    }
}
