import TrackModel
import TrackSyntax

/// `track rates import FILE.csv [--rules FILE]`: appends a `P` directive per
/// new price, through the append pipeline (lock, checks, atomic write).
enum RatesImport {
    static func run(file: String, rules: String?, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let loaded = PriceCSV.load(csv: file, rules: rules, fileSystem: invocation.console.fileSystem, today: invocation.today)
        if let error = loaded.rulesError {
            throw .message(.ratesRulesUnreadable(rules ?? "", line: error.line, text: error.text))
        }
        if !loaded.diagnostics.isEmpty {
            var renderer = DiagnosticRenderer(sources: loaded.sources)
            for (i, diagnostic) in loaded.diagnostics.enumerated() {
                if i > 0 { invocation.errors.write("\n") }
                invocation.errors.write(renderer.render(diagnostic))
            }
            invocation.errors.write("nothing was written: fix the rows above, then import again\n")
            throw .reported
        }
        let writer = try invocation.journalWriter(command: "rates import", createIfMissing: false, dryRun: false)
        var added = 0, known = 0
        _ = try invocation.append(with: writer) { base throws(CLIError) in
            let journal = base.journal
            var seen = Set<String>()
            for price in journal.prices {
                seen.insert(key(price.date, journal.commodities.symbol(price.commodity), journal.commodities.symbol(price.price.commodity)))
            }
            var commodities = journal.commodities
            for id in commodities.allIDs { commodities[id].style?.precision = nil }
            let formatter = AmountFormatter(commodities: commodities)
            var text = ""
            for price in loaded.prices {
                guard seen.insert(key(price.day, price.commodity, price.currency)).inserted else { known += 1; continue }
                let amount = commodities.id(of: price.currency).map { formatter.format(price.price, commodity: $0) }
                    ?? price.price.description + " " + Commodity(symbol: price.currency).quotedSymbol
                text += "P \(price.day) \(Commodity(symbol: price.commodity).quotedSymbol) \(amount)\n"
                added += 1
            }
            guard !text.isEmpty else { return nil }
            let entries = AppendedEntries(draft: Array(("\n" + text).utf8), to: base)
            try invocation.refuseIfBroken(entries, adding: "these prices", undone: "written")
            return entries.bytes
        }
        let target = PathBytes.display(writer.target)
        invocation.errors.write("added \(added) \(added == 1 ? "price" : "prices") to \(target)"
            + (known > 0 ? "; \(known) already in the journal" : "") + "\n")
        return 0
    }

    private static func key(_ day: Day, _ commodity: String, _ currency: String) -> String {
        "\(day) \(commodity) \(currency)"
    }
}
