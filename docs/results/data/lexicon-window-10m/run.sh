#!/bin/bash
# Each thread's CPU inside the lexicon phase (the life of its ID2TERM writer thread), sampled from /proc every 10 ms:
# the build on two cores, the same with no lexicon helper (TRIAL_JAR), and the build pinned to one core; interleaved.
#   run.sh JAR TRIAL_JAR FILE ROUNDS OUT     (FILE: bsbm-10m.nt; the properties: blazegraph.writer=sorted)
set -e
jar=$1 trial=$2 data=$3 rounds=$4 out=$5
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
echo blazegraph.writer=sorted > "$out/sorted.properties"
for r in $(seq 1 "$rounds"); do
  for v in two-cores no-helper one-core; do
    [ -f "$out/$v-$r.json" ] && continue
    j=$jar; pin=""
    [ $v = no-helper ] && j=$trial
    [ $v = one-core ] && pin="taskset -c 0"
    rm -rf "$out/s" "$out/s-run"; sync
    python3 "$here/sample.py" loadscope-lexic "$out/$v-$r.json" -- $pin java -Xmx8g -cp "$j" io.loadscope.cli.OverheadRun \
      instrumented blazegraph "$out/s" "$out/sorted.properties" "$data" > "$out/$v-$r.txt"
    xz -c "$out/s-run/run.json" > "$out/$v-$r.run.json.xz"
  done
done
rm -rf "$out/s" "$out/s-run"
