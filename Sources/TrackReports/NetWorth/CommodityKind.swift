import TrackModel

/// What a commodity is, for net worth's breakdown by type when the account
/// says nothing (`class:` tag): a currency, a crypto-asset, or else a
/// stock (a security of any kind). Known by its symbol.
public enum CommodityKind: String, Sendable {
    case currency, crypto, stock

    /// Currency symbols and ISO 4217 codes people write in journals.
    static let currencies: Set<String> = [
        "$", "€", "£", "¥", "₩", "₹", "₽", "₺", "₪", "₫", "₱", "฿", "NT$", "HK$", "S$", "A$", "C$", "NZ$", "US$", "R$", "CHF", "Fr",
        "USD", "EUR", "GBP", "JPY", "CNY", "RMB", "TWD", "NTD", "HKD", "SGD", "AUD", "CAD", "NZD", "KRW", "INR", "THB", "VND", "PHP",
        "IDR", "MYR", "SEK", "NOK", "DKK", "PLN", "CZK", "HUF", "RUB", "TRY", "ILS", "ZAR", "BRL", "MXN", "ARS", "CLP", "COP",
    ]
    /// The crypto-assets most often held.
    static let cryptos: Set<String> = ["BTC", "ETH", "SOL", "USDT", "USDC", "BNB", "XRP", "ADA", "DOGE", "DOT", "LTC", "XMR", "₿"]

    public init(symbol: String) {
        if Self.currencies.contains(symbol) {
            self = .currency
        } else if Self.cryptos.contains(symbol.uppercased()) {
            self = .crypto
        } else {
            self = .stock
        }
    }
}
