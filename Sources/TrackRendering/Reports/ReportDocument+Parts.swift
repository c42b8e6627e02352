import TrackSyntax

/// A document whose rows come in parts: its `table` holds the columns and
/// the layout, and `parts` hands each part's table, in order, to its
/// argument, as often as an encoder asks (the text measures first). Each
/// encoding is the one of the whole table, byte for byte, without every
/// row's cells held at once: a tall report (`register -M` over centuries)
/// made a table of cells and a string of its whole text.
///
/// Parts hold body rows only, in the register layout for text; the
/// document's own table holds none.
public struct DocumentParts {
    public let forEach: ((Table) -> Void) -> Void

    public init(_ forEach: @escaping ((Table) -> Void) -> Void) {
        self.forEach = forEach
    }

    /// `count` rows cut in parts of `size`, each part's table made by `table` from its range.
    public init(count: Int, size: Int, table: @escaping (Range<Int>) -> Table) {
        precondition(size > 0, "a part holds rows")
        self.forEach = { body in
            for start in stride(from: 0, to: count, by: size) {
                body(table(start..<min(count, start + size)))
            }
        }
    }
}

extension ReportDocument {
    public func writeText(_ style: TerminalStyle, parts: DocumentParts, to sink: some ByteSink) {
        guard case .register(let width, let dateWidth) = table.textLayout, charts == nil, !transposed, table.rows.isEmpty else {
            preconditionFailure("a document in parts is written in the register layout, without charts")
        }
        let encoder = TableTextEncoder(amounts: amounts, style: style)
        var preferred = TableTextEncoder.RegisterWidths()
        var empty = true
        parts.forEach { part in
            preferred.widen(to: encoder.registerWidths(part))
            empty = empty && part.body.isEmpty
        }
        if !title.isEmpty { sink.take(title + "\n\n") }
        if empty, let emptyMessage { return sink.take(emptyMessage + "\n") }
        parts.forEach { part in
            sink.take(encoder.register(part, width: width, dateWidth: dateWidth, preferred: preferred))
        }
        sink.take(notes)
    }

    public func writeCSV(parts: DocumentParts, to sink: some ByteSink) {
        precondition(!transposed && table.rows.isEmpty, "a document in parts is not transposed; its parts hold the rows")
        let encoder = TableCSVEncoder(amounts: amounts)
        sink.take(encoder.encode(table, titleRow: csvTitleRow ? title : nil))
        parts.forEach { part in sink.take(encoder.encode(part, header: false)) }
        sink.take(csvTrailer)
    }

    /// The rows alone as an array, or a document whose `rows` are written part by part.
    public func writeJSON(parts: DocumentParts, to sink: some ByteSink) {
        precondition(jsonShape != .record && table.rows.isEmpty, "a document in parts has rows, in its parts")
        let encoder = TableJSONEncoder(amounts: amounts)
        var block = ByteBlock()
        defer { block.release() }
        func writeRows(indent: Int) {
            var first = true
            block.append(UInt8(ascii: "["))
            parts.forEach { part in
                guard case .array(let rows) = encoder.rows(part) else { return }
                for row in rows {
                    block.append(first ? "\n" : ",\n")
                    first = false
                    block.appendSpaces(2 * (indent + 1))
                    row.write(to: &block, indent: indent + 1)
                }
                block.flushIfFull(to: sink)
            }
            if !first {
                block.append(UInt8(ascii: "\n"))
                block.appendSpaces(2 * indent)
            }
            block.append(UInt8(ascii: "]"))
        }
        if jsonShape == .rowsAlone && jsonMembers.isEmpty && jsonTrailingMembers.isEmpty {
            writeRows(indent: 0)
        } else {
            // The object `json()` renders: members, the rows, trailing members (parts have no totals).
            block.append(UInt8(ascii: "{"))
            var first = true
            func member(_ key: String) {
                block.append(first ? "\n  " : ",\n  ")
                first = false
                JSONValue.string(key).write(to: &block, indent: 1)
                block.append(": ")
            }
            for (key, value) in jsonMembers {
                member(key)
                value.write(to: &block, indent: 1)
            }
            member("rows")
            writeRows(indent: 1)
            for (key, value) in jsonTrailingMembers {
                member(key)
                value.write(to: &block, indent: 1)
            }
            block.append("\n}")
        }
        block.append(UInt8(ascii: "\n"))
        block.flush(to: sink)
    }
}
