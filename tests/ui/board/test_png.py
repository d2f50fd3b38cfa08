"""Our PNG writer: the pixels it writes are the picture's, read back by Qt and by zlib alike."""

from __future__ import annotations

import struct
import zlib

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from rootboard.derived.loading import load_topology
from rootboard.errors import BadInput
from rootboard.ui.board import png, render


def rgb_bytes(image: QImage) -> bytes:
    """The picture's pixels as rows of RGB, without any padding Qt gives a row."""
    rgb = image.convertToFormat(QImage.Format_RGB888)
    view = memoryview(rgb.constBits()).cast("B")
    row = 3 * rgb.width()
    return b"".join(bytes(view[y * rgb.bytesPerLine():y * rgb.bytesPerLine() + row]) for y in range(rgb.height()))


def idat(path) -> bytes:
    """The image data of a PNG file, every IDAT chunk joined, each chunk's CRC checked."""
    data, at, found = path.read_bytes(), 8, []
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        assert struct.unpack(">I", data[at + 8 + length:at + 12 + length])[0] == zlib.crc32(kind + body)
        if kind == b"IDAT":
            found.append(body)
        at += 12 + length
    return b"".join(found)


@pytest.fixture(scope="module")
def board(qapp):
    """Autumn drawn 700 pixels wide."""
    scene = render.build_scene(load_topology("autumn"))
    return render.scene_image(scene, 700)


def test_a_board_reads_back_pixel_for_pixel(board, tmp_path):
    path = tmp_path / "board.png"
    rgb = board.convertToFormat(QImage.Format_RGB888)
    png.write_png(path, rgb.constBits(), rgb.width(), rgb.height(), rgb.bytesPerLine())
    back = QImage(str(path))
    assert (back.width(), back.height()) == (board.width(), board.height())
    assert rgb_bytes(back) == rgb_bytes(board)
    rows = zlib.decompress(idat(path))  # one zlib stream: its checksum checked
    assert rows == png.scanlines(rgb.constBits(), rgb.width(), rgb.height(), rgb.bytesPerLine())


def test_the_same_pixels_as_qts_own_writer(board, tmp_path):
    ours, qts = tmp_path / "ours.png", tmp_path / "qt.png"
    render.save_png(board, ours)
    assert board.save(str(qts), "PNG")
    assert rgb_bytes(QImage(str(ours))) == rgb_bytes(QImage(str(qts)))


def test_rows_padded_in_memory_are_written_without_their_padding(qapp, tmp_path):
    image = QImage(333, 7, QImage.Format_RGB888)  # 999 bytes a row, which Qt pads to 1,000
    assert image.bytesPerLine() > 3 * image.width()
    image.fill(QColor("#d8c8a0"))
    painter = QPainter(image)
    painter.fillRect(QRectF(100, 2, 50, 3), QColor("#306030"))
    painter.end()
    path = tmp_path / "narrow.png"
    render.save_png(image, path)
    assert rgb_bytes(QImage(str(path))) == rgb_bytes(image)


def test_a_png_that_cannot_be_written_names_its_file(board, tmp_path, monkeypatch):
    path = tmp_path / "board.png"

    def refused(target, *_, **__):
        raise PermissionError(13, "Permission denied", str(target))

    monkeypatch.setattr("rootboard.ui.board.png.write_atomically", refused)
    with pytest.raises(BadInput) as error:
        render.save_png(board, path)
    assert error.value.message.id == render.CANNOT_WRITE_PNG.id and error.value.source == str(path)


def test_a_png_into_a_missing_folder_names_the_folder(board, tmp_path):
    from rootboard.files import NO_FOLDER, NotWritable

    path = tmp_path / "no such folder" / "board.png"
    with pytest.raises(NotWritable) as error:
        render.save_png(board, path)
    assert error.value.message.id == NO_FOLDER.id and error.value.filename == str(path.parent)
    assert not path.parent.exists()
