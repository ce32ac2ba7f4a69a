#!/usr/bin/env bash
# Copies a findings suite's results from jmh/target into docs/findings/<suite>/ for committing: the write-up with
# its charts and phase flame graphs, JMH's JSON and its summary. Absolute paths of this checkout become ".".
# Usage: scripts/collect-findings.sh SUITE...
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
for suite in "$@"; do
  from="$root/jmh/target/findings/$suite"
  to="$root/docs/findings/$suite"
  [ -f "$root/jmh/target/jmh-$suite.json" ] || { echo "no results for suite $suite in jmh/target" >&2; exit 1; }
  rm -rf "$to" && mkdir -p "$to"
  if [ -d "$from" ]; then
    cp "$from"/*.md "$from"/*.png "$to"/ 2>/dev/null || true
    cp "$from"/flame-*-phase*.html "$to"/ 2>/dev/null || true
  fi
  for f in "jmh-$suite.json" "jmh-$suite-summary.md"; do
    sed "s#$root#.#g" "$root/jmh/target/$f" > "$to/$f"
  done
  echo "$to"
done
