"""A board's static layer, kept in the derived cache folder as raw pixels (issue 32).

``rootboard render`` paints the same board under every game on a map: the ground, forests,
lake, rivers and paths take 30-40 ms of the 60-85 ms a 1600-pixel picture costs, and never
change in play except where a game opens a closed path (16.2.3.III). The window's render
front (:mod:`rootboard.ui.board.layer`) paints that part once, keeps its pixels here, and
next time starts from them and paints only the rest over them.

This module is Qt-free: it stores and returns bytes under a key. The key is a text that
names everything the pixels were painted from (the map's exact text, the code that derives
and draws it, the Qt release, the width, the paths still closed, ...); it is written into
the file in full and compared in full when read back, as the derived boards' entries hold
their map's text (:mod:`rootboard.derived.cache`). A layer is raw pixels, not a PNG:
decoding a PNG of a board takes longer than painting what it saves.

A file is trusted only if its header, its checksum (over the key and the pixels), its key
and its size all match; anything else (another file, a cut-off or damaged one, a layer of
another map or code) is ignored, and the layer painted afresh and written over it. Writing
is atomic (:func:`rootboard.files.write_atomically`) and quiet: a cache that cannot be
written only costs time.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

from rootboard.derived.cache import cache_dir, code_fingerprint, map_text
from rootboard.files import write_atomically

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from rootboard.board.topology import Topology

HEADER = b"rootboard board layer 1\n"
SUFFIX = ".layer"
# A 1600-pixel board is 9-10 MB of pixels: a few layers, the ones written or used last.
MAX_LAYERS = 8
_SIZES = struct.Struct(">IIII")  # key length, width, height, bytes per row

def layer_key(topology: "Topology", drawing_code: str, parts: str) -> str | None:
    """The key of a layer of ``topology``'s board: the derived cache's fingerprint of the
    code that derives and lays out a board, ``drawing_code`` (a fingerprint of the code that
    paints it), ``parts`` (what the painter read: width, paths still closed, ...) and the
    map's exact text. None when there is no cache or the map's text is unknown."""
    text = map_text(topology)
    fingerprint = code_fingerprint()
    if text is None or fingerprint is None or cache_dir() is None:
        return None
    return f"code {fingerprint}; drawing {drawing_code}; {parts}\n{text}"


def layer_path(key: str) -> Path | None:
    folder = cache_dir()
    if folder is None:
        return None
    return folder / f"layer-{zlib.crc32(key.encode('utf-8')):08x}-{len(key)}{SUFFIX}"


def read_layer(key: str, width: int, height: int, stride: int) -> bytes | None:
    """The pixels stored under exactly ``key`` at exactly this size, or None."""
    path = layer_path(key)
    if path is None:
        return None
    try:
        blob = path.read_bytes()
    except OSError:
        return None
    pixels = unpack_layer(blob, key, width, height, stride)
    if pixels is not None:
        _used(path)
    return pixels


def pack_layer(key: str, width: int, height: int, stride: int, pixels) -> bytes:
    """A layer file: header, checksum of the rest, sizes, the key, the pixels."""
    encoded = key.encode("utf-8")
    body = _SIZES.pack(len(encoded), width, height, stride) + encoded
    crc = zlib.crc32(pixels, zlib.crc32(body))
    return b"".join((HEADER, crc.to_bytes(4, "big"), body, pixels))


def unpack_layer(blob: bytes, key: str, width: int, height: int, stride: int) -> bytes | None:
    """The pixels of a layer file if it is one, whole, of exactly ``key`` and this size."""
    start = len(HEADER) + 4
    if blob[:len(HEADER)] != HEADER or len(blob) < start + _SIZES.size:
        return None
    length, w, h, s = _SIZES.unpack_from(blob, start)
    body_end = start + _SIZES.size + length
    if (w, h, s) != (width, height, stride) or len(blob) != body_end + s * h:
        return None
    view = memoryview(blob)
    if view[start + _SIZES.size:body_end] != key.encode("utf-8"):
        return None  # a layer of another map, width or code whose name happens to match
    if zlib.crc32(view[body_end:], zlib.crc32(view[start:body_end])) != int.from_bytes(blob[len(HEADER):start], "big"):
        return None  # damaged
    return blob[body_end:]


def write_layer(key: str, width: int, height: int, stride: int, pixels) -> None:
    """Keep the pixels under ``key``, atomically and quietly."""
    path = layer_path(key)
    if path is None:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(path, pack_layer(key, width, height, stride, pixels), durable=False)
        layers = sorted(path.parent.glob(f"layer-*{SUFFIX}"), key=lambda p: p.stat().st_mtime, reverse=True)
        for old in layers[MAX_LAYERS:]:
            old.unlink(missing_ok=True)
    except OSError:
        pass


def _used(path: Path) -> None:
    import os

    try:
        os.utime(path)  # the layers used last are the ones kept
    except OSError:
        pass
