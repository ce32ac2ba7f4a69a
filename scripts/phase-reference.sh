#!/bin/bash
# The committed builds `loadscope predict` takes a sorted build's growth from, phase by phase: sorted builds of the first
# 1, 2, 5 M and all 10 M statements of BSBM 10 M, ROUNDS rounds interleaved (1 2 5 10, 1 2 5 10, ...), then kept as the
# row set docs/results/data/sorted-build-phases-bsbm (run records xz-compressed; wall_s is each run record's wall, the
# time predict predicts). scripts/figures.py then writes the loader's resource
# loader/src/main/resources/io/loadscope/predict/phases-blazegraph-sorted.tsv from it.
#
#   JAR=loader/target/loadscope.jar scripts/phase-reference.sh BSBM_10M.nt WORK [ROUNDS=3]
set -u
bsbm=$(realpath "$1"); work=$(realpath -m "$2"); rounds=${3:-3}
jar=$(realpath "${JAR:-loader/target/loadscope.jar}")
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$work"; cd "$work" || exit 2
for n in 1 2 5; do [ -f bsbm-${n}m.nt ] || head -n ${n}000000 "$bsbm" > bsbm-${n}m.nt; done
[ -e bsbm-10m.nt ] || ln -s "$bsbm" bsbm-10m.nt
[ -f rows.tsv ] || echo -e "round\tsize\twall_s\tuser_s\tsys_s\tother_cpu_s\texit" > rows.tsv
for r in $(seq 1 "$rounds"); do
  for n in 1 2 5 10; do
    d=runs/$n-$r; [ -f $d/run/run.json ] && continue
    rm -rf $d; mkdir -p $d
    cat bsbm-${n}m.nt > /dev/null
    read -r _ a b c d2 e f g h _ < <(head -1 /proc/stat); t0=$((a+b+c+e+f+g+h))
    /usr/bin/time -f "%e %U %S" -o $d/time java -Xmx8g -jar "$jar" load --engine blazegraph --set blazegraph.writer=sorted \
        --store $d/store --report $d/run bsbm-${n}m.nt > $d/out 2>&1
    rc=$?
    read -r _ a b c d2 e f g h _ < <(head -1 /proc/stat); t1=$((a+b+c+e+f+g+h))
    read -r w u s < $d/time
    echo -e "$r\t$n\t$w\t$u\t$s\t$(python3 -c "print(round(($t1-$t0)/100 - $u - $s, 1))")\t$rc" >> rows.tsv
    rm -rf $d/store
  done
done
python3 - "$work" "$root/docs/results/data/sorted-build-phases-bsbm" "$jar" <<'PY'
import csv, json, lzma, sys
from pathlib import Path
work, out, jar = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
out.mkdir(parents=True, exist_ok=True)
cols = ['round', 'name', 'wall_s', 'exit', 'started', 'run_dir', 'load_cpu_s', 'other_cpu_s', 'process_wall_s', 'user_s',
        'sys_s', 'statements', 'peak_tmp_bytes']
lines = ['\t'.join(cols)]
for r in csv.DictReader(open(work / 'rows.tsv'), delimiter='\t'):
    run = work / 'runs' / f"{r['size']}-{r['round']}" / 'run'
    record = json.loads((run / 'run.json').read_text())
    kept = f"runs/{r['size']}m-{r['round']}"
    (out / kept).mkdir(parents=True, exist_ok=True)
    for part in ('run.json', 'series.csv'):
        text = (run / part).read_text().replace(str(work) + '/', '')
        (out / kept / f'{part}.xz').write_bytes(lzma.compress(text.encode('utf-8'), preset=9))
    t = record['totals']
    lines.append('\t'.join([r['round'], f"{r['size']}m", f"{t['wallMillis'] / 1000:.3f}", r['exit'], record['startedAt'], kept,
                            f"{float(r['user_s']) + float(r['sys_s']):.2f}", r['other_cpu_s'], r['wall_s'], r['user_s'], r['sys_s'],
                            str(t['statementsTold']), record['settings']['fixed'].get('sortedBuild.peakTemporaryBytes', '')]))
(out / 'runs.tsv').write_text('\n'.join(lines) + '\n')
(out / 'plan.tsv').write_text(
    '# Sorted builds of the first 1, 2, 5 M and all 10 M statements of BSBM 10 M (10,102,032 statements), rounds interleaved;\n'
    '# wall_s: the run record\'s wall (what `predict` predicts); process_wall_s, user_s, sys_s: the whole java process.\n'
    '# Machine: the 2-core (AMD EPYC) 24 GiB VM, JDK 17; other_cpu_s: what the rest of the machine used meanwhile.\n'
    '# Command: JAR=loadscope.jar scripts/phase-reference.sh bsbm-10m.nt WORK 3\n'
    'Xm\t-Xmx8g\tloadscope load --engine blazegraph --set blazegraph.writer=sorted bsbm-Xm.nt (its first X M lines)\n')
print(f'{len(lines) - 1} runs kept in {out}')
PY
