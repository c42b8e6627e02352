extension Cell {
    /// Tags as a comment writes them: `name:value, name:value`.
    static func tagsText(_ tags: [(name: String, value: String)]) -> String {
        tags.map { $0.name + ":" + $0.value }.joined(separator: ", ")
    }
}
