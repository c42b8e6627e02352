import Foundation
import Testing
@testable import TrackCLI
import TrackSyntax
import TrackTestSupport

/// File names that are not UTF-8 (`caf\xE9.journal`, Latin-1): the file
/// named is the one read and written, from argv, the environment and
/// `include` lines, and no `caf\u{FFFD}.journal` appears beside it.
@Suite struct NonUTF8FileNameTests {
    static let name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".journal".utf8)
    static let text = "2026-01-02 Rent\n    Expenses:Rent    10 USD\n    Assets:Cash\n"

    /// A fresh folder holding `caf\xE9.journal`, written with its raw bytes.
    func folder() -> String {
        var template = Array((NSTemporaryDirectory() + "/track-bytes-XXXXXX").utf8CString)
        let dir = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        write(Array(Self.text.utf8), to: Array(dir.utf8) + [0x2F] + Self.name)
        return dir
    }

    func write(_ bytes: [UInt8], to path: [UInt8]) {
        let fd = (path.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o600) }
        precondition(fd >= 0)
        _ = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    /// The names in `dir`, as bytes.
    func names(_ dir: String) -> [[UInt8]] {
        LocalFileSystem().contentsOfDirectory(dir)!.map(PathBytes.bytes)
    }

    func contents(_ dir: String) -> String {
        let path = PathBytes.bytes(dir) + [0x2F] + Self.name
        let fd = (path.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { open($0.baseAddress!, O_RDONLY) }
        precondition(fd >= 0)
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        return String(decoding: buffer[..<n], as: UTF8.self)
    }

    func run(_ arguments: [String], environment: [String: String] = [:]) -> (status: Int32, stdout: String, stderr: String) {
        let console = Console(arguments: arguments, environment: environment, today: CLIHarness.today)
        let status = TrackCLI.run(console)
        return (status, console.output.text, console.errors.text)
    }

    var path: String { PathBytes.string(Self.name) }

    @Test func pathBytesRoundTripEveryByteString() {
        let samples: [[UInt8]] = [Self.name, [0xEF, 0x9F, 0xA9], [0xFF, 0xFE], [0xED, 0xA0, 0x80], Array("café".utf8), [0xF0, 0x9F, 0x98]]
        for bytes in samples { #expect(PathBytes.bytes(PathBytes.string(bytes)) == bytes) }
        #expect(PathBytes.display(path) == "caf\\xE9.journal")
    }

    @Test func readsTheFileNamedWithItsOwnBytes() {
        let dir = folder()
        let result = run(["-f", dir + "/" + path, "balance"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Expenses:Rent"))
        let fromEnvironment = run(["balance"], environment: ["TRACK_FILE": dir + "/" + path])
        #expect(fromEnvironment.stdout.contains("Expenses:Rent"))
    }

    @Test func includesTheFileNamedWithItsOwnBytes() {
        let dir = folder()
        write(Array("include ".utf8) + Self.name + [0x0A], to: Array(dir.utf8) + Array("/main.journal".utf8))
        let result = run(["-f", dir + "/main.journal", "balance"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Expenses:Rent"))
        // A glob matches it by its bytes too.
        write(Array("include caf*.journal\n".utf8), to: Array(dir.utf8) + Array("/glob.journal".utf8))
        let glob = run(["-f", dir + "/glob.journal", "balance"])
        #expect(glob.status == 0, "\(glob.stderr)")
        #expect(glob.stdout.contains("Expenses:Rent"))
    }

    /// Every system call on a path in TrackSyntax goes through `PathCall`,
    /// which passes the path's bytes: a C function called with a `String`
    /// would be given the UTF-8 of the escape characters instead.
    @Test func everySystemCallOnAPathGoesThroughPathCall() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Sources/TrackSyntax").standardized
        let calls = try Regex(#"(^|[^.\w])(open|stat|lstat|access|unlink|rename|realpath|readlink|opendir|mkdir|chmod)\("#)
        var offenders: [String] = []
        for case let url as URL in FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
        where url.pathExtension == "swift" && url.lastPathComponent != "PathBytes.swift" {
            for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && line.contains(calls) {
                // `stat()` makes an empty record, and `fstat` takes a descriptor.
                if line.replacing("stat()", with: "").contains(calls) { offenders.append("\(url.lastPathComponent): \(line)") }
            }
        }
        #expect(offenders == [])
    }

    @Test func addAndFmtWriteTheOriginalFile() {
        let dir = folder()
        let add = run(["-f", dir + "/" + path, "add", "expense", "5", "Lunch", "--account", "Assets:Cash"])
        #expect(add.status == 0, "\(add.stderr)")
        #expect(contents(dir).contains("Lunch"))
        #expect(add.stderr.contains("added to \(dir)/caf\\xE9.journal"))
        let fmt = run(["fmt", "-i", "-f", dir + "/" + path])
        #expect(fmt.status == 0, "\(fmt.stderr)")
        #expect(names(dir) == [Self.name])
    }

    @Test func aMissingFileIsNamedWithItsBytesEscaped() {
        let dir = folder()
        let result = run(["-f", dir + "/" + PathBytes.string(Array("x".utf8) + [0xE9]), "balance"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("x\\xE9"))
    }
}
