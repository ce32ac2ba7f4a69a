#!/usr/bin/env bash
# Loaders side by side on one file, whole processes, interleaved rounds (A B C ... A B C ...), each run on a fresh
# store with the same heap. MODES picks them (default: stock buffer sorted):
#   stock        - Blazegraph's own DataLoader, as a program of a few lines runs it (its bundled parser, its commit)
#   buffer       - loadscope load, engine blazegraph, the default writer (rio 5 into Blazegraph's statement buffer)
#   sorted       - loadscope load --set blazegraph.writer=sorted (a new Blazegraph store built from sorted runs)
#   sorted256    - the same with runs of 256 MiB (blazegraph.sortedRunBytes): many runs spilled during the parse at 10 M
#   sail         - loadscope load --engine blazegraph-sail (SPARQL LOAD fed by the rio 5 parse, a commit per file)
#   sail-stock   - Blazegraph's SPARQL LOAD on an embedded sail without loadscope, one LOAD and one commit per file, a
#                  directory's files in name order: the query service's loadData.sh path on a directory of chunks
#   parallel     - Jena's TDB2 parallel loader as tdb2.tdbloader --loader=parallel runs it
#   xloader      - Jena's TDB2 xloader, its steps as its tdb2.xloader script runs them (each a JVM of its own)
#   xloader-ls   - the same through loadscope load --set tdb2.loader=xloader (one more parse: each input checked first)
#   pyoxigraph   - pyoxigraph's Store.bulk_load (installed into a venv under target/ by scripts/pyoxigraph-venv.sh)
#   MODE-base    - any loadscope mode above run from the jar BASE_JAR (an earlier build), for a before/after in one run:
#                  BASE_JAR=/path/to/old/loadscope.jar MODES="stock sorted-base sorted" scripts/loaders-side-by-side.sh ...
#   MODE-alt     - the same from the jar ALT_JAR (a second variant beside the current build), with the JVM options
#                  ALT_OPTS and the settings ALT_SETS if set (ALT_JAR=$JAR ALT_OPTS=-Xmn1g compares one JVM option on the
#                  same build; ALT_SETS="com.bigdata.journal.AbstractJournal.writeCacheBufferCount=1000" one store property)
#                  and on the JDK ALT_JAVA if set (ALT_JAVA=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java ALT_JAR=$JAR compares
#                  two JDKs on the same build)
#   MODE@CPUS    - any mode above pinned to the CPUs CPUS (taskset's list: 0, 0-3 ...), the JVM sizing its threads to them:
#                  MODES="sorted@0 sorted pyoxigraph@0 pyoxigraph" compares one core with all, in one interleaved series
#   MODE@A+B     - two runs of MODE at once, each on a store of its own, one pinned to the CPUs A and the other to B: what
#                  a run on A loses when B is busy with the same kind of work and nothing is shared but the machine (its
#                  caches, memory, disk and host). Each is a row of its own, MODE@A+B.A and MODE@A+B.B; their "other CPU"
#                  is the pair's together. MODES="sorted@0 sorted@1 sorted@0+1 sorted" sets one core alone beside one
#                  core with a busy neighbour
# Prints a Markdown table: wall and CPU time per loader (median and range), peak RSS of the largest process, store size,
# peak temporary bytes where the run record keeps them, and each loader's speed-up over the first mode (median of the
# per-round ratios, and their range). Then, for each loadscope run of the last round, what it did in each tenth of its
# wall time (statements parsed and written, and the phase). Raw rounds go to WORK/runs.tsv.
# What else ran is measured: the summary's last columns are the CPU seconds the rest of the machine used during each
# run (busy time in /proc/stat over the run, minus the run's own CPU time), median and range, split into other
# processes' user time and the kernel's (other processes' system calls, and the kernel threads that write back the
# run's own dirty pages, scripts/busy-cpu.sh); a few seconds either side of zero is nothing (the clocks are read a
# moment apart). Runs from before the split show the total only. WORK/runs.tsv's last column is the CPU time the host
# took from this VM during the run (its steal, all CPUs; zero on bare metal).
# RESUME=1 keeps WORK/runs.tsv and runs only the (round, mode) pairs not in it, so a series longer than one sitting
# (100 M statements: about an hour a round) is finished by the same command again; a round's ratio stays within
# one sitting as long as its modes ran in one.
#   MODES="stock sorted parallel xloader pyoxigraph" scripts/loaders-side-by-side.sh FILE [ROUNDS=3] [HEAP=8g] [WORK]
# FILE may be a directory (of chunks, say) for every mode but pyoxigraph.
set -euo pipefail
data=${1:?usage: $0 FILE [ROUNDS] [HEAP] [WORK]}
rounds=${2:-3}
heap=${3:-8g}
root=$(cd "$(dirname "$0")/.." && pwd)
work=${4:-$root/target/loaders-side-by-side}
jar=${JAR:-$root/loader/target/loadscope.jar}
modes=${MODES:-stock buffer sorted}
[ -f "$jar" ] || { echo "build first: ./mvnw -B -q install -DskipTests" >&2; exit 2; }
mkdir -p "$work"
work=$(cd "$work" && pwd)
log=$work/runs.tsv
if [ "${RESUME:-0}" = 1 ]; then touch "$log"; else : > "$log"; fi

# mode -> "kind engine settings..." for io.loadscope.cli.OverheadRun
spec() {
  case ${1%@*} in
    stock) echo "stock blazegraph" ;;
    buffer) echo "instrumented blazegraph" ;;
    sorted) echo "instrumented blazegraph blazegraph.writer=sorted" ;;
    # Runs of 256 MiB: BSBM 10 M then spills mid-parse about as often per lane as 100 M does with the default budget.
    sorted256) echo "instrumented blazegraph blazegraph.writer=sorted blazegraph.sortedRunBytes=268435456" ;;
    sail) echo "instrumented blazegraph-sail" ;;
    sail-stock) echo "stock blazegraph-sail" ;;
    parallel) echo "stock tdb2 tdb2.loader=parallel" ;;
    xloader) echo "stock tdb2 tdb2.loader=xloader" ;;
    xloader-ls) echo "instrumented tdb2 tdb2.loader=xloader" ;;
    *-base) spec "${1%%-base*}" ;;
    *-alt) spec "${1%%-alt*}" ;;
    *) echo "unknown mode $1" >&2; exit 2 ;;
  esac
}

# The jar a mode runs from: BASE_JAR for MODE-base, ALT_JAR for MODE-alt, else the current build.
jar_of() {
  case ${1%@*} in
    *-base) [ -f "${BASE_JAR:-}" ] || { echo "mode $1 needs BASE_JAR=an earlier build's loadscope.jar" >&2; exit 2; }
            echo "$BASE_JAR" ;;
    *-alt) [ -f "${ALT_JAR:-}" ] || { echo "mode $1 needs ALT_JAR=another build's loadscope.jar" >&2; exit 2; }
           echo "$ALT_JAR" ;;
    *) echo "$jar" ;;
  esac
}

# shellcheck source=busy-cpu.sh
. "$root/scripts/busy-cpu.sh"

python=''
if [[ " $modes " == *" pyoxigraph"* ]]; then python=$("$root/scripts/pyoxigraph-venv.sh"); fi

# Settings beyond the mode's own (space-separated NAME=VALUE): ALT_SETS for MODE-alt, none otherwise.
sets_of() {
  case ${1%@*} in
    *-alt) echo "${ALT_SETS:-}" ;;
    *) echo "" ;;
  esac
}

# JVM options beyond the heap: ALT_OPTS for MODE-alt, none otherwise.
opts_of() {
  case ${1%@*} in
    *-alt) echo "${ALT_OPTS:-}" ;;
    *) echo "" ;;
  esac
}

# The java a mode runs on: ALT_JAVA for MODE-alt (another JDK's bin/java beside the default), else the java on PATH.
java_of() {
  case ${1%@*} in
    *-alt) echo "${ALT_JAVA:-java}" ;;
    *) echo "java" ;;
  esac
}

# The command prefix that pins a MODE@CPUS run to its CPUs (nothing for an unpinned mode).
pin() {
  case $1 in
    *@*) echo "taskset -c ${1#*@}" ;;
    *) echo "" ;;
  esac
}

# The runs.tsv names of a mode's runs: the mode itself, or for a pair MODE@A+B its two halves MODE@A+B.A and MODE@A+B.B.
rows_of() {
  case $1 in
    *@*+*) local cpus=${1#*@}; echo "$1.${cpus%%+*} $1.${cpus#*+}" ;;
    *) echo "$1" ;;
  esac
}

# Starts one run (a runs.tsv name from rows_of) and waits for it; its time, output and store are its own.
run_one() {
  local row=$1 store=$work/store-$1 mode pinned
  case $1 in
    *@*+*) mode=${1%.*}; pinned="taskset -c ${1##*.}" ;;   # a pair's half: the pair's mode, pinned to its own CPUs
    *) mode=$1; pinned=$(pin "$1") ;;
  esac
  if [ "${mode%@*}" = pyoxigraph ]; then
    mkdir -p "$store"
    /usr/bin/time -f 'TIME %e %U %S %M' -o "$work/time-$row.txt" $pinned "$python" -c '
import sys, pyoxigraph
store = pyoxigraph.Store(sys.argv[2])
store.bulk_load(path=sys.argv[1], format=pyoxigraph.RdfFormat.N_TRIPLES)
store.flush()
print("OVERHEAD-RUN pyoxigraph 0", len(store))' "$data" "$store" > "$work/out-$row.txt" 2> "$work/err-$row.txt"
  else
    read -r kind engine sets < <(spec "$mode")
    : > "$work/$row.properties"
    for s in $sets $(sets_of "$mode"); do echo "$s" >> "$work/$row.properties"; done
    /usr/bin/time -f 'TIME %e %U %S %M' -o "$work/time-$row.txt" \
      $pinned "$(java_of "$mode")" "-Xmx$heap" $(opts_of "$mode") -cp "$(jar_of "$mode")" io.loadscope.cli.OverheadRun "$kind" "$engine" "$store" "$work/$row.properties" "$data" \
      > "$work/out-$row.txt" 2> "$work/err-$row.txt"
  fi
}

for round in $(seq 1 "$rounds"); do
  for mode in $modes; do
    read -ra rows < <(rows_of "$mode")
    if awk -F'\t' -v r="$round" -v m="${rows[0]}" '$1 == r && $2 == m { found = 1 } END { exit !found }' "$log"; then continue; fi
    for row in "${rows[@]}"; do rm -rf "$work/store-$row" "$work/store-$row-run"; done
    sync
    read -r user0 kernel0 < <(busy_cpu_s)
    steal0=$(steal_s)
    pids=()
    for row in "${rows[@]}"; do run_one "$row" & pids+=($!); done
    for i in "${!pids[@]}"; do
      wait "${pids[$i]}" || { echo "${rows[$i]} failed, see $work/err-${rows[$i]}.txt" >&2; exit 1; }
    done
    read -r user1 kernel1 < <(busy_cpu_s)
    steal=$(echo "$(steal_s) - $steal0" | bc)
    own_user=0 own_sys=0
    for row in "${rows[@]}"; do
      read -r _ _ user sys _ < "$work/time-$row.txt"
      own_user=$(echo "$own_user + $user" | bc); own_sys=$(echo "$own_sys + $sys" | bc)
    done
    other_user=$(echo "$user1 - $user0 - $own_user" | bc)
    other_kernel=$(echo "$kernel1 - $kernel0 - $own_sys" | bc)
    for row in "${rows[@]}"; do
      store=$work/store-$row
      read -r _ wall user sys rss < "$work/time-$row.txt"
      read -r _ _ _ statements < <(grep '^OVERHEAD-RUN' "$work/out-$row.txt")
      temp=''
      if [ -f "$store-run/run.json" ]; then
        temp=$(python3 -c "import json,sys; f=json.load(open(sys.argv[1]))['settings']['fixed']; print(f.get('sortedBuild.peakTemporaryBytes', f.get('xloader.peakTemporaryBytes', '')))" "$store-run/run.json")
      fi
      store_bytes=$(du -sb "$store" | cut -f1)
      rm -rf "$store"   # before the next loader starts: at 100 M statements two stores and the input do not fit on the disk
      if [ -d "$store-run" ]; then rm -rf "$work/run-$row-$round"; mv "$store-run" "$work/run-$row-$round"; fi
      printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%.1f\t%.1f\t%.2f\n' "$round" "$row" "$wall" "$user" "$sys" "$rss" "$statements" \
        "$store_bytes" "$temp" "$(echo "$other_user + $other_kernel" | bc)" "$other_user" "$steal" >> "$log"
      echo "round $round $row: ${wall}s wall, $(echo "$user + $sys" | bc)s cpu, $statements statements;" \
        "the rest of the machine: ${other_user}s user, ${other_kernel}s kernel cpu; the host took ${steal}s" >&2
    done
  done
done
python3 - "$log" "$data" "$heap" "$work" $(for m in $modes; do rows_of "$m"; done) <<'PY'
import collections, csv, json, statistics, sys
from pathlib import Path
log, data, heap, work, *modes = sys.argv[1:]
rows = [l.rstrip('\n').split('\t') for l in open(log)]
by = collections.defaultdict(list)
for r in rows:
    by[r[1]].append(dict(round=int(r[0]), wall=float(r[2]), cpu=float(r[3]) + float(r[4]), rss=int(r[5]) * 1024,
                         statements=int(r[6]), store=int(r[7]), temp=int(r[8]) if r[8] else None,
                         other=float(r[9]) if len(r) > 9 and r[9] else None,
                         other_user=float(r[10]) if len(r) > 10 and r[10] else None))
def rng(xs, f='{:.1f}'):
    return f.format(statistics.median(xs)) + ' (' + f.format(min(xs)) + '–' + f.format(max(xs)) + ')'
base = {x['round']: x['wall'] for x in by[modes[0]]}
print(f'{data}, -Xmx{heap}, {len(base)} rounds interleaved ({", ".join(modes)})\n')
print(f'| loader | statements | wall s, median (range) | CPU s | peak RSS GiB (largest process) | store GiB | peak temporary GiB | speed-up over {modes[0]}, median (range) | other CPU s: all (of it other processes\' user time) |')
print('|---|---|---|---|---|---|---|---|---|')
for mode in modes:
    xs = by[mode]
    ratios = [base[x['round']] / x['wall'] for x in xs]
    temp = [x['temp'] / 2**30 for x in xs if x['temp'] is not None]
    print(f'| {mode} | {xs[0]["statements"]:,} | {rng([x["wall"] for x in xs])} | {rng([x["cpu"] for x in xs])} | '
          f'{max(x["rss"] for x in xs) / 2**30:.1f} | {statistics.median(x["store"] for x in xs) / 2**30:.2f} | '
          f'{(f"{max(temp):.2f}" if temp else "–")} | {rng(ratios, "{:.2f}")} | '
          f'{(rng(other, "{:.0f}") if (other := [x["other"] for x in xs if x["other"] is not None]) else "–")}'
          f'{(" (" + rng(ou, "{:.0f}") + ")") if (ou := [x["other_user"] for x in xs if x["other_user"] is not None]) else ""} |')
last = max(base)
for mode in modes:
    run = Path(work) / f'run-{mode}-{last}'
    if not (run / 'series.csv').exists():
        continue
    series = list(csv.DictReader(open(run / 'series.csv', newline='')))
    end = float(series[-1]['elapsed_ms'])
    print(f'\n{mode}, round {last}, by tenth of its {end / 1000:.0f} s: statements parsed / written by the end of the tenth (M), '
          'their rates over the tenth (k/s), and the phases seen\n')
    print('| tenth | parsed (M) | written (M) | parse rate | write rate | phases |')
    print('|---|---|---|---|---|---|')
    parsed = written = 0.0
    for k in range(1, 11):
        lo, hi = end * (k - 1) / 10, end * k / 10
        upto = [r for r in series if float(r['elapsed_ms']) <= hi]
        p = float(upto[-1]['statements_parsed']) if upto else 0.0
        w = float(upto[-1]['statements_written']) if upto else 0.0
        secs = (hi - lo) / 1000
        phases = []
        for r in series:
            name = (r.get('phase') or '').strip()
            if lo < float(r['elapsed_ms']) <= hi and name and name not in phases:
                phases.append(name)
        print(f'| {k} | {p / 1e6:.1f} | {w / 1e6:.1f} | {(p - parsed) / secs / 1000:.0f} | {(w - written) / secs / 1000:.0f} | {", ".join(phases) or "–"} |')
        parsed, written = p, w
PY
