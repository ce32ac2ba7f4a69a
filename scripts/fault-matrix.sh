#!/usr/bin/env bash
# The fault matrix: every engine path (Blazegraph's DataLoader path with and without its writer queue, its SPARQL LOAD
# path, TDB2's five loaders) against three faults in the thread that writes the indexes:
#   heap   a heap too small for the load's buffers, found by a search over heap sizes (each size is one run);
#   throw  an exception thrown inside the writer (test-only hook, -Dloadscope.test.fault=throw@N);
#   hang   a writer that never returns on its own (-Dloadscope.test.fault=hang@N, with loader.stallTimeout).
# Each run must end within its time limit (a hang is the failure this matrix exists for) with exit 0 (the heap
# sufficed) or exit 1 and one "load failed" message, no stack frame on the terminal; resumed with the cause removed
# (a 2 GiB heap, no fault) the store must hold exactly the inputs (verify: count and digest).
# Inputs: the three real vocabularies in data/ (N-Triples, Turtle, RDF/XML; gzip) loaded one commit per file, so a
# fault after the first file finds committed data to keep; with --big, also the issue's case: 10 M BSBM statements
# in one N-Triples file under -Xmx512m, resumed under -Xmx4g (BIG_NT=FILE to use a file you have).
# Usage: scripts/fault-matrix.sh [--big] [OUT.md]   (build first: ./mvnw -B -q install -DskipTests)
set -uo pipefail
cd "$(dirname "$0")/.."
BIG=0
if [ "${1:-}" = "--big" ]; then BIG=1; shift; fi
OUT="${1:-target/fault-matrix/fault-matrix.md}"
JAR="$PWD/loader/target/loadscope.jar"
WORK="${WORK:-$PWD/target/fault-matrix}"
DATA="$PWD/data"
HEAPS="${HEAPS:-16 24 32 48 64 96 128}"
LIMIT=180          # seconds any one load may take before it counts as hung (the 10 M-statement case: 900)
STALL=8s           # loader.stallTimeout for the hang cases
RESUME_HEAP=2g
mkdir -p "$WORK" "$(dirname "$OUT")"
[ -f "$JAR" ] || { echo "build the jar first: ./mvnw -B -q install -DskipTests" >&2; exit 2; }

# name | engine options | fault batch N (after the first commit on data/)
CONFIGS=(
  "blazegraph|--engine blazegraph|2"
  "blazegraph queue 0|--engine blazegraph --set com.bigdata.rdf.store.DataLoader.queueCapacity=0|2"
  "blazegraph-sail|--engine blazegraph-sail|3"
  "tdb2 basic|--engine tdb2 --set tdb2.loader=basic|6"
  "tdb2 sequential|--engine tdb2 --set tdb2.loader=sequential|6"
  "tdb2 phased|--engine tdb2 --set tdb2.loader=phased|2"
  "tdb2 parallel|--engine tdb2 --set tdb2.loader=parallel|4"
  "tdb2 light|--engine tdb2 --set tdb2.loader=light|2"
)

failures=0
rows=()

# run_case NAME ENGINE_OPTS JVM_OPTS EXTRA_LOAD_OPTS -> sets: rc secs committed verdict message
run_case() {
  local dir="$1" opts="$2" jvm="$3" extra="$4" inputs="$5" resume_heap="$6"
  rm -rf "$dir"; mkdir -p "$dir"
  local start end
  start=$(date +%s%N)
  # shellcheck disable=SC2086
  timeout "$LIMIT" java $jvm -jar "$JAR" load $opts $extra --store "$dir/store" --report "$dir/run" $inputs \
    > "$dir/out.txt" 2> "$dir/err.txt"
  rc=$?
  end=$(date +%s%N)
  secs=$(awk -v ns="$((end - start))" 'BEGIN { printf "%.1f", ns / 1e9 }')
  # The message without its location (a path, when the failure names one).
  message=$(grep -m1 '^loadscope: load failed: ' "$dir/err.txt" | sed -e 's/^loadscope: load failed: //' -e 's#^/[^:]*: ##' | cut -c1-110)
  # Which thread ran out or failed: the run record's stopped roles, else the load thread ("parser").
  where=$(python3 - "$dir/run/run.json" <<'PY' 2>/dev/null || echo "-"
import json, sys
r = json.load(open(sys.argv[1]))
stopped = [t["role"] for t in r["threads"] if t.get("stopped")]
stall = [i["kind"] for i in r.get("incidents", []) if i["kind"] == "stall_timeout"]
print(", ".join(stopped) if stopped else ("stall guard" if stall else ("-" if r["status"] == "loaded" else "parser")))
PY
)
  committed=$(grep -m1 -o '^committed: [0-9,]* statements' "$dir/err.txt" | grep -o '[0-9,]*' || true)
  local frames
  frames=$(grep -c -E '^\s+at [a-zA-Z]' "$dir/err.txt" || true)
  verdict=""
  if [ "$rc" = 124 ]; then verdict="HUNG (killed after ${LIMIT} s)"
  elif [ "$rc" != 0 ] && [ "$rc" != 1 ]; then verdict="exit $rc"
  elif [ "$frames" != 0 ]; then verdict="stack frames on the terminal ($frames)"
  elif [ "$rc" = 1 ] && [ -z "$message" ]; then verdict="exit 1 without a load-failed message"
  fi
  # Resume with the cause removed (no fault, a big heap), then verify against the inputs.
  resumed="-"
  if [ "$rc" = 1 ] && [ -z "$verdict" ]; then
    # shellcheck disable=SC2086
    timeout "$LIMIT" java -Xmx$resume_heap -jar "$JAR" load $opts --store "$dir/store" --report "$dir/run2" --resume $inputs \
      > "$dir/resume-out.txt" 2> "$dir/resume-err.txt" || verdict="resume failed: $(tail -1 "$dir/resume-err.txt")"
  fi
  if [ -z "$verdict" ]; then
    # shellcheck disable=SC2086
    if java -Xmx$resume_heap -jar "$JAR" verify $opts --store "$dir/store" $inputs > "$dir/verify.txt" 2>&1; then
      resumed=$(grep -m1 '^store: ' "$dir/verify.txt" | sed 's/^store: //')
      verdict="ok"
    else
      verdict="verify mismatch: $(tail -1 "$dir/verify.txt")"
    fi
  fi
  [ "$verdict" = ok ] || failures=$((failures + 1))
}

row() { rows+=("| $1 | $2 | $3 | $rc | $secs | $where | ${committed:-0} | ${message:-loaded} | $resumed | $verdict |"); echo "${rows[-1]}"; }

for cfg in "${CONFIGS[@]}"; do
  IFS='|' read -r name opts at <<< "$cfg"
  slug=$(echo "$name" | tr ' ' '-')
  # The sample is three files; per-file commits keep the first while a later one fails.
  for h in $HEAPS; do
    run_case "$WORK/$slug/heap-$h" "$opts" "-Xmx${h}m" "--commit-every-file" "$DATA" "$RESUME_HEAP"
    row "$name" "heap" "-Xmx${h}m"
  done
  run_case "$WORK/$slug/throw" "$opts" "-Dloadscope.test.fault=throw@$at" "--commit-every-file" "$DATA" "$RESUME_HEAP"
  row "$name" "throw" "throw@$at"
  run_case "$WORK/$slug/hang" "$opts" "-Dloadscope.test.fault=hang@$at" "--commit-every-file --set loader.stallTimeout=$STALL" "$DATA" "$RESUME_HEAP"
  row "$name" "hang" "hang@$at, stallTimeout $STALL"
done

if [ "$BIG" = 1 ]; then
  BIGNT="${BIG_NT:-$WORK/bsbm-10m.nt}"
  [ -f "$BIGNT" ] || java -jar "$JAR" data bsbm --products 28500 --out "$BIGNT" > /dev/null
  LIMIT=900
  run_case "$WORK/big-blazegraph-512m" "--engine blazegraph" "-Xmx512m" "" "$BIGNT" "4g"
  oom_at=$(grep -m1 -o '^[0-9:]* ERROR' "$WORK/big-blazegraph-512m/err.txt" | cut -d' ' -f1)
  row "blazegraph, 10 M BSBM statements (one N-Triples file)" "heap" "-Xmx512m (writer OOM logged at $oom_at; resumed under -Xmx4g; limit 900 s)"
fi

{
  echo "# Fault matrix"
  echo
  echo "\`scripts/fault-matrix.sh$([ "$BIG" = 1 ] && echo " --big")\` on $(nproc) cores, $(free -g | awk '/Mem:/{print $2}') GiB, $(java -version 2>&1 | head -1), $(date -u +%Y-%m-%d)."
  echo "Inputs: data/ (three real vocabularies: N-Triples, Turtle, RDF/XML; 79,327 statements), one commit per file."
  echo "A case passes when the load ends within 180 s, exits 0 or 1 with one message and no stack frame on the"
  echo "terminal, and the store, resumed with the cause removed (-Xmx$RESUME_HEAP, no fault), verifies against the inputs."
  echo "'stopped in': the thread role whose worker stopped (from the run record), 'parser' when the load thread itself"
  echo "failed, 'stall guard' when loader.stallTimeout stopped the load. 's': the failed (or loaded) run's wall time,"
  echo "one run per case: a bound, not a speed."
  echo
  echo "| engine path | fault | how | exit | s | stopped in | committed before | message (first 110 characters) | store after resume | verdict |"
  echo "|---|---|---|---|---|---|---|---|---|---|"
  printf '%s\n' "${rows[@]}"
  echo
  echo "$failures case(s) failed."
} > "$OUT"
echo "table: $OUT; $failures case(s) failed"
[ "$failures" = 0 ]
