#!/usr/bin/env bash
# bench-all.sh [BINARY] [RUNS]: every command that walks all transactions, at 1M transactions, with
# its peak memory against the file's size: the table of BENCHMARKS.md's rounds. Journals come from
# ../shared/bench/genjournal.py (plain, prices) and Scripts/genscale.py (rules, the import CSV) in
# $BENCH_DIR (default /tmp/track-bench). Each row: the median of RUNS (default 5) wall seconds, the
# peak MB (/usr/bin/time), the ratio to `wc -w` timed on the same file in the same run, and the peak
# over the file's size. `ONLY="check fmt"` runs the rows whose command starts with those words. Rows
# of journal "write" (add, import, goal add, fmt -i) write to a fresh copy of the plain journal each run.
set -u
here=$(cd "$(dirname "$0")" && pwd)
track=$(realpath "${1:-.build/release/track}")
runs=${2:-5}
dir=${BENCH_DIR:-/tmp/track-bench}
n=1000000
mkdir -p "$dir"
[ -x "$track" ] || { echo "no track binary at $track (swift build -c release)"; exit 2; }
gen=$here/../../shared/bench/genjournal.py
[ -s "$dir/plain-$n.journal" ] || python3 "$gen" $n --no-invest >"$dir/plain-$n.journal"
[ -s "$dir/prices-$n.journal" ] || python3 "$gen" $n >"$dir/prices-$n.journal"
[ -s "$dir/rules-$n.journal" ] || python3 "$here/genscale.py" rules "$dir/plain-$n.journal" >"$dir/rules-$n.journal"
[ -s "$dir/import-1000.csv" ] || python3 "$here/genscale.py" csv 1000 "$dir/import-1000.csv"
[ -s "$dir/plain-$n-b.journal" ] || sed 's/purchase 5\b/purchase five/' "$dir/plain-$n.journal" >"$dir/plain-$n-b.journal"

# Rows of journal "write" change a copy of the plain journal, made afresh before each run (not timed).
copy=""
med() { # command... -> "median_seconds peak_kB"
  local ts=() mem=0 tf t m
  tf=$(mktemp)
  for _ in $(seq "$runs"); do
    [ -n "$copy" ] && cp "$dir/plain-$n.journal" "$copy"
    /usr/bin/time -o "$tf" -f "%e %M" "$@" >/dev/null 2>&1
    read -r t m < <(tail -1 "$tf")
    ts+=("$t"); [ "${m:-0}" -gt "$mem" ] && mem=$m
  done
  rm -f "$tf"
  printf '%s %s\n' "$(printf '%s\n' "${ts[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")" "$mem"
}

# journal|arguments ("-" for none: the overview); {csv} and {b} name the import CSV and the second diff journal.
rows=(
  "plain|check" "plain|balance" "plain|-" "plain|report monthly" "plain|balance -M" "plain|is -M" "plain|bs -M"
  "plain|stats" "plain|accounts" "plain|report categories -p 2026" "plain|register" "plain|print" "plain|export"
  "plain|fmt" "plain|fmt --check" "plain|add expense 5 Coffee --dry-run" "plain|add expense 7 noodle bar --dry-run"
  "plain|import {csv} --dry-run" "plain|diff {b}" "plain|reconcile Assets:Cash 0"
  "prices|check" "prices|register" "prices|balance -X USD" "prices|networth -M" "prices|portfolio"
  "rules|budget -M -p 2090" "rules|goals" "rules|cashflow" "rules|report html"
  "write|add expense 5 Coffee" "write|import {csv}" "write|goal add Bike --target 1200 --due 2030-01-31" "write|fmt -i"
)
# Run where the journals are: `report html` writes its file into the current folder.
cd "$dir" || exit 2
printf '%-8s %-40s %8s %8s %8s %8s\n' journal command seconds peak_MB x_wc_w x_file
declare -A floor size
for kind in plain prices rules; do
  f="$dir/$kind-$n.journal"
  read -r t _ < <(med wc -w "$f")
  floor[$kind]=$t
  size[$kind]=$(stat -c %s "$f")
  printf '%-8s %-40s %8s %8s %8s %8s\n' "$kind" "wc -w" "$t" "-" "1.00" "-"
done
for row in "${rows[@]}"; do
  IFS='|' read -r kind command <<<"$row"
  if [ -n "${ONLY:-}" ]; then
    match=""
    for word in $ONLY; do [ "${command%% *}" = "$word" ] && match=1; done
    [ -z "$match" ] && continue
  fi
  f="$dir/$kind-$n.journal"
  copy="" label=$kind
  if [ "$kind" = write ]; then copy="$dir/write-$n.journal"; f=$copy; kind=plain; fi
  args=${command//\{csv\}/$dir/import-1000.csv}
  args=${args//\{b\}/$dir/plain-$n-b.journal}
  [ "$args" = "-" ] && args=""
  read -r -a a <<<"$args"
  read -r t m < <(med "$track" -f "$f" "${a[@]}")
  [ -n "$copy" ] && rm -f "$copy"
  python3 -c "print('%-8s %-40s %8s %8d %8.2f %8.2f' % ('$label', '${command/-/(overview)}' if '$command' == '-' else '$command', '$t', $m // 1024, $t / max(${floor[$kind]}, 1e-3), $m * 1024 / ${size[$kind]}))"
done
