#!/usr/bin/env bash
# Cuts an N-Triples (or N-Quads) file into N gzipped chunks of whole lines, named chunk-0000.nt.gz ... in load order,
# the way Wikidata's reload is fed munged dump chunks (loadData.sh posts one SPARQL LOAD per chunk).
#   scripts/chunk-ntriples.sh FILE N OUTDIR
set -euo pipefail
file=${1:?usage: $0 FILE N OUTDIR}
n=${2:?usage: $0 FILE N OUTDIR}
out=${3:?usage: $0 FILE N OUTDIR}
ext=${file##*.}
mkdir -p "$out"
# -n l/N: N pieces of about equal bytes, none splitting a line.
split -n "l/$n" -d -a 4 --additional-suffix=".$ext" "$file" "$out/chunk-"
find "$out" -name "chunk-*.$ext" -print0 | xargs -0 -P "$(nproc)" -n 8 gzip -f -1
echo "$(find "$out" -name "chunk-*.$ext.gz" | wc -l) chunks in $out" >&2
