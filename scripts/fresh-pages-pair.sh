#!/usr/bin/env bash
# Touching fresh memory alone against two processes doing it at once: a control for the kernel time two one-core builds
# side by side spend over one alone (docs/performance.md). Each round: scripts/fresh-pages.c on CPU 0 alone, then one
# on CPU 0 and one on CPU 1 at once, then one process with a thread on each CPU, each process or thread touching MIB MiB
# a page at a time; one TSV row per process with its wall, nanoseconds of wall per page it touched and the kernel's
# seconds (GNU time), interleaved rounds. The two-thread process's wall is for twice the pages.
#   scripts/fresh-pages-pair.sh [ROUNDS=5] [MIB=4096] > rows.tsv
set -euo pipefail
rounds=${1:-5}; mib=${2:-4096}
bin=$(mktemp -d)/fresh-pages
trap 'rm -rf "$(dirname "$bin")"' EXIT
gcc -O2 -pthread -o "$bin" "$(dirname "$0")/fresh-pages.c"
one() {  # NAME CPU [THREADS]: one process pinned to CPU (a list for THREADS > 1, each thread on a CPU of its own); a row
  local t; t=$(mktemp)
  local n=${3:-1} pin=; [ "$n" -gt 1 ] && pin=pin
  local out; out=$(/usr/bin/time -f '%S' -o "$t" taskset -c "$2" "$bin" $(( mib * n )) "$n" $pin)
  printf '%s\t%s\t%s\t%s\n' "$1" "$(cut -f3 <<<"$out")" "$(cut -f4 <<<"$out")" "$(cat "$t")"
  rm -f "$t"
}
printf 'round\tname\twall_s\tns_per_page\tsys_s\n'
for r in $(seq 1 "$rounds"); do
  printf '%s\t%s\n' "$r" "$(one alone 0)"
  a=$(mktemp); b=$(mktemp)
  one paired-cpu0 0 > "$a" & p0=$!
  one paired-cpu1 1 > "$b" & p1=$!
  wait $p0 $p1
  printf '%s\t%s\n%s\t%s\n' "$r" "$(cat "$a")" "$r" "$(cat "$b")"
  rm -f "$a" "$b"
  printf '%s\t%s\n' "$r" "$(one two-threads 0,1 2)"
done
