#!/usr/bin/env bash
# Blazegraph's writers side by side on one file (stock DataLoader, loadscope's buffer writer, the sorted build):
# scripts/loaders-side-by-side.sh with those three loaders, kept under this name for the commands the docs give.
#   scripts/sorted-build-bench.sh FILE [ROUNDS=3] [HEAP=8g] [WORK=target/sorted-build-bench]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
MODES=${MODES:-stock buffer sorted} exec "$root/scripts/loaders-side-by-side.sh" "${1:?usage: $0 FILE [ROUNDS] [HEAP] [WORK]}" \
  "${2:-3}" "${3:-8g}" "${4:-$root/target/sorted-build-bench}"
