import TrackModel
import TrackReports
import TrackSyntax

/// Writes a `NameListReport`: a name a line; in CSV a column of quoted
/// fields under its name; in JSON an array of one-member objects. The bytes
/// are written straight from the names to the output, not through a
/// `Table`: a journal of a million distinct descriptions made a million rows of cells.
public struct NameListRenderer: ReportRenderer {
    public let report: NameListReport
    public let journal: Journal
    /// The column's name in CSV and JSON: `payee`, `description`, `tag`, `value`, `commodity`.
    public let column: String

    public init(report: NameListReport, journal: Journal, column: String) {
        self.report = report
        self.journal = journal
        self.column = column
    }

    public func text() -> String { CollectedBytes.text(writeText) }
    public func csv() -> String { CollectedBytes.text(writeCSV) }
    public func json() -> String { CollectedBytes.text(writeJSON) }

    public func writeText(to sink: some ByteSink) {
        written(to: sink) { block in
            report.forEachName { name in
                block.append(name)
                block.append(UInt8(ascii: "\n"))
                block.flushIfFull(to: sink)
            }
        }
    }

    /// Every field quoted, a quote in it doubled, as `TableCSVEncoder` writes them.
    public func writeCSV(to sink: some ByteSink) {
        written(to: sink) { block in
            func field(_ name: UnsafeRawBufferPointer) {
                block.append(UInt8(ascii: "\""))
                block.appendCSVEscaped(name)
                block.append("\"\n")
                block.flushIfFull(to: sink)
            }
            var header = column
            header.withUTF8 { field(UnsafeRawBufferPointer($0)) }
            report.forEachName(field)
        }
    }

    /// As `JSONValue` renders the array of `{column: name}` objects, pretty.
    public func writeJSON(to sink: some ByteSink) {
        written(to: sink) { block in
            guard report.count > 0 else { return block.append("[]\n") }
            block.append(UInt8(ascii: "["))
            var first = true
            report.forEachName { name in
                block.append(first ? "\n  {\n    " : ",\n  {\n    ")
                first = false
                Self.append(column, to: &block) { $0.appendJSONString($1, validUTF8: true) }
                block.append(": ")
                block.appendJSONString(name, validUTF8: true)
                block.append("\n  }")
                block.flushIfFull(to: sink)
            }
            block.append("\n]\n")
        }
    }

    private func written(to sink: some ByteSink, _ body: (inout ByteBlock) -> Void) {
        var block = ByteBlock(capacity: 1 << 16)
        defer { block.release() }
        body(&block)
        block.flush(to: sink)
    }

    private static func append(_ name: String, to block: inout ByteBlock,
                               _ write: (inout ByteBlock, UnsafeRawBufferPointer) -> Void) {
        var name = name
        name.withUTF8 { write(&block, UnsafeRawBufferPointer($0)) }
    }
}
