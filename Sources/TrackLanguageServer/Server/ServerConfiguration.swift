import TrackModel

/// What the editor configures (`initializationOptions`, then
/// `workspace/didChangeConfiguration`, either as they are or under a
/// `track` key):
///
/// ```json
/// {"file": "~/finance/main.journal", "strict": true, "inlayHints": true, "runningBalances": false}
/// ```
///
/// `file` is the main journal: a document it includes is checked as part
/// of it. Without one, `$TRACK_FILE`, then `$LEDGER_FILE`, else each
/// opened file is its own journal.
public struct ServerConfiguration: Sendable, Equatable {
    public var mainFile: String?
    public var strict: Bool
    public var inlayHints: Bool
    /// Inlay hints of each posting's account balance after it (off by default: they crowd the text).
    public var runningBalances = false
    public var today: Day

    public init(mainFile: String? = nil, strict: Bool = false, inlayHints: Bool = true, today: Day) {
        self.mainFile = mainFile
        self.strict = strict
        self.inlayHints = inlayHints
        self.today = today
    }

    /// The defaults the environment gives: `$TRACK_FILE`, else `$LEDGER_FILE`.
    public init(environment: [String: String], today: Day) {
        let file = [environment["TRACK_FILE"], environment["LEDGER_FILE"]].compactMap { $0 }.first { !$0.isEmpty }
        self.init(mainFile: file, today: today)
        home = environment["HOME"]
    }

    /// For `~/` in `file`.
    var home: String?

    /// The settings `json` gives, over these.
    mutating func update(_ json: JSON?) {
        guard let json else { return }
        let settings = json["track"].flatMap { $0.isObject ? $0 : nil } ?? json
        if let file = settings["file"]?.string {
            if file.isEmpty {
                mainFile = nil
            } else if file.hasPrefix("~/"), let home {
                mainFile = home + file.dropFirst(1)
            } else {
                mainFile = file
            }
        }
        if let strict = settings["strict"]?.bool { self.strict = strict }
        if let hints = settings["inlayHints"]?.bool { inlayHints = hints }
        if let running = settings["runningBalances"]?.bool { runningBalances = running }
    }
}
