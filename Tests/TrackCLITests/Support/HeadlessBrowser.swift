import Foundation

/// Debian's headless Chromium (`chromium-headless-shell`, or `chromium`),
/// run as a command: `--dump-dom` for the page as the browser built it,
/// `--screenshot` for a PNG, `--print-to-pdf` for the printed page. `.ci/run` installs it; the tests that need it
/// say why they are skipped where it cannot be found.
enum HeadlessBrowser {
    static let names = ["chromium-headless-shell", "chromium", "chromium-browser", "google-chrome"]

    static let path: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
            + ["/usr/bin", "/usr/local/bin", "/usr/lib/chromium"]
        for name in names {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
                return folder + "/" + name
            }
        }
        return nil
    }()

    static var skipReason: String {
        "no headless Chromium found (\(names.joined(separator: ", ")) on PATH); .ci/run installs chromium-headless-shell"
    }

    /// The page's DOM after the browser parsed and laid it out.
    static func dumpDOM(_ file: String) throws -> String {
        try run(["--dump-dom", URL(fileURLWithPath: file).absoluteString])
    }

    /// A screenshot of the page, `width` × `height` pixels, into `png`.
    static func screenshot(_ file: String, to png: String, width: Int = 1100, height: Int = 2400) throws {
        _ = try run(["--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(png)",
                     URL(fileURLWithPath: file).absoluteString])
    }

    /// The page printed to PDF (its print stylesheet), into `pdf`.
    static func printToPDF(_ file: String, to pdf: String) throws {
        _ = try run(["--no-pdf-header-footer", "--print-to-pdf=\(pdf)", URL(fileURLWithPath: file).absoluteString])
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private static func run(_ arguments: [String]) throws -> String {
        guard let path else { throw Failure(description: skipReason) }
        let profile = NSTemporaryDirectory() + "/track-chromium-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                             "--user-data-dir=\(profile)"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(path) exited with status \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
