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
# -n l/N: N pieces of about equal bytes, none splitting a line. Each piece is gzipped as it is cut, so no uncompressed
# copy of the input is ever on disk (at 100 M statements that copy would be another 26 GB).
split -n "l/$n" -d -a 4 --additional-suffix=".$ext" --filter='gzip -1 > "$FILE.gz"' "$file" "$out/chunk-"
echo "$(find "$out" -name "chunk-*.$ext.gz" | wc -l) chunks in $out" >&2
