#!/bin/bash
# The committed builds `loadscope predict` takes a phased build's growth from, phase by phase: builds of the first
# SIZE lines of BSBM 10 M (`all`: the whole file), ROUNDS rounds interleaved (each round every size, smallest first),
# kept as a row set under docs/results/data/ (run records xz-compressed; wall_s is each run record's wall, the time
# predict predicts). scripts/figures.py then writes the loader's resource from it:
#   sorted   blazegraph.writer=sorted, -Xmx8g   rows sorted-build-phases-bsbm  resource predict/phases-blazegraph-sorted.tsv
#   xloader  tdb2.loader=xloader                rows xloader-phases-bsbm       resource predict/phases-tdb2-xloader.tsv
#
#   JAR=loader/target/loadscope.jar scripts/phase-reference.sh sorted|xloader BSBM_10M.nt WORK ROUNDS SIZE...
#   e.g. scripts/phase-reference.sh sorted bsbm-10m.nt work 3 100000 300000 1000000 2000000 5000000 all
# A stopped run resumes (loads whose run record is there are not run again); sizes added later are kept beside the
# earlier ones.
set -u
mode=$1; bsbm=$(realpath "$2"); work=$(realpath -m "$3"); rounds=$4; shift 4
jar=$(realpath "${JAR:-loader/target/loadscope.jar}")
root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=busy-cpu.sh
. "$root/scripts/busy-cpu.sh"
case $mode in
  sorted) jvm=-Xmx8g; args="--engine blazegraph --set blazegraph.writer=sorted"; set_id=sorted-build-phases-bsbm ;;
  xloader) jvm=; args="--engine tdb2 --set tdb2.loader=xloader"; set_id=xloader-phases-bsbm ;;
  *) echo "mode: sorted or xloader" >&2; exit 2 ;;
esac
label() { [ "$1" = all ] && echo 10m || python3 -c "import sys; n = int(sys.argv[1]) / 1e6; print(f'{n:g}m')" "$1"; }
mkdir -p "$work"; cd "$work" || exit 2
for n in "$@"; do
  f=bsbm-$(label "$n").nt
  [ -e "$f" ] || { if [ "$n" = all ]; then ln -s "$bsbm" "$f"; else head -n "$n" "$bsbm" > "$f"; fi; }
done
[ -f rows.tsv ] || echo -e "round\tsize\twall_s\tuser_s\tsys_s\tother_cpu_s\texit" > rows.tsv
for r in $(seq 1 "$rounds"); do
  for n in "$@"; do
    l=$(label "$n"); d=runs/$l-$r; [ -f "$d/run/run.json" ] && continue
    rm -rf "$d"; mkdir -p "$d"
    cat "bsbm-$l.nt" > /dev/null
    t0=$(busy_cpu_s)
    # shellcheck disable=SC2086
    /usr/bin/time -f "%e %U %S" -o "$d/time" java $jvm -jar "$jar" load $args --store "$d/store" --report "$d/run" "bsbm-$l.nt" > "$d/out" 2>&1
    rc=$?
    t1=$(busy_cpu_s)
    read -r w u s < "$d/time"
    other=$(python3 -c "import sys; a, b = map(float, sys.argv[1].split()); c, d = map(float, sys.argv[2].split()); print(round(c + d - a - b - $u - $s, 1))" "$t0" "$t1")
    echo -e "$r\t$l\t$w\t$u\t$s\t$other\t$rc" >> rows.tsv
    rm -rf "$d/store"
  done
done
python3 - "$work" "$root/docs/results/data/$set_id" "$mode" "$jvm" "$args" <<'PY'
import csv, json, lzma, sys
from pathlib import Path
work, out, mode, jvm, args = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5]
out.mkdir(parents=True, exist_ok=True)
cols = ['round', 'name', 'wall_s', 'exit', 'started', 'run_dir', 'load_cpu_s', 'other_cpu_s', 'process_wall_s', 'user_s',
        'sys_s', 'statements']
lines = ['\t'.join(cols)]
for r in csv.DictReader(open(work / 'rows.tsv'), delimiter='\t'):
    run = work / 'runs' / f"{r['size']}-{r['round']}" / 'run'
    record = json.loads((run / 'run.json').read_text())
    kept = f"runs/{r['size']}-{r['round']}"
    (out / kept).mkdir(parents=True, exist_ok=True)
    for part in ('run.json', 'series.csv'):
        text = (run / part).read_text().replace(str(work) + '/', '')
        (out / kept / f'{part}.xz').write_bytes(lzma.compress(text.encode('utf-8'), preset=9))
    t = record['totals']
    lines.append('\t'.join([r['round'], r['size'], f"{t['wallMillis'] / 1000:.3f}", r['exit'], record['startedAt'], kept,
                            f"{float(r['user_s']) + float(r['sys_s']):.2f}", r['other_cpu_s'], r['wall_s'], r['user_s'], r['sys_s'],
                            str(t['statementsTold'])]))
(out / 'runs.tsv').write_text('\n'.join(lines) + '\n')
(out / 'plan.tsv').write_text(
    f'# {mode} builds of the first lines of BSBM 10 M (10,102,032 statements; 10m: the whole file), rounds interleaved\n'
    '# (each round every size, smallest first; sizes added in a later sitting are interleaved among themselves, and\n'
    '# their started column says when); wall_s: the run record\'s wall (what `predict` predicts); process_wall_s,\n'
    '# user_s, sys_s: the whole java process; other_cpu_s: what the rest of the machine used meanwhile.\n'
    '# Machine: the 2-core (AMD EPYC) 24 GiB VM, JDK 17.\n'
    f'# Command: JAR=loadscope.jar scripts/phase-reference.sh {mode} bsbm-10m.nt WORK 3 SIZE...\n'
    f'Xm\t{jvm or "-"}\tloadscope load {args} bsbm-Xm.nt (its first X M lines)\n')
print(f'{len(lines) - 1} runs kept in {out}')
PY
