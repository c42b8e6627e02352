#!/usr/bin/env bash
# Records hledger 1.25's answers for the cases of cases.txt (run from this
# folder; read the difference before committing).
set -euo pipefail
cd "$(dirname "$0")"
grep -v '^#' cases.txt | while IFS='|' read -r output journal arguments; do
    output=$(echo $output); journal=$(echo $journal)
    # shellcheck disable=SC2086
    LC_ALL=C.UTF-8 TZ=UTC hledger -f "$journal" $arguments > "$output"
done
