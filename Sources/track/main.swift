import Foundation
import TrackCLI
import TrackModel

// The executable's only job: gather the real console and hand it to TrackCLI.
let now = Calendar.current.dateComponents([.year, .month, .day], from: Date())
let today = Day(year: now.year ?? 1970, month: now.month ?? 1, day: now.day ?? 1) ?? Day(daysSinceEpoch: 0)
let output = OutputBuffer(descriptor: 1), errors = OutputBuffer(descriptor: 2)
var console = Console(
    arguments: Console.processArguments(),
    environment: Console.processEnvironment(),
    isOutputTerminal: isatty(1) == 1,
    isErrorTerminal: isatty(2) == 1,
    isInputTerminal: isatty(0) == 1,
    today: today,
    readStandardInput: { Array(FileHandle.standardInput.readDataToEndOfFile()) },
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
