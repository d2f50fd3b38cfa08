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

A file is trusted only if its header, its checksums, its key and its size all match;
anything else (another file, a cut-off or damaged one, a layer of another map or code) is
ignored, and the layer painted afresh and written over it. The pixels are checked in chunks
of :data:`CHUNK_ROWS` rows, each with its own checksum, so that a picture that needs only
some rows of the board (the bands of its PNG that are not kept, rootboard.ui.board.layer)
reads and checks only the chunks that hold them: the 476-action game's picture again needs
none of a 9.4 MB layer, one after an action about two fifths of it.

Writing is quiet (a cache that cannot be written only costs time) and in place, not atomic:
since a file is trusted only whole, one a reader finds half written (another rootboard
writing it at that moment), or that a crash or a full disk cut short, is ignored like any
damaged one and painted afresh. An atomic write (rootboard.files.write_atomically: an
unnamed file, its lock, its name, the rename, the search for a killed save's leftovers) cost
about 0.3 ms of CPU a file, where a picture of a position never drawn keeps a dozen (issue
32); a game file, which nothing could paint again, is still written atomically. A kept file
is never written through a symbolic link, nor into anything but a regular file.
"""

from __future__ import annotations

import os
import stat
import struct
import zlib
from pathlib import Path

from rootboard.derived.cache import cache_dir, code_fingerprint, map_text

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at every start (issue 32)
if TYPE_CHECKING:
    from rootboard.board.topology import Topology

HEADER = b"rootboard board layer 2\n"  # 2: the pixels checked chunk by chunk (1: as one)
SUFFIX = ".layer"
# How many of each kind are kept, the ones written or used last: a 1600-pixel board is 9-10
# MB of pixels; a clearing's tile (a clearing as a game left it, painted over the board) 80 kB;
# a clearing's face (the clearing alone under one ruler, rootboard.ui.board.layer) about as much.
# The last picture's PNG over each layer, in bands of compressed rows (rootboard.ui.board.png):
# about 1 MB.
# The pieces' and count badges' sprites (rootboard.ui.board.piece_sprites): one file, a few
# hundred kB.
KEPT = {"layer": 8, "tile": 512, "face": 256, "bands": 8, "sprites": 2}
_SIZES = struct.Struct(">IIII")  # key length, width, height, bytes per row
CHUNK_ROWS = 64  # rows of pixels checked together (the PNG's bands, rootboard.ui.board.layer.BAND_ROWS)

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


def layer_path(key: str, kind: str = "layer") -> Path | None:
    folder = cache_dir()
    if folder is None:
        return None
    return folder / f"{kind}-{zlib.crc32(key.encode('utf-8')):08x}-{len(key)}{SUFFIX}"


def read_layer(key: str, width: int, height: int, stride: int, into, kind: str = "layer", rows=None) -> bool:
    """Read the pixels stored under exactly ``key`` at exactly this size into ``into`` (a
    writable buffer of ``stride * height`` bytes: the picture's own, so that 9 MB are not
    copied twice); False, with ``into`` to be painted afresh, if there is no such layer.
    ``rows``: only these rows, ``(top, bottom)`` ranges (the chunks that hold them are read
    and checked, into their place in ``into``; the other rows are left as they are); None:
    all of them."""
    path = layer_path(key, kind)
    if path is None:
        return False
    try:
        with _open_kept(path) as file:
            found = _read_into(file, key, width, height, stride, into, rows)
    except OSError:
        return False
    if found:
        _used(path)
    return found


def _chunks(height: int) -> int:
    return -(-height // CHUNK_ROWS)


def _read_into(file, key: str, width: int, height: int, stride: int, into, rows) -> bool:
    start = len(HEADER) + 4
    head = file.read(start + _SIZES.size)
    if len(head) != start + _SIZES.size or head[:len(HEADER)] != HEADER:
        return False
    length, w, h, s = _SIZES.unpack_from(head, start)
    encoded = key.encode("utf-8")
    if (w, h, s) != (width, height, stride) or length != len(encoded):
        return False
    table = _chunks(h) * 4
    named = file.read(length + table)
    if named[:length] != encoded:
        return False  # a layer of another map, width or code whose name happens to match
    if zlib.crc32(named, zlib.crc32(head[start:])) != int.from_bytes(head[len(HEADER):start], "big"):
        return False  # its sizes, key or chunks' checksums damaged
    pixels = memoryview(into).cast("B")
    body = start + _SIZES.size + length + table
    if len(pixels) != s * h or os.fstat(file.fileno()).st_size != body + len(pixels):
        return False  # cut off, or longer than a layer of this size
    ranges = [(0, h)] if rows is None else rows
    wanted = sorted({chunk for top, bottom in ranges for chunk in range(max(0, top) // CHUNK_ROWS,
                                                                        _chunks(min(h, bottom)))})
    at = 0
    while at < len(wanted):  # each run of chunks one after another: one read
        end = at
        while end + 1 < len(wanted) and wanted[end + 1] == wanted[end] + 1:
            end += 1
        first, last = wanted[at] * CHUNK_ROWS * s, min(h, (wanted[end] + 1) * CHUNK_ROWS) * s
        file.seek(body + first)
        if file.readinto(pixels[first:last]) != last - first:
            return False
        for chunk in wanted[at:end + 1]:
            part = pixels[chunk * CHUNK_ROWS * s:min(h, (chunk + 1) * CHUNK_ROWS) * s]
            if zlib.crc32(part) != int.from_bytes(named[length + 4 * chunk:length + 4 * chunk + 4], "big"):
                return False  # damaged
        at = end + 1
    return True


def pack_layer(key: str, width: int, height: int, stride: int, pixels) -> bytes:
    """A layer file: header, checksum of what names it (sizes, key, the chunks' checksums),
    the sizes, the key, each chunk's checksum, the pixels."""
    return b"".join(_layer_parts(key, width, height, stride, pixels))


def _layer_parts(key: str, width: int, height: int, stride: int, pixels) -> list:
    """:func:`pack_layer`'s bytes in parts, the pixels as they are (written without a copy)."""
    encoded = key.encode("utf-8")
    view = memoryview(pixels).cast("B")
    table = b"".join(zlib.crc32(view[top * stride:min(height, top + CHUNK_ROWS) * stride]).to_bytes(4, "big")
                     for top in range(0, height, CHUNK_ROWS))
    named = _SIZES.pack(len(encoded), width, height, stride) + encoded + table
    return [HEADER, zlib.crc32(named).to_bytes(4, "big"), named, view]


def write_layer(key: str, width: int, height: int, stride: int, pixels, kind: str = "layer",
                prune: bool = True) -> None:
    """Keep the pixels under ``key``, quietly (:func:`_keep`); then (``prune``) only the
    :data:`KEPT` of its kind written or used last. A picture that writes several tiles prunes
    once, after the last (:func:`prune_layers`): each pruning lists and dates every file kept."""
    path = layer_path(key, kind)
    if path is None:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        _keep(path, _layer_parts(key, width, height, stride, pixels))
    except OSError:
        return
    if prune:
        prune_layers(kind)


_KEEP_FLAGS = (os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
               | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))


def _open_kept(path: Path):
    """A kept file opened to be read; OSError if it is not a regular file (opening a pipe
    would wait for a writer: it is opened without waiting, then refused)."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
                 | getattr(os, "O_BINARY", 0))
    file = os.fdopen(fd, "rb")
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        file.close()
        raise OSError(f"{path} is not a regular file")
    return file


def _keep(path: Path, parts: list) -> None:
    """Write a kept file, its bytes given in parts (the pixels as the picture holds them: not
    joined into one more copy first), in place (see the module's docstring: a reader trusts
    it only whole); OSError if it cannot be written, or is a symbolic link or not a regular
    file (a pipe would otherwise hold the picture: opened without waiting, it is refused)."""
    fd = os.open(path, _KEEP_FLAGS, 0o666)
    with os.fdopen(fd, "wb") as file:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(f"{path} is not a regular file")
        file.writelines(parts)


def prune_layers(kind: str = "layer") -> None:
    """Keep only the :data:`KEPT` files of ``kind`` written or used last; quietly."""
    path = layer_path("", kind)
    if path is None:
        return
    try:
        layers = sorted(path.parent.glob(f"{kind}-*{SUFFIX}"), key=lambda p: p.stat().st_mtime, reverse=True)
        for old in layers[KEPT[kind]:]:
            old.unlink(missing_ok=True)
    except OSError:
        pass


def _used(path: Path) -> None:
    try:
        os.utime(path)  # the layers used last are the ones kept
    except OSError:
        pass


def read_kept(key: str, kind: str):
    """Bytes kept under exactly ``key`` by :func:`write_kept` (a PNG's compressed bands), or
    None: trusted only whole, as a layer is (header, checksum, the key in full). A view of the
    file read, not a copy of it (a megabyte for the bands)."""
    path = layer_path(key, kind)
    if path is None:
        return None
    try:
        with _open_kept(path) as file:
            data = memoryview(file.read())
    except OSError:
        return None
    encoded = key.encode("utf-8")
    start = len(HEADER) + 4
    if data[:len(HEADER)] != HEADER or len(data) < start + _SIZES.size:
        return None
    length, _, _, _ = _SIZES.unpack_from(data, start)
    body = start + _SIZES.size
    if length != len(encoded) or data[body:body + length] != encoded:
        return None
    if zlib.crc32(data[start:]) != int.from_bytes(data[len(HEADER):start], "big"):
        return None  # damaged
    _used(path)
    return data[body + length:]


def write_kept(key: str, data, kind: str) -> None:
    """Keep ``data`` (bytes, or a list of bytes-like parts, written one after another) under ``key``,
    quietly (:func:`_keep`); then only the :data:`KEPT` of its kind written or used last."""
    path = layer_path(key, kind)
    if path is None:
        return
    parts = data if isinstance(data, list) else [data]
    size = sum(len(part) for part in parts)
    encoded = key.encode("utf-8")
    named = _SIZES.pack(len(encoded), size, 1, size) + encoded
    crc = zlib.crc32(named)
    for part in parts:
        crc = zlib.crc32(part, crc)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        _keep(path, [HEADER, crc.to_bytes(4, "big"), named, *parts])
    except OSError:
        return
    prune_layers(kind)
