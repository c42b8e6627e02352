/// A JSON array written a few elements at a time, so that an export of a
/// million postings never holds them all: the text is exactly what
/// `JSONValue.array(all).rendered(pretty:)` gives for the whole array.
///
/// ```swift
/// var array = JSONArrayWriter(pretty: true)
/// for row in rows { output.write(array.text(for: row)) }
/// output.write(array.end())
/// ```
public struct JSONArrayWriter {
    public let pretty: Bool
    private var count = 0

    public init(pretty: Bool) {
        self.pretty = pretty
    }

    /// The text that puts `element` next in the array (with the `[` before the first).
    public mutating func text(for element: JSONValue) -> String {
        var output = count == 0 ? "[" : ","
        if pretty { output += "\n  " }
        element.write(to: &output, indent: pretty ? 1 : nil)
        count += 1
        return output
    }

    /// The text that closes the array (the whole of an empty one).
    public func end() -> String {
        count == 0 ? "[]" : (pretty ? "\n]" : "]")
    }
}
