#!/usr/bin/env bash
# Kills loads at every phase of their life (process start, store lock, store creation, each group's parse and
# index writes, each commit, after the last commit) on every engine and every TDB2 loader, resumes each with
# --resume --verify and checks count and digest against an uninterrupted load. Blank-node Turtle and BSBM
# N-Triples, two inputs per commit group. Takes about 15 minutes on 2 cores.
#   scripts/kill-test.sh                     all engines and loaders, 11 kills each (one per phase)
#   KILLS=22 CONFIGS=tdb2:phased scripts/kill-test.sh
set -euo pipefail
cd "$(dirname "$0")/.."
KILLS="${KILLS:-11}"
CONFIGS="${CONFIGS:-all}"
rm -f src/test/target/crash-kills.md
./mvnw -B -q -pl loader,src/test -am verify -Dtest=CrashResumeE2ETest -Dsurefire.failIfNoSpecifiedTests=false \
  -Dcrash.kills="$KILLS" -Dcrash.configs="$CONFIGS"
echo "== kills (also in src/test/target/crash-kills.md) =="
cat src/test/target/crash-kills.md
