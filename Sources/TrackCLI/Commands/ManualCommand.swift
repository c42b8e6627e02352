/// `track manual`: the manual page in roff, generated from the command
/// specs (`CommandTree`), for `man -l -` or a `man1` folder.
enum ManualCommand: OptionsCommand {
    static let spec = CommandSpec(
        name: "manual",
        summary: "Print the manual page (roff): every command, its options and examples.",
        usage: "track manual",
        discussion: "The same page as 'track help --man'.",
        acceptsPositionals: false,
        examples: [
            CommandExample("track manual | man -l -", "read it"),
            CommandExample("track manual > ~/.local/share/man/man1/track.1", "install it for 'man track'"),
        ])

    struct Options: CommandOptions {
        init(_ arguments: ParsedArguments, _ context: OptionContext) throws(CLIError) {}
    }

    static func run(_ options: Options, _ input: NoJournal, _ invocation: Invocation) throws(CLIError) -> Int32 {
        invocation.output.write(ManualPage(tree: .track, version: TrackCLI.version).roff)
        return 0
    }
}
