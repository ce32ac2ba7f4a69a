#!/usr/bin/env bash
# Prints the path of a Python that imports pyoxigraph, installing it first into a venv under target/ (from PyPI;
# PYOXIGRAPH_VERSION pins it). The one place the comparison scripts get pyoxigraph from.
# PYOXIGRAPH_PYTHON names a Python that already imports it (a machine with no package index: install the wheel there
# and point this at that Python); it is checked, not installed into.
set -euo pipefail
if [ -n "${PYOXIGRAPH_PYTHON:-}" ]; then
  "$PYOXIGRAPH_PYTHON" -c "import pyoxigraph" || { echo "PYOXIGRAPH_PYTHON=$PYOXIGRAPH_PYTHON does not import pyoxigraph" >&2; exit 2; }
  echo "$PYOXIGRAPH_PYTHON"
  exit 0
fi
version=${PYOXIGRAPH_VERSION:-0.5.13}
root=$(cd "$(dirname "$0")/.." && pwd)
venv=$root/target/pyoxigraph-venv
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import pyoxigraph" 2>/dev/null; then
  python3 -m venv "$venv" >&2
  "$venv/bin/pip" install -q "pyoxigraph==$version" >&2
fi
echo "$venv/bin/python"
