import TrackRendering

/// The `--color` setting.
public enum ColorMode: String, Sendable {
    case auto, always, never
}

extension TerminalStyle {
    /// In `auto` mode colour needs a terminal that is not `TERM=dumb`, and
    /// `NO_COLOR` set to anything but the empty string turns it off
    /// (no-color.org). `always` and `never` ignore the rest.
    public init(mode: ColorMode, isTerminal: Bool, environment: [String: String]) {
        switch mode {
        case .always:
            self.init(enabled: true)
        case .never:
            self.init(enabled: false)
        case .auto:
            let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
            self.init(enabled: isTerminal && !noColor && environment["TERM"] != "dumb")
        }
    }
}
