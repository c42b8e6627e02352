/// ANSI styling that turns itself off where colour is unwanted: the
/// decorator every text encoder paints through.
///
/// Whether colour is wanted (a terminal, `NO_COLOR`, `--color`) is the
/// command line's decision; rendering only receives it, so a report piped to
/// a file stays plain. When disabled every function returns its text unchanged.
public struct TerminalStyle: Sendable {
    public let enabled: Bool

    public init(enabled: Bool) {
        self.enabled = enabled
    }

    public func red(_ s: String) -> String { styled(s, code: "31") }
    public func green(_ s: String) -> String { styled(s, code: "32") }
    public func yellow(_ s: String) -> String { styled(s, code: "33") }
    public func bold(_ s: String) -> String { styled(s, code: "1") }
    public func dim(_ s: String) -> String { styled(s, code: "2") }

    private func styled(_ s: String, code: String) -> String {
        guard enabled, !s.isEmpty else { return s }
        return "\u{1B}[\(code)m\(s)\u{1B}[0m"
    }
}
