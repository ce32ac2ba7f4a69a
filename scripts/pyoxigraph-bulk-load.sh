#!/usr/bin/env bash
# The comparison a user reaches for first: pyoxigraph's Store.bulk_load on the same N-Triples file, timed as a whole
# process (import, store creation, load, flush) and as the load call alone. Installs pyoxigraph into a venv under
# target/ (from PyPI; PYOXIGRAPH_VERSION pins it).
#   scripts/pyoxigraph-bulk-load.sh target/bsbm-10m.nt
set -euo pipefail
data=${1:?usage: $0 FILE.nt}
root=$(cd "$(dirname "$0")/.." && pwd)
python=$("$root/scripts/pyoxigraph-venv.sh")
store=$(mktemp -d "$root/target/pyoxigraph-store.XXXXXX")
trap 'rm -rf "$store"' EXIT
start=$(date +%s.%N)
"$python" - "$data" "$store" <<'PY'
import sys, time, os, pyoxigraph
from pyoxigraph import Store, RdfFormat
data, path = sys.argv[1], sys.argv[2]
t0 = time.perf_counter()
store = Store(path)
store.bulk_load(path=data, format=RdfFormat.N_TRIPLES)
store.flush()
t1 = time.perf_counter()
n = len(store)
size = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(path) for f in fs)
print(f"pyoxigraph {pyoxigraph.__version__}: {n:,} quads, bulk_load + flush {t1 - t0:.2f} s, "
      f"{n / (t1 - t0):,.0f} statements/s, store {size / 2**20:,.1f} MiB")
PY
end=$(date +%s.%N)
echo "whole process: $(echo "$end - $start" | bc) s"
