"""The PNG writer of pictures (rootboard.ui.board.png): a file any reader decodes to the very
pixels drawn, whatever the width (Qt pads each row of an image to four bytes)."""

from __future__ import annotations

import struct
import zlib

import pytest
from PySide6.QtGui import QColor, QImage

from rootboard.ui.board.png import SIGNATURE, png_bytes, write_png


def _image(width: int, height: int) -> QImage:
    image = QImage(width, height, QImage.Format_RGB32)
    for y in range(height):
        for x in range(width):
            image.setPixelColor(x, y, QColor((x * 37) % 256, (y * 91) % 256, (x * y) % 256))
    return image


def _chunks(data: bytes):
    at = len(SIGNATURE)
    while at < len(data):
        (length,) = struct.unpack(">I", data[at:at + 4])
        kind, body = data[at + 4:at + 8], data[at + 8:at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length:at + 12 + length])
        yield kind, body, crc == zlib.crc32(kind + body)
        at += 12 + length


@pytest.mark.parametrize("width", [1, 3, 5, 64])
def test_the_file_decodes_to_the_pixels_drawn(tmp_path, width):
    image = _image(width, 7)
    path = tmp_path / "picture.png"
    write_png(image, path)
    data = path.read_bytes()
    assert data.startswith(SIGNATURE)
    chunks = list(_chunks(data))
    assert [kind for kind, _, _ in chunks] == [b"IHDR", b"IDAT", b"IEND"] and all(ok for *_, ok in chunks)
    assert struct.unpack(">II", chunks[0][1][:8]) == (width, 7)
    raw = zlib.decompress(chunks[1][1])  # read back by hand: a filter byte, then the row's RGB
    assert len(raw) == 7 * (1 + 3 * width)
    for y in range(7):
        row = raw[y * (1 + 3 * width):(y + 1) * (1 + 3 * width)]
        assert row[0] == 0
        for x in range(width):
            colour = image.pixelColor(x, y)
            assert tuple(row[1 + 3 * x:4 + 3 * x]) == (colour.red(), colour.green(), colour.blue())
    assert QImage(str(path)).convertToFormat(QImage.Format_RGB32) == image  # and by Qt


def test_a_file_that_cannot_be_written_raises_and_leaves_nothing(tmp_path):
    with pytest.raises(OSError):
        write_png(_image(4, 4), tmp_path / "missing" / "picture.png")
    assert not (tmp_path / "missing").exists()
    assert png_bytes(_image(2, 2)) == png_bytes(_image(2, 2))
