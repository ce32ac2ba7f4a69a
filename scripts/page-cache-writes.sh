#!/usr/bin/env bash
# A control for the kernel's cost of writing through the page cache on this machine: `dd` writes N GiB of zeros into a
# new file (every page of the page cache taken afresh) and, for the largest N, writes the same file again in place (its
# pages already in the cache); the kernel CPU time of each write, from GNU time. Sizes interleaved within each round, the
# file deleted and the disk synced between writes. Rows: round, what, GiB, wall, user and system seconds (TSV on stdout).
#   scripts/page-cache-writes.sh DIR [ROUNDS=3] [SIZES="1 2 4 8"]
set -euo pipefail
dir=${1:?usage: $0 DIR [ROUNDS] [SIZES]}
rounds=${2:-3}
sizes=${3:-1 2 4 8}
largest=$(printf '%s\n' $sizes | sort -n | tail -1)
mkdir -p "$dir"
file="$dir/page-cache-writes.bin"
timed() { /usr/bin/time -f "%e\t%U\t%S" "$@" 2>&1 >/dev/null | tail -1; }
printf 'round\twhat\tgib\twall_s\tuser_s\tsys_s\n'
for r in $(seq 1 "$rounds"); do
  for g in $sizes; do
    sync; rm -f "$file"; sleep 2
    printf '%s\tnew file\t%s\t%s\n' "$r" "$g" "$(timed dd if=/dev/zero of="$file" bs=1M count=$((g * 1024)) status=none)"
    if [ "$g" = "$largest" ]; then
      sync; sleep 2
      printf '%s\tsame file again\t%s\t%s\n' "$r" "$g" \
        "$(timed dd if=/dev/zero of="$file" bs=1M count=$((g * 1024)) conv=notrunc status=none)"
    fi
  done
done
sync; rm -f "$file"
