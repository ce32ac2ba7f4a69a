#!/usr/bin/env bash
# Makes a kit for the many-cores check on a machine with no Java and no network (scripts/cores-check/run.sh runs it
# there): a Java runtime linked from this JDK (jlink, the modules the jar needs), the jar unpacked with other
# platforms' native libraries left out, pyoxigraph's wheel for that machine's Python, and stand-ins for GNU time, bc
# and taskset where that machine lacks them. Each part is xz'd: the kit is about 55 MB.
#   scripts/cores-check/prepare.sh KIT_DIR [PYTHON_VERSION=3.12]      (build the jar first: ./mvnw -B -q install -DskipTests)
set -euo pipefail
kit=${1:?usage: $0 KIT_DIR [PYTHON_VERSION]}
py=${2:-3.12}
root=$(cd "$(dirname "$0")/../.." && pwd)
jar=$root/loader/target/loadscope.jar
[ -f "$jar" ] || { echo "build first: ./mvnw -B -q install -DskipTests" >&2; exit 2; }
mkdir -p "$kit"
kit=$(cd "$kit" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
modules=$(jdeps --ignore-missing-deps --multi-release 17 --print-module-deps "$jar")
jlink --add-modules "$modules,java.logging,java.management,java.xml,jdk.crypto.ec,jdk.zipfs,jdk.localedata" \
  --strip-debug --no-header-files --no-man-pages --output "$work/jre"
tar -cf - -C "$work" jre | xz -T0 -9 > "$kit/jre.tar.xz"
mkdir "$work/jar"
(cd "$work/jar" && unzip -q "$jar" && rm -rf aix darwin freebsd macos win linux-arm64 linux/aarch64 linux/arm linux/i386 \
  linux/loongarch64 linux/mips64 linux/ppc64 linux/ppc64le linux/riscv64 linux/s390x ./*.dll)
tar -cf - -C "$work/jar" . | xz -T0 -9 > "$kit/jar.tar.xz"
python3 -m pip download -q --no-deps --only-binary=:all: --python-version "$py" --implementation cp \
  --platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64 --platform manylinux2014_x86_64 \
  -d "$kit" "pyoxigraph==${PYOXIGRAPH_VERSION:-0.5.13}"
cp "$root"/scripts/cores-check/{run.sh,time-standin.py,bc-standin.py,taskset-standin.py,repack-jar.py} "$kit/"
ls -la "$kit"
