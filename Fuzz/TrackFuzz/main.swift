import Foundation
import TrackModel

// libFuzzer drives one target, chosen by TRACK_FUZZ_TARGET (read, fmt, csv
// or query; read when unset), with arbitrary bytes. Any trap, hang or leak
// is a bug: bad input must only ever produce diagnostics, and a target's
// `fatalError` marks a broken promise (fmt changing what a journal says).
// Build and run with Scripts/fuzz.sh.

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzer(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

let today = Day(year: 2026, month: 11, day: 21)!

let fuzzTarget: @Sendable ([UInt8]) -> Void = {
    switch ProcessInfo.processInfo.environment["TRACK_FUZZ_TARGET"] ?? "read" {
    case "read": return ReadTarget.run
    case "fmt": return FmtTarget.run
    case "csv": return CSVTarget.run
    case "query": return QueryTarget.run
    case let other:
        FileHandle.standardError.write(Data("unknown TRACK_FUZZ_TARGET \(other): read, fmt, csv or query\n".utf8))
        exit(2)
    }
}()

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(runFuzzer(&argc, &argv) { data, size in
    fuzzTarget(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
})
