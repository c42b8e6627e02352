#!/usr/bin/env bash
# Records hledger's answers for the project's own compatibility corpus
# (Tests/Compat, in the format of ../shared/compat: see ARCHITECTURE.md).
#
#   Scripts/record-compat.sh                 every case of Tests/Compat/cases.txt
#   Scripts/record-compat.sh CLASS/NAME.j …  these cases (added to cases.txt if new)
#
# A case is a journal under Tests/Compat/tree/, named relative to it; hledger
# runs with that folder as its working directory, as check.py runs track.
# For a journal hledger reads, it writes expected/CASE/expected-bal.csv
# (`hledger -f CASE bal --flat --no-total -O csv`), expected-stats (the
# transaction count) and expected-accounts.txt (`hledger accounts`); for one
# it rejects, expected-error.txt (its message) and expected-error-line (the
# line it names: LINE in the case's own file, else FILE:LINE).
# HLEDGER names the program (default: hledger on the PATH; 1.25 recorded these).
set -euo pipefail
corpus="$(cd "$(dirname "$0")/../Tests/Compat" && pwd)"
hledger="${HLEDGER:-hledger}"
export LC_ALL=C.UTF-8 TZ=UTC
unset LEDGER_FILE TRACK_FILE
cd "$corpus/tree"

if [ $# -gt 0 ]; then
    cases=("$@")
else
    mapfile -t cases < <(grep -v '^#' "$corpus/cases.txt" | grep -v '^$')
fi

for case in "${cases[@]}"; do
    case="${case#./}"
    if [ ! -f "$case" ]; then
        echo "record-compat: no journal $corpus/tree/$case" >&2
        exit 1
    fi
    grep -qxF -- "$case" "$corpus/cases.txt" 2>/dev/null || echo "$case" >> "$corpus/cases.txt"
    out="$corpus/expected/$case"
    rm -rf "$out"
    mkdir -p "$out"
    if "$hledger" -f "$case" bal --flat --no-total -O csv > "$out/expected-bal.csv" 2> "$out/stderr"; then
        rm "$out/stderr"
        "$hledger" -f "$case" stats | sed -n 's/^Transactions *: *\([0-9][0-9]*\).*/\1/p' > "$out/expected-stats"
        "$hledger" -f "$case" accounts > "$out/expected-accounts.txt"
        echo "recorded $case: $(cat "$out/expected-stats") transactions"
    else
        rm "$out/expected-bal.csv"
        # hledger names files by absolute path: kept relative to the tree, so
        # that the answers do not depend on where the checkout is.
        sed -e "s#$PWD/##g" "$out/stderr" > "$out/expected-error.txt"
        rm "$out/stderr"
        # hledger names the place as `FILE:LINE:COLUMN:`, `FILE:LINE:`, `"FILE" (lines L-M)`
        # or, for a timeclock file, `line N:`.
        place="$(head -n 1 "$out/expected-error.txt" | sed -n \
            -e 's/^hledger: \(.*\):\([0-9][0-9]*\):[0-9][0-9]*:$/\1:\2/p' \
            -e 's/^hledger: \(.*\):\([0-9][0-9]*\):$/\1:\2/p' \
            -e 's/^hledger: "\(.*\)" (lines* \([0-9][0-9]*\).*/\1:\2/p' \
            -e "s#^hledger: line \([0-9][0-9]*\):.*#$case:\1#p" | head -n 1)"
        if [ -n "$place" ]; then
            file="${place%:*}"
            line="${place##*:}"
            if [ "$(basename "$file")" = "$(basename "$case")" ]; then
                echo "$line" > "$out/expected-error-line"
            else
                echo "$file:$line" > "$out/expected-error-line"
            fi
        fi
        echo "recorded $case: rejected${place:+ at $place}"
    fi
done
