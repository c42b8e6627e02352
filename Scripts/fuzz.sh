#!/usr/bin/env bash
# Fuzzes track with libFuzzer (see README, "Fuzzing"), one target a run:
#   Scripts/fuzz.sh [TARGET] [SECONDS [LIBFUZZER-OPTION...]]
#   (TARGET: read (default), fmt, csv, query; SECONDS: 600)
#   read   the journal read pipeline
#   fmt    fmt, differentially: fmt(x) reads as x does, fmt(fmt(x)) = fmt(x)
#   csv    a rules file, a NUL byte, then a CSV file, through import's read
#   query  query terms (one a line) and period expressions
# Each target keeps its corpus in Fuzz/corpus/TARGET and starts from seeds
# in Fuzz/seeds/TARGET (Examples/ and, when present, ../shared/compat);
# crashes land in Fuzz/crashes/TARGET/, and each is to become a regression
# test beside the tests of the code it broke. Targets may run at once.
set -euo pipefail
cd "$(dirname "$0")/.."
target=read
if [[ $# -gt 0 && ! $1 =~ ^[0-9]+$ ]]; then target=$1; shift; fi
seconds=${1:-600}
[[ $# -gt 0 ]] && shift
case $target in read|fmt|csv|query) ;; *) echo "fuzz.sh: unknown target $target (read, fmt, csv, query)" >&2; exit 2;; esac
TRACK_FUZZ=1 swift build -c release --product TrackFuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld --build-path .build-fuzz
corpus=Fuzz/corpus/$target seeds=Fuzz/seeds/$target crashes=Fuzz/crashes/$target
mkdir -p "$corpus" "$seeds" "$crashes"
compat=../shared/compat
case $target in
read|fmt)
  cp Examples/*.journal "$seeds/" 2>/dev/null || true
  if [ -d $compat/tree ]; then
    find $compat/tree -type f | while read -r f; do cp "$f" "$seeds/$(echo "$f" | tr / _)"; done
  fi ;;
csv)
  printf 'fields date, description, amount\naccount1 assets:bank\n%b2026-01-05,Grocer,-12.50\n' '\0' > "$seeds/minimal"
  if [ -d $compat/csv ]; then
    for rules in $compat/csv/*.csv.rules; do
      { cat "$rules"; printf '\0'; cat "${rules%.rules}"; } > "$seeds/$(basename "$rules")"
    done
  fi ;;
query)
  printf 'food\ndesc:grocer\n' > "$seeds/words"
  printf 'acct:^expenses:(food|rent)$\namt:>10\ntag:trip=yes\nnot:cur:USD\n' > "$seeds/prefixes"
  printf 'date:2026-01..2026-03\nstatus:*\ncode:42\npayee:Landlord\nnote:shop\ndepth:2\n' > "$seeds/more"
  printf 'monthly from 2026-01 to 2026-07\nevery 2 weeks from 2026-01-05\nevery 15th day of month\n' > "$seeds/rules"
  printf 'every tue\nevery 11/05\nlast quarter\nthis year\n2026-12-24\nin 2026\nbiweekly\nq1 2026\n' > "$seeds/periods" ;;
esac
SWIFT_BACKTRACE=enable=no TRACK_FUZZ_TARGET=$target .build-fuzz/release/TrackFuzz "$corpus" "$seeds" \
  -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 -max_len=65536 \
  -artifact_prefix="$crashes/" -print_final_stats=1 "$@"
