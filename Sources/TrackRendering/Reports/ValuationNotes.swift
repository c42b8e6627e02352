import TrackModel
import TrackReports

/// What a valued report says about its valuation: a footnote for amounts no
/// rate converted, and with `--show-rates` the rates it used.
struct ValuationNotes {
    let summary: ValuationSummary
    let journal: Journal

    private var targetSymbol: String { journal.commodities[summary.target].quotedSymbol }

    private func symbol(_ id: CommodityID) -> String { journal.commodities[id].quotedSymbol }

    /// `* no rate to USD for CHF, JPY: those amounts are shown unconverted`, or nil.
    /// A value too large to hold adds its own line, naming the commodity and the day.
    var footnote: String? {
        var lines = ""
        if !summary.unpriced.isEmpty {
            let names = summary.unpriced.map(symbol).joined(separator: ", ")
            lines += "* no rate to \(targetSymbol) for \(names): those amounts are shown unconverted\n"
        }
        for (commodity, day) in summary.tooLarge {
            lines += "* \(symbol(commodity)) in \(targetSymbol) on \(day) has more digits than track can hold exactly: "
                + "those amounts are shown unconverted\n"
        }
        return lines.isEmpty ? nil : lines
    }

    /// The notes written after a text report: the footnote, then the rates if asked.
    func text(showsRates: Bool) -> String {
        (footnote.map { "\n" + $0 } ?? "") + (showsRates ? ratesText() : "")
    }

    /// The rate as shown: at most 10 decimal places, no trailing zeros; a
    /// rate too small for them keeps its digits (`0.0000000000000000001`), never `0`.
    static func rateText(_ rate: Quantity) -> String {
        var shown = rate.scale > 10 ? (rate.rounded(toScale: 10) ?? rate) : rate
        if shown.isZero { shown = rate }
        return shown.normalized.description
    }

    /// `¥ → NT$ → USD`, each step from a `P` price; `(inverted)` after a step
    /// whose price was written the other way (`P … USD NT$31.92` for NT$ → USD).
    private func chainText(_ quote: RateQuote) -> String { Self.chainText(quote, journal: journal) }

    static func chainText(_ quote: RateQuote, journal: Journal) -> String {
        var text = journal.commodities[quote.from].quotedSymbol
        for step in quote.steps {
            text += " → " + journal.commodities[step.to].quotedSymbol + (step.inverted ? " (inverted)" : "")
        }
        return text
    }

    /// A table of the rates used, after a blank line.
    func ratesText() -> String {
        var table = TextTable(columns: [.init(header: "from"), .init(header: "to"), .init(header: "rate", alignment: .right),
                                        .init(header: "date"), .init(header: "chain")])
        for quote in summary.rates {
            table.addRow([TextTable.Cell(symbol(quote.from)), TextTable.Cell(symbol(quote.to)),
                          TextTable.Cell(ValuationNotes.rateText(quote.rate)),
                          TextTable.Cell(quote.date.map(String.init(describing:)) ?? ""), TextTable.Cell(chainText(quote))])
        }
        if summary.rates.isEmpty { return "\nRates used: none\n" }
        return "\nRates used:\n" + table.render()
    }

    /// The rates as CSV rows, after a blank line.
    func ratesCSV() -> String {
        var writer = CSVWriter()
        writer.writeRow(["from", "to", "rate", "date", "chain"])
        for quote in summary.rates {
            writer.writeRow([symbol(quote.from), symbol(quote.to), quote.rate.description,
                             quote.date.map(String.init(describing:)) ?? "", chainText(quote)])
        }
        return "\n" + writer.output
    }

    func json(showsRates: Bool) -> JSONValue {
        var fields: [(String, JSONValue)] = [("currency", .string(journal.commodities.symbol(summary.target)))]
        switch summary.moment {
        case .on(let day): fields.append(("at", .string(day.description)))
        case .postingDate: fields.append(("at", .string("posting date")))
        case .periodEnd: fields.append(("at", .string("period end")))
        }
        fields.append(("unpriced", .array(summary.unpriced.map { .string(journal.commodities.symbol($0)) })))
        if !summary.tooLarge.isEmpty {
            fields.append(("tooLarge", .array(summary.tooLarge.map { .string(journal.commodities.symbol($0.commodity)) })))
        }
        if showsRates {
            fields.append(("rates", .array(summary.rates.map { quote in
                .object([
                    ("from", .string(journal.commodities.symbol(quote.from))),
                    ("to", .string(journal.commodities.symbol(quote.to))),
                    ("rate", .number(quote.rate.description)),
                    ("rateExact", AmountJSON.exact(quote.rate)),
                    ("date", quote.date.map { .string($0.description) } ?? .null),
                    ("chain", .array(quote.steps.map { step in
                        .object([
                            ("from", .string(journal.commodities.symbol(step.from))),
                            ("to", .string(journal.commodities.symbol(step.to))),
                            ("rate", .number(step.rate.description)),
                            ("rateExact", AmountJSON.exact(step.rate)),
                            ("date", .string(step.date.description)),
                            ("inverted", .bool(step.inverted)),
                        ])
                    })),
                ])
            })))
        }
        return .object(fields)
    }
}
