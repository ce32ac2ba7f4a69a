#!/usr/bin/env bash
# The control for the sorted build's "one core's time over two cores'": what this machine gives a second core for the
# build's own work when the two halves share nothing but the machine. The input is cut in two halves by lines; each
# round loads half A alone on CPU 0, half B alone on CPU 0, then both at once, A on CPU 0 and B on CPU 1, each a
# build of its own (its own JVM, store and temporary files; together as much input, store and temporary bytes as one
# build of the whole file). SPLIT=alternate cuts the input into odd and even lines instead of a first and a second half,
# so both halves hold the same mix of statements (a file whose second half has other data than its first, as BSBM's
# long review texts, makes halves by lines unequal, and the slower one holds the pair's wall). Two cores' throughput over one's: (A alone + B alone) / (the slower of the two together).
# Ideal 2.00; whatever it falls short by is the machine's (shared caches and memory, the page cache and the disk,
# the host), since the halves share no lock, no thread and no data. A one-process build on two cores cannot be
# expected to beat it by much.
#
#   JAR=loader/target/loadscope.jar [SPLIT=halves|alternate] scripts/split-builds-control.sh FILE [ROUNDS=3] [HEAP=8g] [WORK]
#
# Writes WORK/rows.tsv (round, case, half, cpus, wall_s, user_s, sys_s, statements), prints the ratio per round, and
# writes WORK/runs.tsv in the row sets' format (docs/results/data/README.md): per round "halves-alone" (wall_s: the two
# halves' walls alone, added; load_cpu_s: their CPU) and "halves-together" (wall_s: the slower of the two; load_cpu_s:
# both), so that halves-alone's wall over halves-together's is two cores' throughput over one's.
set -euo pipefail
data=$(realpath "$1")
rounds=${2:-3}
heap=${3:-8g}
work=${4:-$(mktemp -d)}
jar=$(realpath "${JAR:-loader/target/loadscope.jar}")
mkdir -p "$work"
work=$(realpath "$work")
rows=$work/rows.tsv

split=${SPLIT:-halves}
case "$split" in halves|alternate) ;; *) echo "SPLIT must be halves or alternate, not $split" >&2; exit 2 ;; esac
if [ ! -s "$work/half-b.nt" ]; then
  if [ "$split" = alternate ]; then
    # N-Triples: every line is a statement of its own, so odd and even lines are two inputs of the same mix.
    awk -v a="$work/half-a.nt" -v b="$work/half-b.nt" '{ print > (NR % 2 ? a : b) }' "$data"
  else
    lines=$(wc -l < "$data")
    head -n $((lines / 2)) "$data" > "$work/half-a.nt"
    tail -n +$((lines / 2 + 1)) "$data" > "$work/half-b.nt"
  fi
fi
printf 'blazegraph.writer=sorted\n' > "$work/sorted.properties"
[ -s "$rows" ] || printf 'round\tcase\thalf\tcpus\twall_s\tuser_s\tsys_s\tstatements\n' > "$rows"

# start HALF CPU TAG: one build of a half pinned to one CPU, in the background; its times go to TAG.time.
start() {
  local half=$1 cpu=$2 tag=$3
  rm -rf "$work/store-$tag" "$work/store-$tag-run"
  /usr/bin/time -f '%e %U %S' -o "$work/$tag.time" taskset -c "$cpu" \
    java "-Xmx$heap" -cp "$jar" io.loadscope.cli.OverheadRun instrumented blazegraph "$work/store-$tag" \
    "$work/sorted.properties" "$work/half-$half.nt" > "$work/$tag.out" 2> "$work/$tag.err" &
}

# row ROUND CASE HALF CPUS TAG: appends TAG's times and statements, removes its store.
row() {
  local tag=$5 statements
  read -r wall user sys < "$work/$tag.time"
  read -r _ _ _ statements < <(grep '^OVERHEAD-RUN' "$work/$tag.out")
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" "$wall" "$user" "$sys" "$statements" >> "$rows"
  rm -rf "$work/store-$tag" "$work/store-$tag-run"
}

for round in $(seq 1 "$rounds"); do
  if awk -F'\t' -v r="$round" '$1 == r && $2 == "together" { n++ } END { exit n < 2 }' "$rows"; then continue; fi
  awk -F'\t' -v r="$round" '$1 != r' "$rows" > "$rows.tmp" && mv "$rows.tmp" "$rows"
  for half in a b; do
    sync
    start "$half" 0 alone-$half
    wait
    row "$round" alone "$half" 0 alone-$half
  done
  sync
  start a 0 together-a
  start b 1 together-b
  wait
  row "$round" together a 0 together-a
  row "$round" together b 1 together-b
  awk -F'\t' -v r="$round" '$1 == r && $2 == "alone" { alone += $5 } $1 == r && $2 == "together" && $5 > slow { slow = $5 }
    END { printf "round %d: halves alone %.1f s in all, together %.1f s: two cores give %.2fx one\n", r, alone, slow, alone / slow }' "$rows"
done

awk -F'\t' 'NR == 1 { next }
  { cpu[$1 FS $2] += $6 + $7; started = "'"$(date -u +%F)"'" }
  $2 == "alone" { wall[$1 FS $2] += $5 }
  $2 == "together" && $5 > wall[$1 FS $2] { wall[$1 FS $2] = $5 }
  END {
    print "round\tname\twall_s\texit\tstarted\trun_dir\tload_cpu_s"
    for (k in wall) { split(k, p, FS); printf "%s\thalves-%s\t%.2f\t0\t%s\t-\t%.2f\n", p[1], p[2], wall[k], started, cpu[k] }
  }' "$rows" | sort -t$'\t' -k1,1n -k2,2 > "$work/runs.tsv"

