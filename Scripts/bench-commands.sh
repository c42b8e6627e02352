#!/usr/bin/env bash
# bench-commands.sh BINARY FILE "CMD ARGS"...: for commands ../shared/bench/compare.sh does not know yet: the median of
# 3 wall seconds and peak MB of each, and its ratio to `wc -w` timed on the same file in the same run.
b=$1; f=$2; shift 2
med() { local ts=() mem=0 tf; tf=$(mktemp); for i in 1 2 3; do /usr/bin/time -o "$tf" -f "%e %M" "$@" >/dev/null 2>&1; read -r t m < <(tail -1 "$tf"); ts+=("$t"); [ "$m" -gt "$mem" ] && mem=$m; done; rm -f "$tf"; printf '%s %s' "$(printf '%s\n' "${ts[@]}" | sort -n | sed -n 2p)" "$((mem/1024))"; }
read -r wt wm < <(med wc -w "$f"; echo)
printf '%-40s %7s s %6s MB %6s\n' "wc -w" "$wt" "$wm" "1.00"
for c in "$@"; do
  read -r -a args <<<"$c"
  read -r t m < <(med "$b" -f "$f" "${args[@]}"; echo)
  printf '%-40s %7s s %6s MB %6s\n' "$c" "$t" "$m" "$(python3 -c "print('%.2f' % ($t/$wt))")"
done
