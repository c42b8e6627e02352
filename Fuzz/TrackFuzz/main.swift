import Foundation
import TrackModel
import TrackSyntax

// libFuzzer drives the whole read pipeline (lexer, parser, includes, style
// inference, balancing, assertions, diagnostics rendering) with arbitrary
// bytes. Any trap, hang or leak is a bug: bad input must only ever produce
// diagnostics. Build and run with Scripts/fuzz.sh.

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzer(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

let today = Day(year: 2026, month: 11, day: 21)!

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(runFuzzer(&argc, &argv) { data, size in
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    // The input is the main file; it may include `other.journal` (itself, too) to exercise includes.
    let fs = InMemoryFileSystem(bytes: ["main.journal": bytes, "other.journal": Array(bytes.prefix(64))])
    for threads in [1, 3] {
        let options = ParseOptions(today: today, strict: true, parallelThreshold: 0, threads: threads)
        let loaded = JournalLoader(options: options, fileSystem: fs).load(paths: ["main.journal"])
        var renderer = DiagnosticRenderer(sources: loaded.journal.sources)
        for diagnostic in loaded.diagnostics.prefix(20) {
            _ = renderer.render(diagnostic)
        }
        let formatter = AmountFormatter(commodities: loaded.journal.commodities)
        for transaction in loaded.journal.transactions.prefix(50) {
            for posting in transaction.postings { _ = formatter.format(posting.amount) }
        }
    }
    return 0
})
