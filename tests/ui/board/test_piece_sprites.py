"""The pieces and their count badges are copied from sprites (rootboard.ui.board.piece_sprites):
the one-pass picture and the tiled one stay the same pixels, and a picture whose tiles are new
copies the sprites an earlier process kept, painting no piece's paths and no badge's text."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage, QPainter, Qt

from rootboard.ui.board import piece_sprites
from rootboard.ui.board.render import scene_image

from tests.helpers import played_game
from tests.ui.board.test_layer import PLAY, WIDTH, layered, pixels, scene_of


@pytest.fixture
def fresh(monkeypatch):
    """This process's sprites forgotten, as in a new process."""
    monkeypatch.setattr(piece_sprites, "_sprites", {})
    monkeypatch.setattr(piece_sprites, "_new", set())


def test_a_new_tile_copies_the_kept_sprites_and_paints_no_piece(qapp, folder, tmp_path, monkeypatch, fresh):
    path = played_game(tmp_path, "autumn", *PLAY)
    first = pixels(layered(scene_of(path)))
    assert list(folder.glob("sprites-*"))
    for kept in (*folder.glob("tile-*"), *folder.glob("bands-*")):  # a position never drawn
        kept.unlink()
    monkeypatch.setattr(piece_sprites, "_sprites", {})  # a new process
    monkeypatch.setattr(piece_sprites, "draw_piece", lambda *a, **k: pytest.fail("a piece painted again"))
    monkeypatch.setattr(piece_sprites, "draw_count", lambda *a, **k: pytest.fail("a badge painted again"))
    scene = scene_of(path)
    assert pixels(layered(scene)) == first
    assert pixels(scene_image(scene, WIDTH)) == first  # the one-pass picture's pixels


def test_kept_sprites_come_back_pixel_for_pixel(qapp, fresh):
    image = QImage(40, 40, QImage.Format_RGB32)
    image.fill(Qt.white)
    painter = QPainter(image)
    painter.scale(3.0, 3.0)
    piece_sprites.draw_piece_sprite(painter, "marquise", "warrior", QPointF(6.2, 6.7), 8.0, 3)
    piece_sprites.draw_count_sprite(painter, QPointF(6.2, 6.7), 8.0, 3)
    painter.end()
    made = dict(piece_sprites._sprites)
    assert len(made) == 2
    packed = piece_sprites.sprites_to_keep()
    assert packed and piece_sprites.sprites_to_keep() is None  # nothing new since
    piece_sprites._sprites.clear()
    piece_sprites.take_kept(packed)
    assert piece_sprites._sprites.keys() == made.keys()
    for key, sprite in made.items():
        back = piece_sprites._sprites[key]
        assert (back.size(), back.devicePixelRatio(), pixels(back)) == (sprite.size(), sprite.devicePixelRatio(),
                                                                        pixels(sprite))
    piece_sprites._sprites.clear()
    piece_sprites.take_kept(packed[:-7])  # cut short: the whole ones taken, the last left out
    assert len(piece_sprites._sprites) == 1


def test_vector_output_keeps_the_paths_and_text(qapp, tmp_path, monkeypatch, fresh):
    from rootboard.cli import main

    path = played_game(tmp_path, "autumn", *PLAY)
    svg = tmp_path / "picture.svg"
    assert main(["render", str(path), "-o", str(svg), "--width", "600"]) == 0
    assert piece_sprites._sprites == {}
    assert "×3" in svg.read_text(encoding="utf-8")  # the Marquise's three warriors' badge, as text
