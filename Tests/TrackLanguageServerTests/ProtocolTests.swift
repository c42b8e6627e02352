import Testing
import TrackModel
@testable import TrackLanguageServer

/// The protocol's life cycle and its errors: initialize, shutdown, exit,
/// requests out of order, unknown methods, malformed messages.
@Suite struct ProtocolTests {
    @Test func initializeAnswersTheCapabilities() {
        var client = TestClient(files: [:], initialize: false)
        let result = client.result("initialize", .object([("capabilities", .object([]))]))
        #expect(result?["serverInfo"]?["name"]?.string == "track")
        #expect(result?["capabilities"]?["textDocumentSync"]?["change"]?.int == 2)
        #expect(result?["capabilities"]?["documentFormattingProvider"]?.bool == true)
        #expect(result?["capabilities"]?["positionEncoding"]?.string == "utf-16")
    }

    @Test func requestsBeforeInitializeAreRefused() {
        var client = TestClient(files: [:], initialize: false)
        #expect(client.request("shutdown", .null).first?["error"]?["code"]?.int == -32002)
    }

    @Test func shutdownThenExitIsStatusZero() {
        var client = TestClient(files: [:])
        #expect(client.request("shutdown", .null).first?["result"] == .null)
        #expect(client.request("textDocument/formatting", .null).first?["error"]?["code"]?.int == -32600)
        _ = client.notify("exit", .null)
        #expect(client.server.exitStatus == 0)
    }

    @Test func exitWithoutShutdownIsStatusOne() {
        var client = TestClient(files: [:])
        _ = client.notify("exit", .null)
        #expect(client.server.exitStatus == 1)
    }

    @Test func anUnknownRequestIsMethodNotFoundAndAnUnknownNotificationNothing() {
        var client = TestClient(files: [:])
        let answer = client.request("textDocument/teleport", .object([]))
        #expect(answer.first?["error"]?["code"]?.int == -32601)
        #expect(answer.first?["id"] == .int(2))
        #expect(client.notify("$/somethingElse", .object([])).isEmpty)
    }

    @Test(arguments: ["{", "[1,2]", "{\"id\":1}", "{\"jsonrpc\":\"2.0\",\"id\":[1],\"method\":\"shutdown\"}", "\u{FF}"])
    func malformedMessagesAreAnsweredWithErrors(_ text: String) {
        var client = TestClient(files: [:])
        let answer = client.send(raw: Array(text.utf8))
        #expect(answer.count == 1)
        let code = answer.first?["error"]?["code"]?.int
        #expect(code == -32700 || code == -32600)
    }

    @Test func requestsOnADocumentThatIsNotOpenAreInvalidParams() {
        var client = TestClient(files: [:])
        let answer = client.request("textDocument/formatting", .object([("textDocument", TestClient.document("none.journal"))]))
        #expect(answer.first?["error"]?["code"]?.int == -32602)
    }

    @Test func theServeLoopAnswersOverAStreamAndEndsAtExit() {
        var input = Array("Content-Length: 3\r\n\r\n{{{".utf8)
        for body in [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#,
        ] {
            input += Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
        }
        var rest = input[...]
        var reader = MessageReader {
            let chunk = Array(rest.prefix(5))
            rest = rest.dropFirst(5)
            return chunk
        }
        var output: [UInt8] = []
        var server = TestClient(files: [:], initialize: false).server
        let status = server.serve(&reader, MessageWriter { output += $0 })
        #expect(status == 0)
        let text = String(decoding: output, as: UTF8.self)
        #expect(text.contains(#""code":-32700"#))
        #expect(text.contains(#""id":2,"result":null"#))
        #expect(!text.contains(#""id":3"#))
    }

    @Test func theServeLoopEndsCleanlyWhenInputStopsMidMessage() {
        var input = Array("Content-Length: 50\r\n\r\n{\"jsonrpc\"".utf8)[...]
        var reader = MessageReader {
            defer { input = [] }
            return Array(input)
        }
        var server = TestClient(files: [:]).server
        #expect(server.serve(&reader, MessageWriter { _ in }) == 0)
    }
}
