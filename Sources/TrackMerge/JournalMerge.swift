import TrackSyntax

/// The three-way merge of one journal file, item by item (`JournalItem`):
/// what git's merge driver (`track merge`) and `track resolve` run.
///
/// - both sides added different entries at one place: all of them, each
///   once, in date order within what was added;
/// - one side changed or deleted an item the other left alone: that change;
/// - both changed one item differently: git's conflict markers around that
///   item alone.
///
/// The merged text must then read and balance, or the merge is a conflict.
/// A base that does not read as a journal is merged line by line instead,
/// as git would.
public struct JournalMerge: Sendable {
    public var base: [UInt8]
    public var ours: [UInt8]
    public var theirs: [UInt8]
    /// The names after the conflict markers (`<<<<<<< ours`).
    public var oursLabel = "ours"
    public var theirsLabel = "theirs"
    /// How the inputs and the result are read, to check them.
    public var parseOptions: ParseOptions
    /// The path the result is checked under (its name in messages).
    public var path: String

    public init(base: [UInt8], ours: [UInt8], theirs: [UInt8], path: String, parseOptions: ParseOptions) {
        self.base = base
        self.ours = ours
        self.theirs = theirs
        self.path = path
        self.parseOptions = parseOptions
    }

    public func merge() -> MergeOutcome {
        let check = MergeCheck(path: path, options: parseOptions)
        guard check.failure(base) == nil else {
            let merged = ItemMerge(base: ItemizedFile(lines: base), ours: ItemizedFile(lines: ours),
                                   theirs: ItemizedFile(lines: theirs), labels: (oursLabel, theirsLabel)).merged()
            return MergeOutcome(bytes: merged.bytes, conflicts: merged.conflicts, method: .lines, failedCheck: nil)
        }
        let merged = ItemMerge(base: ItemizedFile(bytes: base), ours: ItemizedFile(bytes: ours),
                               theirs: ItemizedFile(bytes: theirs), labels: (oursLabel, theirsLabel)).merged()
        var outcome = MergeOutcome(bytes: merged.bytes, conflicts: merged.conflicts, method: .items, failedCheck: nil)
        // A result with markers does not read; one without must, when both sides did.
        if merged.conflicts == 0, let failed = check.failure(merged.bytes),
           check.failure(ours) == nil, check.failure(theirs) == nil {
            outcome.failedCheck = failed
        }
        return outcome
    }
}
