/// The `--color` setting.
public enum ColorMode: String, Sendable {
    case auto, always, never
}

/// ANSI styling that turns itself off where colour is unwanted.
///
/// Decided once from the setting, whether standard output is a terminal and
/// the environment, then passed to renderers; when disabled every function
/// returns its text unchanged, so output piped to a file stays plain.
public struct TerminalStyle: Sendable {
    public let enabled: Bool

    public init(enabled: Bool) {
        self.enabled = enabled
    }

    /// In `auto` mode colour needs a terminal that is not `TERM=dumb`, and
    /// `NO_COLOR` set to anything but the empty string turns it off
    /// (no-color.org). `always` and `never` ignore the rest.
    public init(mode: ColorMode, isTerminal: Bool, environment: [String: String]) {
        switch mode {
        case .always:
            enabled = true
        case .never:
            enabled = false
        case .auto:
            let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
            enabled = isTerminal && !noColor && environment["TERM"] != "dumb"
        }
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
