/// hledger's `register` layout of `TableTextEncoder`, for `register -M`.
extension TableTextEncoder {
    /// The widths the amount and total columns would take, at least 12 (hledger's).
    struct RegisterWidths {
        var amount = 12
        var total = 12

        /// Both wide enough for `other`'s as well: a table written in parts is measured part by part.
        mutating func widen(to other: RegisterWidths) {
            amount = max(amount, other.amount)
            total = max(total, other.total)
        }
    }

    func register(_ table: Table, width: Int, dateWidth: Int) -> String {
        register(table, width: width, dateWidth: dateWidth, preferred: registerWidths(table))
    }

    /// The widest amount and total lines of `table`'s rows.
    func registerWidths(_ table: Table) -> RegisterWidths {
        let shown = table.textColumns
        var widths = RegisterWidths()
        for row in table.rows {
            widths.amount = max(widths.amount, cell(table.cell(row, shown[2])).lines.map(\.width).max() ?? 0)
            widths.total = max(widths.total, cell(table.cell(row, shown[3])).lines.map(\.width).max() ?? 0)
        }
        return widths
    }

    /// The lines of `table`'s rows with amount and total columns for `preferred` widths (those of
    /// the whole table when it is written in parts).
    func register(_ table: Table, width: Int, dateWidth: Int, preferred: RegisterWidths) -> String {
        let shown = table.textColumns
        precondition(shown.count == 4, "the register layout has a date, an account, an amount and a total")
        let rows = table.rows.map { row in
            (date: table.cell(row, shown[0]).map(Self.text) ?? "", account: table.cell(row, shown[1]).map(Self.text),
             amount: cell(table.cell(row, shown[2])).lines, total: cell(table.cell(row, shown[3])).lines)
        }
        let (amountWidth, totalWidth) = RegisterRenderer.Layout.amountAndTotal(
            width: width, dateWidth: dateWidth, amount: preferred.amount, total: preferred.total)
        let accountWidth = max(0, width - (dateWidth + 1 + 2 + amountWidth + 2 + totalWidth) - 2)
        // Account cells, elided and padded once per account.
        var accountCells: [String: String] = [:]
        func accountCell(_ account: String?) -> String {
            guard let account else { return String(repeating: " " as Character, count: accountWidth) }
            if let cell = accountCells[account] { return cell }
            let elided = AccountNames.elide(account, toWidth: accountWidth)
            let cell = elided + String(repeating: " " as Character, count: max(0, accountWidth - PeriodTable.width(elided)))
            accountCells[account] = cell
            return cell
        }
        func amount(_ line: StyledTable.Line?, width: Int) -> String {
            guard let line else { return String(repeating: " " as Character, count: width) }
            return String(repeating: " " as Character, count: max(0, width - line.width)) + style.paint(line.text, line.paint)
        }
        let blankDate = String(repeating: " " as Character, count: dateWidth)
        let blankAccount = accountCell(nil)
        var out = ""
        out.reserveCapacity(rows.count * (width + 2))
        for row in rows {
            let height = max(row.amount.count, row.total.count)
            for i in 0..<height {
                if i == 0 && !row.date.isEmpty {
                    out += row.date + String(repeating: " " as Character, count: max(0, dateWidth - row.date.count))
                } else {
                    out += blankDate
                }
                out += "   "
                out += i == 0 ? accountCell(row.account) : blankAccount
                out += "  "
                out += amount(i < row.amount.count ? row.amount[i] : nil, width: amountWidth)
                out += "  "
                let offset = height - row.total.count
                out += amount(i >= offset ? row.total[i - offset] : nil, width: totalWidth)
                out += "\n"
            }
        }
        return out
    }
}
