extension Table.Column {
    /// A column that only text shows: a name as people read it (indented
    /// under its parent), or bars. An empty heading shows no heading; nil
    /// leaves the column out of text too.
    public static func textOnly(_ header: String?, alignment: Table.Alignment = .left) -> Table.Column {
        Table.Column(header: header, alignment: alignment, csv: nil, json: [String]?.none)
    }

    /// A column that only CSV has: a figure's section in a CSV of several.
    public static func csvOnly(_ name: String) -> Table.Column {
        Table.Column(header: nil, csv: name, json: [String]?.none)
    }

    /// A column that only JSON has (a list of names, a flag).
    public static func jsonOnly(_ key: String) -> Table.Column {
        Table.Column(header: nil, csv: nil, json: key)
    }
}
