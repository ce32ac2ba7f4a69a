#!/bin/bash
# The two-halves control with run records kept: half A alone on CPU 0, then A on CPU 0 and B on CPU 1 at once.
# Writes WORK/runs.tsv in loaders-side-by-side.sh's format (round, mode, wall, user, sys, rss KiB, statements) and
# WORK/run-MODE-ROUND/ (each build's run record), for scripts/side-by-side-rows.py.
W=${W:?work directory}; C=${C:?directory of half-a.nt, half-b.nt, sorted.properties}; J=${J:?loadscope.jar}
: > $W/runs.tsv
go() { # TAG CPU HALF
  rm -rf $W/store-$1 $W/store-$1-run
  /usr/bin/time -f '%e %U %S %M' -o $W/$1.time taskset -c $2 java -Xmx8g -cp $J io.loadscope.cli.OverheadRun instrumented blazegraph $W/store-$1 $C/sorted.properties $C/half-$3.nt > $W/$1.out 2>&1
}
keep() { # TAG MODE ROUND
  read -r wall user sys rss < $W/$1.time
  read -r _ _ _ st < <(grep '^OVERHEAD-RUN' $W/$1.out)
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$3" "$2" "$wall" "$user" "$sys" "$rss" "$st" >> $W/runs.tsv
  rm -rf $W/run-$2-$3; mv $W/store-$1-run $W/run-$2-$3; rm -rf $W/store-$1
}
for r in 1 2 3; do
  sync; go a 0 a; keep a half-a-alone $r
  sync; go ta 0 a & go tb 1 b & wait
  keep ta half-a-together $r; keep tb half-b-together $r
done
echo DONE
