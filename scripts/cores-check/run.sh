#!/usr/bin/env bash
# The many-cores check, run from the repository root on the machine checked, with a kit from
# scripts/cores-check/prepare.sh: unpacks the runtime, the jar and pyoxigraph, generates BSBM there, runs
# scripts/loaders-side-by-side.sh (MODES: the build and pyoxigraph pinned to two CPUs and on all of them, the build on
# half; interleaved rounds), and packs the rows, run records and the machine's description into OUT/work.tar, also when
# DEADLINE (seconds from the start) cuts the series short: rows are written run by run.
#   KIT=kit OUT=out [DEADLINE=530] [PRODUCTS=28000] [ROUNDS=3] [MODES=...] bash scripts/cores-check/run.sh
# A mode MODE-alt runs the same jar with the settings ALT_SETS, e.g. the journal's turn held for a slot only beside the
# build as it ships: ALT_SETS=blazegraph.journalTurn=slot MODES="sorted sorted-alt sorted@0,1 sorted-alt@0,1" ...
# The machine's own ceiling beside the build: two half-machine builds at once, one on each half (MODE@A+B; on 16 CPUs
# MODES="sorted@0-7 sorted@0-7+8-15 sorted" ...): twice the half alone's time over the slower of the pair's is what all
# the CPUs give work that shares nothing over half of them: the ceiling for the build's half over all (docs/performance.md).
# Then here: tar -xf OUT/work.tar -C WORK and scripts/side-by-side-rows.py WORK docs/results/data/SET ...
set -u
t0=$(date +%s)
root=$PWD; kit=$(cd "${KIT:?KIT=the kit directory}" && pwd); W=${W:-$root/.cores-check}
OUT=${OUT:?OUT=where the results go}; mkdir -p "$OUT" "$W"
DEADLINE=${DEADLINE:-530}; PRODUCTS=${PRODUCTS:-28000}; ROUNDS=${ROUNDS:-3}
exec > >(tee "$OUT/log.txt") 2>&1
echo "start $(date -u +%FT%TZ)"
{ date -u; nproc; lscpu; free -g; df -h "$W"; uname -a; cat /sys/kernel/mm/transparent_hugepage/enabled
  for t in /usr/bin/time bc taskset xz python3; do echo "$t: $(command -v $t)"; done; python3 --version; } > "$OUT/machine.txt" 2>&1
[ -x /usr/bin/time ] || cp "$kit/time-standin.py" /usr/bin/time
command -v bc >/dev/null || cp "$kit/bc-standin.py" /usr/local/bin/bc
command -v taskset >/dev/null || cp "$kit/taskset-standin.py" /usr/local/bin/taskset
rm -rf "$W/jre" "$W/jar"; mkdir -p "$W/jar"
# xz where it is installed, Python's lzma where it is not
unxz_to() { if command -v xz >/dev/null; then xz -T0 -dc "$1" | tar -x -C "$2"
            else python3 -c 'import sys, tarfile; tarfile.open(sys.argv[1], "r:xz").extractall(sys.argv[2])' "$1" "$2"; fi; }
unxz_to "$kit/jre.tar.xz" "$W" & p1=$!
unxz_to "$kit/jar.tar.xz" "$W/jar" & p2=$!
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target "$W/site" "$kit"/pyoxigraph-*.whl || exit 3
# Not a bare `wait`: it would wait for the tee above too.
wait $p1 || exit 3
wait $p2 || exit 3
python3 "$kit/repack-jar.py" "$W/jar" "$W/loadscope.jar" || exit 3
printf '#!/bin/sh\nPYTHONPATH=%s exec python3 "$@"\n' "$W/site" > "$W/py"; chmod +x "$W/py"
export PATH=$W/jre/bin:$PATH
java -version
echo "unpacked at +$(( $(date +%s) - t0 )) s"
[ -s "$W/bsbm.nt" ] || /usr/bin/time -f 'TIME %e %U %S %M' -o "$OUT/generate-time.txt" \
  java -Xmx8g -jar "$W/loadscope.jar" data bsbm --products "$PRODUCTS" --out "$W/bsbm.nt" || exit 4
echo "generated at +$(( $(date +%s) - t0 )) s"
n=$(nproc)
left=$(( DEADLINE - ($(date +%s) - t0) ))
JAR=$W/loadscope.jar ALT_JAR=$W/loadscope.jar PYOXIGRAPH_PYTHON=$W/py MODES=${MODES:-"sorted@0,1 sorted pyoxigraph@0,1 pyoxigraph sorted@0-$(( n / 2 - 1 ))"} \
  timeout "$left" scripts/loaders-side-by-side.sh "$W/bsbm.nt" "$ROUNDS" 8g "$W/work" > "$OUT/summary.md"
echo "series exit $? at +$(( $(date +%s) - t0 )) s"
cd "$W/work" && tar -cf "$OUT/work.tar" runs.tsv $(ls -d run-*/run.json run-*/series.csv out-* err-* ./*.properties 2>/dev/null)
ls -la "$OUT"
echo "end +$(( $(date +%s) - t0 )) s"
