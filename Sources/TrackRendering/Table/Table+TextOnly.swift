extension Table.Column {
    /// A column that only text shows: a name as people read it (indented
    /// under its parent), or bars. An empty heading shows no heading; nil
    /// leaves the column out of text too.
    public static func textOnly(_ header: String?, alignment: Table.Alignment = .left) -> Table.Column {
        Table.Column(header: header, alignment: alignment, csv: nil, json: [String]?.none)
    }
}
