import TrackSyntax

/// The journals behind the open documents, read with the documents'
/// unsaved text (`EditorFileSystem`).
///
/// The main journal (`ServerConfiguration.mainFile`) is read when set; an
/// open document that it does not include is read as a journal of its
/// own, and a document another open one includes is read as part of that
/// one. Each read is a whole load, which is what makes the diagnostics
/// exactly those of `track check`.
struct JournalWorkspace {
    let base: any JournalFileSystem
    var configuration: ServerConfiguration
    private(set) var documents: [String: OpenDocument] = [:]

    init(base: any JournalFileSystem, configuration: ServerConfiguration) {
        self.base = base
        self.configuration = configuration
    }

    /// The key the journal reader knows a URI's document by.
    func key(forURI uri: String) -> String {
        guard let path = DocumentURI.path(uri) else { return uri }
        return base.canonicalPath(path)
    }

    /// The URI to publish for a file the journal read; nil for one with no URI (standard input).
    func uri(forSourcePath path: String) -> String? {
        let key = base.canonicalPath(path)
        if let document = documents.values.first(where: { $0.key == key }) { return document.uri }
        return key.hasPrefix("/") ? DocumentURI.uri(path: key) : nil
    }

    mutating func open(_ document: OpenDocument) { documents[document.uri] = document }
    mutating func close(_ uri: String) { documents[uri] = nil }
    func document(_ uri: String) -> OpenDocument? { documents[uri] }
    mutating func update(_ document: OpenDocument) { documents[document.uri] = document }
    /// The document, removed until `update` puts it back (so that a change edits its only copy).
    mutating func take(_ uri: String) -> OpenDocument? { documents.removeValue(forKey: uri) }

    private var fileSystem: EditorFileSystem {
        var texts: [String: [UInt8]] = [:]
        for document in documents.values { texts[document.key] = document.text }
        return EditorFileSystem(base: base, documents: texts)
    }

    func load(root: String) -> LoadedJournal {
        let options = ParseOptions(today: configuration.today, strict: configuration.strict, homeDirectory: configuration.home)
        return JournalLoader(options: options, fileSystem: fileSystem).load(paths: [root])
    }

    /// The keys of the files a journal read.
    func keys(_ loaded: LoadedJournal) -> Set<String> {
        Set(loaded.journal.sources.files.map { base.canonicalPath($0.path) })
    }

    /// Every journal the open documents belong to, each read once, roots first.
    func journals() -> [(root: String, loaded: LoadedJournal)] {
        var result: [(root: String, loaded: LoadedJournal, keys: Set<String>)] = []
        if let main = configuration.mainFile {
            let loaded = load(root: main)
            result.append((main, loaded, keys(loaded)))
        }
        for document in documents.values.sorted(by: { $0.uri < $1.uri })
        where !result.contains(where: { $0.keys.contains(document.key) }) {
            let loaded = load(root: document.key)
            let read = keys(loaded)
            // A document read earlier as its own journal that this one includes belongs to this one.
            result.removeAll { $0.root != configuration.mainFile && read.contains(base.canonicalPath($0.root)) }
            result.append((document.key, loaded, read))
        }
        return result.map { ($0.root, $0.loaded) }
    }

    /// The journal a document is read in, and the index of its file there.
    func journal(containing uri: String, in journals: [(root: String, loaded: LoadedJournal)]) -> (loaded: LoadedJournal, file: Int)? {
        guard let document = documents[uri] else { return nil }
        for (_, loaded) in journals {
            if let index = loaded.journal.sources.files.firstIndex(where: { base.canonicalPath($0.path) == document.key }) {
                return (loaded, index)
            }
        }
        return nil
    }
}
