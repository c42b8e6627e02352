#!/usr/bin/env bash
# bench-all.sh [BINARY] [RUNS]: every command that walks all transactions, with its peak memory against
# the file's size: the tables of BENCHMARKS.md's rounds. SIZES="10000 100000 1000000" runs each size (default
# 1M) and ends with the scaling of each command from one size to the next (linear: at most 11 for ten times
# the transactions). Journals come from ../shared/bench/genjournal.py (plain, prices) and Scripts/genscale.py
# (rules, the import CSV) in $BENCH_DIR (default /tmp/track-bench). Each row: the median of RUNS (default 5)
# wall seconds (read from the shell's clock to the microsecond), the peak MB (/usr/bin/time), the ratio to
# `wc -w` timed on the same file in the same run, and the peak over the file's size. `ONLY="check fmt"` runs
# the rows whose command starts with those words. Rows of journal "write" (add, import, goal add, fmt -i)
# change a fresh copy of the plain journal each run, "wrules" (plan seen) of the rules journal.
set -u
here=$(cd "$(dirname "$0")" && pwd)
track=$(realpath "${1:-.build/release/track}")
runs=${2:-5}
dir=${BENCH_DIR:-/tmp/track-bench}
sizes=${SIZES:-1000000}
mkdir -p "$dir"
[ -x "$track" ] || { echo "no track binary at $track (swift build -c release)"; exit 2; }
[ -x /usr/bin/time ] || { echo "needs /usr/bin/time: apt-get install -y time"; exit 2; }
gen=$here/../../shared/bench/genjournal.py
[ -s "$dir/import-1000.csv" ] || python3 "$here/genscale.py" csv 1000 "$dir/import-1000.csv"
for n in $sizes; do
  [ -s "$dir/plain-$n.journal" ] || python3 "$gen" "$n" --no-invest >"$dir/plain-$n.journal"
  [ -s "$dir/prices-$n.journal" ] || python3 "$gen" "$n" >"$dir/prices-$n.journal"
  # The rules journal holds a plan since this script's plan rows: one made before is made again.
  grep -q "plan:bike" "$dir/rules-$n.journal" 2>/dev/null \
    || python3 "$here/genscale.py" rules "$dir/plain-$n.journal" >"$dir/rules-$n.journal"
  [ -s "$dir/plain-$n-b.journal" ] || sed 's/purchase 5\b/purchase five/' "$dir/plain-$n.journal" >"$dir/plain-$n-b.journal"
done

# Rows of journal "write" and "wrules" change a copy of their journal, made afresh before each run (not timed).
copy="" source=""
med() { # command... -> "median_seconds peak_kB"
  local ts=() mem=0 tf m start end
  tf=$(mktemp)
  for _ in $(seq "$runs"); do
    [ -n "$copy" ] && cp "$source" "$copy"
    start=$EPOCHREALTIME
    /usr/bin/time -o "$tf" -f "%M" "$@" >/dev/null 2>&1
    end=$EPOCHREALTIME
    m=$(tail -1 "$tf")
    ts+=("$(python3 -c "print('%.4f' % ($end - $start))")"); [ "${m:-0}" -gt "$mem" ] && mem=$m
  done
  rm -f "$tf"
  printf '%s %s\n' "$(printf '%s\n' "${ts[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")" "$mem"
}

# journal|arguments ("-" for none: the overview); {csv} and {b} name the import CSV and the second diff journal.
rows=(
  "plain|check" "plain|balance" "plain|-" "plain|report monthly" "plain|balance -M" "plain|is -M" "plain|bs -M"
  "plain|stats" "plain|accounts" "plain|report categories -p 2026" "plain|register" "plain|print" "plain|export"
  "plain|fmt" "plain|fmt --check" "plain|fmt --sort" "plain|add expense 5 Coffee --dry-run"
  "plain|add expense 7 noodle bar --dry-run" "plain|import {csv} --dry-run" "plain|diff {b}"
  "plain|reconcile Assets:Cash 0" "plain|register -M" "plain|aregister Assets:Bank:Checking" "plain|descriptions"
  "plain|print -O json" "plain|export -O json"
  "prices|check" "prices|register" "prices|balance -X USD" "prices|networth -M" "prices|portfolio"
  "rules|budget -M -p 2090" "rules|goals" "rules|cashflow" "rules|report html" "rules|plan list"
  "rules|plan show bike" "rules|plan due"
  "write|add expense 5 Coffee" "write|import {csv}" "write|goal add Bike --target 1200 --due 2030-01-31" "write|fmt -i"
  "wrules|plan seen bike"
)
# Run where the journals are: `report html` writes its file into the current folder.
cd "$dir" || exit 2
printf '%-8s %-8s %-40s %8s %8s %8s %8s\n' size journal command seconds peak_MB x_wc_w x_file
declare -A floor bytes seconds
for n in $sizes; do
  for kind in plain prices rules; do
    f="$dir/$kind-$n.journal"
    read -r t _ < <(med wc -w "$f")
    floor[$n$kind]=$t
    bytes[$n$kind]=$(stat -c %s "$f")
    printf '%-8s %-8s %-40s %8s %8s %8s %8s\n' "$n" "$kind" "wc -w" "$t" "-" "1.00" "-"
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
    case $kind in
      write) source="$dir/plain-$n.journal"; kind=plain ;;
      wrules) source="$dir/rules-$n.journal"; kind=rules ;;
    esac
    if [ "$label" != "$kind" ]; then copy="$dir/$label-$n.journal"; f=$copy; fi
    args=${command//\{csv\}/$dir/import-1000.csv}
    args=${args//\{b\}/$dir/plain-$n-b.journal}
    [ "$args" = "-" ] && args=""
    read -r -a a <<<"$args"
    read -r t m < <(med "$track" -f "$f" "${a[@]}")
    [ -n "$copy" ] && rm -f "$copy"
    seconds[$n|$label|$command]=$t
    name=$command; [ "$command" = "-" ] && name="(overview)"
    python3 -c "print('%-8s %-8s %-40s %8s %8d %8.2f %8.2f' % ('$n', '$label', '''$name''', '$t', $m // 1024, $t / max(${floor[$n$kind]}, 1e-4), $m * 1024 / ${bytes[$n$kind]}))"
  done
done
# The scaling of each command from one size to the next.
read -r -a each <<<"$sizes"
for ((k = 1; k < ${#each[@]}; k++)); do
  small=${each[k - 1]} large=${each[k]}
  echo "## $small -> $large transactions: time ratio (linear: at most $((large / small + 1)))"
  for row in "${rows[@]}"; do
    IFS='|' read -r label command <<<"$row"
    a=${seconds[$small|$label|$command]:-} b=${seconds[$large|$label|$command]:-}
    [ -z "$a" ] || [ -z "$b" ] && continue
    name=$command; [ "$command" = "-" ] && name="(overview)"
    python3 -c "print('%-8s %-40s %8s %8s %8.2f' % ('$label', '''$name''', '$a', '$b', $b / max($a, 1e-4)))"
  done
done
