#!/bin/bash
# Checks `loadscope predict` on loads that differ from what its models were made from, the predictions written down
# before the loads they predict (docs/prediction.md, "Validation"). Two steps, run one after the other:
#
#   scripts/prediction-validation.sh samples WORK   loads each sample, then writes every case's prediction to
#                                                    WORK/predictions.tsv (and the command's output to WORK/predict/)
#   scripts/prediction-validation.sh targets WORK   loads each whole input the cases predict; WORK/targets.tsv
#   scripts/prediction-validation.sh keep WORK      keeps it all as the row set docs/results/data/prediction-validation
#                                                    (scripts/figures.py renders the table of docs/prediction.md from it)
#
# Keep WORK/predictions.tsv (commit it) between the two: it is the record that the predictions came first.
# Each load is a whole `java -jar` process; the rows keep its run record's wall time (what `predict` predicts: the
# JVM's start is outside it), the process's wall and CPU, and the CPU the rest of the machine used meanwhile.
#
# ROUND=2 runs round 2's cases (below) into its own WORK, kept as docs/results/data/prediction-validation-2.
# Inputs (environment): JAR (loadscope.jar), WD (the Wikidata-shaped corpus of `loadscope data wikidata --statements
# 10000000 --seed 49`), BSBM (BSBM 10 M N-Triples), LV2 (a directory of many small Turtle files: the LV2 plugin
# descriptions of Debian's lv2 packages). Made in WORK/inputs: the first 1, 2 and 5 M lines of WD, the first 1 and 5 M
# of BSBM, every tenth and every fifth file of LV2 (by name) as its samples; for round 2 also a second Wikidata-shaped
# corpus of 3 M statements (seed 7) and its first 300,000 lines.
set -u
step=$1
work=$(realpath -m "$2")
jar=${JAR:-loader/target/loadscope.jar}
jar=$(realpath "$jar")
mkdir -p "$work/inputs" "$work/runs" "$work/predict"
# shellcheck source=busy-cpu.sh
. "$(cd "$(dirname "$0")" && pwd)/busy-cpu.sh"
in=$work/inputs

prepare() {
  for n in 1 2 5; do [ -f "$in/wd-${n}m.nt" ] || head -n ${n}000000 "$WD" > "$in/wd-${n}m.nt"; done
  for n in 1 5; do [ -f "$in/bsbm-${n}m.nt" ] || head -n ${n}000000 "$BSBM" > "$in/bsbm-${n}m.nt"; done
  [ -e "$in/wd-10m.nt" ] || ln -s "$(realpath "$WD")" "$in/wd-10m.nt"
  [ -e "$in/lv2" ] || ln -s "$(realpath "$LV2")" "$in/lv2"
  for part in tenth:10 fifth:5; do
    name=${part%:*}; every=${part#*:}
    [ -d "$in/lv2-$name" ] && continue
    mkdir -p "$in/lv2-$name"
    ls "$LV2" | sort | awk -v k="$every" 'NR % k == 1' | while read -r f; do ln -s "$(realpath "$LV2/$f")" "$in/lv2-$name/$f"; done
  done
  if [ "${ROUND:-1}" != 1 ] && [ ! -f "$in/wd7-3m.nt" ]; then
    java -jar "$jar" data wikidata --statements 3000000 --seed 7 --out "$in/wd7-3m.nt" > "$in/wd7-3m.log" 2>&1
    head -n 300000 "$in/wd7-3m.nt" > "$in/wd7-0.3m.nt"
  fi
}

# The paths: JVM options and load options.
path_options() {
  case $1 in
    sorted) echo "-Xmx8g|--engine blazegraph --set blazegraph.writer=sorted" ;;
    default) echo "|--engine blazegraph" ;;
    limited) echo "-Xmx640m|--engine blazegraph --machine ram=1g" ;;
    parallel) echo "|--engine tdb2 --set tdb2.loader=parallel" ;;
    xloader) echo "|--engine tdb2 --set tdb2.loader=xloader" ;;
  esac
}

# One load: NAME PATH INPUT ROWS_FILE. Skipped where its row is already there (a stopped step resumes).
load() {
  local name=$1 path=$2 input=$3 rows=$4
  grep -q "^$name	" "$rows" 2>/dev/null && return 0
  local opts jvm args d=$work/runs/$name
  opts=$(path_options "$path"); jvm=${opts%%|*}; args=${opts#*|}
  rm -rf "$d"; mkdir -p "$d"
  [ -f "$input" ] && cat "$input" > /dev/null
  local t0 t1
  t0=$(busy_cpu_s)
  local started; started=$(date -u +%Y-%m-%dT%H:%M:%SZ)
  # shellcheck disable=SC2086
  /usr/bin/time -f "%e %U %S %M" -o "$d/time" java $jvm -jar "$jar" load $args --store "$d/store" --report "$d/run" "$input" > "$d/out" 2>&1
  local rc=$?
  t1=$(busy_cpu_s)
  local w u s m; read -r w u s m < "$d/time"
  local other; other=$(python3 -c "import sys; a, b = map(float, sys.argv[1].split()); c, d = map(float, sys.argv[2].split()); print(round(c + d - a - b - $u - $s, 1))" "$t0" "$t1")
  local rec; rec=$(python3 -c "import json; r=json.load(open('$d/run/run.json')); t=r['totals']; print(f\"{t['wallMillis']/1000:.3f}\t{t['statementsTold']}\")" 2>/dev/null || echo "-	-")
  echo -e "$name\t$path\t$(basename "$input")\t$started\t$rc\t${rec%%	*}\t$w\t$u\t$s\t$other\t$m\t${rec#*	}" >> "$rows"
  rm -rf "$d/store"
}

header="name	path	input	started	exit	record_wall_s	process_wall_s	user_s	sys_s	other_cpu_s	peak_rss_kib	statements"

# The cases: case, path, sample, target input, target statements ('bytes' for a tree: its size on disk). ROUND picks
# the set: round 2 checks the models as changed after round 1's misses, on data and samples round 1 did not use (a
# second Wikidata-shaped corpus, seed 7; TDB2 parallel on BSBM; the LV2 tree again, from a fifth of its files).
cases() {
  if [ "${ROUND:-1}" = 1 ]; then cat <<'CASES'
sorted-wd-10m-from-1m	sorted	sorted-wd-1m	wd-10m.nt	10000000
sorted-wd-10m-from-2m	sorted	sorted-wd-2m	wd-10m.nt	10000000
sorted-wd-5m-from-1m	sorted	sorted-wd-1m	wd-5m.nt	5000000
sorted-lv2-from-tenth	sorted	sorted-lv2-tenth	lv2	bytes
default-wd-10m-from-1m	default	default-wd-1m	wd-10m.nt	10000000
default-wd-10m-from-2m	default	default-wd-2m	wd-10m.nt	10000000
default-bsbm-5m-from-1m	default	default-bsbm-1m	bsbm-5m.nt	5000000
default-lv2-from-tenth	default	default-lv2-tenth	lv2	bytes
limited-wd-5m-from-1m	limited	limited-wd-1m	wd-5m.nt	5000000
parallel-wd-10m-from-1m	parallel	parallel-wd-1m	wd-10m.nt	10000000
parallel-wd-10m-from-2m	parallel	parallel-wd-2m	wd-10m.nt	10000000
xloader-wd-5m-from-1m	xloader	xloader-wd-1m	wd-5m.nt	5000000
CASES
  else cat <<'CASES'
sorted-wd7-3m-from-0.3m	sorted	sorted-wd7-0.3m	wd7-3m.nt	3000000
default-wd7-3m-from-0.3m	default	default-wd7-0.3m	wd7-3m.nt	3000000
parallel-wd7-3m-from-0.3m	parallel	parallel-wd7-0.3m	wd7-3m.nt	3000000
xloader-wd7-3m-from-0.3m	xloader	xloader-wd7-0.3m	wd7-3m.nt	3000000
parallel-bsbm-5m-from-1m	parallel	parallel-bsbm-1m	bsbm-5m.nt	5000000
sorted-lv2-from-fifth	sorted	sorted-lv2-fifth	lv2	bytes
default-lv2-from-fifth	default	default-lv2-fifth	lv2	bytes
CASES
  fi
}

sample_input() {
  case $1 in
    *-wd-1m) echo wd-1m.nt ;; *-wd-2m) echo wd-2m.nt ;; *-bsbm-1m) echo bsbm-1m.nt ;; *-lv2-tenth) echo lv2-tenth ;;
    *-wd7-0.3m) echo wd7-0.3m.nt ;; *-lv2-fifth) echo lv2-fifth ;;
  esac
}

seconds() {  # hh:mm:ss.s -> seconds
  python3 -c "import sys; h, m, s = sys.argv[1].split(':'); print(round(int(h) * 3600 + int(m) * 60 + float(s), 1))" "$1"
}

case $step in
  samples)
    prepare
    rows=$work/samples.tsv; [ -f "$rows" ] || echo "$header" > "$rows"
    for s in $(cases | cut -f3 | sort -u); do load "$s" "${s%%-*}" "$in/$(sample_input "$s")" "$rows"; done
    out=$work/predictions.tsv
    echo -e "case\tpath\tsample\ttarget_input\ttarget_statements\tpredicted_s\tlow_s\thigh_s\twritten_at\tcommand" > "$out"
    cases | while IFS=$'\t' read -r c path s target n; do
      if [ "$n" = bytes ]; then
        target_opt="--target-bytes $(du -sbL "$in/$target/" | cut -f1)"
      else
        target_opt="--target-statements $n"
      fi
      cmd="predict runs/$s/run $target_opt"
      java -jar "$jar" predict "$work/runs/$s/run" $target_opt > "$work/predict/$c.txt" 2>&1
      line=$(grep -m1 '^  time ' "$work/predict/$c.txt")
      first=$(grep -m1 '^prediction for' "$work/predict/$c.txt" | sed -E 's/prediction for ([0-9,]+) statements.*/\1/; s/,//g')
      if [ -n "$line" ]; then
        read -r t lo hi < <(echo "$line" | sed -E 's/^  time +([0-9:.]+) \(interval ([0-9:.]+) to ([0-9:.]+)\).*/\1 \2 \3/')
        echo -e "$c\t$path\t$s\t$target\t${first:-$n}\t$(seconds "$t")\t$(seconds "$lo")\t$(seconds "$hi")\t$(date -u +%Y-%m-%dT%H:%M:%SZ)\t$cmd" >> "$out"
      else
        echo -e "$c\t$path\t$s\t$target\t$n\t-\t-\t-\t$(date -u +%Y-%m-%dT%H:%M:%SZ)\t$cmd (refused: $(head -c 200 "$work/predict/$c.txt" | tr '\t\n' '  '))" >> "$out"
      fi
    done
    ;;
  targets)
    [ -f "$work/predictions.tsv" ] || { echo "no predictions in $work: run the samples step first" >&2; exit 2; }
    rows=$work/targets.tsv; [ -f "$rows" ] || echo "$header" > "$rows"
    cases | cut -f2,4 | sort -u | while IFS=$'\t' read -r path target; do
      load "$path-${target%.nt}" "$path" "$in/$target" "$rows"
    done
    ;;
  keep)
    set_id=prediction-validation; [ "${ROUND:-1}" = 1 ] || set_id=prediction-validation-$ROUND
    python3 - "$work" "$(cd "$(dirname "$0")/.." && pwd)/docs/results/data/$set_id" "${ROUND:-1}" <<'PY'
import csv, lzma, shutil, sys
from pathlib import Path
work, out, rnd = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
out.mkdir(parents=True, exist_ok=True)
cols = ['round', 'name', 'wall_s', 'exit', 'started', 'run_dir', 'load_cpu_s', 'other_cpu_s', 'process_wall_s', 'user_s',
        'sys_s', 'peak_rss_kib', 'statements', 'path', 'input', 'step']
lines = ['\t'.join(cols)]
for step in ('samples', 'targets'):
    for r in csv.DictReader(open(work / f'{step}.tsv'), delimiter='\t'):
        run = work / 'runs' / r['name'] / 'run'
        kept = '-'
        if (run / 'run.json').is_file():
            kept = f"runs/{r['name']}"
            (out / kept).mkdir(parents=True, exist_ok=True)
            for part in ('run.json', 'series.csv'):
                if (run / part).is_file():
                    text = (run / part).read_text().replace(str(work) + '/', '')
                    (out / kept / f'{part}.xz').write_bytes(lzma.compress(text.encode('utf-8'), preset=9))
        lines.append('\t'.join([rnd, r['name'], r['record_wall_s'], r['exit'], r['started'], kept,
                                f"{float(r['user_s']) + float(r['sys_s']):.2f}", r['other_cpu_s'], r['process_wall_s'], r['user_s'],
                                r['sys_s'], r['peak_rss_kib'], r['statements'], r['path'], r['input'], step]))
(out / 'runs.tsv').write_text('\n'.join(lines) + '\n')
shutil.copy(work / 'predictions.tsv', out / 'predictions.tsv')
for f in (work / 'predict').glob('*.txt'):
    (out / 'predict').mkdir(exist_ok=True)
    (out / 'predict' / f.name).write_text(f.read_text().replace(str(work) + '/', ''))
(out / 'plan.tsv').write_text(
    '# predict checked on loads that differ from what its models were made from: scripts/prediction-validation.sh.\n'
    '# Step "samples" loaded each sample and wrote predictions.tsv (each prediction\'s time in written_at); step "targets"\n'
    '# then loaded what they predict (each load\'s start in started). wall_s: the run record\'s wall, what predict predicts\n'
    '# (the JVM\'s start is outside it); process_wall_s, user_s, sys_s: the whole java process; other_cpu_s: the rest of\n'
    '# the machine meanwhile. One load per sample and per target. Machine: the 2-core (AMD EPYC) 24 GiB VM, JDK 17.\n'
    'sorted\t-Xmx8g\tload --engine blazegraph --set blazegraph.writer=sorted\n'
    'default\t-\tload --engine blazegraph (the default profile, the JVM\'s default heap)\n'
    'limited\t-Xmx640m\tload --engine blazegraph --machine ram=1g\n'
    'parallel\t-\tload --engine tdb2 --set tdb2.loader=parallel\n'
    'xloader\t-\tload --engine tdb2 --set tdb2.loader=xloader\n')
print(f'{len(lines) - 1} loads kept in {out}')
PY
    ;;
  *) echo "usage: scripts/prediction-validation.sh samples|targets|keep WORK" >&2; exit 2 ;;
esac
