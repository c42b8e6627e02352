extension Quantity {
    /// A plain decimal as typed on a command line: `12.50`, `-10`, `+3`, `.5`.
    /// No digit groups, no commodity; nil when the text is anything else.
    /// Journal amounts have their own reader in the syntax layer.
    public init?(_ text: some StringProtocol) {
        var mantissa: Int128 = 0
        var scale: UInt8 = 0
        var negative = false
        var seenDigit = false
        var seenPoint = false
        var index = text.utf8.startIndex
        let utf8 = text.utf8
        if index < utf8.endIndex, utf8[index] == UInt8(ascii: "-") || utf8[index] == UInt8(ascii: "+") {
            negative = utf8[index] == UInt8(ascii: "-")
            index = utf8.index(after: index)
        }
        while index < utf8.endIndex {
            let b = utf8[index]
            if b == UInt8(ascii: ".") && !seenPoint {
                seenPoint = true
            } else if b >= 0x30 && b <= 0x39 {
                seenDigit = true
                // Accumulated with its sign, so that Int128.min reads back.
                let (m, o1) = mantissa.multipliedReportingOverflow(by: 10)
                let digit = Int128(b - 0x30)
                let (n, o2) = negative ? m.subtractingReportingOverflow(digit) : m.addingReportingOverflow(digit)
                guard !o1, !o2 else { return nil }
                mantissa = n
                if seenPoint {
                    guard scale < Quantity.maximumScale else { return nil }
                    scale += 1
                }
            } else {
                return nil
            }
            index = utf8.index(after: index)
        }
        guard seenDigit else { return nil }
        self.init(mantissa: mantissa, scale: scale)
    }
}
