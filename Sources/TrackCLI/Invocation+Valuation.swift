import TrackModel
import TrackReports

extension Invocation {
    /// `-X CUR` (`--exchange`) and `--value then|end`: the valuation a report
    /// asks for, or nil to keep each commodity as it is. `end` values at
    /// `end` (the report's last day, else today).
    func valuation(in journal: Journal, end: Day? = nil) throws(CLIError) -> Valuation? {
        guard let symbol = arguments.value("exchange") else {
            if arguments.value("value") != nil {
                throw .invalid("--value needs -X CUR to say which currency to value in",
                               hint: "add -X and a commodity, such as -X USD")
            }
            return nil
        }
        guard let target = journal.commodities.id(of: symbol) else {
            let known = journal.usedCommodities.map { journal.commodities.symbol($0) }.filter { !$0.isEmpty }
            let suggestion = Suggestion.closest(to: symbol, among: known)
            throw .invalid("unknown commodity '\(symbol)' after -X",
                           hint: suggestion.map { "did you mean '\($0)'?" } ?? "the journal's commodities are " + Invocation.alternatives(known))
        }
        let moment: Valuation.Moment
        switch arguments.value("value") ?? "end" {
        case "then": moment = .postingDate
        case "end": moment = .on(end ?? today)
        case let other:
            throw CLIError(.invalidValue(option: "--value", value: other, expected: "then or end"))
        }
        return Valuation(converter: CurrencyConverter(journal: journal, target: target), moment: moment)
    }
}
