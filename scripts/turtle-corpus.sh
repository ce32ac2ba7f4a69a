#!/usr/bin/env bash
# Real-world Turtle: the LV2 plugin metadata Debian ships (937 files from 17 packages: plugin descriptions, presets,
# nested blank-node property lists, RDF collections, long literals, prefixed names with unusual characters). Loads all
# of them into tdb2, into blazegraph (loadscope's rio 5 parse stage) and into blazegraph with --parser stock, then
# verifies the blazegraph store (read back with Jena RIOT, a parser other than the one that loaded it).
# Needs apt-get (Debian's package mirror) and the built jar (./mvnw -B -pl loader -am package -DskipTests).
set -euo pipefail
cd "$(dirname "$0")/.."
JAR="$PWD/loader/target/loadscope.jar"
WORK="${WORK:-target/turtle-corpus}"
PACKAGES="lv2-dev lv2-examples swh-lv2 calf-plugins x42-plugins zam-plugins lsp-plugins-lv2 guitarix-lv2
  invada-studio-plugins-lv2 mda-lv2 fomp dpf-plugins-lv2 eq10q blop-lv2 abgate dragonfly-reverb-lv2 ardour-lv2-plugins"
mkdir -p "$WORK/debs" "$WORK/root" "$WORK/ttl"
cd "$WORK"
if [ -z "$(ls ttl)" ]; then
  (cd debs && apt-get download $PACKAGES >/dev/null 2>&1)
  for d in debs/*.deb; do dpkg-deb -x "$d" root; done
  # One flat directory (the loader reads a directory's files in name order); the path becomes the name.
  (cd root && find . -name '*.ttl' | while read -r f; do cp "$f" "../ttl/$(echo "${f#./}" | tr '/' '_')"; done)
fi
echo "corpus: $(ls ttl | wc -l) Turtle files, $(du -sh ttl | cut -f1)"
for cfg in "tdb2" "blazegraph" "blazegraph --parser stock"; do
  name=$(echo "$cfg" | tr ' ' '_' | tr -d '-')
  rm -rf "store-$name" "run-$name"
  set +e
  java -jar "$JAR" load --engine $cfg --set loader.commitEvery=100000 --store "store-$name" --report "run-$name" ttl > "out-$name.txt" 2>&1
  rc=$?
  set -e
  echo "$cfg: exit $rc; $(grep -m1 '^loadscope ' "out-$name.txt")"
  grep -m1 'load failed' "out-$name.txt" || true
done
java -jar "$JAR" verify --engine blazegraph --store store-blazegraph ttl | tail -3
