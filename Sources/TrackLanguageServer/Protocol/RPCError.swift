/// A JSON-RPC error answered to a request (LSP 3.17, "ResponseError").
public struct RPCError: Error, Equatable, Sendable {
    public let code: Int
    public let message: String

    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    public static func parseError(_ detail: String) -> RPCError { RPCError(code: -32700, message: "Parse error: \(detail)") }
    public static func invalidRequest(_ detail: String) -> RPCError { RPCError(code: -32600, message: "Invalid request: \(detail)") }
    public static func methodNotFound(_ method: String) -> RPCError {
        RPCError(code: -32601, message: "Method not found: \(method)")
    }
    public static func invalidParams(_ detail: String) -> RPCError { RPCError(code: -32602, message: "Invalid params: \(detail)") }
    public static let serverNotInitialized = RPCError(code: -32002, message: "The server is not initialized: send 'initialize' first")

    var json: JSON { .object([("code", .int(code)), ("message", .string(message))]) }
}
