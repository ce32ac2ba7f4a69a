#!/usr/bin/env bash
# Samples the host beside a long load, every 5 s, until killed: epoch seconds, the OS page cache (Cached, KiB),
# and the cumulative KiB read from and written to block devices (pgpgin, pgpgout). The findings use it to tell
# whether a load's index writes read its journal back from disk (scripts/load-tenths.py lines it up with the run).
# Usage: scripts/sample-host.sh > host.log &   ... run the load ...   kill %1
set -euo pipefail
while true; do
  cached=$(awk '/^Cached:/ {print $2}' /proc/meminfo)
  read_kib=$(awk '/^pgpgin / {print $2}' /proc/vmstat)
  written_kib=$(awk '/^pgpgout / {print $2}' /proc/vmstat)
  echo "$(date +%s) $cached $read_kib $written_kib"
  sleep 5
done
