import TrackModel
import TrackRendering
import TrackReports

/// `track convert AMOUNT --to CUR`: an amount in another currency, with the
/// rate and the chain of prices it took.
enum ConvertCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "convert",
        summary: "Convert an amount to another currency with the journal's P prices, showing the rate and its chain.",
        usage: "track convert AMOUNT --to CUR [--date DATE] [OPTIONS]",
        options: [
            OptionSpec(names: ["--to"], valueName: "CUR", help: "the currency to convert to (default: the base currency)"),
            RateOptions.date, RateOptions.infer, OutputFormatOption.option, OutputFormatOption.csvSafe,
        ],
        discussion: """
            AMOUNT is written as in the journal ('100 USD', '¥5,000'); a plain number is
            in the base currency. The rate is the one track rates shows for the day
            (today, or --date): the freshest chain of P prices dated that day or
            before, then the shortest.
            """)

    struct Options: CommandOptions {
        var format: OutputFormat
        var amount: String
        var target: String?
        var rates: RateOptions

        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {
            format = try OutputFormatOption(arguments).format()
            guard arguments.positionals.count == 1 else { throw .message(.convertNeedsAmount(arguments.positionals.count)) }
            amount = arguments.positionals[0]
            target = arguments.value("to")
            rates = try RateOptions(arguments, today: context.today)
        }
    }

    static func run(_ options: Options, _ journal: Journal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        let converter = try options.rates.converter(to: options.target, place: "--to", in: journal)
        if let written = AmountText(options.amount)?.symbol {
            _ = try RateOptions.commodity(written, place: "the amount", in: journal)
        }
        let (quantity, commodity) = try AmountResolver(journal: journal, commodity: nil, allowNew: false)
            .amount(options.amount, account: "", purpose: "the amount to convert")
        guard let id = commodity.id else {
            throw .message(.unknownRateCommodity(commodity.symbol, place: "the amount", suggestion: nil, known: []))
        }
        let amount = Amount(quantity, id)
        let conversion: Conversion
        do {
            conversion = try Conversion(amount, converter: converter, on: options.rates.day)
        } catch .noRate {
            throw .message(.noRate(from: journal.commodities[id].quotedSymbol,
                                   to: journal.commodities[converter.target].quotedSymbol, on: options.rates.day))
        } catch {
            throw .message(.convertTooLarge(options.amount, to: journal.commodities[converter.target].quotedSymbol))
        }
        invocation.write(ConversionRenderer(conversion: conversion, journal: journal, style: invocation.style), as: options.format)
        return 0
    }
}
