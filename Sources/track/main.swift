#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TrackCLI
import TrackModel
import TrackSyntax

// The executable's only job: gather the real console and hand it to TrackCLI.
// No Foundation: its libraries alone cost 9 MB of every run's memory.
MappedFile.handleTruncation()
FreedMemory.keep()
let today = Console.localToday()
let output = OutputBuffer(descriptor: 1), errors = OutputBuffer(descriptor: 2)
var console = Console(
    arguments: Console.processArguments(),
    environment: Console.processEnvironment(),
    isOutputTerminal: isatty(1) == 1,
    isErrorTerminal: isatty(2) == 1,
    isInputTerminal: isatty(0) == 1,
    today: today,
    readStandardInput: { (try? LocalFileSystem().readStandardInput().get()) ?? [] },
    readLine: { Swift.readLine(strippingNewline: true) },
    output: output,
    errors: errors)
console.exitWithoutTeardown = { status in
    output.flush()
    errors.flush()
    exit(status)
}
let status = TrackCLI.run(console)
console.output.flush()
console.errors.flush()
exit(status)
