"""A PNG file from rows of RGB pixels: the writer behind ``rootboard render`` and the window's
File > Export image.

Qt's own PNG writer (libpng, its adaptive row filters) took 78-91 ms to write a 1600-pixel
board at its fastest compression, more than drawing the board; this one writes the same
pixels in a third to a half of that (27 ms on a quiet machine, 67-76 ms against Qt's 128-148
under load), in a file about a sixth smaller: every row unfiltered
(filter type 0), the whole compressed at zlib's fastest level, which on a board's large
flat areas finds as much as libpng's filters at theirs (measured on the 476-action game,
1600 x 1474: 902 KB against 1,087 KB). In one piece: compressing halves in two threads at
once (zlib lets go of Python's lock) gained nothing on a 2-core machine shared with other
work (medians of 15 rounds, 83 ms against 76 ms in one), so it was taken out again.

The compressing is zlib-ng's (the zlib-ng package, a drop-in for the standard library's zlib
that writes the same format, any PNG reader's inflate reads it): at level 1 it compresses
the same 1600 x 1474 board in 7.8 ms against zlib's 22.1 (medians of 7, quiet machine), for
a file 11% larger (1,017 KB against 915); and the rows go to the compressor one by one,
each behind its filter byte, rather than first joined into one 7 MB string (10 ms of copying
gone): 9.4 ms for both against 24.6.

No Qt here: the caller hands over the pixels (the picture's bytes and its stride).
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

from rootboard.files import write_atomically

SIGNATURE = b"\x89PNG\r\n\x1a\n"
# zlib's fastest compression. Fresh bands of a 1600 x 1474 board (the 476-action game, 64-row
# bands each ended by a full flush, zlib-ng, CPU medians of 9 on the shared machine), by level:
# 1: 8.3 ms, 1,017 kB; 2: 13.3 ms, 940 kB; 3: 16.1 ms, 853 kB; 4: 18.4 ms, 834 kB; 5: 19.9 ms,
# 823 kB; 6: 26.9 ms, 810 kB. Z_FILTERED at each level within 1 ms of the default and the same
# size; Z_RLE 26-28 ms for 4,415 kB (unfiltered RGB has few runs). Level 1 stays: each level up
# costs more time than its smaller file saves in writing it.
LEVEL = 1


def _deflate():
    """zlib-ng, imported when rows are compressed: a picture whose every band is kept (the same
    picture again) joins them without it (zlib-ng and the gzip module it loads: 1-1.5 ms)."""
    from zlib_ng import zlib_ng

    return zlib_ng


def _chunk(kind: bytes, data: bytes) -> bytes:
    """A PNG chunk: length, type, data and the CRC of type and data (PNG spec, 5.3)."""
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(data, zlib.crc32(kind)))


def scanlines(pixels, width: int, height: int, stride: int) -> bytes:
    """The image data before compression: each row's ``3 * width`` bytes after a filter-type
    byte 0 (None: PNG spec, 9.2), leaving out any padding a row has up to ``stride``."""
    view = memoryview(pixels).cast("B")
    row = 3 * width
    return b"".join([b"\x00" + bytes(view[y * stride:y * stride + row]) for y in range(height)])


def compressed_scanlines(pixels, width: int, height: int, stride: int) -> bytes:
    """:func:`scanlines`, compressed as one zlib stream, fed to the compressor row by row."""
    view = memoryview(pixels).cast("B")
    row = 3 * width
    zlib_ng = _deflate()
    compressor = zlib_ng.compressobj(LEVEL)
    parts = [compressor.compress(b"\x00" + view[y * stride:y * stride + row]) for y in range(height)]
    parts.append(compressor.flush())
    return b"".join(parts)


def png_bytes(pixels, width: int, height: int, stride: int) -> bytes:
    """8-bit RGB ``pixels`` (rows ``stride`` bytes apart) as the bytes of a PNG file."""
    return _png(width, height, compressed_scanlines(pixels, width, height, stride))


def _png(width: int, height: int, data) -> bytes:
    """The PNG file of ``data``, its compressed image data given in parts (a list of bytes-like
    pieces: the kept bands are taken as they lie in the file read, rootboard.ui.board.layer),
    joined once: the file is about 1 MB, and each copy of it more is a millisecond."""
    parts = data if isinstance(data, list) else [data]
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)  # 8-bit RGB, not interlaced
    crc = zlib.crc32(b"IDAT")
    for part in parts:
        crc = zlib.crc32(part, crc)
    size = sum(len(part) for part in parts)
    return b"".join([SIGNATURE, _chunk(b"IHDR", header), struct.pack(">I", size), b"IDAT", *parts,
                     struct.pack(">I", crc), _chunk(b"IEND", b"")])


# --- a picture in bands of rows, each compressed on its own and kept ---------------------------
# A zlib stream (RFC 1950) is a header, deflate blocks (RFC 1951) and the Adler-32 of what they
# hold. Blocks that end in a full flush start no match in what came before them, so a band of
# rows compressed on its own (raw deflate, ended by a full flush) can stand anywhere in the
# stream: a picture whose band is the same as the last picture's over the same board (the same
# layer and tiles in its rows, rootboard.ui.board.layer.band_keys) takes its compressed bytes as
# they are, and its Adler-32 is combined with the others' without reading its rows again. A
# picture after one action compresses the bands its changed tiles reach (about 40% of them for
# two clearings), the same picture again none; a file about 1% larger for the flushes.
ZLIB_HEADER = b"\x78\x01"  # deflate, 32 kB window, the fastest level (RFC 1950, 2.2)
LAST_BLOCK = b"\x03\x00"  # an empty final block, fixed codes (RFC 1951, 3.2.3)
ADLER_BASE = 65521


def adler32_combine(first: int, second: int, second_length: int) -> int:
    """The Adler-32 of two pieces one after the other, from each piece's (RFC 1950, 8.2: the
    sums of the second run on from the first's)."""
    low = ((first & 0xFFFF) + (second & 0xFFFF) - 1) % ADLER_BASE
    high = ((first >> 16) + (second >> 16) + second_length * (first & 0xFFFF) - second_length) % ADLER_BASE
    return (high << 16) | low


def compressed_band(pixels, width: int, rows: int, stride: int) -> bytes:
    """``rows`` rows of 8-bit RGB ``pixels`` as a band: the Adler-32 of its scanlines (4 bytes,
    big-endian), then their raw deflate, ended by a full flush."""
    view = memoryview(pixels).cast("B")
    row = 3 * width
    zlib_ng = _deflate()
    compressor = zlib_ng.compressobj(LEVEL, zlib_ng.DEFLATED, -15)
    adler, parts = 1, []
    for y in range(rows):
        line = b"\x00" + view[y * stride:y * stride + row]
        adler = zlib_ng.adler32(line, adler)
        parts.append(compressor.compress(line))
    parts.append(compressor.flush(zlib_ng.Z_FULL_FLUSH))
    return adler.to_bytes(4, "big") + b"".join(parts)


_ENTRY = struct.Struct(">II")  # a kept band's key length, its length


def join_bands(bands) -> list:
    """Bands with their keys (an empty key: not to be taken again), as the parts of one piece
    of bytes to keep (rootboard.derived.layers.write_kept joins them once)."""
    parts = []
    for key, band in bands:
        encoded = key.encode("utf-8")
        parts += (_ENTRY.pack(len(encoded), len(band)), encoded, band)
    return parts


def split_bands(kept: bytes) -> list[tuple[str, memoryview]]:
    """What :func:`join_bands` joined: each band's key and bytes, in order (none if cut short)."""
    found, at, view = [], 0, memoryview(kept)
    while at + _ENTRY.size <= len(kept):
        length, size = _ENTRY.unpack_from(kept, at)
        at += _ENTRY.size
        if at + length + size > len(kept):
            return []
        found.append((bytes(view[at:at + length]).decode("utf-8"), view[at + length:at + length + size]))
        at += length + size
    return found if at == len(kept) else []


def png_from_bands(width: int, height: int, bands) -> bytes:
    """A PNG file from its bands (each :func:`compressed_band` of its rows, with how many rows
    it holds), top to bottom: the same pixels as :func:`png_bytes` of the whole."""
    adler, parts, seen = 1, [ZLIB_HEADER], 0
    for band, rows in bands:
        adler = adler32_combine(adler, int.from_bytes(band[:4], "big"), rows * (3 * width + 1))
        parts.append(memoryview(band)[4:])
        seen += rows
    if seen != height:
        raise ValueError(f"bands of {seen} rows for a picture of {height}")
    parts.append(LAST_BLOCK)
    parts.append(adler.to_bytes(4, "big"))
    return _png(width, height, parts)


def write_png(path: str | Path, pixels, width: int, height: int, stride: int) -> None:
    """Write the pixels as a PNG file at ``path``, atomically (a picture half written by a
    full disk or a killed process never replaces one that was there). OSError if it cannot
    be written."""
    write_atomically(path, png_bytes(pixels, width, height, stride), durable=False)
