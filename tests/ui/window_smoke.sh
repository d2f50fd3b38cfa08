#!/usr/bin/env bash
# Opens the real main window once under a virtual X server, waits for it to paint, saves a
# grab of the whole window, and fails unless that picture exists and is not blank.
# Usage (from .ci/run, inside the venv): tests/ui/window_smoke.sh [OUT.png]
set -euo pipefail
cd "$(dirname "$0")/../.."
out="${1:-$(mktemp -d)/window.png}"
rm -f "$out"
# Not QT_QPA_PLATFORM=offscreen: this is the real xcb window. xvfb-run stops its server on exit.
env -u QT_QPA_PLATFORM timeout 120 xvfb-run -a -s "-screen 0 1280x900x24" \
  python3 -m rootboard gui autumn --screenshot "$out"
python3 - "$out" <<'PY'
import struct, sys, zlib
path = sys.argv[1]
data = open(path, "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path}: not a PNG"
width, height = struct.unpack(">II", data[16:24])
assert width >= 640 and height >= 480, f"{path}: window too small ({width}x{height})"
# A painted board has many colours; a window that never painted is one flat colour.
pos, chunks = 8, []
while pos < len(data):
    length, kind = struct.unpack(">I4s", data[pos:pos + 8])
    if kind == b"IDAT":
        chunks.append(data[pos + 8:pos + 8 + length])
    pos += 12 + length
raw = zlib.decompress(b"".join(chunks))
distinct = len(set(raw[i:i + 3] for i in range(0, len(raw), 997)))
assert distinct > 50, f"{path}: the window looks blank ({distinct} colours sampled)"
print(f"window smoke test: {path} {width}x{height}, {distinct} colours sampled")
PY
