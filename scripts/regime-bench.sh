#!/usr/bin/env bash
# Loads in the regime operators load in (stores larger than memory, machine shapes, many commits), each configuration
# of a plan run ROUNDS times, rounds interleaved (A B C, A B C, ...), each load a whole process on a fresh store.
# Resumable: a (configuration, round) already in WORK/runs.tsv is not run again, so a plan longer than one sitting is
# run by calling the same command again; rounds then span sittings (the results file says when each ran).
#
#   scripts/regime-bench.sh PLAN WORK [ROUNDS=3]
#
# PLAN has one configuration per line, tab-separated: NAME, the JVM's options, then the arguments of `loadscope load`
# (inputs included, --store and --report left out: the script gives them). Lines starting with # are skipped. E.g.
#   rw-h2	-Xmx2g	--machine ram=5g target/bsbm-100m.nt
#   worm-h2	-Xmx2g	--machine ram=5g --set com.bigdata.journal.AbstractJournal.bufferMode=DiskWORM target/bsbm-100m.nt
# JAR (default loader/target/loadscope.jar; copy it first when you rebuild while this runs).
# What else ran is measured, not remembered: each row of WORK/runs.tsv has the load's own CPU seconds (its process
# tree, as /usr/bin/time reports it) and the CPU seconds the rest of the machine used meanwhile (busy time in
# /proc/stat over the load, minus the load's own), so a round that shared the machine says so by itself; of that, the
# user time of other processes, apart from the kernel's (which includes writing back the load's own pages,
# scripts/busy-cpu.sh).
# Summarise with scripts/regime-summary.py WORK.
set -euo pipefail
plan=${1:?usage: $0 PLAN WORK [ROUNDS]}
work=${2:?usage: $0 PLAN WORK [ROUNDS]}
rounds=${3:-3}
root=$(cd "$(dirname "$0")/.." && pwd)
jar=${JAR:-$root/loader/target/loadscope.jar}
mkdir -p "$work/runs"
log=$work/runs.tsv
[ -f "$log" ] || printf 'round\tname\twall_s\texit\tstarted\trun_dir\tload_cpu_s\tother_cpu_s\tother_user_cpu_s\n' > "$log"
# A work directory begun before the CPU columns existed: name them in its header (its old rows leave them empty).
if ! head -1 "$log" | grep -q other_cpu_s; then sed -i '1s/$/\tload_cpu_s\tother_cpu_s/' "$log"; fi
if ! head -1 "$log" | grep -q other_user_cpu_s; then sed -i '1s/$/\tother_user_cpu_s/' "$log"; fi

# shellcheck source=busy-cpu.sh
. "$root/scripts/busy-cpu.sh"
cp "$plan" "$work/plan.tsv"
git -C "$root" rev-parse --short HEAD > "$work/commit" 2>/dev/null || true

for round in $(seq 1 "$rounds"); do
  # Tabs become the unit separator first: tab is whitespace to `read`, which would fold an empty JVM column into the
  # next one and pass the load's arguments to java.
  while IFS=$'\037' read -r name jvm args; do
    [[ -z "$name" || "$name" == \#* ]] && continue
    if awk -F'\t' -v r="$round" -v n="$name" '$1 == r && $2 == n { found = 1 } END { exit !found }' "$log"; then continue; fi
    store=$work/store
    run=$work/runs/$name-r$round
    rm -rf "$store" "$run"
    started=$(date -u +%Y-%m-%dT%H:%M:%SZ)
    start=$(date +%s.%N)
    read -r user0 kernel0 < <(busy_cpu_s)
    # shellcheck disable=SC2086 # the plan's options are words
    set +e
    /usr/bin/time -f '%U %S' -o "$work/cpu.txt" \
      java $jvm -jar "$jar" load $args --store "$store" --report "$run" < /dev/null > "$work/out-$name-r$round.txt" 2> "$work/err-$name-r$round.txt"
    code=$?
    set -e
    wall=$(echo "$(date +%s.%N) - $start" | bc)
    read -r user1 kernel1 < <(busy_cpu_s)
    # a failed load's file starts with its status line
    read -r load_user load_sys < <(tail -1 "$work/cpu.txt")
    load_cpu=$(printf "%.1f" "$(echo "$load_user + $load_sys" | bc)")
    other_user=$(echo "$user1 - $user0 - $load_user" | bc)
    other_cpu=$(echo "$other_user + $kernel1 - $kernel0 - $load_sys" | bc)
    rm -rf "$store"
    printf '%s\t%s\t%.1f\t%s\t%s\t%s\t%s\t%.1f\t%.1f\n' "$round" "$name" "$wall" "$code" "$started" "$run" "$load_cpu" "$other_cpu" "$other_user" >> "$log"
    echo "round $round $name: ${wall%.*} s, exit $code, load CPU ${load_cpu} s, the rest of the machine ${other_cpu} s (${other_user} s of it other processes' user time)" >&2
  done < <(tr '\t' '\037' < "$plan")
done
