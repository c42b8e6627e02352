#!/usr/bin/env bash
# bench-scale.sh [BINARY]: the scaling benchmarks of BENCHMARKS.md, on journals from Scripts/genscale.py.
#
# - one 1M-transaction journal against the same transactions in 1,000 included files (within 20%);
# - 10k against 100k transactions, each to an account of its own (10k and 100k accounts);
# - 5k commodities with 50k prices against 50k commodities with 500k prices.
#
# Each row: median of $RUNS (default 5) wall seconds (the shell's clock, to the microsecond: the small
# journals take hundredths of a second) and peak MB (/usr/bin/time), and, for the pairs, the ratio of the
# larger to the smaller in wall time and in instructions (valgrind's callgrind, repeatable on a busy
# machine; skipped when valgrind is missing). Linear is a ratio of at most 11 for ten times the input.
# Journals go to $BENCH_DIR (default /tmp/track-bench); the 1M journal is ../shared/bench's plain one.
set -u
here=$(cd "$(dirname "$0")" && pwd)
track=${1:-.build/release/track}
runs=${RUNS:-5}
dir=${BENCH_DIR:-/tmp/track-bench}
mkdir -p "$dir"
[ -x "$track" ] || { echo "no track binary at $track (swift build -c release)"; exit 2; }

med() { # command... -> "median_seconds peak_MB"
  local ts=() mem=0 tf m start end
  tf=$(mktemp)
  for _ in $(seq "$runs"); do
    start=$EPOCHREALTIME
    /usr/bin/time -o "$tf" -f "%M" "$@" >/dev/null 2>&1
    end=$EPOCHREALTIME
    m=$(tail -1 "$tf")
    ts+=("$(python3 -c "print('%.3f' % ($end - $start))")"); [ "${m:-0}" -gt "$mem" ] && mem=$m
  done
  rm -f "$tf"
  printf '%s %s\n' "$(printf '%s\n' "${ts[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")" "$((mem / 1024))"
}
instructions() { # journal args... -> instruction count, or "-"
  command -v valgrind >/dev/null || { echo -; return; }
  local f=$1; shift
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$track" -f "$f" "$@" 2>&1 >/dev/null \
    | awk '/Collected/ { print $4 }' | tr -d ,
}
ratio() { python3 -c "print('%.2f' % ($2 / max($1, 1e-9)))"; }

plain="$dir/plain-1000000.journal"
[ -s "$plain" ] || python3 "$here/../../shared/bench/genjournal.py" 1000000 --no-invest >"$plain"
[ -s "$dir/split1000/main.journal" ] || python3 "$here/genscale.py" split "$plain" 1000 "$dir/split1000"
for n in 10000 100000; do
  [ -s "$dir/accounts-$n.journal" ] || python3 "$here/genscale.py" accounts "$n" >"$dir/accounts-$n.journal"
done
[ -s "$dir/commodities-5000.journal" ] || python3 "$here/genscale.py" prices 5000 50000 >"$dir/commodities-5000.journal"
[ -s "$dir/commodities-50000.journal" ] || python3 "$here/genscale.py" prices 50000 500000 >"$dir/commodities-50000.journal"

printf '%-44s %9s %8s %9s %9s\n' case seconds peak_MB time_x instr_x
echo "## 1M transactions: one file against 1,000 included files (target: time_x <= 1.20)"
for c in check balance register "report monthly"; do
  read -r -a args <<<"$c"
  read -r t1 m1 < <(med "$track" -f "$plain" "${args[@]}")
  read -r t2 m2 < <(med "$track" -f "$dir/split1000/main.journal" "${args[@]}")
  printf '%-44s %9s %8s\n' "$c, one file" "$t1" "$m1"
  printf '%-44s %9s %8s %9s\n' "$c, 1,000 files" "$t2" "$m2" "$(ratio "$t1" "$t2")"
done

pair() { # label small large commands...
  local label=$1 small=$2 large=$3; shift 3
  echo "## $label (target: time_x and instr_x <= 11)"
  for c in "$@"; do
    read -r -a args <<<"$c"
    read -r t1 m1 < <(med "$track" -f "$small" "${args[@]}")
    read -r t2 m2 < <(med "$track" -f "$large" "${args[@]}")
    i1=$(instructions "$small" "${args[@]}"); i2=$(instructions "$large" "${args[@]}")
    ix=-; [ "$i1" != - ] && ix=$(ratio "$i1" "$i2")
    printf '%-44s %9s %8s\n' "$c, $(basename "$small" .journal)" "$t1" "$m1"
    printf '%-44s %9s %8s %9s %9s\n' "$c, $(basename "$large" .journal)" "$t2" "$m2" "$(ratio "$t1" "$t2")" "$ix"
  done
}
pair "10k against 100k accounts" "$dir/accounts-10000.journal" "$dir/accounts-100000.journal" \
  check balance register accounts "balance --tree" print
pair "5k commodities and 50k prices against 50k and 500k" "$dir/commodities-5000.journal" "$dir/commodities-50000.journal" \
  check "balance -X USD" commodities prices rates
