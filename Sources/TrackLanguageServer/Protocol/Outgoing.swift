/// The messages the server sends.
enum Outgoing {
    static func response(id: JSON, result: JSON) -> JSON {
        .object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)])
    }

    static func error(id: JSON, _ error: RPCError) -> JSON {
        .object([("jsonrpc", .string("2.0")), ("id", id), ("error", error.json)])
    }

    static func notification(_ method: String, _ params: JSON) -> JSON {
        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
    }
}
