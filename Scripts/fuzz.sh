#!/usr/bin/env bash
# Fuzzes the journal read pipeline with libFuzzer (see README, "Fuzzing").
#   Scripts/fuzz.sh [SECONDS]   (default 600)
# The corpus starts from Examples/ and, when present, ../shared/compat;
# crashes land in Fuzz/crashes/, and each is to become a regression test
# beside the parser's tests in Tests/TrackSyntaxTests/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
TRACK_FUZZ=1 swift build -c release --product TrackFuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld --build-path .build-fuzz
mkdir -p Fuzz/corpus Fuzz/seeds Fuzz/crashes
cp Examples/*.journal Fuzz/seeds/ 2>/dev/null || true
if [ -d ../shared/compat/tree ]; then
  find ../shared/compat/tree -type f | while read -r f; do cp "$f" "Fuzz/seeds/$(echo "$f" | tr / _)"; done
fi
SWIFT_BACKTRACE=enable=no .build-fuzz/release/TrackFuzz Fuzz/corpus Fuzz/seeds \
  -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 -max_len=65536 \
  -artifact_prefix=Fuzz/crashes/ -print_final_stats=1
