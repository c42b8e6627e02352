import Foundation
import Testing
import TrackTestSupport
@testable import TrackCLI

/// The completion scripts as their shells read and run them: each checked
/// by its shell (`bash -n`, `zsh -n`, `fish -n`), and each run for real on
/// command lines (bash through its completion function, fish with
/// `complete -C`, zsh in a pseudo-terminal), with the account names asked of
/// the `track` binary. A shell or a binary that is missing skips its test, saying so.
@Suite struct CompletionShellTests {
    static let tree = CommandTree.track
    static let hasBash = ShellRunner.path("bash") != nil
    static let hasFish = ShellRunner.path("fish") != nil
    static let canCallBack = ShellRunner.trackBinary != nil

    static let journal = """
        2026-01-05 Blue Bottle
            Expenses:Food:Coffee      $4.50
            Assets:Bank:Checking

        """

    @Test(.enabled(if: hasBash, "bash is not installed: bash's script is not checked"))
    func bashReadsItsScript() throws {
        try Self.check("bash", script: BashCompletion(tree: Self.tree, version: TrackCLI.version).script, with: ["-n"])
    }

    @Test(.enabled(if: ShellRunner.path("zsh") != nil, "zsh is not installed (apt-get install zsh): zsh's script is not checked"))
    func zshReadsItsScript() throws {
        try Self.check("zsh", script: ZshCompletion(tree: Self.tree, version: TrackCLI.version).script, with: ["-n"])
    }

    @Test(.enabled(if: hasFish, "fish is not installed (apt-get install fish): fish's script is not checked"))
    func fishReadsItsScript() throws {
        try Self.check("fish", script: FishCompletion(tree: Self.tree, version: TrackCLI.version).script, with: ["-n"])
    }

    @Test(.enabled(if: hasBash, "bash is not installed: bash's completions are not run"))
    func bashCompletesCommandsOptionsAndValues() throws {
        let replies = try Self.bash(["track ba", "track report m", "track bal --fl", "track bal -O c", "track --color ",
                                     "track report monthly --interval q", "track bal --output-format=j", "track help rec"])
        #expect(replies["track ba"] == ["balance", "bal", "balance-sheet"])
        #expect(replies["track report m"] == ["monthly"])
        #expect(replies["track bal --fl"] == ["--flat"])
        #expect(replies["track bal -O c"] == ["csv"])
        #expect(replies["track --color "] == ["auto", "always", "never"])
        #expect(replies["track report monthly --interval q"] == ["quarterly"])
        #expect(replies["track bal --output-format=j"] == ["json"], "after =, bash replaces only the value")
        #expect(replies["track help rec"] == ["reconcile"])
    }

    @Test(.enabled(if: hasBash && canCallBack, "bash or the track binary (swift build) is missing: account completion is not run"))
    func bashCompletesAccountsFromTheJournal() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("home.journal", Self.journal)
        let replies = try Self.bash(["track -f \(path) reconcile Assets:Ba", "track -f \(path) bal ", "track -f \(path) add expense 4 x --account Exp",
                                     "track -f \(path) bal acct:Ass", "track -f \(path) bal ta"])
        // bash replaces the word after its last colon: the rest of the name is what it offers.
        #expect(replies["track -f \(path) reconcile Assets:Ba"] == ["Bank:Checking"])
        #expect(replies["track -f \(path) bal "]?.contains("Expenses:Food:Coffee") == true)
        #expect(replies["track -f \(path) add expense 4 x --account Exp"] == ["Expenses:Food:Coffee"])
        #expect(replies["track -f \(path) bal acct:Ass"] == ["Assets:Bank:Checking"])
        #expect(replies["track -f \(path) bal ta"] == ["tag:"])
        let fromEnvironment = try Self.bash(["track reconcile "], environment: ["TRACK_FILE": path])
        #expect(fromEnvironment["track reconcile "] == ["Assets:Bank:Checking", "Expenses:Food:Coffee"])
        let broken = try Self.bash(["track -f \(folder.path)/missing.journal reconcile "])
        #expect(broken["track -f \(folder.path)/missing.journal reconcile "] == [], "silent on errors")
    }

    /// bash offers every option of every command and subcommand the registry holds.
    @Test(.enabled(if: hasBash, "bash is not installed: bash's completions are not run"))
    func bashOffersEveryOptionOfEveryCommand() throws {
        let nodes = Self.tree.allNodes
        let lines = nodes.map { "track " + $0.path.joined(separator: " ") + " -" }
        let replies = try Self.bash(lines + ["track "])
        for (node, line) in zip(nodes, lines) {
            let offered = Set(replies[line] ?? [])
            for name in (node.spec.options + Self.tree.globalOptions).flatMap(\.names) {
                #expect(offered.contains(name), "\(line): \(name)")
            }
        }
        let commands = Set(replies["track "] ?? [])
        for node in Self.tree.commands {
            #expect(commands.isSuperset(of: node.names), "\(node.names)")
        }
    }

    @Test(.enabled(if: hasFish && canCallBack, "fish or the track binary (swift build) is missing: fish's completions are not run"))
    func fishCompletes() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("home.journal", Self.journal)
        let replies = try Self.fish(["track ba", "track bal -O ", "track -f \(path) reconcile Ass", "track report monthly --inter"])
        #expect(replies["track ba"] == ["bal", "balance", "balance-sheet"])
        #expect(replies["track bal -O "] == ["csv", "json", "text"])
        #expect(replies["track -f \(path) reconcile Ass"] == ["Assets:Bank:Checking"])
        #expect(replies["track report monthly --inter"] == ["--interval"])
        let nodes = Self.tree.allNodes
        let lines = nodes.map { "track " + $0.path.joined(separator: " ") + " -" }
        let options = try Self.fish(lines)
        for (node, line) in zip(nodes, lines) {
            let offered = Set(options[line] ?? [])
            for name in (node.spec.options + Self.tree.globalOptions).flatMap(\.names) {
                #expect(offered.contains(name), "\(line): \(name)")
            }
        }
    }

    /// zsh completes in a real line editor (a pseudo-terminal from
    /// `zsh/zpty`): each line is typed with a Tab, then echoed back.
    @Test(.enabled(if: ShellRunner.path("zsh") != nil && canCallBack, "zsh or the track binary (swift build) is missing: zsh's completions are not run"))
    func zshCompletes() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("home.journal", Self.journal)
        let lines = ["track bal --fl", "track report monthly --interval q", "track bal -O c", "track -f \(path) reconcile Assets:Ba",
                     "track -f \(path) bal acct:Ass"]
        let completed = try Self.zsh(lines, in: folder)
        #expect(completed == ["track bal --flat", "track report monthly --interval quarterly", "track bal -O csv",
                              "track -f \(path) reconcile Assets:Bank:Checking", "track -f \(path) bal acct:Assets:Bank:Checking"])
    }

    // MARK: - Running the shells

    static func check(_ shell: String, script: String, with flags: [String]) throws {
        let folder = TemporaryDirectory()
        let path = folder.write("track." + shell, script)
        let result = try ShellRunner.run(shell, flags + [path])
        #expect(result.status == 0, "\(shell) -n: \(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    /// Each line completed at its end by bash's function, as bash calls it
    /// (COMP_LINE, COMP_POINT, COMP_WORDS, COMP_CWORD), with COMPREPLY read back.
    static func bash(_ lines: [String], environment: [String: String] = [:]) throws -> [String: [String]] {
        let folder = TemporaryDirectory()
        let path = folder.write("track.bash", BashCompletion(tree: tree, version: TrackCLI.version).script)
        let driver = """
            source \(CompletionData.quoted(path))
            complete_line() {
                COMP_LINE=$1
                COMP_POINT=${#COMP_LINE}
                read -ra COMP_WORDS <<< "$COMP_LINE"
                [[ $COMP_LINE == *" " ]] && COMP_WORDS+=("")
                COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
                COMPREPLY=()
                _track
                printf '%s' "$COMP_LINE"
                (( ${#COMPREPLY[@]} )) && printf '\\t%s' "${COMPREPLY[@]}"
                printf '\\n'
            }
            \(lines.map { "complete_line " + CompletionData.quoted($0) }.joined(separator: "\n"))
            """
        let result = try ShellRunner.run("bash", ["-c", driver], environment: environment, in: folder.path)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        return replies(result.stdout)
    }

    /// Each line typed into an interactive zsh with a Tab at its end, and the line as completion left it.
    static func zsh(_ lines: [String], in folder: TemporaryDirectory) throws -> [String] {
        let script = folder.write("_track", ZshCompletion(tree: tree, version: TrackCLI.version).script)
        // zle reads the keys in order: the Tab completes before Ctrl-A and the echo are read.
        let typed = lines.map { "zpty -w -n z " + CompletionData.quoted($0) + #"; zpty -w -n z $'\t\C-aecho RESULT: \n'"# }
        let driver = """
            zmodload zsh/zpty
            zpty z zsh -f -i
            zpty -w z 'PS1="> "; autoload -U compinit; compinit -u -D; source \(CompletionData.quoted(script))'
            \(typed.joined(separator: "\n"))
            local out all
            local -a results
            for i in {1..300}; do
                while zpty -r -t z out; do all+=$out; done
                results=(${(M)${(f)all//$'\\r'/}:#RESULT: *})
                (( ${#results} >= \(lines.count) )) && break
                sleep 0.1
            done
            print -r -l -- $results
            zpty -d z
            """
        let result = try ShellRunner.run("zsh", ["-f", "-c", driver], in: folder.path)
        return result.stdout.split(separator: "\n").map { String($0.dropFirst("RESULT: ".count)) }
    }

    /// Each line completed by fish (`complete -C`), the candidates without their help.
    static func fish(_ lines: [String]) throws -> [String: [String]] {
        let folder = TemporaryDirectory()
        let path = folder.write("track.fish", FishCompletion(tree: tree, version: TrackCLI.version).script)
        let driver = "source " + CompletionData.fishQuoted(path) + "\n" + lines.map { line in
            "printf '%s' " + CompletionData.fishQuoted(line) + "; for c in (complete -C " + CompletionData.fishQuoted(line)
                + "); printf '\\t%s' (string split -m 1 \\t -- $c)[1]; end; printf '\\n'"
        }.joined(separator: "\n")
        let result = try ShellRunner.run("fish", ["-c", driver], in: folder.path)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        return replies(result.stdout)
    }

    private static func replies(_ output: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            result[fields[0]] = Array(fields.dropFirst())
        }
        return result
    }
}
