/// The functions bash's and zsh's scripts share (their `case` is the same):
/// where a word leads, what an option takes, what a command's arguments are.
/// Each sets `REPLY`, so that no subshell runs while a line is read.
struct PosixCompletionFunctions: Sendable {
    let data: CompletionData

    var text: String {
        [resolve, value, arguments, walk].joined(separator: "\n")
    }

    /// `_track_walk FIRST LIMIT`: the words before the one being completed,
    /// read into the caller's `key` (the (sub)command), `kind` (what the word
    /// being completed is the value of, if an option's), `nargs` and
    /// `_track_journal` (the `-f` given); both shells scope these dynamically.
    private var walk: String {
        """
            # _track_walk FIRST LIMIT: reads words[FIRST..LIMIT-1] into the caller's key, kind, nargs and _track_journal.
            _track_walk() {
                local i=$1 word option value
                while (( i < $2 )); do
                    word=${words[i]}
                    if [[ $word == -?* ]]; then
                        option=${word%%=*}
                        _track_value "$key" "$option"
                        if [[ $REPLY != none && $word != *=* ]]; then
                            if (( i + 1 == $2 )); then kind=$REPLY; break; fi
                            (( i++ ))
                            value=${words[i]}
                        else
                            value=${word#*=}
                        fi
                        case $option in \(CompletionData.pattern(data.journalNames))) _track_journal+=(-f "$value") ;; esac
                    elif (( nargs == 0 )) && _track_resolve "$key" "$word" && [[ -n $REPLY ]]; then
                        key=$REPLY
                    else
                        (( nargs++ ))
                    fi
                    (( i++ ))
                done
            }

            """
    }

    /// `_track_resolve KEY WORD`: the key WORD leads to from KEY, or empty.
    private var resolve: String {
        let arms = data.resolutions.map { entry in
            "        " + CompletionData.pattern(entry.names.map { entry.parent + "/" + $0 }) + ") REPLY=" + CompletionData.quoted(entry.key) + " ;;"
        }
        return """
            # _track_resolve KEY WORD: REPLY is the key of the (sub)command WORD names below KEY, or empty.
            _track_resolve() {
                case "$1/$2" in
            \(arms.joined(separator: "\n"))
                    *) REPLY= ;;
                esac
            }

            """
    }

    /// `_track_value KEY OPTION`: what the option takes, `none` for a flag.
    private var value: String {
        let arms = data.valueKinds.map { entry in
            "        " + entry.names.map { name in entry.key.map { CompletionData.quoted($0 + "/" + name) } ?? "*/" + CompletionData.quoted(name) }
                .joined(separator: "|") + ") REPLY=" + CompletionData.quoted(entry.kind) + " ;;"
        }
        return """
            # _track_value KEY OPTION: REPLY is what OPTION takes: none (a flag), text, file, account, payee,
            # commodity, tag, query, command, or choice:A,B,C.
            _track_value() {
                case "$1/$2" in
            \(arms.joined(separator: "\n"))
                    *) REPLY=none ;;
                esac
            }

            """
    }

    /// `_track_arguments KEY`: the kinds of the command's arguments, the last one repeating.
    private var arguments: String {
        let arms = data.argumentKinds.map { entry in
            "        " + CompletionData.quoted(entry.key) + ") REPLY=" + CompletionData.quoted(entry.kinds.joined(separator: " ")) + " ;;"
        }
        return """
            # _track_arguments KEY: REPLY is the kinds of the command's arguments, the last standing for any after it.
            _track_arguments() {
                case "$1" in
            \(arms.joined(separator: "\n"))
                    *) REPLY=text ;;
                esac
            }

            """
    }
}
