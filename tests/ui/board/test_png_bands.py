"""A picture's PNG in bands of rows (issue 32): the bands of the last picture over the same
layer are taken again where what their rows are painted from is the same, and the file holds
the one-pass picture's pixels, pixel for pixel, whichever bands were taken."""

from __future__ import annotations

import os
import random
import zlib

import pytest
from PySide6.QtGui import QImage

from rootboard.cli import main
from rootboard.derived import layers
from rootboard.ui.board import layer, png, render
from rootboard.ui.board.layer import BAND_ROWS

from tests.helpers import played_game
from tests.ui.board.test_layer import PLAY, scene_of

WIDTH = 500


def test_adler32_of_two_pieces_is_combined_from_each_pieces(tmp_path):
    rng = random.Random(5)
    for _ in range(300):
        first, second = os.urandom(rng.randrange(0, 300)), os.urandom(rng.randrange(0, 70000))
        assert png.adler32_combine(zlib.adler32(first), zlib.adler32(second), len(second)) == zlib.adler32(first + second)


def test_bands_compressed_apart_make_one_stream_of_the_same_rows():
    rng = random.Random(7)
    width, height, stride = 41, 90, 3 * 41 + 5  # rows padded, as Qt pads them
    pixels = bytes(rng.randrange(256) for _ in range(stride * height))
    bands, top = [], 0
    for rows in (1, 30, 59):
        bands.append((png.compressed_band(memoryview(pixels)[top * stride:], width, rows, stride), rows))
        top += rows
    data = png.png_from_bands(width, height, bands)
    stream = data[data.index(b"IDAT") + 4:data.index(b"IEND") - 8]
    assert zlib.decompress(stream) == png.scanlines(pixels, width, height, stride)  # the trailer's Adler-32 checked too
    with pytest.raises(ValueError):
        png.png_from_bands(width, height + 1, bands)


def test_kept_bands_read_back_as_joined_and_a_cut_file_gives_none():
    joined = b"".join(png.join_bands([("band 0-64 a", b"one"), ("", b"two"), ("band 128-130", b"")]))
    assert [(key, bytes(band)) for key, band in png.split_bands(joined)] == [
        ("band 0-64 a", b"one"), ("", b"two"), ("band 128-130", b"")]
    assert png.split_bands(joined[:-1]) == [] and png.split_bands(b"") == []


def picture(scene, path):
    render.save_picture(scene, path, WIDTH, layered=True)
    return QImage(str(path)).convertToFormat(QImage.Format_RGB32)


def test_a_picture_after_an_action_takes_the_bands_it_did_not_change(qapp, folder, tmp_path, monkeypatch):
    path = played_game(tmp_path, "autumn", *PLAY)
    first = picture(scene_of(path), tmp_path / "first.png")
    assert len(list(folder.glob("bands-*"))) == 1
    assert first == render.scene_image(scene_of(path), WIDTH).convertToFormat(QImage.Format_RGB32)
    assert main(["place", "--mode", "teach", str(path), "eyrie", "warrior", "3"]) == 0
    compressed = []
    real = png.compressed_band

    def spy(pixels, width, rows, stride):
        compressed.append(rows)
        return real(pixels, width, rows, stride)

    monkeypatch.setattr(png, "compressed_band", spy)
    scene = scene_of(path)
    after = picture(scene, tmp_path / "after.png")
    bands = -(-after.height() // BAND_ROWS)
    assert 0 < len(compressed) < bands  # the rows of the clearing's tile only
    one_pass = render.scene_image(scene, WIDTH)
    assert after == one_pass.convertToFormat(QImage.Format_RGB32)
    compressed.clear()
    assert picture(scene_of(path), tmp_path / "again.png") == after and compressed == []  # the same picture: none


def test_a_picture_reads_only_the_rows_of_the_bands_it_compresses(qapp, folder, tmp_path, monkeypatch):
    """The same picture again takes every band as kept: it reads neither the board's layer
    nor a tile. After an action it reads the layer's rows of the bands the change reached
    (and of their tiles), not all of them, and still writes the one-pass picture."""
    path = played_game(tmp_path, "autumn", *PLAY)
    first = picture(scene_of(path), tmp_path / "first.png")
    read = []
    real = layers.read_layer

    def spy(key, width, height, stride, into, kind="layer", rows=None):
        read.append((kind, height, rows))
        return real(key, width, height, stride, into, kind=kind, rows=rows)

    monkeypatch.setattr(layer, "read_layer", spy)
    assert picture(scene_of(path), tmp_path / "again.png") == first and read == []
    assert main(["place", "--mode", "teach", str(path), "eyrie", "warrior", "3"]) == 0
    scene = scene_of(path)
    after = picture(scene, tmp_path / "after.png")
    assert after == render.scene_image(scene, WIDTH).convertToFormat(QImage.Format_RGB32)
    (kind, height, rows), = [call for call in read if call[0] == "layer"]
    needed = set().union(*(range(top, bottom) for top, bottom in rows))
    assert 0 < len(needed) < height  # the changed tile's rows and its bands', not the board's all


def test_a_damaged_bands_file_is_compressed_afresh(qapp, folder, tmp_path):
    path = played_game(tmp_path, "lake", *PLAY)
    scene = scene_of(path)
    want = picture(scene, tmp_path / "first.png")
    source = scene.sceneRect()
    key = layer.static_key(scene, WIDTH, round(WIDTH * source.height() / source.width()), source)
    assert layers.read_kept(key, "bands") is not None
    kept = next(folder.glob("bands-*"))
    data = bytearray(kept.read_bytes())
    data[-10] ^= 0xFF
    kept.write_bytes(bytes(data))
    assert layers.read_kept(key, "bands") is None
    assert picture(scene_of(path), tmp_path / "again.png") == want
    assert layers.read_kept(key, "bands") is not None  # written again
