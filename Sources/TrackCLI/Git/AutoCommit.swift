/// Committing what a writing command wrote, when the repository asks for
/// it (`track git install --auto-commit` sets `track.autocommit`).
enum AutoCommit {
    static let configKey = "track.autocommit"
}
