#!/usr/bin/env bash
# Does hledger read `track fmt`'s output with the same balances as the input?
#
#   Scripts/fmt-compat.sh [TRACK_BINARY]      (default .build/release/track)
#
# Copies the compatibility journals (../shared/compat/tree, the cases hledger
# accepts) and Examples/ to a temporary folder, formats every copy in place
# with `track fmt -i` (included files too), and compares `hledger bal --flat
# --no-total -O csv` and `hledger stats`' transaction count on each original
# and its formatted copy. Ends with `N same, M different`; exit 1 if any differ.
# Needs hledger on PATH (skips, exit 0, when it is not).
set -u
repo=$(cd "$(dirname "$0")/.." && pwd)
track=$(cd "$repo" && realpath "${1:-.build/release/track}")
compat="$repo/../shared/compat"
command -v hledger >/dev/null || { echo "hledger not on PATH: skipped"; exit 0; }
[ -x "$track" ] || { echo "no track binary at $track (swift build -c release)"; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/original" "$work/formatted"
cases=()
if [ -d "$compat/tree" ]; then
  cp -r "$compat/tree/." "$work/original/"
  while read -r c; do
    [ -n "$c" ] && [ -f "$compat/expected/$c/expected-bal.csv" ] && cases+=("$c")
  done < "$compat/cases.txt"
fi
mkdir -p "$work/original/Examples"
cp "$repo"/Examples/*.journal "$work/original/Examples/"
for f in "$repo"/Examples/*.journal; do cases+=("Examples/$(basename "$f")"); done
cp -r "$work/original/." "$work/formatted/"
# The corpus may be read-only (as shared/ is laid out), and fmt -i refuses a read-only file.
chmod -R u+w "$work/formatted"
same=0; different=0
for c in "${cases[@]}"; do
  if ! (cd "$work/formatted" && "$track" -f "$c" fmt -i >/dev/null 2>"$work/err"); then
    echo "FMT FAILED $c: $(head -1 "$work/err")"; different=$((different + 1)); continue
  fi
  a=$(cd "$work/original" && hledger -f "$c" bal --flat --no-total -O csv 2>&1; hledger -f "$c" stats 2>&1 | grep '^Transactions  ')
  b=$(cd "$work/formatted" && hledger -f "$c" bal --flat --no-total -O csv 2>&1; hledger -f "$c" stats 2>&1 | grep '^Transactions  ')
  if [ "$a" == "$b" ]; then
    same=$((same + 1))
  else
    different=$((different + 1))
    echo "DIFFERENT $c"
    diff <(echo "$a") <(echo "$b") | head -10
  fi
done
echo "$same same, $different different"
[ "$different" -eq 0 ]
