#!/usr/bin/env bash
# Blazegraph's writers side by side on one file, whole processes, interleaved rounds (stock, buffer, sorted, stock, ...):
#   stock  - Blazegraph's own DataLoader, as a program of a few lines runs it (its bundled parser, its commit)
#   buffer - loadscope load, the default writer (rio 5 into Blazegraph's statement buffer)
#   sorted - loadscope load --set blazegraph.writer=sorted (a new store built from sorted runs)
# Each run gets a fresh store and the same heap. Prints a Markdown table: median and range of the wall time and CPU
# time per configuration, and each configuration's speed-up over stock (median of the per-round ratios, and their range).
#   scripts/sorted-build-bench.sh FILE [ROUNDS=3] [HEAP=8g] [WORK=target/sorted-build-bench]
# MODES="stock sorted" leaves a writer out (at 100 M statements a round of all three takes about an hour here).
set -euo pipefail
data=${1:?usage: $0 FILE [ROUNDS] [HEAP] [WORK]}
rounds=${2:-3}
heap=${3:-8g}
root=$(cd "$(dirname "$0")/.." && pwd)
work=${4:-$root/target/sorted-build-bench}
jar=${JAR:-$root/loader/target/loadscope.jar}
[ -f "$jar" ] || { echo "build first: ./mvnw -B -q install -DskipTests" >&2; exit 2; }
mkdir -p "$work"
log=$work/runs.tsv
: > "$log"
: > "$work/stock.properties"
: > "$work/buffer.properties"
printf 'blazegraph.writer=sorted\n' > "$work/sorted.properties"
for round in $(seq 1 "$rounds"); do
  for mode in ${MODES:-stock buffer sorted}; do
    store=$work/store-$mode
    rm -rf "$store" "$store-run"
    sync
    kind=$([ "$mode" = stock ] && echo stock || echo instrumented)
    /usr/bin/time -f 'TIME %e %U %S %M' -o "$work/time.txt" \
      java "-Xmx$heap" -cp "$jar" io.loadscope.cli.OverheadRun "$kind" blazegraph "$store" "$work/$mode.properties" "$data" \
      > "$work/out-$mode.txt" 2> "$work/err-$mode.txt" || { echo "$mode failed, see $work/err-$mode.txt" >&2; exit 1; }
    read -r _ wall user sys rss < "$work/time.txt"
    read -r _ _ nanos statements < <(grep '^OVERHEAD-RUN' "$work/out-$mode.txt")
    temp=$( [ "$mode" = sorted ] && python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['settings']['fixed'].get('sortedBuild.peakTemporaryBytes',''))" "$store-run/run.json" || echo '')
    store_bytes=$(du -sb "$store" | cut -f1)
    rm -rf "$store"   # before the next writer starts: at 100 M statements two stores and the input do not fit on the disk
    if [ -d "$store-run" ]; then rm -rf "$work/run-$mode-$round"; mv "$store-run" "$work/run-$mode-$round"; fi
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$round" "$mode" "$wall" "$user" "$sys" "$rss" "$statements" "$store_bytes" "$temp" >> "$log"
    echo "round $round $mode: ${wall}s wall, $(echo "$user + $sys" | bc)s cpu, $statements statements" >&2
  done
done
rm -rf "$work"/store-*
python3 - "$log" "$data" "$heap" <<'PY'
import statistics, sys, collections
log, data, heap = sys.argv[1:4]
rows = [l.rstrip('\n').split('\t') for l in open(log)]
by = collections.defaultdict(list)
for r in rows:
    by[r[1]].append(dict(round=int(r[0]), wall=float(r[2]), cpu=float(r[3]) + float(r[4]), rss=int(r[5]) * 1024,
                         statements=int(r[6]), store=int(r[7]), temp=int(r[8]) if r[8] else None))
def rng(xs, f='{:.1f}'):
    return f.format(statistics.median(xs)) + ' (' + f.format(min(xs)) + '–' + f.format(max(xs)) + ')'
stock = {x['round']: x['wall'] for x in by['stock']}
order = [m for m in ('stock', 'buffer', 'sorted') if by[m]]
print(f'{data}, -Xmx{heap}, {len(by["stock"])} rounds interleaved ({", ".join(order)})\n')
print('| writer | statements | wall s, median (range) | CPU s | peak RSS GiB | store GiB | peak temporary GiB | speed-up over stock, median (range) |')
print('|---|---|---|---|---|---|---|---|')
for mode in order:
    xs = by[mode]
    ratios = [stock[x['round']] / x['wall'] for x in xs]
    temp = [x['temp'] / 2**30 for x in xs if x['temp'] is not None]
    print(f'| {mode} | {xs[0]["statements"]:,} | {rng([x["wall"] for x in xs])} | {rng([x["cpu"] for x in xs])} | '
          f'{max(x["rss"] for x in xs) / 2**30:.1f} | {statistics.median(x["store"] for x in xs) / 2**30:.2f} | '
          f'{(f"{max(temp):.2f}" if temp else "–")} | {rng(ratios, "{:.2f}")} |')
PY
