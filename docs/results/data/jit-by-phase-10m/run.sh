#!/bin/bash
# Where the JIT's compiler threads spend their CPU, phase by phase: sorted builds of BSBM 10 M profiled with
# async-profiler (cpu, 1 ms, per thread, JFR output), two cores and one (taskset -c 0) in turn, ROUNDS each;
# each profile cut into the build's phases by its run record (phase walls from startedAt) and its samples counted by
# thread group. Usage: run.sh JAR FILE ROUNDS OUT (needs async-profiler's libasyncProfiler.so at $AP).
set -eu
jar=$1 file=$2 rounds=$3 out=$4
mkdir -p "$out"
for r in $(seq 1 "$rounds"); do
  for w in 2 1; do
    d="$out/w$w-$r"; rm -rf "$d"; mkdir -p "$d"
    pre=""; [ "$w" = 1 ] && pre="taskset -c 0"
    $pre java -Xmx8g -agentpath:"$AP"=start,event=cpu,interval=1ms,threads,file="$d/profile.jfr",jfr \
      -jar "$jar" load --engine blazegraph --set blazegraph.writer=sorted --store "$d/store" --report "$d/run" "$file" > "$d/out.txt" 2>&1
    rm -rf "$d/store"
  done
done
