#!/usr/bin/env bash
# serdi (the C parser of the serd library) for `bench parse --serdi target/serdi/serdi`, without root: the Debian
# packages are downloaded and unpacked under target/serdi, and a wrapper points the program at its library.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dir=$root/target/serdi
mkdir -p "$dir/debs"
(cd "$dir/debs" && apt-get download serdi libserd-0-0 >/dev/null)
for deb in "$dir"/debs/*.deb; do dpkg-deb -x "$deb" "$dir/root"; done
lib=$(dirname "$(find "$dir/root" -name 'libserd-0.so*' | head -1)")
cat > "$dir/serdi" <<WRAP
#!/bin/sh
LD_LIBRARY_PATH="$lib" exec "$dir/root/usr/bin/serdi" "\$@"
WRAP
chmod +x "$dir/serdi"
"$dir/serdi" -v 2>&1 | head -1 || true
echo "$dir/serdi"
