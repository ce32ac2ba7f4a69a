#!/usr/bin/env bash
# A tuned profile against the default on the full input, as a user would run both: `loadscope load --profile FILE`
# (which starts a JVM with the profile's jvm.options) and `loadscope load` with nothing set, each on a fresh store,
# in interleaved rounds (default, profile, default, profile ...). Each run's record is kept (WORK/run-MODE-ROUND) so
# `loadscope predict` can be checked against it. Prints a Markdown table (wall, CPU, peak RSS, store size, median and
# range) and the profile's speed-up per round; raw rounds go to WORK/runs.tsv.
#   scripts/profile-vs-default.sh PROFILE FILE [ROUNDS=3] [WORK] [ENGINE=blazegraph]
# FIRST_ROUND=N continues an interrupted series: rounds N..ROUNDS are run and appended to WORK/runs.tsv.
set -euo pipefail
profile=${1:?usage: $0 PROFILE FILE [ROUNDS] [WORK] [ENGINE]}
data=${2:?usage: $0 PROFILE FILE [ROUNDS] [WORK] [ENGINE]}
rounds=${3:-3}
root=$(cd "$(dirname "$0")/.." && pwd)
work=${4:-$root/target/profile-vs-default}
engine=${5:-blazegraph}
jar=${JAR:-$root/loader/target/loadscope.jar}
[ -f "$jar" ] || { echo "build first: ./mvnw -B -q install -DskipTests" >&2; exit 2; }
[ -f "$profile" ] || { echo "no profile file $profile" >&2; exit 2; }
profile=$(cd "$(dirname "$profile")" && pwd)/$(basename "$profile")
mkdir -p "$work"
work=$(cd "$work" && pwd)
log=$work/runs.tsv
first=${FIRST_ROUND:-1}
if [ "$first" = 1 ]; then : > "$log"; fi

for round in $(seq "$first" "$rounds"); do
  for mode in default profile; do
    store=$work/store-$mode
    run=$work/run-$mode-$round
    rm -rf "$store" "$run"
    sync
    if [ "$mode" = default ]; then args=(--engine "$engine"); else args=(--profile "$profile"); fi
    # -f: time counts the forked JVM too (its children are waited for); %M is the largest process's peak RSS.
    /usr/bin/time -f 'TIME %e %U %S %M' -o "$work/time.txt" \
      java -jar "$jar" load "${args[@]}" --store "$store" --report "$run" "$data" > "$work/out-$mode.txt" 2>&1 \
      || { echo "$mode failed, see $work/out-$mode.txt" >&2; exit 1; }
    read -r _ wall user sys rss < "$work/time.txt"
    read -r statements recorded_wall < <(python3 -c "
import json, sys
r = json.load(open(sys.argv[1]))
print(r['totals']['statementsCommitted'], r['totals']['wallMillis'] / 1000)" "$run/run.json")
    store_bytes=$(du -sb "$store" | cut -f1)
    rm -rf "$store"   # at 100 M statements two stores and the input do not fit on the disk together
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$round" "$mode" "$wall" "$user" "$sys" "$rss" "$statements" "$store_bytes" "$recorded_wall" >> "$log"
    echo "round $round $mode: ${wall}s wall (run record ${recorded_wall}s), $statements statements" >&2
  done
done
python3 - "$log" "$data" "$profile" <<'PY'
import collections, statistics, sys
log, data, profile = sys.argv[1:]
by = collections.defaultdict(list)
for l in open(log):
    r = l.rstrip('\n').split('\t')
    by[r[1]].append(dict(round=int(r[0]), wall=float(r[2]), cpu=float(r[3]) + float(r[4]), rss=int(r[5]) * 1024,
                         statements=int(r[6]), store=int(r[7]), load=float(r[8])))
def rng(xs, f='{:.1f}'):
    return f.format(statistics.median(xs)) + ' (' + f.format(min(xs)) + '–' + f.format(max(xs)) + ')'
base = {x['round']: x['wall'] for x in by['default']}
print(f'{data}: the default against {profile}, {len(base)} rounds interleaved\n')
print('| run | statements | process wall s, median (range) | load wall s (run record) | CPU s | peak RSS GiB | store GiB | speed-up over the default, median (range) |')
print('|---|---|---|---|---|---|---|---|')
for mode in ('default', 'profile'):
    xs = by[mode]
    ratios = [base[x['round']] / x['wall'] for x in xs]
    print(f'| {mode} | {xs[0]["statements"]:,} | {rng([x["wall"] for x in xs])} | {rng([x["load"] for x in xs])} | '
          f'{rng([x["cpu"] for x in xs])} | {max(x["rss"] for x in xs) / 2**30:.1f} | '
          f'{statistics.median(x["store"] for x in xs) / 2**30:.2f} | {rng(ratios, "{:.2f}")} |')
d, p = [x['wall'] for x in by['default']], [x['wall'] for x in by['profile']]
apart = max(p) < min(d) or max(d) < min(p)
print(f'\nranges {"apart" if apart else "overlap: no difference claimed"}')
PY
