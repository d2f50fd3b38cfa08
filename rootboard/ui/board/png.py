"""A PNG file from rows of RGB pixels: the writer behind ``rootboard render``.

Qt's own PNG writer (libpng, its adaptive row filters) took 78-91 ms to write a 1600-pixel
board at its fastest compression, more than drawing the board; this one writes the same
pixels in about a third of that, in a file about a sixth smaller: every row unfiltered
(filter type 0), the whole compressed at zlib's fastest level, which on a board's large
flat areas finds as much as libpng's filters at theirs (measured on the 476-action game,
1600 x 1474: 902 KB against 1,087 KB). The rows are compressed in parts, one thread each
(zlib lets go of Python's lock while it works), and the parts joined into one stream.

No Qt here: the caller hands over the pixels (the picture's bytes and its stride).
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

SIGNATURE = b"\x89PNG\r\n\x1a\n"
LEVEL = 1  # zlib's fastest compression
# Below this many bytes a thread costs more than it saves (a small picture, a test's).
PARALLEL_FROM = 1 << 20


def _chunk(kind: bytes, data: bytes) -> bytes:
    """A PNG chunk: length, type, data and the CRC of type and data (PNG spec, 5.3)."""
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(data, zlib.crc32(kind)))


def scanlines(pixels, width: int, height: int, stride: int) -> bytes:
    """The image data before compression: each row's ``3 * width`` bytes after a filter-type
    byte 0 (None: PNG spec, 9.2), leaving out any padding a row has up to ``stride``."""
    view = memoryview(pixels).cast("B")
    row = 3 * width
    return b"".join([b"\x00" + bytes(view[y * stride:y * stride + row]) for y in range(height)])


def compress(data: bytes, parts: int = 2) -> bytes:
    """One zlib stream of ``data`` (RFC 1950), its raw deflate made in ``parts`` pieces at once.

    Each piece but the last ends with a sync flush (a byte-aligned empty block, RFC 1951
    3.2.4), so the pieces joined are one valid deflate stream; the checksum is the whole's."""
    if parts < 2 or len(data) < PARALLEL_FROM:
        return zlib.compress(data, LEVEL)
    import threading

    size = -(-len(data) // parts)
    pieces = [data[i:i + size] for i in range(0, len(data), size)]
    out: list[bytes] = [b""] * len(pieces)

    def deflate(index: int) -> None:
        engine = zlib.compressobj(LEVEL, zlib.DEFLATED, -15)
        last = index == len(pieces) - 1
        out[index] = engine.compress(pieces[index]) + engine.flush(zlib.Z_FINISH if last else zlib.Z_SYNC_FLUSH)

    helpers = [threading.Thread(target=deflate, args=(i,)) for i in range(1, len(pieces))]
    for helper in helpers:
        helper.start()
    deflate(0)
    for helper in helpers:
        helper.join()
    # The zlib header for deflate with a 32 KB window at the fastest level (RFC 1950, 2.2).
    return b"\x78\x01" + b"".join(out) + struct.pack(">I", zlib.adler32(data))


def write_png(path: str | Path, pixels, width: int, height: int, stride: int, parts: int = 2) -> None:
    """Write 8-bit RGB ``pixels`` (rows ``stride`` bytes apart) as a PNG file at ``path``.
    OSError if it cannot be written."""
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)  # 8-bit RGB, not interlaced
    data = compress(scanlines(pixels, width, height, stride), parts)
    with open(path, "wb") as out:
        out.write(SIGNATURE + _chunk(b"IHDR", header) + _chunk(b"IDAT", data) + _chunk(b"IEND", b""))
