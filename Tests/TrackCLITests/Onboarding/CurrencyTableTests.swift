import Testing
@testable import TrackCLI
import TrackModel

/// The currencies `track init` knows, and how it reads a currency answer.
struct CurrencyTableTests {
    @Test(arguments: [
        ("USD", "$1,000.00"), ("usd", "$1,000.00"), ("$", "$1,000.00"), ("US$", "$1,000.00"),
        ("EUR", "1.000,00 €"), ("€", "1.000,00 €"), ("GBP", "£1,000.00"), ("£", "£1,000.00"),
        ("JPY", "¥1,000."), ("¥", "¥1,000."), ("TWD", "NT$1,000."), ("nt$", "NT$1,000."), ("NTD", "NT$1,000."),
        ("KRW", "₩1,000."), ("HKD", "HK$1,000.00"), ("CNY", "1,000.00 CNY"), ("RMB", "1,000.00 CNY"),
        ("INR", "₹1,000.00"), ("CHF", "1,000.00 CHF"), ("CAD", "1,000.00 CAD"), ("A$", "1,000.00 AUD"),
        (" SEK ", "1,000.00 SEK"), ("xyz", "1,000.00 XYZ"),
        ("1,000.00 USD", "1,000.00 USD"), ("CHF 1'000.00", "CHF 1'000.00"), ("€1.000,00", "€1.000,00"),
    ])
    func readsACurrency(_ answer: String, _ sample: String) throws {
        #expect(try CurrencyTable.currency(answer).sample == sample)
    }

    @Test func aKnownCurrencyHasItsSymbolAndCode() throws {
        let taiwan = try CurrencyTable.currency("TWD")
        #expect(taiwan.symbol == "NT$")
        #expect(taiwan.code == "TWD")
        let form = try CurrencyTable.currency("1,000.00 USD")
        #expect(form.symbol == "USD")
    }

    /// Each sample reads, in track, as the style it stands for.
    @Test func samplesReadAsTheirStyles() throws {
        let euro = try CurrencyTable.currency("EUR").style
        #expect(euro.decimalMark == .comma)
        #expect(euro.symbolSide == .right && euro.spaced)
        #expect(euro.precision == 2)
        #expect(euro.digitGroups?.mark == ".")
        let yen = try CurrencyTable.currency("JPY").style
        #expect(yen.precision == 0)
        #expect(yen.symbolSide == .left && !yen.spaced)
        #expect(yen.digitGroups?.mark == ",")
        let dollar = try CurrencyTable.currency("USD").style
        #expect(dollar.precision == 2 && dollar.decimalMark == .period && dollar.symbolSide == .left)
    }

    /// Every known currency's sample is a valid `commodity` directive.
    @Test func everyKnownSampleIsAValidForm() throws {
        for currency in CurrencyTable.known {
            #expect(try CurrencyTable.currency(currency.sample).symbol == currency.symbol, "\(currency.code)")
        }
    }

    @Test(arguments: [
        ("dollars", "'dollars' is not a currency",
         "give an ISO code such as USD, EUR, TWD or JPY, a symbol such as $ or €, or a form such as '1,000.00 USD'"),
        ("", "'' is not a currency",
         "give an ISO code such as USD, EUR, TWD or JPY, a symbol such as $ or €, or a form such as '1,000.00 USD'"),
        ("1000 USD", "'1000 USD' has no decimal mark, so it does not say how amounts are written",
         "write one thousand as the journal should show amounts, with a symbol and a decimal mark, such as '1,000.00 USD', '$1,000.00' or 'NT$1,000.'"),
        ("1,000.00", "'1,000.00' is not a currency or the form of an amount",
         "write one thousand as the journal should show amounts, with a symbol and a decimal mark, such as '1,000.00 USD', '$1,000.00' or 'NT$1,000.'"),
        ("1,000.00 USD ; x", "'1,000.00 USD ; x' is not a currency or the form of an amount",
         "write one thousand as the journal should show amounts, with a symbol and a decimal mark, such as '1,000.00 USD', '$1,000.00' or 'NT$1,000.'"),
    ])
    func refusesWhatIsNoCurrency(_ answer: String, _ message: String, _ hint: String) {
        #expect(wordsThrown { try CurrencyTable.currency(answer) } == .message(message, hint: hint))
    }
}
