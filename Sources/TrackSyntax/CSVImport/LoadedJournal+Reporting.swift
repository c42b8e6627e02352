import TrackModel

extension LoadedJournal {
    /// Diagnostics found outside the journal's own files (a CSV file and its
    /// rules, read into `journal.sources`), to be printed like the journal's.
    public init(_ journal: Journal, reporting diagnostics: [Diagnostic]) {
        self.init(journal: journal, diagnostics: diagnostics)
    }
}
