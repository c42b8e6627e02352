import Foundation
import Testing

/// `track lsp` driven by real clients over stdio: Python's pytest-lsp
/// (Tests/LanguageServerEndToEnd, every capability on the examples, unsaved
/// edits, errors then fixed, the include graph) and headless Neovim's
/// built-in client. Each is skipped, saying why, when it is not installed.
@Suite(.serialized) struct LanguageServerEndToEndTests {
    /// The first python3 on PATH (pip installs pytest-lsp for that one), else the system's.
    static let python: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { $0 + "/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
            ?? ShellRunner.path("python3")
    }()

    static let hasPytestLSP: Bool = {
        guard let python else { return false }
        return (try? run(python, ["-c", "import pytest_lsp, pytest_asyncio"]).status) == 0
    }()

    static let neovim: String? = ShellRunner.path("nvim")

    static func run(_ program: String, _ arguments: [String], environment: [String: String] = [:]) throws -> ShellRunner.Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        process.environment = env
        process.currentDirectoryURL = URL(fileURLWithPath: CLIHarness.repositoryRoot)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // A client that hangs is stopped, and the test fails instead of waiting forever.
        DispatchQueue.global().asyncAfter(deadline: .now() + 120) { if process.isRunning { process.terminate() } }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ShellRunner.Output(stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self),
                                  status: process.terminationStatus)
    }

    @Test(.enabled(if: hasPytestLSP && ShellRunner.trackBinary != nil,
                   "python3 with pytest-lsp (pip install pytest-lsp) or the track binary (swift build) is missing: the LSP end-to-end suite is not run"))
    func pytestLSPSuitePasses() throws {
        let binary = try #require(ShellRunner.trackBinary)
        let result = try Self.run(try #require(Self.python), ["-m", "pytest", "-q", "-p", "no:cacheprovider", "Tests/LanguageServerEndToEnd"],
                                  environment: ["TRACK_BINARY": binary, "EXAMPLES": CLIHarness.repositoryRoot + "/Examples"])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("passed"))
    }

    @Test(.enabled(if: neovim != nil && ShellRunner.trackBinary != nil,
                   "Neovim (apt-get install neovim) or the track binary (swift build) is missing: the Neovim client test is not run"))
    func neovimReadsTheDiagnostics() throws {
        let binary = try #require(ShellRunner.trackBinary)
        let directory = NSTemporaryDirectory() + "track-lsp-nvim-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let journal = directory + "/books.journal"
        try "2026-11-02 Corner Market\n    Expenses:Food   84.21 USD\n    Assets:Cash   -84.20 USD\n".write(toFile: journal, atomically: true, encoding: .utf8)
        let script = directory + "/check.lua"
        // start_client + buf_attach_client: what vim.lsp.start (Neovim 0.8+) does, and Debian's 0.7 has.
        try """
            local ok, err = pcall(function()
              local id = vim.lsp.start_client({ name = 'track', cmd = { '\(binary)', 'lsp' }, root_dir = '\(directory)' })
              vim.lsp.buf_attach_client(0, id)
              local done = vim.wait(10000, function() return #vim.diagnostic.get(0) > 0 end, 50)
              for _, d in ipairs(vim.diagnostic.get(0)) do
                io.stdout:write(string.format('%d:%d %s\\n', d.lnum, d.col, d.message:match('[^\\n]*')))
              end
              io.stdout:write(done and 'done\\n' or 'timeout\\n')
            end)
            if not ok then io.stdout:write('error: ' .. tostring(err) .. '\\n') end
            vim.cmd('qa!')
            """.write(toFile: script, atomically: true, encoding: .utf8)
        let result = try Self.run(try #require(Self.neovim), ["--headless", "--clean", journal, "-c", "luafile " + script],
                                  environment: ["TRACK_TODAY": "2026-11-25", "TRACK_FILE": "", "LEDGER_FILE": ""])
        #expect(result.stdout.contains("0:0 this transaction does not balance"), "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("done"))
    }

    /// README's Neovim setup, as written there, run in headless Neovim on a
    /// `.hledger` file (a pattern only that setup maps): the diagnostics come back.
    @Test(.enabled(if: neovim != nil && ShellRunner.trackBinary != nil,
                   "Neovim (apt-get install neovim) or the track binary (swift build) is missing: README's Neovim setup is not tried"))
    func readmeNeovimSetupWorks() throws {
        let binary = try #require(ShellRunner.trackBinary)
        let readme = try String(contentsOfFile: CLIHarness.repositoryRoot + "/README.md", encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Editor setup").dropFirst().first)
        let snippet = try #require(section.components(separatedBy: "```lua\n").dropFirst().first?.components(separatedBy: "```").first)
        let directory = NSTemporaryDirectory() + "track-lsp-readme-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let journal = directory + "/books.hledger"
        try "2026-11-02 Corner Market\n    Expenses:Food   84.21 USD\n    Assets:Cash   -84.20 USD\n".write(toFile: journal, atomically: true, encoding: .utf8)
        let script = directory + "/init.lua"
        // Debian's Neovim 0.7 has neither vim.lsp.start nor vim.fs (0.8), and reads
        // vim.filetype.add's patterns only when asked before it starts (the
        // --cmd below): the same calls, spelled for 0.7.
        try """
            if not vim.lsp.start then
              vim.lsp.start = function(config)
                local id = vim.lsp.start_client(config)
                vim.lsp.buf_attach_client(0, id)
                return id
              end
            end
            vim.fs = vim.fs or { dirname = function(path) return vim.fn.fnamemodify(path, ':h') end }
            local ok, err = pcall(function()
            \(snippet)
              vim.cmd('edit \(journal)')
              local done = vim.wait(10000, function() return #vim.diagnostic.get(0) > 0 end, 50)
              io.stdout:write('filetype ' .. vim.bo.filetype .. '\\n')
              for _, d in ipairs(vim.diagnostic.get(0)) do
                io.stdout:write(string.format('%d:%d %s\\n', d.lnum, d.col, d.message:match('[^\\n]*')))
              end
              io.stdout:write(done and 'done\\n' or 'timeout\\n')
            end)
            if not ok then io.stdout:write('error: ' .. tostring(err) .. '\\n') end
            vim.cmd('qa!')
            """.write(toFile: script, atomically: true, encoding: .utf8)
        let path = (binary as NSString).deletingLastPathComponent + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        let result = try Self.run(try #require(Self.neovim), ["--headless", "--clean", "--cmd", "lua vim.g.do_filetype_lua = 1", "-c", "luafile " + script],
                                  environment: ["PATH": path, "TRACK_TODAY": "2026-11-25", "TRACK_FILE": "", "LEDGER_FILE": ""])
        #expect(result.stdout.contains("filetype ledger"), "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("0:0 this transaction does not balance"), "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("done"))
    }
}
