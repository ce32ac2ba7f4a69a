#!/usr/bin/env bash
# Commit policy on real data, both engines: the LV2 plugin metadata Debian ships (937 Turtle files in 271 folders,
# loaded as one directory tree) and one big BSBM N-Triples file, each with a commit after every file (the old
# default, --commit-every-file), with a commit every 1000 files (the best setting measured by hand before), and with
# the default policy (by volume and time). Prints one table: wall time, statements/s, commits.
# Needs apt-get (Debian's package mirror) and the built jar (./mvnw -B -pl loader -am package -DskipTests).
#   scripts/commit-policy.sh                  LV2 tree + a 10 M-statement BSBM file (about 25 minutes on 2 cores)
#   PRODUCTS=2800 scripts/commit-policy.sh    a 1 M-statement big file instead
set -euo pipefail
cd "$(dirname "$0")/.."
JAR="${JAR:-$PWD/loader/target/loadscope.jar}"
WORK="${WORK:-target/commit-policy}"
PRODUCTS="${PRODUCTS:-28500}"
mkdir -p "$WORK"
WORK="$(cd "$WORK" && pwd)"
lv2="$WORK/lv2/root/usr/lib/lv2"
if [ ! -d "$lv2" ]; then
  mkdir -p "$WORK/lv2/debs" "$WORK/lv2/root"
  (cd "$WORK/lv2/debs" && apt-get download lv2-dev lv2-examples swh-lv2 calf-plugins x42-plugins zam-plugins \
    lsp-plugins-lv2 guitarix-lv2 invada-studio-plugins-lv2 mda-lv2 fomp dpf-plugins-lv2 eq10q blop-lv2 abgate \
    dragonfly-reverb-lv2 ardour-lv2-plugins >/dev/null 2>&1)
  for d in "$WORK"/lv2/debs/*.deb; do dpkg-deb -x "$d" "$WORK/lv2/root"; done
fi
big="$WORK/bsbm-$PRODUCTS.nt"
[ -f "$big" ] || java -jar "$JAR" data bsbm --products "$PRODUCTS" --out "$big" >/dev/null
echo "machine: $(nproc) cores, $(free -g | awk '/Mem:/ {print $2}') GiB, $(java -version 2>&1 | head -1)"
echo "corpus: $(find "$lv2" -name '*.ttl' | wc -l) Turtle files under $(find "$lv2" -name '*.ttl' -printf '%h\n' | sort -u | wc -l) folders; big file: $(du -hL "$big" | cut -f1)"
printf '| engine | input | commit policy | wall s | statements/s | commits |\n|---|---|---|---:|---:|---:|\n'
for engine in tdb2 blazegraph; do
  for input in lv2 big; do
    for policy in every-file every-1000 default; do
      case "$policy" in
        every-file) opts=(--commit-every-file) ;;
        every-1000) opts=(--set loader.commitEvery=1000 --set loader.commitStatements=1000000000 --set loader.commitSeconds=100000) ;;
        default) opts=() ;;
      esac
      [ "$input" = big ] && [ "$policy" = every-1000 ] && continue # one file: the same single commit as every-file
      src="$lv2"; [ "$input" = big ] && src="$big"
      run="$WORK/run-$engine-$input-$policy"; rm -rf "$WORK/store" "$run"
      java -jar "$JAR" load --engine "$engine" --store "$WORK/store" --report "$run" "${opts[@]}" "$src" \
        > "$WORK/out-$engine-$input-$policy.txt" 2>&1 || { echo "load failed: see $WORK/out-$engine-$input-$policy.txt" >&2; exit 1; }
      python3 - "$run/run.json" "$engine" "$input" "$policy" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
t, d = r["totals"], r["durability"]
print(f"| {sys.argv[2]} | {sys.argv[3]} | {sys.argv[4]} | {t['wallMillis']/1000:.1f} | {t['statementsPerSecond']:,.0f} | {d['commits']} |")
PY
    done
  done
done
rm -rf "$WORK/store"
