#!/usr/bin/env bash
# Keeps a regime bench's evidence where a fresh checkout finds it: a plan of 50-minute loads takes several sittings,
# and a sitting may start on a new VM whose target/ is empty. `save` copies WORK's rows (runs.tsv, plan.tsv) and each
# finished run's run.json and series.csv (xz-compressed, about 0.2 MB a run) into ARCHIVE, a directory to commit;
# `restore` puts them back into WORK, so scripts/regime-bench.sh runs only what is missing and
# scripts/regime-summary.py summarises every round. Reports (report.html) and stores are not kept.
#
#   scripts/regime-keep.sh save WORK ARCHIVE
#   scripts/regime-keep.sh restore ARCHIVE WORK
set -euo pipefail
usage="usage: $0 save WORK ARCHIVE | restore ARCHIVE WORK"
mode=${1:?$usage}
from=${2:?$usage}
to=${3:?$usage}
case "$mode" in
  save)
    mkdir -p "$to/runs"
    cp "$from/runs.tsv" "$from/plan.tsv" "$to/"
    # only runs with a row: a load cut off mid-way has a run directory but no row
    tail -n +2 "$from/runs.tsv" | cut -f6 | while read -r run; do
      name=$(basename "$run")
      [ -f "$run/run.json" ] || { echo "no run record in $run" >&2; continue; }
      mkdir -p "$to/runs/$name"
      for f in run.json series.csv; do
        if [ -f "$run/$f" ]; then xz -9 -c "$run/$f" > "$to/runs/$name/$f.xz"; fi
      done
    done
    echo "kept $(($(wc -l < "$from/runs.tsv") - 1)) row(s) of $from in $to" ;;
  restore)
    mkdir -p "$to/runs"
    [ -f "$to/runs.tsv" ] && { echo "$to/runs.tsv exists: restore into an empty work directory" >&2; exit 1; }
    cp "$from/runs.tsv" "$from/plan.tsv" "$to/"
    for dir in "$from"/runs/*/; do
      name=$(basename "$dir")
      mkdir -p "$to/runs/$name"
      for f in "$dir"*.xz; do xz -d -c "$f" > "$to/runs/$name/$(basename "$f" .xz)"; done
    done
    echo "restored $(($(wc -l < "$to/runs.tsv") - 1)) row(s) into $to" ;;
  *) echo "$usage" >&2; exit 2 ;;
esac
