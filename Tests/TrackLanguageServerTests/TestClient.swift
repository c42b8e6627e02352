import TrackModel
import TrackSyntax
@testable import TrackLanguageServer

/// Drives a `LanguageServer` in memory as an editor would, over files in
/// an `InMemoryFileSystem` under `/books`.
struct TestClient {
    var server: LanguageServer
    private var nextID = 1

    init(files: [String: String], configuration: ServerConfiguration? = nil, initialize: Bool = true) {
        let today = Day(year: 2026, month: 11, day: 25) ?? Day(year: 2000, month: 1, day: 1)!
        server = LanguageServer(version: "test", configuration: configuration ?? ServerConfiguration(today: today),
                                fileSystem: InMemoryFileSystem(files: files))
        if initialize {
            _ = request("initialize", .object([("processId", .null), ("capabilities", .object([]))]))
            _ = notify("initialized", .object([]))
        }
    }

    static func uri(_ name: String) -> String { "file:///books/" + name }

    /// Sends a request; returns the response and what came with it.
    mutating func request(_ method: String, _ params: JSON) -> [JSON] {
        defer { nextID += 1 }
        return send(.object([("jsonrpc", .string("2.0")), ("id", .int(nextID)), ("method", .string(method)), ("params", params)]))
    }

    /// The result of a request (nil when it answered an error).
    mutating func result(_ method: String, _ params: JSON) -> JSON? {
        request(method, params).first { $0["id"] != nil }?["result"]
    }

    mutating func notify(_ method: String, _ params: JSON) -> [JSON] {
        send(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
    }

    mutating func send(_ message: JSON) -> [JSON] { send(raw: message.bytes) }

    /// The answer, then the diagnostics published once no message is waiting.
    mutating func send(raw: [UInt8]) -> [JSON] { server.handle(raw) + server.flush() }

    mutating func open(_ name: String, _ text: String) -> [JSON] {
        notify("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(Self.uri(name))), ("languageId", .string("ledger")), ("version", .int(1)), ("text", .string(text)),
        ]))]))
    }

    mutating func change(_ name: String, version: Int, _ changes: [JSON]) -> [JSON] {
        notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(Self.uri(name))), ("version", .int(version))])),
            ("contentChanges", .array(changes)),
        ]))
    }

    static func range(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> JSON {
        .object([
            ("start", .object([("line", .int(l1)), ("character", .int(c1))])),
            ("end", .object([("line", .int(l2)), ("character", .int(c2))])),
        ])
    }

    static func document(_ name: String) -> JSON { .object([("uri", .string(uri(name)))]) }
}

extension [JSON] {
    /// The diagnostics published for `name`, by message; nil when none were published for it.
    func diagnostics(_ name: String) -> [JSON]? {
        last { $0["method"]?.string == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == TestClient.uri(name) }?[
            "params"]?["diagnostics"]?.array
    }
}
