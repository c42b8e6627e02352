import TrackSyntax

/// The language server's state and its answer to each message, with no
/// I/O: `handle` takes one message body and returns what to send back, so
/// tests drive it in memory. `serve` is the loop around it over a stream.
///
/// Requests before `initialize` are refused (ServerNotInitialized), and
/// after `shutdown` too (InvalidRequest); an unknown request is
/// MethodNotFound and an unknown notification is ignored, as LSP 3.17 says.
public struct LanguageServer {
    public static let name = "track"

    let version: String
    var workspace: JournalWorkspace
    var publisher = DiagnosticsPublisher()
    var initialized = false
    var shutDown = false
    /// Set by a change; diagnostics go out once no message is waiting.
    var diagnosticsPending = false {
        didSet { if diagnosticsPending { cache = nil } }
    }
    /// The journals as last read, until the next change, with what the
    /// features built from them: an index per journal, a `LineIndex` per file.
    private var cache: (journals: [(root: String, loaded: LoadedJournal)], indexes: [String: JournalIndex], lines: [String: LineIndex])?
    /// The exit status once `exit` arrived: 0 after `shutdown`, else 1.
    public private(set) var exitStatus: Int32?

    public init(version: String, configuration: ServerConfiguration, fileSystem: any JournalFileSystem = LocalFileSystem(mapsLargeFiles: false)) {
        self.version = version
        workspace = JournalWorkspace(base: fileSystem, configuration: configuration)
    }

    /// The answer to one message body (a request's response, or nothing for a notification).
    public mutating func handle(_ body: [UInt8]) -> [JSON] {
        let message: JSON
        do {
            message = try JSONParser.parse(body)
        } catch {
            return [Outgoing.error(id: .null, .parseError("\(error.reason) at byte \(error.offset)"))]
        }
        guard message.isObject else {
            return [Outgoing.error(id: .null, .invalidRequest("a message is a JSON object"))]
        }
        let id = message["id"]
        guard let method = message["method"]?.string else {
            // A response to a request the server sent: it sends none, so nothing to do.
            if id != nil && (message["result"] != nil || message["error"] != nil) { return [] }
            return [Outgoing.error(id: id ?? .null, .invalidRequest("a message names its method"))]
        }
        let params = message["params"]
        guard let id else {
            notify(method, params)
            return []
        }
        switch id {
        case .number, .string: break
        default: return [Outgoing.error(id: .null, .invalidRequest("an id is a number or a string"))]
        }
        do {
            return [Outgoing.response(id: id, result: try request(method, params))]
        } catch {
            return [Outgoing.error(id: id, error)]
        }
    }

    /// Diagnostics held back while messages were queued.
    public mutating func flush() -> [JSON] {
        guard diagnosticsPending else { return [] }
        diagnosticsPending = false
        return publisher.publish(workspace, journals: journals())
    }

    mutating func journals() -> [(root: String, loaded: LoadedJournal)] {
        if let cache { return cache.journals }
        let journals = workspace.journals()
        cache = (journals, [:], [:])
        return journals
    }

    /// The features' view of the document's journal, built once per change.
    private mutating func navigation(_ uri: String) -> Navigation? {
        let journals = journals()
        guard let (loaded, file) = workspace.journal(containing: uri, in: journals) else { return nil }
        let root = loaded.journal.sources.files.first?.path ?? ""
        let index = cache?.indexes[root] ?? JournalIndex(loaded, today: workspace.configuration.today)
        cache?.indexes[root] = index
        let workspace = self.workspace
        let navigation = Navigation(index: index, file: file, lines: cache?.lines[uri], uriOf: { workspace.uri(forSourcePath: $0) })
        cache?.lines[uri] = navigation.lines
        return navigation
    }

    /// The document and the byte offset of `params.position` in it.
    private mutating func located(_ params: JSON?) throws(RPCError) -> (Navigation, Int)? {
        let uri = try uri(params)
        guard let position = Position(params?["position"]) else { throw .invalidParams("a position is required") }
        guard let navigation = navigation(uri) else { return nil }
        return (navigation, navigation.lines.offset(line: position.line, character: position.character))
    }

    private mutating func request(_ method: String, _ params: JSON?) throws(RPCError) -> JSON {
        if method == "initialize" {
            guard !initialized else { throw .invalidRequest("initialize was already sent") }
            initialized = true
            workspace.configuration.update(params?["initializationOptions"])
            return Self.initializeResult(version: version)
        }
        guard initialized else { throw .serverNotInitialized }
        guard !shutDown else { throw .invalidRequest("the server is shutting down; only exit is accepted") }
        switch method {
        case "shutdown":
            shutDown = true
            return .null
        case "textDocument/formatting", "textDocument/willSaveWaitUntil":
            return DocumentFormatting.edits(workspace, journals: journals(), uri: try uri(params))
        case "textDocument/rangeFormatting":
            guard let range = params?["range"], range.isObject else { throw .invalidParams("a range is required") }
            return DocumentFormatting.edits(workspace, journals: journals(), uri: try uri(params), range: range)
        case "textDocument/documentSymbol":
            return navigation(try uri(params))?.documentSymbols() ?? .array([])
        case "textDocument/foldingRange":
            return navigation(try uri(params))?.foldingRanges() ?? .array([])
        case "textDocument/hover":
            guard let (navigation, offset) = try located(params) else { return .null }
            return navigation.hover(at: offset)
        case "textDocument/definition":
            guard let (navigation, offset) = try located(params) else { return .null }
            return navigation.definition(at: offset)
        case "textDocument/references":
            guard let (navigation, offset) = try located(params) else { return .array([]) }
            return navigation.references(at: offset)
        case "textDocument/inlayHint":
            guard workspace.configuration.inlayHints, let navigation = navigation(try uri(params)) else { return .array([]) }
            return navigation.inlayHints(in: navigation.lines.offsets(params?["range"]),
                                         runningBalances: workspace.configuration.runningBalances)
        case "textDocument/rename":
            guard let newName = params?["newName"]?.string else { throw .invalidParams("newName is required") }
            guard let (navigation, offset) = try located(params) else { throw RPCError(code: -32803, message: "The journal could not be read.") }
            return try navigation.rename(at: offset, to: newName)
        case "workspace/symbol":
            let workspace = self.workspace
            return WorkspaceSymbols.symbols(params?["query"]?.string ?? "", journals: journals(), uriOf: { workspace.uri(forSourcePath: $0) })
        case "textDocument/codeAction":
            let uri = try uri(params)
            guard let document = workspace.document(uri) else { return .array([]) }
            let diagnostics = params?["context"]?["diagnostics"]?.array ?? []
            let fixes = CodeActions.actions(uri: uri, text: document.text, diagnostics: diagnostics)
            guard let navigation = navigation(uri) else { return .array(fixes) }
            // Setting the last amount (preferred) comes before leaving it out.
            var actions = diagnostics.compactMap { navigation.balancingAction(for: $0, uri: uri) } + fixes
            if let range = navigation.lines.offsets(params?["range"]) {
                actions += navigation.accountActions(at: range.lowerBound, uri: uri)
            }
            return .array(actions)
        case "textDocument/semanticTokens/full":
            guard let document = workspace.document(try uri(params)) else { return .null }
            return SemanticTokens.encode(document.text)
        case "textDocument/completion":
            let uri = try uri(params)
            guard let position = Position(params?["position"]) else { throw .invalidParams("a position is required") }
            guard let navigation = navigation(uri) else { return .array([]) }
            // The line as typed: the journal was read from the editor's text since its last change.
            let text = navigation.lines
            let start = text.offset(line: position.line, character: 0), end = text.offset(line: position.line, character: position.character)
            let completion = Completion(index: navigation.index, today: workspace.configuration.today)
            return completion.items(lineBeforeCursor: Array(text.bytes[start..<end]))
        default:
            throw .methodNotFound(method)
        }
    }

    private mutating func notify(_ method: String, _ params: JSON?) {
        if method == "exit" {
            exitStatus = shutDown ? 0 : 1
            return
        }
        guard initialized, !shutDown else { return }
        switch method {
        case "textDocument/didOpen":
            guard let item = params?["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else { return }
            workspace.open(OpenDocument(uri: uri, key: workspace.key(forURI: uri), version: item["version"]?.int ?? 0,
                                        text: Array(text.utf8)))
            diagnosticsPending = true
        case "textDocument/didChange":
            guard let uri = params?["textDocument"]?["uri"]?.string, let changes = params?["contentChanges"]?.array,
                  var document = workspace.take(uri) else { return }
            defer { workspace.update(document) }
            // Out of the workspace, and the journals read from it dropped (`diagnosticsPending`),
            // the text has no other owner: it is changed in place, not copied.
            diagnosticsPending = true
            // A change that cannot apply leaves the text as it was; the next full sync repairs it.
            guard (try? document.apply(changes)) != nil else { return }
            if let version = params?["textDocument"]?["version"]?.int { document.version = version }
        case "textDocument/didClose":
            guard let uri = params?["textDocument"]?["uri"]?.string else { return }
            workspace.close(uri)
            diagnosticsPending = true
        case "textDocument/didSave":
            diagnosticsPending = true
        case "workspace/didChangeConfiguration":
            workspace.configuration.update(params?["settings"])
            diagnosticsPending = true
        default:
            break
        }
    }

    private func uri(_ params: JSON?) throws(RPCError) -> String {
        guard let uri = params?["textDocument"]?["uri"]?.string else { throw .invalidParams("textDocument.uri is required") }
        guard workspace.document(uri) != nil else { throw .invalidParams("\(uri) is not open") }
        return uri
    }

    static func initializeResult(version: String) -> JSON {
        let sync: JSON = .object([
            ("openClose", .bool(true)),
            ("change", .int(2)),
            ("willSaveWaitUntil", .bool(true)),
            ("save", .object([("includeText", .bool(false))])),
        ])
        let capabilities: JSON = .object([
            ("positionEncoding", .string("utf-16")),
            ("textDocumentSync", sync),
            ("documentFormattingProvider", .bool(true)),
            ("documentRangeFormattingProvider", .bool(true)),
            ("documentSymbolProvider", .bool(true)),
            ("foldingRangeProvider", .bool(true)),
            ("hoverProvider", .bool(true)),
            ("definitionProvider", .bool(true)),
            ("referencesProvider", .bool(true)),
            ("inlayHintProvider", .bool(true)),
            ("renameProvider", .bool(true)),
            ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
            ("semanticTokensProvider", .object([
                ("legend", .object([("tokenTypes", .array(SemanticTokens.legend.map(JSON.string))), ("tokenModifiers", .array([]))])),
                ("full", .bool(true)),
            ])),
            ("workspaceSymbolProvider", .bool(true)),
            ("completionProvider", .object([("triggerCharacters", .array([.string(":"), .string(" ")]))])),
        ])
        return .object([
            ("capabilities", capabilities),
            ("serverInfo", .object([("name", .string(name)), ("version", .string(version))])),
        ])
    }
}
